package dev.corebed.sbi.client;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.HttpConversionUtil;

/**
 * A request passed through as it came (a proxy's): its header block is sent as given with this pool's
 * {@code :scheme} and {@code :authority}, its body as the buffer it is, and the answer goes to the listener as
 * the peer's header block and a buffer, uncopied.
 */
final class ForwardCall extends ClientCall<Void> {

    private final Http2Headers request;
    private final ByteBuf requestBody;
    private final SbiClient.ForwardListener listener;

    ForwardCall(Pool pool, long timeoutNanos, Http2Headers request, ByteBuf requestBody, SbiClient.ForwardListener listener) {
        super(pool, timeoutNanos);
        this.request = request;
        this.requestBody = requestBody;
        this.listener = listener;
    }

    @Override
    String describe() {
        return request.method() + " " + pool.scheme + "://" + pool.authority + request.path();
    }

    @Override
    Http2Headers requestHeaders() {
        return request.scheme(pool.schemeText).authority(pool.authorityText);
    }

    @Override
    boolean hasBody() {
        return requestBody.isReadable();
    }

    @Override
    ByteBuf requestBody() {
        return requestBody.retainedDuplicate();
    }

    @Override
    FullHttpRequest http1Request() {
        try {
            FullHttpRequest req = HttpConversionUtil.toFullHttpRequest(0, request, requestBody.retainedDuplicate(), false);
            req.headers().remove(HttpConversionUtil.ExtensionHeaderNames.STREAM_ID.text())
                    .remove(HttpConversionUtil.ExtensionHeaderNames.SCHEME.text())
                    .set(HttpHeaderNames.HOST, pool.authority);
            return req;
        } catch (Http2Exception e) {
            throw new IllegalArgumentException("cannot send " + describe() + " over HTTP/1.1: " + e.getMessage(), e);
        }
    }

    @Override
    void answered() {
        ByteBuf b = body == null ? Unpooled.EMPTY_BUFFER : body;
        body = null;
        complete(null);
        listener.onAnswer(headers, b);
    }

    @Override
    void answered(FullHttpResponse response) {
        Http2Headers h = HttpConversionUtil.toHttp2Headers(response, false);
        h.status(response.status().codeAsText());
        complete(null);
        listener.onAnswer(h, response.content().retain());
    }

    @Override
    void failed(Throwable cause) {
        complete(null);
        listener.onFailure(cause);
    }

    @Override
    void released() {
        requestBody.release();
    }
}
