package dev.corebed.sbi.server;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http2.Http2Headers;
import java.net.InetSocketAddress;
import java.net.SocketAddress;

/**
 * A request on the forwarding path ({@link SbiForwarder}): its HTTP/2 header block, pseudo-headers included
 * (an HTTP/1.1 request is converted to one), which the forwarder may change and send on as it is, and its body.
 */
public final class ForwardedRequest {

    private final Http2Headers headers;
    private final ByteBuf body;
    private final String method;
    private final String path;
    private final String scheme;
    private final String protocol;
    private final SocketAddress local;
    private final SocketAddress remote;

    ForwardedRequest(Http2Headers headers, ByteBuf body, String method, String path, String scheme, String protocol,
                     SocketAddress local, SocketAddress remote) {
        this.headers = headers;
        this.body = body;
        this.method = method;
        this.path = path;
        this.scheme = scheme;
        this.protocol = protocol;
        this.local = local;
        this.remote = remote;
    }

    /** The header block as received: {@code :method}, {@code :path}, {@code :authority}, {@code :scheme} and the rest. */
    public Http2Headers headers() {
        return headers;
    }

    /** The body (an empty buffer when none); the forwarder owns it once {@link SbiForwarder#forward} is called. */
    public ByteBuf body() {
        return body;
    }

    public String method() {
        return method;
    }

    /** The request target as received: path and query. */
    public String path() {
        return path;
    }

    /** "http" or "https": how the request reached this server. */
    public String scheme() {
        return scheme;
    }

    /** "h2c", "h2" or "http/1.1". */
    public String protocol() {
        return protocol;
    }

    /** The address the client connected to (with several addresses on one port, which one). */
    public InetSocketAddress localAddress() {
        return local instanceof InetSocketAddress a ? a : null;
    }

    public InetSocketAddress remoteAddress() {
        return remote instanceof InetSocketAddress a ? a : null;
    }

    /** The first value of a header (name in lower case), or null. */
    public String header(CharSequence lowerCaseName) {
        CharSequence v = headers.get(lowerCaseName);
        return v == null ? null : v.toString();
    }
}
