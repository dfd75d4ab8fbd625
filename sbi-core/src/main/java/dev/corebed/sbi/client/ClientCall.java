package dev.corebed.sbi.client;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.concurrent.ScheduledFuture;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One request in flight. To keep allocation per request low, this one object is the future handed to
 * the caller, the timeout task and the listener of the header write. All its state is touched only on
 * its pool's event loop. Two kinds: {@link SbiCall} (a {@link SbiClient.Request}, answered as bytes) and
 * {@link ForwardCall} (a header block and a buffer passed through as they are, for a proxy).
 */
abstract class ClientCall<T> extends CompletableFuture<T> implements Runnable, ChannelFutureListener {

    final Pool pool;
    private final long timeoutNanos;
    private ScheduledFuture<?> timer;

    /** The connection carrying the request; null while queued or once finished. */
    Connection connection;
    int streamId;
    boolean queued;
    /** A request the peer provably did not process is retried once on another connection. */
    boolean retried;

    // The HTTP/2 answer while it arrives.
    int status;
    Http2Headers headers;
    ByteBuf body;

    ClientCall(Pool pool, long timeoutNanos) {
        this.pool = pool;
        this.timeoutNanos = timeoutNanos;
    }

    /** "GET http://host/path", for error messages. */
    abstract String describe();

    /** The request's HTTP/2 header block on this pool's connections, pseudo-headers included. */
    abstract Http2Headers requestHeaders();

    abstract boolean hasBody();

    /** The body for one attempt; the write releases it. */
    abstract ByteBuf requestBody();

    /** The request for a connection where ALPN chose HTTP/1.1. */
    abstract FullHttpRequest http1Request();

    /** The answer is complete: {@link #status}, {@link #headers} and {@link #body} (taken over; null when none). */
    abstract void answered();

    /** The answer over HTTP/1.1. */
    abstract void answered(FullHttpResponse response);

    /** Called when the call ends either way: frees what the request holds. */
    void released() {}

    void start() {
        if (isDone()) {
            return; // cancelled by the caller before it reached the event loop
        }
        timer = pool.loop.schedule(this, timeoutNanos, TimeUnit.NANOSECONDS);
        pool.submit(this);
    }

    /** The timeout: frees the stream (or queue slot) the request holds, then fails it. */
    @Override
    public void run() {
        timer = null;
        if (connection != null) {
            connection.abandon(this);
        } else if (queued) {
            pool.dequeue(this);
        }
        fail(new TimeoutException(describe() + ": no answer within " + TimeUnit.NANOSECONDS.toMillis(timeoutNanos) + " ms"));
    }

    /** The write of the request headers: the one place to learn of a failure that happens before the stream exists. */
    @Override
    public void operationComplete(ChannelFuture future) {
        if (!future.isSuccess()) {
            fail(new IOException("cannot send " + describe(), future.cause()));
        }
    }

    /** Adds a DATA frame's bytes to the answer: the first as a retained slice (no copy), later ones in a composite. */
    final void append(ByteBufAllocator alloc, ByteBuf data) {
        if (!data.isReadable()) {
            return;
        }
        if (body == null) {
            body = data.retainedSlice();
        } else if (body instanceof CompositeByteBuf c) {
            c.addComponent(true, data.retainedSlice());
        } else {
            CompositeByteBuf c = alloc.compositeBuffer();
            c.addComponent(true, body);
            c.addComponent(true, data.retainedSlice());
            body = c;
        }
    }

    final int bodySize() {
        return body == null ? 0 : body.readableBytes();
    }

    /** The answer is complete; the subclass takes {@link #body} (or releases it). */
    final void succeed() {
        cancelTimer();
        connection = null;
        try {
            answered();
        } finally {
            headers = null;
            body = null;
            released();
        }
    }

    final void succeed(FullHttpResponse response) {
        cancelTimer();
        connection = null;
        try {
            answered(response);
        } finally {
            released();
        }
    }

    void fail(Throwable cause) {
        cancelTimer();
        connection = null;
        headers = null;
        releaseBody();
        if (!isDone()) {
            try {
                failed(cause);
            } finally {
                released();
            }
        }
    }

    /** Completes the caller's side with the failure. */
    void failed(Throwable cause) {
        completeExceptionally(cause);
    }

    /** Drops the response state for a new attempt on another connection. */
    void resetForRetry() {
        retried = true;
        connection = null;
        status = 0;
        headers = null;
        releaseBody();
    }

    private void releaseBody() {
        if (body != null) {
            body.release();
            body = null;
        }
    }

    private void cancelTimer() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
    }
}
