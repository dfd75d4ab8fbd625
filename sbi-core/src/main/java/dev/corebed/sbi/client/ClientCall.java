package dev.corebed.sbi.client;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.concurrent.ScheduledFuture;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One request in flight. To keep allocation per request low, this one object is the future handed to
 * the caller, the timeout task and the listener of the header write. All its state is touched only on
 * its pool's event loop.
 */
final class ClientCall extends CompletableFuture<SbiClient.Response> implements Runnable, ChannelFutureListener {

    final SbiClient.Request request;
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

    ClientCall(SbiClient.Request request, Pool pool, long timeoutNanos) {
        this.request = request;
        this.pool = pool;
        this.timeoutNanos = timeoutNanos;
    }

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
        fail(new TimeoutException(request.method() + " " + request.uri() + ": no answer within "
                + TimeUnit.NANOSECONDS.toMillis(timeoutNanos) + " ms"));
    }

    /** The write of the request headers: the one place to learn of a failure that happens before the stream exists. */
    @Override
    public void operationComplete(ChannelFuture future) {
        if (!future.isSuccess()) {
            fail(new IOException("cannot send " + request.method() + " " + request.uri(), future.cause()));
        }
    }

    void succeed(SbiClient.Response response) {
        release();
        complete(response);
    }

    void fail(Throwable cause) {
        release();
        completeExceptionally(cause);
    }

    /** Drops the response state for a new attempt on another connection. */
    void resetForRetry() {
        retried = true;
        connection = null;
        status = 0;
        headers = null;
        if (body != null) {
            body.release();
            body = null;
        }
    }

    private void release() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
        connection = null;
        headers = null;
        if (body != null) {
            body.release();
            body = null;
        }
    }
}
