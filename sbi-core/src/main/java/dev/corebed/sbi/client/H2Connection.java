package dev.corebed.sbi.client;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http2.AbstractHttp2ConnectionHandlerBuilder;
import io.netty.handler.codec.http2.Http2Connection;
import io.netty.handler.codec.http2.Http2ConnectionDecoder;
import io.netty.handler.codec.http2.Http2ConnectionEncoder;
import io.netty.handler.codec.http2.Http2ConnectionHandler;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2EventAdapter;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2Settings;
import io.netty.handler.codec.http2.Http2Stream;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One HTTP/2 connection (h2c prior knowledge or h2 over TLS). It is Netty's connection handler itself,
 * with frame and stream listeners instead of frame objects or child channels: a request costs a stream
 * id, a header block and the {@link ClientCall}, which rides on the stream as a property.
 */
final class H2Connection extends Http2ConnectionHandler implements Connection {

    private static final Logger log = LoggerFactory.getLogger(H2Connection.class);

    /** The last id a client stream can take; the connection is retired after it. */
    private static final int LAST_STREAM_ID = Integer.MAX_VALUE;

    private final Pool pool;
    private final Http2Connection.PropertyKey callKey;
    private final Runnable afterStreamClosed = this::afterStreamClosed;
    private ChannelHandlerContext ctx;
    private boolean ready;
    private boolean goingAway;

    static H2Connection create(Pool pool) {
        return new Builder(pool).build();
    }

    private static final class Builder extends AbstractHttp2ConnectionHandlerBuilder<H2Connection, Builder> {
        private final Pool pool;

        Builder(Pool pool) {
            this.pool = pool;
            server(false);
            initialSettings(Http2Settings.defaultSettings().pushEnabled(false).maxHeaderListSize(16 * 1024));
            // Our own close (client shutdown, retiring a drained connection) need not wait for streams.
            gracefulShutdownTimeoutMillis(0);
        }

        @Override
        public H2Connection build() {
            return super.build();
        }

        @Override
        protected H2Connection build(Http2ConnectionDecoder decoder, Http2ConnectionEncoder encoder, Http2Settings settings) {
            return new H2Connection(decoder, encoder, settings, pool);
        }
    }

    private H2Connection(Http2ConnectionDecoder decoder, Http2ConnectionEncoder encoder, Http2Settings settings, Pool pool) {
        super(decoder, encoder, settings);
        this.pool = pool;
        this.callKey = connection().newKey();
        Events events = new Events();
        decoder.frameListener(events);
        connection().addListener(events);
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) throws Exception {
        this.ctx = ctx;
        super.handlerAdded(ctx);
    }

    @Override
    public boolean canDispatch() {
        return ready && !goingAway && connection().local().canOpenStream();
    }

    @Override
    public void dispatch(ClientCall<?> call) {
        int id = connection().local().incrementAndGetNextStreamId();
        Http2Headers h = call.requestHeaders();
        boolean hasBody = call.hasBody();
        call.connection = this;
        call.streamId = id;
        ChannelPromise written = ctx.newPromise();
        written.addListener(call);
        encoder().writeHeaders(ctx, id, h, 0, !hasBody, written);
        // The stream is missing when the write failed at once; the promise listener has failed the call then.
        Http2Stream stream = connection().stream(id);
        if (stream != null) {
            stream.setProperty(callKey, call);
            if (hasBody) {
                encoder().writeData(ctx, id, call.requestBody(), 0, true, ctx.voidPromise());
            }
        }
        flush(ctx);
        if (id == LAST_STREAM_ID) {
            retire();
        }
    }

    @Override
    public void abandon(ClientCall<?> call) {
        Http2Stream stream = connection().stream(call.streamId);
        if (stream != null) {
            stream.removeProperty(callKey);
            resetStream(ctx, call.streamId, Http2Error.CANCEL.code(), ctx.newPromise());
            flush(ctx);
        }
    }

    /** No new streams here (GOAWAY received, or stream ids used up); closes once the last stream ends. */
    private void retire() {
        if (!goingAway) {
            goingAway = true;
            pool.goingAway(this);
            ctx.executor().execute(afterStreamClosed);
        }
    }

    /** Once a stream is gone: retire a connection going away when idle, and give queued requests the stream. */
    private void afterStreamClosed() {
        if (goingAway && connection().numActiveStreams() == 0 && ctx.channel().isOpen()) {
            ctx.close();
        }
        pool.drain();
    }

    private ClientCall<?> call(int streamId) {
        Http2Stream stream = connection().stream(streamId);
        return stream == null ? null : stream.getProperty(callKey);
    }

    private ClientCall<?> detach(int streamId) {
        Http2Stream stream = connection().stream(streamId);
        return stream == null ? null : stream.removeProperty(callKey);
    }

    private void complete(int streamId, ClientCall<?> call) {
        detach(streamId);
        call.succeed();
    }

    private IOException closedError() {
        Throwable cause = ctx.channel().attr(Pool.FAILURE).get();
        return new IOException(pool.scheme + "://" + pool.authority + ": connection closed before the answer arrived", cause);
    }

    private final class Events extends Http2EventAdapter {

        @Override
        public void onSettingsRead(ChannelHandlerContext ctx, Http2Settings settings) {
            if (!ready) {
                ready = true;
                pool.connected(ctx.channel(), H2Connection.this);
            } else {
                // A raised SETTINGS_MAX_CONCURRENT_STREAMS may let queued requests in.
                pool.scheduleDrain();
            }
        }

        @Override
        public void onHeadersRead(ChannelHandlerContext ctx, int streamId, Http2Headers headers, int streamDependency,
                                  short weight, boolean exclusive, int padding, boolean endOfStream) {
            onHeadersRead(ctx, streamId, headers, padding, endOfStream);
        }

        @Override
        public void onHeadersRead(ChannelHandlerContext ctx, int streamId, Http2Headers headers, int padding,
                                  boolean endOfStream) {
            ClientCall<?> call = call(streamId);
            if (call == null) {
                return;
            }
            if (call.status == 0) {
                int status = headers.getInt(Http2Headers.PseudoHeaderName.STATUS.value(), 0);
                if (status < 200 && !endOfStream) {
                    return; // interim (1xx) answer
                }
                call.status = status;
                call.headers = headers;
            }
            if (endOfStream) {
                // Headers only, or trailers after the body; trailers are not used by SBI.
                complete(streamId, call);
            }
        }

        @Override
        public int onDataRead(ChannelHandlerContext ctx, int streamId, ByteBuf data, int padding, boolean endOfStream) {
            // Returning the bytes as processed hands the flow-control window straight back to the peer.
            int processed = data.readableBytes() + padding;
            ClientCall<?> call = call(streamId);
            if (call == null) {
                return processed;
            }
            if (call.bodySize() + data.readableBytes() > pool.maxResponseBodySize()) {
                abandon(call);
                call.fail(new IOException(call.describe() + ": answer body over " + pool.maxResponseBodySize() + " bytes"));
                return processed;
            }
            call.append(ctx.alloc(), data);
            if (endOfStream) {
                complete(streamId, call);
            }
            return processed;
        }

        @Override
        public void onRstStreamRead(ChannelHandlerContext ctx, int streamId, long errorCode) {
            ClientCall<?> call = detach(streamId);
            if (call == null) {
                return;
            }
            IOException error = new IOException(pool.scheme + "://" + pool.authority + " reset the stream of "
                    + call.describe() + ": " + Http2Error.valueOf(errorCode));
            if (errorCode == Http2Error.REFUSED_STREAM.code()) {
                pool.retry(call, error);
            } else {
                call.fail(error);
            }
        }

        @Override
        public void onGoAwayReceived(int lastStreamId, long errorCode, ByteBuf debugData) {
            log.debug("{}://{}: GOAWAY (last stream {}, {})", pool.scheme, pool.authority, lastStreamId,
                    Http2Error.valueOf(errorCode));
            retire();
        }

        @Override
        public void onStreamClosed(Http2Stream stream) {
            ClientCall<?> call = stream.removeProperty(callKey);
            if (call != null) {
                // Closed without a full answer. Streams above the peer's GOAWAY last-stream-id were never processed.
                Http2Connection c = connection();
                if (c.goAwayReceived() && stream.id() > c.local().lastStreamKnownByPeer()) {
                    pool.retry(call, closedError());
                } else {
                    call.fail(closedError());
                }
            }
            if (goingAway || pool.hasQueued()) {
                ctx.executor().execute(afterStreamClosed);
            }
        }
    }
}
