package dev.corebed.sbi.client;

import dev.corebed.core.io.EventLoops;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.ConnectTimeoutException;
import io.netty.channel.EventLoop;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.flush.FlushConsolidationHandler;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.ApplicationProtocolNegotiationHandler;
import io.netty.handler.ssl.SslHandler;
import io.netty.resolver.NoopAddressResolverGroup;
import io.netty.util.AsciiString;
import io.netty.util.AttributeKey;
import io.netty.util.NetUtil;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The connections to one scheme + host:port. The pool and all its connections live on one event loop,
 * so none of its state needs a lock: callers hop onto {@link #loop} once per request.
 * Requests go to the first connection with a free stream; when all are full, a new connection is opened
 * up to the maximum, requests wait in a bounded queue meanwhile, and beyond the bound they fail at once.
 * Connections are opened on demand only, which is also how a dead connection gets replaced.
 */
final class Pool {

    private static final Logger log = LoggerFactory.getLogger(Pool.class);

    private static final String ERRORS = "errors";
    /** Set once the connection can take requests (HTTP/2 settings received, or ALPN chose HTTP/1.1). */
    private static final AttributeKey<Connection> READY = AttributeKey.valueOf("sbi-client-ready");
    /** Why the channel failed, for the error given to the requests it strands. */
    static final AttributeKey<Throwable> FAILURE = AttributeKey.valueOf("sbi-client-failure");

    final SbiClient client;
    final EventLoop loop;
    final boolean tls;
    final String scheme;
    /** The :authority / Host header, as the URI spelled it. */
    final String authority;
    /** The same as pre-encoded header values. */
    final AsciiString schemeText;
    final AsciiString authorityText;
    private final String host;
    private final int port;
    private final int maxConnections;
    private final int maxPending;

    private final List<Connection> connections = new ArrayList<>(2);
    private final ArrayDeque<ClientCall<?>> queue = new ArrayDeque<>();
    private final Runnable drainTask = this::drain;
    private final ChannelInitializer<SocketChannel> initializer = new Initializer();
    private int connecting;
    private boolean drainScheduled;
    private boolean closed;

    Pool(SbiClient client, boolean tls, URI uri, EventLoop loop) {
        this.client = client;
        this.loop = loop;
        this.tls = tls;
        this.scheme = tls ? "https" : "http";
        this.authority = uri.getRawAuthority();
        this.schemeText = AsciiString.cached(scheme);
        this.authorityText = new AsciiString(authority);
        String h = uri.getHost();
        this.host = h.startsWith("[") ? h.substring(1, h.length() - 1) : h;
        this.port = uri.getPort() >= 0 ? uri.getPort() : tls ? 443 : 80;
        this.maxConnections = client.config().maxConnectionsPerAuthority();
        this.maxPending = client.config().maxPendingPerAuthority();
    }

    int maxResponseBodySize() {
        return client.config().maxResponseBodySize();
    }

    void submit(ClientCall<?> call) {
        if (closed || client.isClosed()) {
            call.fail(new IllegalStateException("SbiClient is closed"));
            return;
        }
        Connection c = available();
        if (c != null) {
            c.dispatch(call);
            return;
        }
        if (queue.size() >= maxPending) {
            call.fail(new SbiClient.PoolExhaustedException(scheme + "://" + authority + ": no free stream on "
                    + connections.size() + " connection(s) (" + connecting + " opening) and " + queue.size()
                    + " request(s) already waiting"));
            return;
        }
        call.queued = true;
        queue.add(call);
        maybeConnect();
    }

    /** A request the peer did not process (GOAWAY, REFUSED_STREAM) goes around once more. */
    void retry(ClientCall<?> call, Throwable otherwise) {
        if (call.isDone()) {
            return; // its header write already failed, or the caller cancelled it
        }
        if (call.retried) {
            call.fail(otherwise);
        } else {
            call.resetForRetry();
            submit(call);
        }
    }

    void dequeue(ClientCall<?> call) {
        queue.remove(call);
        call.queued = false;
    }

    boolean hasQueued() {
        return !queue.isEmpty();
    }

    /** Moves waiting requests onto free streams; later, from a task, so stream callbacks stay short. */
    void scheduleDrain() {
        if (!drainScheduled && !queue.isEmpty()) {
            drainScheduled = true;
            loop.execute(drainTask);
        }
    }

    void drain() {
        drainScheduled = false;
        while (!queue.isEmpty()) {
            Connection c = available();
            if (c == null) {
                maybeConnect();
                return;
            }
            ClientCall<?> call = queue.poll();
            call.queued = false;
            if (!call.isDone()) {
                c.dispatch(call);
            }
        }
    }

    private Connection available() {
        for (int i = 0; i < connections.size(); i++) {
            Connection c = connections.get(i);
            if (c.canDispatch()) {
                return c;
            }
        }
        return null;
    }

    private void maybeConnect() {
        if (connecting > 0 || connections.size() >= maxConnections || closed) {
            return;
        }
        connecting++;
        byte[] ip = NetUtil.createByteArrayFromIpAddressString(host);
        if (ip != null) {
            try {
                connect(InetAddress.getByAddress(host, ip));
            } catch (UnknownHostException e) {
                connectFailed(e);
            }
            return;
        }
        // Name lookups block, and the event loop must not: resolve on a virtual thread (the JDK caches the answer).
        Thread.ofVirtual().name("sbi-client-resolve").start(() -> {
            try {
                InetAddress address = InetAddress.getByName(host);
                runOnLoop(() -> connect(address));
            } catch (UnknownHostException e) {
                runOnLoop(() -> connectFailed(e));
            }
        });
    }

    private void runOnLoop(Runnable task) {
        try {
            loop.execute(task);
        } catch (RejectedExecutionException e) {
            log.debug("{}://{}: event loop gone before the connection attempt", scheme, authority);
        }
    }

    private void connect(InetAddress address) {
        ChannelFuture f = new Bootstrap()
                .group(loop)
                .channel(EventLoops.clientChannel())
                .resolver(NoopAddressResolverGroup.INSTANCE)
                .option(ChannelOption.TCP_NODELAY, true)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) client.config().connectTimeout().toMillis())
                .handler(initializer)
                .connect(new InetSocketAddress(address, port));
        f.addListener((ChannelFuture done) -> {
            if (!done.isSuccess()) {
                connectFailed(done.cause());
                return;
            }
            Channel ch = done.channel();
            ch.closeFuture().addListener(closed -> channelClosed(ch));
            // A peer that accepts TCP but never completes TLS or sends HTTP/2 SETTINGS must not hold the slot forever.
            long timeout = client.config().connectTimeout().toMillis();
            loop.schedule(() -> {
                if (ch.isOpen() && ch.attr(READY).get() == null) {
                    ch.attr(FAILURE).setIfAbsent(new ConnectTimeoutException(scheme + "://" + authority
                            + ": no TLS handshake or HTTP/2 SETTINGS within " + timeout + " ms"));
                    ch.close();
                }
            }, timeout, TimeUnit.MILLISECONDS);
        });
    }

    /** The connection can take requests: HTTP/2 settings arrived, or ALPN chose HTTP/1.1. */
    void connected(Channel ch, Connection c) {
        connecting--;
        ch.attr(READY).set(c);
        if (closed) {
            ch.close();
            return;
        }
        connections.add(c);
        log.debug("{}://{}: connected {}", scheme, authority, ch);
        drain();
    }

    /** The peer sent GOAWAY: no new streams on this connection; it closes once its streams are done. */
    void goingAway(Connection c) {
        connections.remove(c);
        scheduleDrain();
    }

    private void channelClosed(Channel ch) {
        Connection c = ch.attr(READY).get();
        if (c == null) {
            Throwable failure = ch.attr(FAILURE).get();
            connectFailed(failure != null ? failure
                    : new IOException(scheme + "://" + authority + " closed the connection before it was ready"));
            return;
        }
        connections.remove(c);
        log.debug("{}://{}: connection closed {}", scheme, authority, ch);
        scheduleDrain();
    }

    private void connectFailed(Throwable cause) {
        connecting--;
        log.debug("{}://{}: cannot connect: {}", scheme, authority, cause.toString());
        // With a live connection the waiting requests still get its streams as they free up.
        if (connections.isEmpty()) {
            failQueued(cause);
        }
    }

    private void failQueued(Throwable cause) {
        ClientCall<?> call;
        while ((call = queue.poll()) != null) {
            call.queued = false;
            call.fail(cause);
        }
    }

    /** On the loop, from {@link SbiClient#close()}: the connections themselves are closed by the client. */
    void shutdown() {
        closed = true;
        failQueued(new IllegalStateException("SbiClient is closed"));
    }

    private final class Initializer extends ChannelInitializer<SocketChannel> {
        @Override
        protected void initChannel(SocketChannel ch) {
            client.channels().add(ch);
            ChannelPipeline p = ch.pipeline();
            // Requests arrive as separate tasks; one write syscall for a burst of them is what keeps the client cheap.
            p.addLast(new FlushConsolidationHandler(FlushConsolidationHandler.DEFAULT_EXPLICIT_FLUSH_AFTER_FLUSHES, true));
            if (tls) {
                SslHandler ssl = client.ssl().newHandler(ch.alloc(), host, port);
                // The handshake promise fails before the channel closes, so the cause is there for channelClosed.
                ssl.handshakeFuture().addListener(f -> {
                    if (!f.isSuccess()) {
                        ch.attr(FAILURE).setIfAbsent(f.cause());
                    }
                });
                p.addLast(ssl);
                p.addLast(new ApplicationProtocolNegotiationHandler(ApplicationProtocolNames.HTTP_1_1) {
                    @Override
                    protected void configurePipeline(ChannelHandlerContext ctx, String protocol) {
                        if (ApplicationProtocolNames.HTTP_2.equals(protocol)) {
                            ctx.pipeline().addBefore(ERRORS, "h2", H2Connection.create(Pool.this));
                        } else {
                            connected(ctx.channel(), H1Connection.install(ctx.pipeline(), ERRORS, Pool.this));
                        }
                    }

                    @Override
                    protected void handshakeFailure(ChannelHandlerContext ctx, Throwable cause) {
                        // Not worth Netty's warning: the requests waiting for this connection carry the cause.
                        ctx.close();
                    }
                });
            } else {
                p.addLast("h2", H2Connection.create(Pool.this));
            }
            p.addLast(ERRORS, Errors.INSTANCE);
        }
    }

    /** Last in every pipeline: an I/O error ends the connection; the requests on it fail with the cause. */
    @ChannelHandler.Sharable
    private static final class Errors extends ChannelInboundHandlerAdapter {
        static final Errors INSTANCE = new Errors();

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.channel().attr(FAILURE).setIfAbsent(cause);
            log.debug("{}: {}", ctx.channel(), cause.toString());
            ctx.close();
        }
    }
}
