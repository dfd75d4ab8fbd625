package dev.corebed.sbi.server;

import dev.corebed.sbi.SbiResponse;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.concurrent.EventExecutor;

/**
 * How a forwarded request is answered: once, from any thread (the answer is written on the connection's event
 * loop). A second answer is ignored, and its body released.
 */
public interface ForwardExchange {

    /**
     * Answers with a header block ({@code :status} set; what a peer answered, changed or not) and a body, which
     * this takes over (an empty buffer for none). Connection-specific headers are the transport's.
     */
    void respond(Http2Headers headers, ByteBuf body);

    /** Answers with a response of the forwarder's own (an error it found, as ProblemDetails). */
    void send(SbiResponse response);

    /** Resets the stream (HTTP/2) or closes the connection (HTTP/1.1): no answer. */
    void reset();

    /** The connection's event loop: schedule delays here. */
    EventExecutor executor();

    /** {@link System#nanoTime()} when the request was complete. */
    long startNanos();

    /** Whether the request was answered (or reset) already. */
    boolean done();
}
