package dev.corebed.sbi.server;

import dev.corebed.core.io.EventLoops;
import dev.corebed.sbi.tls.TlsContexts;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http2.Http2FrameCodec;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2Settings;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.ApplicationProtocolNegotiationHandler;
import io.netty.handler.ssl.SslContext;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An SBI server: h2c with prior knowledge and HTTP/1.1 on one port, h2 over TLS (ALPN, with HTTP/1.1
 * fallback) on a second. All traffic goes through one {@link SbiDispatcher}.
 */
public final class SbiServer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(SbiServer.class);

    private final SbiServerConfig config;
    private final SbiDispatcher dispatcher;
    private final ChannelGroup channels = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
    private EventLoopGroup group;
    private Channel cleartext;
    private Channel tls;

    public SbiServer(SbiServerConfig config, SbiDispatcher dispatcher) {
        this.config = config;
        this.dispatcher = dispatcher;
    }

    /** Builds the per-protocol pipelines; used by the detector and by ALPN. */
    final class PipelineFactory {
        void http2(ChannelPipeline p, boolean secure) {
            Http2Settings settings = Http2Settings.defaultSettings()
                    .maxConcurrentStreams(config.maxConcurrentStreams())
                    .maxHeaderListSize(config.maxHeaderSize());
            Http2FrameCodec codec = Http2FrameCodecBuilder.forServer()
                    .initialSettings(settings)
                    .validateHeaders(true)
                    .build();
            p.addLast("h2", codec);
            p.addLast("sbi", new Http2ServerHandler(dispatcher, secure, config.maxBodySize()));
        }

        void http1(ChannelPipeline p, boolean secure) {
            p.addLast("http1", new HttpServerCodec(8192, config.maxHeaderSize(), 16 * 1024));
            p.addLast("aggregate", new Http1ServerHandler.Aggregator(config.maxBodySize(), dispatcher));
            p.addLast("sbi", new Http1ServerHandler(dispatcher, secure));
        }
    }

    public SbiServer start() throws Exception {
        group = EventLoops.acquire();
        PipelineFactory pipelines = new PipelineFactory();
        try {
            cleartext = bind(config.port(), new ChannelInitializer<SocketChannel>() {
                @Override
                protected void initChannel(SocketChannel ch) {
                    channels.add(ch);
                    ch.pipeline().addLast("detect", new ProtocolDetector(pipelines));
                }
            });
            if (config.tlsPort() >= 0) {
                SslContext ssl = TlsContexts.server(config.keyStore(), config.keyStorePassword(), config.selfSignedDir(), config.name());
                tls = bind(config.tlsPort(), new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        channels.add(ch);
                        ch.pipeline().addLast("tls", ssl.newHandler(ch.alloc()));
                        ch.pipeline().addLast("alpn", new ApplicationProtocolNegotiationHandler(ApplicationProtocolNames.HTTP_1_1) {
                            @Override
                            protected void handshakeFailure(ChannelHandlerContext ctx, Throwable cause) {
                                // A client refusing the self-signed certificate is routine for a stub: no stack trace.
                                log.debug("{}: TLS handshake failed from {}: {}", config.name(), ctx.channel().remoteAddress(), cause.toString());
                                ctx.close();
                            }

                            @Override
                            protected void configurePipeline(ChannelHandlerContext ctx, String protocol) {
                                if (ApplicationProtocolNames.HTTP_2.equals(protocol)) {
                                    pipelines.http2(ctx.pipeline(), true);
                                } else {
                                    pipelines.http1(ctx.pipeline(), true);
                                }
                            }
                        });
                    }
                });
            }
        } catch (Exception e) {
            close();
            throw e;
        }
        log.info("{}: SBI h2c+HTTP/1.1 on {}:{}{}", config.name(), config.bindAddress(), port(),
                tls == null ? "" : ", h2/TLS on port " + tlsPort());
        return this;
    }

    private Channel bind(int port, ChannelInitializer<SocketChannel> init) throws InterruptedException {
        for (int attempt = 1; ; attempt++) {
            try {
                return new ServerBootstrap()
                        .group(group)
                        .channel(EventLoops.serverChannel())
                        .option(ChannelOption.SO_BACKLOG, 4096)
                        // a stub restarted on its port takes it again at once (its old connections linger)
                        .option(ChannelOption.SO_REUSEADDR, true)
                        .childOption(ChannelOption.TCP_NODELAY, true)
                        .childHandler(init)
                        .bind(new InetSocketAddress(config.bindAddress(), port))
                        .sync()
                        .channel();
            } catch (Exception e) {
                // With SO_REUSEADDR, Linux may give a free port (0) that another socket bound at the same moment
                // also got, and the second listen fails: ask for another free port, a few times.
                if (port != 0 || attempt == 3 || !addressInUse(e)) {
                    throw e;
                }
                log.debug("{}: free port taken meanwhile ({}), binding another", config.name(), e.toString());
            }
        }
    }

    private static boolean addressInUse(Throwable e) {
        return e instanceof java.net.BindException || (e.getMessage() != null && e.getMessage().contains("Address already in use"));
    }

    public int port() {
        return ((InetSocketAddress) cleartext.localAddress()).getPort();
    }

    /** The TLS port, or -1 when there is none. */
    public int tlsPort() {
        return tls == null ? -1 : ((InetSocketAddress) tls.localAddress()).getPort();
    }

    @Override
    public void close() {
        if (group == null) {
            return;
        }
        if (cleartext != null) {
            cleartext.close().syncUninterruptibly();
        }
        if (tls != null) {
            tls.close().syncUninterruptibly();
        }
        // HTTP/2 connections send GOAWAY on close; in-flight answers already queued are flushed first.
        channels.close().awaitUninterruptibly(2, TimeUnit.SECONDS);
        EventLoops.release();
        group = null;
    }
}
