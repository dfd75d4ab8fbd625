package dev.corebed.sbi.server;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.NettyHeaders;
import dev.corebed.sbi.SbiResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.HttpConversionUtil;
import io.netty.util.concurrent.EventExecutor;
import java.util.ArrayDeque;

/**
 * One HTTP/1.1 connection. Answers go out in request order even when handlers finish out of order
 * (pipelining), and a broken request gets a ProblemDetails answer before the connection closes.
 */
final class Http1ServerHandler extends SimpleChannelInboundHandler<FullHttpRequest> {

    private final SbiDispatcher dispatcher;
    private final String scheme;
    private final ArrayDeque<H1Exchange> queue = new ArrayDeque<>();
    private ChannelHandlerContext ctx;

    Http1ServerHandler(SbiDispatcher dispatcher, boolean tls) {
        this.dispatcher = dispatcher;
        this.scheme = tls ? "https" : "http";
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        this.ctx = ctx;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
        boolean keepAlive = HttpUtil.isKeepAlive(req);
        H1Exchange exchange = new H1Exchange(keepAlive);
        queue.add(exchange);
        if (req.decoderResult().isFailure()) {
            Throwable cause = req.decoderResult().cause();
            exchange.closeAfter = true;
            dispatcher.recordRejected("malformed_request", cause instanceof TooLongHttpHeaderException ? 431 : 400, null);
            if (cause instanceof TooLongHttpHeaderException) {
                exchange.send(Problems.response(431, null, "request header fields too large", null));
            } else if (cause instanceof TooLongHttpLineException) {
                exchange.send(Problems.response(414, null, "request line too long", null));
            } else {
                exchange.send(Problems.response(400, Cause.INVALID_MSG_FORMAT, "malformed HTTP/1.1 request", null));
            }
            return;
        }
        try {
            HttpHeaders headers = req.headers();
            String host = headers.get(HttpHeaderNames.HOST, "");
            if (dispatcher.forwards(req.method().name(), req.uri())) {
                Http2Headers h2 = new io.netty.handler.codec.http2.DefaultHttp2Headers(false, headers.size() + 4);
                h2.method(req.method().asciiName()).path(req.uri()).scheme(scheme);
                HttpConversionUtil.toHttp2Headers(headers, h2);
                if (!host.isEmpty()) {
                    h2.authority(host);
                }
                dispatcher.forward(new ForwardedRequest(h2, req.content().retain(), req.method().name(), req.uri(), scheme,
                        "http/1.1", ctx.channel().localAddress(), ctx.channel().remoteAddress()), exchange);
                return;
            }
            dispatcher.dispatch(req.method().name(), req.uri(), NettyHeaders.of(headers), ByteBufUtil.getBytes(req.content()),
                    scheme, "http/1.1", host, exchange);
        } catch (Throwable t) {
            // dispatch answers its own failures; this is for ours, before it
            if (exchange.response == null) {
                exchange.send(dispatcher.bug("transport", t, null));
            }
        }
    }

    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) {
        ctx.flush();
        ctx.fireChannelReadComplete();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }

    /** Answers finished but never written (a forwarded answer holds a buffer) are freed with the connection. */
    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        for (H1Exchange e : queue) {
            if (e.response != null && e.response != H1Exchange.RESET) {
                io.netty.util.ReferenceCountUtil.release(e.response);
            }
        }
        queue.clear();
        super.channelInactive(ctx);
    }

    /** Writes every finished answer at the head of the queue, keeping request order. */
    private void drain() {
        boolean wrote = false;
        while (!queue.isEmpty() && queue.peek().response != null) {
            H1Exchange e = queue.poll();
            if (e.response == H1Exchange.RESET) {
                ctx.close();
                return;
            }
            var f = ctx.write(e.response);
            wrote = true;
            if (!e.keepAlive || e.closeAfter) {
                ctx.flush();
                f.addListener(ChannelFutureListener.CLOSE);
                return;
            }
        }
        if (wrote) {
            ctx.flush();
        }
    }

    private final class H1Exchange implements Exchange {
        static final FullHttpResponse RESET = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK);
        final boolean keepAlive;
        boolean closeAfter;
        FullHttpResponse response;

        H1Exchange(boolean keepAlive) {
            this.keepAlive = keepAlive;
        }

        @Override
        public void send(SbiResponse r) {
            FullHttpResponse res;
            try {
                res = response(r);
            } catch (Throwable t) {
                // e.g. a header a handler added that HTTP/1.1 cannot carry: the request still gets an answer.
                res = response(dispatcher.bug("answer", t, null));
            }
            complete(res);
        }

        private FullHttpResponse response(SbiResponse r) {
            HttpHeaders h = new DefaultHttpHeaders();
            if (r.contentType() != null) {
                h.set(HttpHeaderNames.CONTENT_TYPE, r.contentType());
            }
            h.setInt(HttpHeaderNames.CONTENT_LENGTH, r.body().length);
            for (String[] kv : r.headers()) {
                h.add(kv[0], kv[1]);
            }
            if (!keepAlive || closeAfter) {
                h.set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
            }
            FullHttpResponse res = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.valueOf(r.status()),
                    r.prepared() != null ? r.prepared().buffer() : Unpooled.wrappedBuffer(r.body()));
            res.headers().set(h);
            return res;
        }

        @Override
        public void respond(Http2Headers headers, ByteBuf body) {
            FullHttpResponse res;
            try {
                res = HttpConversionUtil.toFullHttpResponse(0, headers, body, false);
                res.headers().remove(HttpConversionUtil.ExtensionHeaderNames.STREAM_ID.text());
                HttpUtil.setContentLength(res, body.readableBytes());
                if (!keepAlive || closeAfter) {
                    res.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
                }
            } catch (Throwable t) {
                body.release();
                res = response(dispatcher.bug("answer", t, null));
            }
            complete(res);
        }

        @Override
        public void reset() {
            complete(RESET);
        }

        @Override
        public void abandon() {
            // HTTP/1.1 cannot answer later requests before this one: close the connection so they fail fast.
            complete(RESET);
        }

        private void complete(FullHttpResponse res) {
            if (ctx.executor().inEventLoop()) {
                completeOnLoop(res);
            } else {
                ctx.executor().execute(() -> completeOnLoop(res));
            }
        }

        private void completeOnLoop(FullHttpResponse res) {
            if (!ctx.channel().isActive()) {
                // the queue is gone with the connection: nothing will write this answer
                if (res != RESET) {
                    io.netty.util.ReferenceCountUtil.release(res);
                }
                return;
            }
            response = res;
            drain();
        }

        @Override
        public EventExecutor executor() {
            return ctx.executor();
        }
    }


    /** The aggregator, answering an oversized body with 413 ProblemDetails instead of Netty's bare 413. */
    static final class Aggregator extends HttpObjectAggregator {
        private final SbiDispatcher dispatcher;

        Aggregator(int maxBodySize, SbiDispatcher dispatcher) {
            super(maxBodySize);
            this.dispatcher = dispatcher;
        }

        @Override
        protected void handleOversizedMessage(ChannelHandlerContext ctx, HttpMessage oversized) {
            dispatcher.recordRejected("payload_too_large", 413, Cause.PAYLOAD_TOO_LARGE);
            SbiResponse r = Problems.response(new SbiException(413, Cause.PAYLOAD_TOO_LARGE,
                    "request body larger than " + maxContentLength() + " bytes"), null);
            FullHttpResponse res = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE,
                    Unpooled.wrappedBuffer(r.body()));
            res.headers().set(HttpHeaderNames.CONTENT_TYPE, SbiResponse.PROBLEM_JSON)
                    .setInt(HttpHeaderNames.CONTENT_LENGTH, r.body().length);
            // Closing now would reset the connection under a client still sending the body, losing the
            // answer; the aggregator discards the rest of the body and the connection stays usable.
            ctx.writeAndFlush(res);
        }
    }
}
