package dev.corebed.sbi.server;

import dev.corebed.sbi.SbiResponse;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.concurrent.EventExecutor;

/** The transport side of one request: how to answer it, reset it, and where to schedule work. */
interface Exchange {

    /** Sends the answer; callable from any thread (hops to the connection's event loop). */
    void send(SbiResponse response);

    /**
     * Sends an answer given as an HTTP/2 header block ({@code :status} set) and a body, taken over: the forwarding
     * path's. Callable from any thread.
     */
    void respond(Http2Headers headers, ByteBuf body);

    /** Aborts the request: RST_STREAM on HTTP/2, connection close on HTTP/1.1. */
    void reset();

    /** Leaves the request unanswered, releasing transport resources that wait on it. */
    void abandon();

    EventExecutor executor();
}
