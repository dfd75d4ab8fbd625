package dev.corebed.bench;

import dev.corebed.core.io.EventLoops;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http2.DefaultHttp2DataFrame;
import io.netty.handler.codec.http2.DefaultHttp2WindowUpdateFrame;
import io.netty.handler.codec.http2.DefaultHttp2HeadersFrame;
import io.netty.handler.codec.http2.Http2DataFrame;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2FrameStream;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2HeadersFrame;
import io.netty.handler.codec.http2.ReadOnlyHttp2Headers;
import io.netty.util.AsciiString;
import io.netty.util.ReferenceCountUtil;
import java.net.InetSocketAddress;

/**
 * Benchmark (a), the yardstick: the least an HTTP/2 server on Netty can do. h2c with prior knowledge
 * only, epoll, {@code Http2FrameCodec} and one shared frame handler; every request, whatever its
 * method or path, gets 200, {@code application/json} and {@link NfProfileBody#BYTES}. The answer is
 * written in {@code channelRead} and flushed once per read batch in {@code channelReadComplete}.
 * Headers and body are built once; no routing, no metrics, no allocation beyond Netty's own.
 *
 * <p>It uses the same event loops as the stub ({@link EventLoops}: epoll, one thread per core) so the
 * comparison is between the request paths, not between thread setups.
 */
public final class ReferenceServer implements AutoCloseable {

    private final String bind;
    private final int requestedPort;
    private final Handler handler;
    private EventLoopGroup group;
    private Channel server;

    public ReferenceServer(String bind, int port) {
        this(bind, port, NfProfileBody.BYTES);
    }

    /** A reference answering {@code body} (e.g. the exact bytes of an NRF discovery answer) to every request. */
    public ReferenceServer(String bind, int port, byte[] body) {
        this.bind = bind;
        this.requestedPort = port;
        this.handler = new Handler(body);
    }

    @ChannelHandler.Sharable
    static final class Handler extends ChannelInboundHandlerAdapter {
        private final Http2Headers headers;
        /** The body in direct memory, written as duplicates (release is a no-op on an unreleasable buffer). */
        private final ByteBuf body;

        Handler(byte[] bytes) {
            headers = ReadOnlyHttp2Headers.serverHeaders(false, AsciiString.of("200"),
                    HttpHeaderNames.CONTENT_TYPE, AsciiString.of("application/json"),
                    HttpHeaderNames.CONTENT_LENGTH, AsciiString.of(Integer.toString(bytes.length)));
            body = Unpooled.unreleasableBuffer(Unpooled.directBuffer(bytes.length).writeBytes(bytes));
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            if (msg instanceof Http2HeadersFrame h) {
                if (h.isEndStream()) {
                    answer(ctx, h.stream());
                }
            } else if (msg instanceof Http2DataFrame d) {
                // A request with a body: answered when the body ends. Its bytes go back to flow control as
                // they are read, as the stubs' own server does: Http2FrameCodec would return them only when the
                // stream closes, and a proxy spreading the connection window over many streams' bodies (Netty's
                // fair distributor does) would then stall with every stream part-sent.
                Http2FrameStream stream = d.stream();
                boolean end = d.isEndStream();
                int bytes = d.initialFlowControlledBytes();
                if (bytes > 0) {
                    ctx.write(new DefaultHttp2WindowUpdateFrame(bytes).stream(stream));
                }
                d.release();
                if (end) {
                    answer(ctx, stream);
                }
            } else {
                ReferenceCountUtil.release(msg);
            }
        }

        private void answer(ChannelHandlerContext ctx, Http2FrameStream stream) {
            ctx.write(new DefaultHttp2HeadersFrame(headers, false).stream(stream));
            ctx.write(new DefaultHttp2DataFrame(body.duplicate(), true).stream(stream));
        }

        @Override
        public void channelReadComplete(ChannelHandlerContext ctx) {
            ctx.flush();
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }

    public ReferenceServer start() throws InterruptedException {
        group = EventLoops.acquire();
        try {
            server = new ServerBootstrap()
                    .group(group)
                    .channel(EventLoops.serverChannel())
                    .option(ChannelOption.SO_BACKLOG, 4096)
                    .option(ChannelOption.SO_REUSEADDR, true)
                    .childOption(ChannelOption.TCP_NODELAY, true)
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            ch.pipeline().addLast(Http2FrameCodecBuilder.forServer().autoAckSettingsFrame(true).build(),
                                    handler);
                        }
                    })
                    .bind(new InetSocketAddress(bind, requestedPort))
                    .sync()
                    .channel();
        } catch (InterruptedException | RuntimeException e) {
            close();
            throw e;
        }
        return this;
    }

    public int port() {
        return ((InetSocketAddress) server.localAddress()).getPort();
    }

    @Override
    public void close() {
        if (group == null) {
            return;
        }
        if (server != null) {
            server.close().syncUninterruptibly();
        }
        EventLoops.release();
        group = null;
    }

    public static void main(String[] args) throws Exception {
        BenchArgs a = BenchArgs.parse(args);
        byte[] body = a.body() == null ? NfProfileBody.BYTES : java.nio.file.Files.readAllBytes(a.body());
        ReferenceServer ref = new ReferenceServer(a.bind(), a.port(), body).start();
        StatsPort stats = new StatsPort(a.bind(), a.statsPort(), null);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stats.close();
            ref.close();
        }, "shutdown"));
        BenchArgs.announce("reference", ref.port(), stats.port());
        ref.server.closeFuture().sync();
    }
}
