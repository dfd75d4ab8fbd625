package dev.corebed.sbi.server;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.NettyHeaders;
import dev.corebed.sbi.SbiResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.util.AsciiString;
import io.netty.handler.codec.http2.DefaultHttp2DataFrame;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersFrame;
import io.netty.handler.codec.http2.DefaultHttp2ResetFrame;
import io.netty.handler.codec.http2.DefaultHttp2WindowUpdateFrame;
import io.netty.handler.codec.http2.Http2DataFrame;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2FrameStream;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2HeadersFrame;
import io.netty.handler.codec.http2.Http2ResetFrame;
import io.netty.handler.codec.http2.Http2Stream;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.collection.IntObjectHashMap;
import io.netty.util.concurrent.EventExecutor;
import java.util.Locale;

/**
 * One HTTP/2 connection (h2c prior knowledge or h2 over TLS) on top of Http2FrameCodec: collects
 * each stream's headers and body, hands the request to the dispatcher, writes the answer. Answers
 * produced while reading are flushed once per read batch, the way the bare-Netty reference does.
 */
final class Http2ServerHandler extends ChannelDuplexHandler {

    private static final byte[] EMPTY = new byte[0];

    private final SbiDispatcher dispatcher;
    private final String scheme;
    private final String protocol;
    private final int maxBodySize;
    private final IntObjectHashMap<Pending> pending = new IntObjectHashMap<>();
    private boolean reading;
    private ChannelHandlerContext ctx;
    /** A flush of forwarded answers is queued on the event loop ({@link #flushSoon()}). */
    private boolean flushScheduled;
    private final Runnable flushTask = () -> {
        flushScheduled = false;
        ctx.flush();
    };

    Http2ServerHandler(SbiDispatcher dispatcher, boolean tls, int maxBodySize) {
        this.dispatcher = dispatcher;
        this.scheme = tls ? "https" : "http";
        this.protocol = tls ? "h2" : "h2c";
        this.maxBodySize = maxBodySize;
    }

    private static final AsciiString JSON = AsciiString.cached(SbiResponse.APPLICATION_JSON);
    private static final AsciiString PROBLEM_JSON = AsciiString.cached(SbiResponse.PROBLEM_JSON);

    /** The usual media types as pre-encoded header values (HPACK encodes AsciiString without conversion). */
    private static CharSequence mediaType(String type) {
        return switch (type) {
            case SbiResponse.APPLICATION_JSON -> JSON;
            case SbiResponse.PROBLEM_JSON -> PROBLEM_JSON;
            default -> type;
        };
    }

    /** A stream whose request body is still arriving. */
    private static final class Pending {
        final Http2Headers headers;
        /** Taken by the forwarding path: its body is kept as a buffer for the forwarder, not copied into bytes. */
        final boolean forward;
        ByteBuf body;
        boolean rejected;

        Pending(Http2Headers headers, boolean forward) {
            this.headers = headers;
            this.forward = forward;
        }
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        reading = true;
        if (msg instanceof Http2HeadersFrame h) {
            try {
                onHeaders(h);
            } catch (Throwable t) {
                failed(h.stream(), t);
            }
        } else if (msg instanceof Http2DataFrame d) {
            try {
                onData(d);
            } catch (Throwable t) {
                failed(d.stream(), t);
            } finally {
                d.release();
            }
        } else if (msg instanceof Http2ResetFrame r) {
            Pending p = pending.remove(r.stream().id());
            if (p != null && p.body != null) {
                p.body.release();
            }
        } else {
            ReferenceCountUtil.release(msg);
        }
    }

    private void onHeaders(Http2HeadersFrame frame) {
        int id = frame.stream().id();
        Pending p = pending.get(id);
        if (p != null) {
            // Trailers end the request; their content is not used by any SBI operation.
            if (frame.isEndStream()) {
                pending.remove(id);
                complete(frame.stream(), p);
            }
            return;
        }
        Http2Headers headers = frame.headers();
        boolean forward = dispatcher.forwards(headers.method(), headers.path());
        if (frame.isEndStream()) {
            if (forward) {
                forward(frame.stream(), headers, Unpooled.EMPTY_BUFFER);
            } else {
                dispatch(frame.stream(), headers, EMPTY);
            }
            return;
        }
        p = new Pending(headers, forward);
        long declared = headers.getLong(HttpHeaderNames.CONTENT_LENGTH, -1);
        if (declared > maxBodySize) {
            p.rejected = true;
            tooLarge(frame.stream());
        }
        pending.put(id, p);
    }

    private void onData(Http2DataFrame frame) {
        Http2FrameStream stream = frame.stream();
        int consumed = frame.initialFlowControlledBytes();
        if (consumed > 0) {
            ctx.write(new DefaultHttp2WindowUpdateFrame(consumed).stream(stream));
        }
        Pending p = pending.get(stream.id());
        if (p == null) {
            return;
        }
        if (!p.rejected) {
            ByteBuf content = frame.content();
            int size = (p.body == null ? 0 : p.body.readableBytes()) + content.readableBytes();
            if (size > maxBodySize) {
                p.rejected = true;
                tooLarge(stream);
            } else if (content.isReadable()) {
                if (p.body == null) {
                    if (p.forward) {
                        // Copied out of the read buffer (not sliced) so that a request kept for a retry pins no more than itself.
                        long declared = p.headers.getLong(HttpHeaderNames.CONTENT_LENGTH, -1);
                        p.body = ctx.alloc().buffer(declared > 0 && declared <= maxBodySize ? (int) declared : content.readableBytes());
                    } else {
                        p.body = ctx.alloc().heapBuffer(Math.max(content.readableBytes(), 256));
                    }
                }
                p.body.writeBytes(content);
            }
        }
        if (frame.isEndStream()) {
            pending.remove(stream.id());
            complete(stream, p);
        }
    }

    private void complete(Http2FrameStream stream, Pending p) {
        if (p.rejected) {
            if (p.body != null) {
                p.body.release();
            }
            return;
        }
        if (p.forward) {
            forward(stream, p.headers, p.body == null ? Unpooled.EMPTY_BUFFER : p.body);
            return;
        }
        byte[] body = EMPTY;
        if (p.body != null) {
            body = ByteBufUtil.getBytes(p.body);
            p.body.release();
        }
        dispatch(stream, p.headers, body);
    }

    private void forward(Http2FrameStream stream, Http2Headers headers, ByteBuf body) {
        CharSequence method = headers.method();
        CharSequence path = headers.path();
        dispatcher.forward(new ForwardedRequest(headers, body, method == null ? "" : method.toString(),
                path == null ? "/" : path.toString(), scheme, protocol, ctx.channel().localAddress(),
                ctx.channel().remoteAddress()), new H2Exchange(stream));
    }

    /** Our own code failed on a stream's frames: the stream is answered (500) and forgotten. */
    private void failed(Http2FrameStream stream, Throwable t) {
        Pending p = pending.remove(stream.id());
        if (p != null && p.body != null && p.body.refCnt() > 0) {
            p.body.release();
        }
        new H2Exchange(stream).send(dispatcher.bug("transport", t, null));
    }

    private void tooLarge(Http2FrameStream stream) {
        dispatcher.recordRejected("payload_too_large", 413, Cause.PAYLOAD_TOO_LARGE);
        new H2Exchange(stream).send(Problems.response(413, Cause.PAYLOAD_TOO_LARGE,
                "request body larger than " + maxBodySize + " bytes", null));
    }

    private void dispatch(Http2FrameStream stream, Http2Headers headers, byte[] body) {
        CharSequence method = headers.method();
        CharSequence path = headers.path();
        CharSequence authority = headers.authority();
        dispatcher.dispatch(method == null ? "" : method.toString(), path == null ? "/" : path.toString(),
                NettyHeaders.of(headers), body, scheme, protocol, authority == null ? "" : authority.toString(),
                new H2Exchange(stream));
    }

    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) {
        reading = false;
        ctx.flush();
        ctx.fireChannelReadComplete();
    }

    /**
     * A forwarded answer: it arrives from another connection's read (the peer's), and the answers of one turn of the
     * event loop go out in one write; within this connection's own read, its end flushes them. Only the answers wait:
     * the codec's own frames (SETTINGS, WINDOW_UPDATE, PING) and TLS flush as they always do.
     */
    private void flushSoon() {
        if (reading || flushScheduled) {
            return;
        }
        flushScheduled = true;
        ctx.executor().execute(flushTask);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        for (Pending p : pending.values()) {
            if (p.body != null) {
                p.body.release();
            }
        }
        pending.clear();
        super.channelInactive(ctx);
    }

    private final class H2Exchange implements Exchange, ChannelFutureListener {
        private final Http2FrameStream stream;

        H2Exchange(Http2FrameStream stream) {
            this.stream = stream;
        }

        @Override
        public void send(SbiResponse r) {
            if (ctx.executor().inEventLoop()) {
                write(r);
            } else {
                ctx.executor().execute(() -> write(r));
            }
        }

        @Override
        public void respond(Http2Headers headers, ByteBuf body) {
            if (ctx.executor().inEventLoop()) {
                write(headers, body);
            } else {
                ctx.executor().execute(() -> write(headers, body));
            }
        }

        private void write(Http2Headers h, ByteBuf body) {
            if (!ctx.channel().isActive()) {
                body.release();
                return;
            }
            boolean hasBody = body.isReadable();
            ctx.write(new DefaultHttp2HeadersFrame(h, !hasBody).stream(stream)).addListener(this);
            if (hasBody) {
                ctx.write(new DefaultHttp2DataFrame(body, true).stream(stream)).addListener(this);
            } else {
                body.release();
            }
            flushSoon();
        }

        private void write(SbiResponse r) {
            if (!ctx.channel().isActive()) {
                return;
            }
            Http2Headers h;
            try {
                h = headers(r);
            } catch (Throwable t) {
                // e.g. a header a handler added that cannot be encoded: the request still gets an answer.
                r = dispatcher.bug("answer", t, null);
                h = headers(r);
            }
            byte[] body = r.body();
            ctx.write(new DefaultHttp2HeadersFrame(h, body.length == 0).stream(stream)).addListener(this);
            if (body.length > 0) {
                ByteBuf data = r.prepared() != null ? r.prepared().buffer() : Unpooled.wrappedBuffer(body);
                ctx.write(new DefaultHttp2DataFrame(data, true).stream(stream)).addListener(this);
            }
            if (!reading) {
                ctx.flush();
            }
        }

        /** A frame the codec refused (the stream closed meanwhile, or a bug): end the stream rather than leave it hanging. */
        @Override
        public void operationComplete(ChannelFuture f) {
            if (!f.isSuccess() && f.channel().isActive() && stream.state() != Http2Stream.State.CLOSED) {
                ctx.writeAndFlush(new DefaultHttp2ResetFrame(Http2Error.INTERNAL_ERROR).stream(stream));
            }
        }

        private Http2Headers headers(SbiResponse r) {
            Http2Headers h = new DefaultHttp2Headers(false);
            h.status(HttpResponseStatus.valueOf(r.status()).codeAsText());
            if (r.contentType() != null) {
                h.set(HttpHeaderNames.CONTENT_TYPE, mediaType(r.contentType()));
            }
            h.set(HttpHeaderNames.CONTENT_LENGTH, AsciiString.of(Integer.toString(r.body().length)));
            for (String[] kv : r.headers()) {
                h.add(kv[0].toLowerCase(Locale.ROOT), kv[1]);
            }
            return h;
        }

        @Override
        public void reset() {
            Runnable r = () -> ctx.writeAndFlush(new DefaultHttp2ResetFrame(Http2Error.INTERNAL_ERROR).stream(stream));
            if (ctx.executor().inEventLoop()) {
                r.run();
            } else {
                ctx.executor().execute(r);
            }
        }

        @Override
        public void abandon() {
            // Nothing to free: the stream stays open until the client gives up on it.
        }

        @Override
        public EventExecutor executor() {
            return ctx.executor();
        }
    }

}
