package dev.corebed.sbi.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.client.SbiClient.Request;
import dev.corebed.sbi.client.SbiClient.Response;
import dev.corebed.core.io.EventLoops;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import dev.corebed.sbi.tls.TlsContexts;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ConnectTimeoutException;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersFrame;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2FrameCodec;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2HeadersFrame;
import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import io.netty.util.ReferenceCountUtil;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The client against a real SbiServer: h2c, h2 over TLS, HTTP/1.1 fallback, pooling, limits, timeouts, reconnects. */
class SbiClientTest {

    private static final Duration WAIT = Duration.ofSeconds(5);
    /** Streams the "limited" server allows per connection. */
    private static final int STREAM_LIMIT = 10;

    @TempDir
    static Path tlsDir;

    static SbiServer server;
    static SbiServer limited;
    static SbiClient client;
    static final BlockingQueue<CompletableFuture<SbiResponse>> held = new LinkedBlockingQueue<>();
    static String h2c;
    static String tls;

    static List<Route> routes() {
        return List.of(
                Route.get("/echo/{id}").anyQuery().to(SbiClientTest::echo),
                Route.put("/echo/{id}").json().to(SbiClientTest::echo),
                Route.get("/never").to(r -> new CompletableFuture<>()),
                Route.get("/hold").to(r -> {
                    CompletableFuture<SbiResponse> f = new CompletableFuture<>();
                    held.add(f);
                    return f;
                }));
    }

    static CompletableFuture<SbiResponse> echo(SbiRequest r) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("protocol", r.protocol());
        n.put("method", r.method());
        n.put("id", r.pathParam("id"));
        n.put("q", r.queryParam("q"));
        n.put("priority", r.header("3gpp-Sbi-Message-Priority"));
        if (r.hasBody()) {
            n.set("body", r.json());
        }
        return CompletableFuture.completedFuture(SbiResponse.json(200, n).header("3gpp-Sbi-Producer-Id", "echo-1"));
    }

    static SbiDispatcher dispatcher() {
        return new SbiDispatcher(new RouteTable(routes(), "test"), null, null, null);
    }

    @BeforeAll
    static void start() throws Exception {
        server = new SbiServer(SbiServerConfig.loopback("test").withPorts(0, 0).withSelfSignedDir(tlsDir), dispatcher()).start();
        limited = new SbiServer(new SbiServerConfig("limited", "127.0.0.1", 0, -1, STREAM_LIMIT, 16 * 1024, 64 * 1024,
                null, null, null), dispatcher()).start();
        client = new SbiClient();
        h2c = "http://127.0.0.1:" + server.port();
        tls = "https://localhost:" + server.tlsPort();
    }

    @AfterAll
    static void stop() {
        held.forEach(f -> f.complete(SbiResponse.noContent()));
        client.close();
        limited.close();
        server.close();
    }

    private static Response await(CompletableFuture<Response> f) {
        assertThat(f).succeedsWithin(WAIT);
        return f.join();
    }

    private static Throwable failure(CompletableFuture<Response> f) {
        assertThat(f).failsWithin(WAIT);
        try {
            f.join();
            throw new AssertionError("not failed");
        } catch (CompletionException e) {
            return e.getCause();
        }
    }

    @Test
    void getAndPutOverH2c() {
        Response get = await(client.send(Request.of("GET", h2c + "/echo/a1?q=x%20y")
                .header("3gpp-Sbi-Message-Priority", "5")));
        assertThat(get.status()).isEqualTo(200);
        assertThat(get.header("Content-Type")).isEqualTo("application/json");
        assertThat(get.header("3GPP-SBI-PRODUCER-ID")).isEqualTo("echo-1");
        JsonNode body = get.json();
        assertThat(body.get("protocol").asString()).isEqualTo("h2c");
        assertThat(body.get("id").asString()).isEqualTo("a1");
        assertThat(body.get("q").asString()).isEqualTo("x y");
        assertThat(body.get("priority").asString()).isEqualTo("5");

        Response put = await(client.put(h2c + "/echo/a2", Map.of("nfStatus", "REGISTERED", "capacity", 100)));
        assertThat(put.status()).isEqualTo(200);
        assertThat(put.json().get("method").asString()).isEqualTo("PUT");
        assertThat(put.json().get("body").get("nfStatus").asString()).isEqualTo("REGISTERED");
        assertThat(put.json().get("body").get("capacity").asInt()).isEqualTo(100);
    }

    @Test
    void errorAnswersArriveAsResponses() {
        Response r = await(client.delete(h2c + "/echo/a3"));
        assertThat(r.status()).isEqualTo(405);
        assertThat(r.header("content-type")).isEqualTo(SbiResponse.PROBLEM_JSON);
        assertThat(r.json().get("status").asInt()).isEqualTo(405);
    }

    @Test
    void getAndPutOverTlsNegotiateH2() {
        Response get = await(client.get(tls + "/echo/t1?q=1"));
        assertThat(get.status()).isEqualTo(200);
        assertThat(get.json().get("protocol").asString()).isEqualTo("h2");

        Response put = await(client.put(tls + "/echo/t2", Map.of("snssai", Map.of("sst", 1))));
        assertThat(put.json().get("protocol").asString()).isEqualTo("h2");
        assertThat(put.json().get("body").get("snssai").get("sst").asInt()).isEqualTo(1);
    }

    @Test
    void trustStoreVerifiesTheServerCertificate() throws Exception {
        Path trustStore = trustStoreWithServerCertificate();
        try (SbiClient verifying = new SbiClient(SbiClientConfig.defaults().withTrustStore(trustStore, "changeit"))) {
            Response r = await(verifying.get(tls + "/echo/v1"));
            assertThat(r.json().get("protocol").asString()).isEqualTo("h2");
        }
        try (SbiClient strict = new SbiClient(SbiClientConfig.defaults().withDefaultTrust())) {
            assertThat(failure(strict.get(tls + "/echo/v2"))).isInstanceOf(SSLHandshakeException.class);
        }
    }

    @Test
    void fallsBackToHttp1WhenAlpnPicksIt() throws Exception {
        EventLoopGroup group = EventLoops.acquire();
        Channel http1Only = null;
        try {
            http1Only = http1OnlyTlsServer(group);
            int port = ((InetSocketAddress) http1Only.localAddress()).getPort();
            String base = "https://127.0.0.1:" + port;
            List<CompletableFuture<Response>> replies = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                replies.add(client.put(base + "/any", Map.of("n", i)));
            }
            for (int i = 0; i < 5; i++) {
                JsonNode body = await(replies.get(i)).json();
                assertThat(body.get("protocol").asString()).isEqualTo("http/1.1");
                assertThat(body.get("body").get("n").asInt()).isEqualTo(i);
            }
        } finally {
            if (http1Only != null) {
                http1Only.close().syncUninterruptibly();
            }
            EventLoops.release();
        }
    }

    @Test
    void manyConcurrentRequestsShareOneConnection() {
        try (SbiClient single = new SbiClient(SbiClientConfig.defaults().withPool(1, 1024))) {
            List<CompletableFuture<Response>> replies = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                replies.add(single.get(h2c + "/echo/c" + i));
            }
            Set<String> ids = new HashSet<>();
            for (CompletableFuture<Response> f : replies) {
                Response r = await(f);
                assertThat(r.status()).isEqualTo(200);
                ids.add(r.json().get("id").asString());
            }
            // Each answer belongs to its own request.
            assertThat(ids).hasSize(200);
        }
    }

    @Test
    void opensAnotherConnectionWhenThePeersStreamLimitIsReached() throws Exception {
        String base = "http://127.0.0.1:" + limited.port();
        try (SbiClient two = new SbiClient(SbiClientConfig.defaults().withPool(2, 100))) {
            await(two.get(base + "/echo/warm"));
            List<CompletableFuture<Response>> replies = new ArrayList<>();
            for (int i = 0; i < STREAM_LIMIT + 5; i++) {
                replies.add(two.get(base + "/hold"));
            }
            // More requests held at the server than one connection may carry: a second connection was opened.
            List<CompletableFuture<SbiResponse>> gates = take(STREAM_LIMIT + 5);
            gates.forEach(g -> g.complete(SbiResponse.noContent()));
            replies.forEach(f -> assertThat(await(f).status()).isEqualTo(204));
        }
    }

    @Test
    void queuesUpToItsBoundThenFailsFast() throws Exception {
        String base = "http://127.0.0.1:" + limited.port();
        try (SbiClient one = new SbiClient(SbiClientConfig.defaults().withPool(1, 5))) {
            await(one.get(base + "/echo/warm"));
            List<CompletableFuture<Response>> replies = new ArrayList<>();
            for (int i = 0; i < STREAM_LIMIT + 10; i++) {
                replies.add(one.get(base + "/hold"));
            }
            // 10 streams in flight, 5 waiting, the last 5 rejected without waiting for anything.
            for (CompletableFuture<Response> rejected : replies.subList(STREAM_LIMIT + 5, STREAM_LIMIT + 10)) {
                assertThat(failure(rejected)).isInstanceOf(SbiClient.PoolExhaustedException.class);
            }
            take(STREAM_LIMIT).forEach(g -> g.complete(SbiResponse.noContent()));
            take(5).forEach(g -> g.complete(SbiResponse.noContent()));
            replies.subList(0, STREAM_LIMIT + 5).forEach(f -> assertThat(await(f).status()).isEqualTo(204));
        }
    }

    @Test
    void timeoutResetsTheStreamAndFailsTheFuture() {
        CompletableFuture<Response> never = client.send(Request.of("GET", h2c + "/never").timeout(Duration.ofMillis(300)));
        assertThat(failure(never)).isInstanceOf(TimeoutException.class).hasMessageContaining("/never");
        // Only the stream was given up: the connection still serves.
        assertThat(await(client.get(h2c + "/echo/after-timeout")).status()).isEqualTo(200);
    }

    @Test
    void reconnectsAfterTheServerRestarts() throws Exception {
        SbiServer restartable = new SbiServer(SbiServerConfig.loopback("restartable"), dispatcher()).start();
        int port = restartable.port();
        String url = "http://127.0.0.1:" + port + "/echo/r";
        try {
            assertThat(await(client.get(url)).status()).isEqualTo(200);
            restartable.close();
            restartable = new SbiServer(SbiServerConfig.loopback("restartable").withPorts(port, -1), dispatcher()).start();
            assertThat(await(client.get(url)).status()).isEqualTo(200);
        } finally {
            restartable.close();
        }
    }

    @Test
    void retriesOnANewConnectionWhatTheServerDidNotProcessBeforeGoaway() throws Exception {
        EventLoopGroup group = EventLoops.acquire();
        AtomicInteger connections = new AtomicInteger();
        Channel goingAway = null;
        try {
            goingAway = goAwayOnSecondRequestServer(group, connections);
            String base = "http://127.0.0.1:" + ((InetSocketAddress) goingAway.localAddress()).getPort();
            assertThat(await(client.get(base + "/first")).status()).isEqualTo(200);
            // The server answers GOAWAY(last stream = the first one): the second request was not processed.
            assertThat(await(client.get(base + "/second")).status()).isEqualTo(200);
            assertThat(connections).hasValue(2);
        } finally {
            if (goingAway != null) {
                goingAway.close().syncUninterruptibly();
            }
            EventLoops.release();
        }
    }

    @Test
    void connectionRefusedFailsTheFuture() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        assertThat(failure(client.get("http://127.0.0.1:" + port + "/echo/x"))).isInstanceOf(ConnectException.class);
    }

    @Test
    void aPeerThatNeverSpeaksHttp2FailsTheConnectionAttempt() throws Exception {
        SbiClientConfig config = new SbiClientConfig(1, 10, Duration.ofMillis(300), Duration.ofSeconds(5), 1 << 20,
                true, null, null);
        // The kernel completes the TCP handshake into the backlog; nobody ever answers the HTTP/2 preface.
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
             SbiClient impatient = new SbiClient(config)) {
            CompletableFuture<Response> f = impatient.get("http://127.0.0.1:" + silent.getLocalPort() + "/echo/x");
            assertThat(failure(f)).isInstanceOf(ConnectTimeoutException.class).hasMessageContaining("SETTINGS");
        }
    }

    @Test
    void aClosedClientRefusesRequests() {
        SbiClient closed = new SbiClient();
        closed.close();
        assertThat(failure(closed.get(h2c + "/echo/x"))).isInstanceOf(IllegalStateException.class);
    }

    private static List<CompletableFuture<SbiResponse>> take(int n) throws InterruptedException {
        List<CompletableFuture<SbiResponse>> gates = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            CompletableFuture<SbiResponse> g = held.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
            assertThat(g).as("request %d of %d reached the server", i + 1, n).isNotNull();
            gates.add(g);
        }
        return gates;
    }

    private static KeyStore serverKeyStore() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(tlsDir.resolve("test-selfsigned.p12"))) {
            ks.load(in, TlsContexts.SELF_SIGNED_PASSWORD.toCharArray());
        }
        return ks;
    }

    private static Path trustStoreWithServerCertificate() throws Exception {
        KeyStore server = serverKeyStore();
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        trust.setCertificateEntry("stub", server.getCertificate(server.aliases().nextElement()));
        Path file = tlsDir.resolve("trust.p12");
        try (OutputStream out = Files.newOutputStream(file)) {
            trust.store(out, "changeit".toCharArray());
        }
        return file;
    }

    /** An h2c server that answers the first request of each connection and sends GOAWAY on the second. */
    private static Channel goAwayOnSecondRequestServer(EventLoopGroup group, AtomicInteger connections) throws Exception {
        return new ServerBootstrap()
                .group(group)
                .channel(EventLoops.serverChannel())
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        connections.incrementAndGet();
                        Http2FrameCodec codec = Http2FrameCodecBuilder.forServer().build();
                        ch.pipeline().addLast(codec, new ChannelInboundHandlerAdapter() {
                            int requests;

                            @Override
                            public void channelRead(ChannelHandlerContext ctx, Object msg) {
                                if (msg instanceof Http2HeadersFrame h && h.isEndStream()) {
                                    if (++requests == 1) {
                                        ctx.writeAndFlush(new DefaultHttp2HeadersFrame(new DefaultHttp2Headers().status("200"), true)
                                                .stream(h.stream()));
                                    } else {
                                        ChannelHandlerContext codecCtx = ctx.pipeline().context(codec);
                                        codec.goAway(codecCtx, h.stream().id() - 2, Http2Error.NO_ERROR.code(),
                                                Unpooled.EMPTY_BUFFER, codecCtx.newPromise());
                                        codecCtx.flush();
                                    }
                                }
                                ReferenceCountUtil.release(msg);
                            }
                        });
                    }
                })
                .bind("127.0.0.1", 0).sync().channel();
    }

    /** A TLS server whose ALPN offers HTTP/1.1 only, echoing the protocol and the JSON body. */
    private static Channel http1OnlyTlsServer(EventLoopGroup group) throws Exception {
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(serverKeyStore(), TlsContexts.SELF_SIGNED_PASSWORD.toCharArray());
        SslContext ssl = SslContextBuilder.forServer(kmf).sslProvider(SslProvider.JDK)
                .applicationProtocolConfig(new ApplicationProtocolConfig(ApplicationProtocolConfig.Protocol.ALPN,
                        ApplicationProtocolConfig.SelectorFailureBehavior.NO_ADVERTISE,
                        ApplicationProtocolConfig.SelectedListenerFailureBehavior.ACCEPT,
                        ApplicationProtocolNames.HTTP_1_1))
                .build();
        return new ServerBootstrap()
                .group(group)
                .channel(EventLoops.serverChannel())
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast(ssl.newHandler(ch.alloc()), new HttpServerCodec(),
                                new HttpObjectAggregator(64 * 1024), new SimpleChannelInboundHandler<FullHttpRequest>() {
                                    @Override
                                    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest req) {
                                        ObjectNode n = Json.MAPPER.createObjectNode();
                                        n.put("protocol", "http/1.1");
                                        n.set("body", Json.MAPPER.readTree(ByteBufUtil.getBytes(req.content())));
                                        FullHttpResponse res = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                                                HttpResponseStatus.OK, Unpooled.wrappedBuffer(Json.write(n)));
                                        res.headers().set(HttpHeaderNames.CONTENT_TYPE, SbiResponse.APPLICATION_JSON)
                                                .setInt(HttpHeaderNames.CONTENT_LENGTH, res.content().readableBytes());
                                        ctx.writeAndFlush(res).addListener(ChannelFutureListener.CLOSE_ON_FAILURE);
                                    }
                                });
                    }
                })
                .bind("127.0.0.1", 0).sync().channel();
    }
}
