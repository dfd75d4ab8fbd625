package dev.corebed.sbi.client;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiHeaders;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.core.io.EventLoops;
import io.netty.buffer.ByteBuf;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2SecurityUtil;
import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import io.netty.handler.ssl.SupportedCipherSuiteFilter;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.FastThreadLocal;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.io.IOException;
import java.net.URI;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.TrustManagerFactory;
import tools.jackson.databind.JsonNode;

/**
 * The non-blocking SBI client for stub-to-stub calls and callbacks (NFStatusNotify...).
 * {@code http://} URIs use h2c with prior knowledge, {@code https://} URIs h2 negotiated by ALPN
 * (HTTP/1.1 when the server picks it). Per host:port a small pool of connections multiplexes the
 * requests; connections that die (GOAWAY, close) are replaced on the next request.
 *
 * <p><b>Threading.</b> {@link #send} never blocks. The returned future completes on a shared Netty
 * I/O thread ({@link EventLoops}), so callbacks attached with {@code thenApply}/{@code whenComplete}
 * must not block either: hand blocking work (data tier) to an executor with the {@code *Async} variants.
 *
 * <p><b>Outcomes.</b> Any HTTP status, 4xx and 5xx included, is a {@link Response}. The future fails only
 * when there is no answer: {@link java.util.concurrent.TimeoutException} (the stream is reset),
 * {@link PoolExhaustedException}, {@link java.net.ConnectException} and other {@link IOException}s.
 *
 * <p>A pool is created on the first request to a host:port and kept until {@link #close()}; each pool
 * and its connections stay on one I/O thread, so a pool needs no locks.
 */
public final class SbiClient implements AutoCloseable {

    private final SbiClientConfig config;
    private final EventLoopGroup group;
    private final SslContext ssl;
    private final ChannelGroup channels = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
    // Keyed by the URI's raw authority; one map per scheme so the lookup needs no key allocation.
    private final Map<String, Pool> cleartextPools = new ConcurrentHashMap<>();
    private final Map<String, Pool> tlsPools = new ConcurrentHashMap<>();
    /** The forwarding pools of each I/O thread, and every one of them for {@link #close()}. */
    private final FastThreadLocal<LoopPools> loopPools = new FastThreadLocal<>() {
        @Override
        protected LoopPools initialValue() {
            return LoopPools.of(group);
        }
    };
    private final Queue<Pool> allLoopPools = new ConcurrentLinkedQueue<>();
    private volatile boolean closed;

    public SbiClient(SbiClientConfig config) {
        this.config = config;
        this.ssl = clientTls(config);
        this.group = EventLoops.acquire();
    }

    public SbiClient() {
        this(SbiClientConfig.defaults());
    }

    /** One request. Header names are sent in lower case on HTTP/2. */
    public record Request(String method, URI uri, Map<String, String> headers, byte[] body, Duration timeout) {

        private static final byte[] EMPTY = new byte[0];

        /**
         * @param headers null = none
         * @param body    null = none
         * @param timeout null = the client's default
         */
        public Request {
            Objects.requireNonNull(method, "method");
            Objects.requireNonNull(uri, "uri");
            headers = headers == null ? Map.of() : headers;
            body = body == null ? EMPTY : body;
        }

        public static Request of(String method, String uri) {
            return new Request(method, URI.create(uri), null, null, null);
        }

        public Request header(String name, String value) {
            Map<String, String> copy = new LinkedHashMap<>(headers);
            copy.put(name, value);
            return new Request(method, uri, copy, body, timeout);
        }

        public Request body(String contentType, byte[] content) {
            return new Request(method, uri, headers, content, timeout).header("content-type", contentType);
        }

        /** A JSON body: bytes already serialized, or any object Jackson can write. */
        public Request json(Object value) {
            return body(SbiResponse.APPLICATION_JSON, value instanceof byte[] b ? b : Json.write(value));
        }

        public Request timeout(Duration requestTimeout) {
            return new Request(method, uri, headers, body, requestTimeout);
        }
    }

    /** One answer, fully received. Header lookups ignore case. */
    public record Response(int status, SbiHeaders headers, byte[] body) {

        public String header(String name) {
            return headers.get(name);
        }

        /**
         * The body as a JSON tree (a missing node when empty). A malformed body throws Jackson's
         * exception rather than {@code SbiException}: it is the peer's fault, not our caller's.
         */
        public JsonNode json() {
            return Json.MAPPER.readTree(body);
        }

        public <T> T json(Class<T> type) {
            return Json.MAPPER.readValue(body, type);
        }
    }

    /** Every connection to the peer is at its stream limit and the wait queue is full. */
    public static final class PoolExhaustedException extends RuntimeException {
        PoolExhaustedException(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * Sends a request. The future completes on an I/O thread: do not block in its callbacks.
     * It fails with a {@link java.util.concurrent.TimeoutException} when no full answer arrives in time.
     */
    public CompletableFuture<Response> send(Request request) {
        URI uri = request.uri();
        String scheme = uri.getScheme();
        boolean tls;
        if ("http".equalsIgnoreCase(scheme)) {
            tls = false;
        } else if ("https".equalsIgnoreCase(scheme)) {
            tls = true;
        } else {
            return CompletableFuture.failedFuture(new IllegalArgumentException("not an http(s) URI: " + uri));
        }
        String authority = uri.getRawAuthority();
        if (authority == null || uri.getHost() == null) {
            return CompletableFuture.failedFuture(new IllegalArgumentException("URI without host: " + uri));
        }
        if (closed) {
            return CompletableFuture.failedFuture(new IllegalStateException("SbiClient is closed"));
        }
        Map<String, Pool> pools = tls ? tlsPools : cleartextPools;
        Pool pool = pools.get(authority);
        if (pool == null) {
            pool = pools.computeIfAbsent(authority, a -> new Pool(this, tls, uri, group.next()));
        }
        Duration timeout = request.timeout() == null ? config.requestTimeout() : request.timeout();
        SbiCall call = new SbiCall(request, pool, timeout.toNanos());
        if (pool.loop.inEventLoop()) {
            call.start();
        } else {
            try {
                pool.loop.execute(call::start);
            } catch (RejectedExecutionException e) {
                call.completeExceptionally(new IllegalStateException("SbiClient is closed", e));
            }
        }
        return call;
    }

    /**
     * How a forwarded request ends: exactly one of the two is called, once, on the event loop the request went out
     * on (the caller's, when it called from one of the shared I/O threads).
     */
    public interface ForwardListener {

        /**
         * The peer's answer: its header block as received ({@code :status} among the pseudo-headers) and its body, an
         * empty buffer when it had none. The listener owns the body and must release it (writing it out does).
         */
        void onAnswer(Http2Headers headers, ByteBuf body);

        /**
         * No answer: {@link java.util.concurrent.TimeoutException} (the stream was reset),
         * {@link PoolExhaustedException}, {@link java.net.ConnectException} or another {@link IOException}.
         */
        void onFailure(Throwable cause);
    }

    /**
     * Forwards a request as a proxy does, without copying it: {@code headers} is the request's header block with
     * {@code :method} and {@code :path} set (this client sets {@code :scheme} and {@code :authority}); it is sent as
     * it is and must not be changed until the listener is called. The call takes over {@code body} (pass a
     * retained duplicate to keep it, to send it elsewhere afterwards).
     *
     * <p>Called on one of the shared I/O threads (a server's connection), the request goes out on connections of
     * that thread to the peer and the answer comes back on it, with no hand-over between threads: each I/O thread
     * has its own pool per peer. From any other thread it takes the peer's shared pool.
     *
     * @param authority host:port of the peer (an IP literal, or a name the JDK resolves)
     * @param timeoutNanos from now to the end of the answer
     */
    public void forward(boolean tls, String authority, Http2Headers headers, ByteBuf body, long timeoutNanos,
                        ForwardListener listener) {
        if (closed) {
            body.release();
            listener.onFailure(new IllegalStateException("SbiClient is closed"));
            return;
        }
        Pool pool;
        LoopPools local = loopPools.get();
        if (local.loop != null) {
            Map<String, Pool> pools = tls ? local.tls : local.cleartext;
            pool = pools.get(authority);
            if (pool == null) {
                pool = new Pool(this, tls, URI.create((tls ? "https://" : "http://") + authority), local.loop);
                pools.put(authority, pool);
                allLoopPools.add(pool);
                if (closed) {
                    pool.shutdown();
                }
            }
        } else {
            Map<String, Pool> pools = tls ? tlsPools : cleartextPools;
            pool = pools.get(authority);
            if (pool == null) {
                pool = pools.computeIfAbsent(authority, a -> new Pool(this, tls, URI.create((tls ? "https://" : "http://") + a),
                        group.next()));
            }
        }
        ForwardCall call = new ForwardCall(pool, timeoutNanos, headers, body, listener);
        if (pool.loop.inEventLoop()) {
            call.start();
        } else {
            try {
                pool.loop.execute(call::start);
            } catch (RejectedExecutionException e) {
                call.fail(new IllegalStateException("SbiClient is closed", e));
            }
        }
    }

    /** The pools of one I/O thread; {@code loop} is null on a thread that is not one of the shared I/O threads. */
    private static final class LoopPools {
        final EventLoop loop;
        final Map<String, Pool> cleartext = new HashMap<>();
        final Map<String, Pool> tls = new HashMap<>();

        private LoopPools(EventLoop loop) {
            this.loop = loop;
        }

        static LoopPools of(EventLoopGroup group) {
            for (EventExecutor e : group) {
                if (e.inEventLoop() && e instanceof EventLoop l) {
                    return new LoopPools(l);
                }
            }
            return new LoopPools(null);
        }
    }

    public CompletableFuture<Response> get(String uri) {
        return send(Request.of("GET", uri));
    }

    public CompletableFuture<Response> delete(String uri) {
        return send(Request.of("DELETE", uri));
    }

    /** POST with a JSON body (bytes, or an object Jackson writes). */
    public CompletableFuture<Response> post(String uri, Object json) {
        return send(Request.of("POST", uri).json(json));
    }

    /** PUT with a JSON body (bytes, or an object Jackson writes). */
    public CompletableFuture<Response> put(String uri, Object json) {
        return send(Request.of("PUT", uri).json(json));
    }

    /** PATCH; SBI patches are application/json-patch+json or application/merge-patch+json. */
    public CompletableFuture<Response> patch(String uri, String contentType, byte[] body) {
        return send(Request.of("PATCH", uri).body(contentType, body));
    }

    SbiClientConfig config() {
        return config;
    }

    SslContext ssl() {
        return ssl;
    }

    ChannelGroup channels() {
        return channels;
    }

    boolean isClosed() {
        return closed;
    }

    /**
     * Fails queued requests, closes every connection (failing requests in flight) and releases the
     * shared I/O threads. Waits for that, so call it from outside the I/O threads.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (Map<String, Pool> pools : List.of(cleartextPools, tlsPools)) {
            for (Pool pool : pools.values()) {
                pool.loop.submit(pool::shutdown).awaitUninterruptibly(2, TimeUnit.SECONDS);
            }
        }
        for (Pool pool : allLoopPools) {
            pool.loop.submit(pool::shutdown).awaitUninterruptibly(2, TimeUnit.SECONDS);
        }
        // The I/O threads outlive this client: drop its pools from their thread-locals.
        for (EventExecutor e : group) {
            e.submit((Runnable) loopPools::remove).awaitUninterruptibly(2, TimeUnit.SECONDS);
        }
        channels.close().awaitUninterruptibly(2, TimeUnit.SECONDS);
        EventLoops.release();
    }

    private static SslContext clientTls(SbiClientConfig config) {
        SslContextBuilder builder = SslContextBuilder.forClient()
                .sslProvider(SslProvider.JDK)
                .ciphers(Http2SecurityUtil.CIPHERS, SupportedCipherSuiteFilter.INSTANCE)
                .applicationProtocolConfig(new ApplicationProtocolConfig(
                        ApplicationProtocolConfig.Protocol.ALPN,
                        ApplicationProtocolConfig.SelectorFailureBehavior.NO_ADVERTISE,
                        ApplicationProtocolConfig.SelectedListenerFailureBehavior.ACCEPT,
                        ApplicationProtocolNames.HTTP_2, ApplicationProtocolNames.HTTP_1_1));
        try {
            if (config.trustAll()) {
                builder.trustManager(InsecureTrustManagerFactory.INSTANCE).endpointIdentificationAlgorithm(null);
            } else {
                builder.endpointIdentificationAlgorithm("HTTPS");
                if (config.trustStore() != null) {
                    char[] pw = config.trustStorePassword() == null ? new char[0] : config.trustStorePassword().toCharArray();
                    KeyStore store = KeyStore.getInstance(config.trustStore().toFile(), pw);
                    TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
                    tmf.init(store);
                    builder.trustManager(tmf);
                }
            }
            return builder.build();
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalArgumentException("cannot set up client TLS (trust store " + config.trustStore() + ")", e);
        }
    }
}
