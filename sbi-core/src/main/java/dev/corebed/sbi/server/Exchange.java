package dev.corebed.sbi.server;

import dev.corebed.sbi.SbiResponse;
import io.netty.util.concurrent.EventExecutor;

/** The transport side of one request: how to answer it, reset it, and where to schedule work. */
interface Exchange {

    /** Sends the answer; callable from any thread (hops to the connection's event loop). */
    void send(SbiResponse response);

    /** Aborts the request: RST_STREAM on HTTP/2, connection close on HTTP/1.1. */
    void reset();

    /** Leaves the request unanswered, releasing transport resources that wait on it. */
    void abandon();

    EventExecutor executor();
}
