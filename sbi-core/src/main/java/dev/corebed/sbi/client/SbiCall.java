package dev.corebed.sbi.client;

import dev.corebed.sbi.NettyHeaders;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2Headers;
import java.net.URI;
import java.util.Locale;
import java.util.Map;

/** A {@link SbiClient.Request}: its answer as a {@link SbiClient.Response}, the body copied into bytes. */
final class SbiCall extends ClientCall<SbiClient.Response> {

    private static final byte[] EMPTY = new byte[0];

    final SbiClient.Request request;

    SbiCall(SbiClient.Request request, Pool pool, long timeoutNanos) {
        super(pool, timeoutNanos);
        this.request = request;
    }

    @Override
    String describe() {
        return request.method() + " " + request.uri();
    }

    @Override
    Http2Headers requestHeaders() {
        byte[] body = request.body();
        Map<String, String> extra = request.headers();
        Http2Headers h = new DefaultHttp2Headers(false, extra.size() + 5);
        h.method(request.method()).scheme(pool.scheme).authority(pool.authority).path(pathAndQuery(request.uri()));
        for (Map.Entry<String, String> e : extra.entrySet()) {
            h.add(e.getKey().toLowerCase(Locale.ROOT), e.getValue());
        }
        if (body.length > 0 && !h.contains(HttpHeaderNames.CONTENT_LENGTH)) {
            h.setInt(HttpHeaderNames.CONTENT_LENGTH, body.length);
        }
        return h;
    }

    @Override
    boolean hasBody() {
        return request.body().length > 0;
    }

    @Override
    ByteBuf requestBody() {
        return Unpooled.wrappedBuffer(request.body());
    }

    @Override
    FullHttpRequest http1Request() {
        FullHttpRequest req = new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, HttpMethod.valueOf(request.method()),
                pathAndQuery(request.uri()), Unpooled.wrappedBuffer(request.body()));
        HttpHeaders h = req.headers();
        h.set(HttpHeaderNames.HOST, pool.authority);
        for (Map.Entry<String, String> e : request.headers().entrySet()) {
            h.add(e.getKey(), e.getValue());
        }
        HttpUtil.setContentLength(req, request.body().length);
        return req;
    }

    @Override
    void answered() {
        byte[] bytes = EMPTY;
        if (body != null) {
            bytes = ByteBufUtil.getBytes(body);
            body.release();
        }
        complete(new SbiClient.Response(status, NettyHeaders.of(headers), bytes));
    }

    @Override
    void answered(FullHttpResponse response) {
        complete(new SbiClient.Response(response.status().code(), NettyHeaders.of(response.headers()),
                ByteBufUtil.getBytes(response.content())));
    }

    static String pathAndQuery(URI uri) {
        String path = uri.getRawPath();
        if (path == null || path.isEmpty()) {
            path = "/";
        }
        String query = uri.getRawQuery();
        return query == null ? path : path + '?' + query;
    }
}
