package dev.corebed.sbi.client;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpUtil;
import java.io.IOException;

/**
 * The fallback when a TLS server's ALPN picks HTTP/1.1: one request at a time per connection, no
 * pipelining. The pool's connection limit is then also the concurrency limit for that peer.
 */
final class H1Connection extends SimpleChannelInboundHandler<FullHttpResponse> implements Connection {

    private final Pool pool;
    private ChannelHandlerContext ctx;
    private ClientCall<?> current;

    private H1Connection(Pool pool) {
        this.pool = pool;
    }

    /** Adds the HTTP/1.1 codec and this handler before {@code before}; returns the connection. */
    static H1Connection install(ChannelPipeline pipeline, String before, Pool pool) {
        H1Connection connection = new H1Connection(pool);
        pipeline.addBefore(before, "http1", new HttpClientCodec());
        pipeline.addBefore(before, "aggregate", new HttpObjectAggregator(pool.maxResponseBodySize()));
        pipeline.addBefore(before, "h1", connection);
        return connection;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public boolean canDispatch() {
        return current == null && ctx.channel().isActive();
    }

    @Override
    public void dispatch(ClientCall<?> call) {
        FullHttpRequest req = call.http1Request();
        current = call;
        call.connection = this;
        ctx.writeAndFlush(req, ctx.newPromise().addListener(call));
    }

    @Override
    public void abandon(ClientCall<?> call) {
        // HTTP/1.1 cannot cancel one request: the connection goes, the pool opens another when needed.
        current = null;
        ctx.close();
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpResponse response) {
        ClientCall<?> call = current;
        current = null;
        if (call == null) {
            return;
        }
        call.succeed(response);
        if (HttpUtil.isKeepAlive(response)) {
            pool.scheduleDrain();
        } else {
            ctx.close();
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        ClientCall<?> call = current;
        current = null;
        if (call != null) {
            call.fail(new IOException(pool.scheme + "://" + pool.authority + ": connection closed before the answer arrived",
                    ctx.channel().attr(Pool.FAILURE).get()));
        }
        super.channelInactive(ctx);
    }

}
