package dev.corebed.sbi.callback;

import dev.corebed.sbi.client.SbiClient;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Delivers SBI callbacks (notifications): POSTs a JSON body to a consumer's callback URI with the stub's
 * {@link SbiClient}, after the answer to the request that caused it. Every stub that notifies uses one of these;
 * the caller starts a delivery and moves on.
 *
 * <ul>
 *   <li>A 2xx answer is delivered. No answer (timeout, connection refused or lost), 408, 429 or a 5xx is tried
 *       again after {@link Options#backoff()}, doubling, up to {@link Options#maxAttempts()} in all; any other
 *       answer (a 4xx: the consumer refuses it) is final. Retries are resilience4j's asynchronous retry on a
 *       timer: no thread waits.</li>
 *   <li>At most {@link Options#maxInFlight()} callbacks are being delivered or waiting for a retry; beyond that a
 *       new one is dropped at once, so a dead or slow consumer cannot pile up memory.</li>
 *   <li>{@link #dropPending()} (a reset of the stub) drops the callbacks waiting for a retry: their next
 *       attempt is not made and they end {@link Outcome#DROPPED}, so a consumer is not told about state that is
 *       gone.</li>
 *   <li>Each callback ends in one {@link Outcome}, counted in {@code sbi.callbacks{nf,kind,outcome}}; each retry in
 *       {@code sbi.callbacks.retries{nf,kind}}; the gauge {@code sbi.callbacks.in.flight{nf}} shows the backlog.</li>
 * </ul>
 *
 * <p>Requests carry {@code User-Agent} with the sending NF type (TS 29.500 §5.2.2.2) and, when the kind names
 * one, the {@code 3gpp-Sbi-Callback} header (TS 29.500 §5.2.3.3).
 */
public final class CallbackDelivery {

    private static final Logger log = LoggerFactory.getLogger(CallbackDelivery.class);

    /**
     * How callbacks are delivered.
     *
     * @param maxAttempts attempts per callback, the first included (1: no retry)
     * @param backoff     wait before the first retry, doubled before each next one
     * @param maxInFlight callbacks being delivered or waiting for a retry; more are dropped
     * @param timeout     how long one attempt waits for the answer; null: the SbiClient's request timeout
     */
    public record Options(int maxAttempts, Duration backoff, int maxInFlight, Duration timeout) {
        public Options {
            if (maxAttempts < 1 || backoff == null || backoff.isNegative() || maxInFlight < 1
                    || (timeout != null && timeout.toMillis() < 1)) {
                throw new IllegalArgumentException("callback delivery: max-attempts >= 1, backoff >= 0, max-in-flight >= 1"
                        + " and a positive timeout expected");
            }
        }
    }

    /**
     * One kind of callback a stub sends.
     *
     * @param name        its name in the meters: the notification's name (NFStatusNotify, BsfNotification...)
     * @param sbiCallback the value of the 3gpp-Sbi-Callback header (Nnrf_NFManagement_NFStatusNotify), or null
     */
    public record Kind(String name, String sbiCallback) {}

    /** How one callback ended. */
    public enum Outcome {
        /** A 2xx answer. */
        SENT,
        /** A final refusal, attempts exhausted, or no URI to send to. */
        FAILED,
        /** Not sent: too many callbacks in flight, or dropped by a reset while waiting for a retry. */
        DROPPED;

        final String tag = name().toLowerCase(Locale.ROOT);
    }

    private final SbiClient client;
    private final ScheduledExecutorService timers;
    private final MeterRegistry registry;
    private final String nf;
    private final String userAgent;
    private final Options options;
    private final Retry retry;
    private final AtomicInteger inFlight = new AtomicInteger();
    /** Moved by {@link #dropPending()}: a retry of a callback started in an earlier generation is not made. */
    private final AtomicInteger generation = new AtomicInteger();
    private final ConcurrentHashMap<String, Counter> counters = new ConcurrentHashMap<>();

    /**
     * @param timers runs the retries; each task only hands a request to the SbiClient
     * @param nf     the sending NF, lower case as in the meters ("nrf")
     */
    public CallbackDelivery(SbiClient client, ScheduledExecutorService timers, MeterRegistry registry, String nf,
                            Options options) {
        this.client = client;
        this.timers = timers;
        this.registry = registry;
        this.nf = nf;
        this.userAgent = nf.toUpperCase(Locale.ROOT);
        this.options = options;
        long backoffMillis = options.backoff().toMillis();
        this.retry = Retry.of(nf + "-callbacks", RetryConfig.<SbiClient.Response>custom()
                .maxAttempts(options.maxAttempts())
                .intervalFunction(attempt -> backoffMillis << Math.min(attempt - 1, 20))
                .retryOnResult(response -> transientStatus(response.status()))
                .retryOnException(t -> !(t instanceof DroppedByReset) && noAnswer(t))
                .failAfterMaxAttempts(false)
                .build());
        Gauge.builder("sbi.callbacks.in.flight", inFlight, AtomicInteger::get).tag("nf", nf)
                .description("callbacks being delivered or waiting for a retry").register(registry);
    }

    public Options options() {
        return options;
    }

    /**
     * Starts the delivery of one callback and returns at once. The future completes, never exceptionally, with
     * the outcome, on an I/O or timer thread: what a caller chains to it must not block.
     */
    public CompletableFuture<Outcome> deliver(Kind kind, String uri, byte[] json) {
        return deliver(kind, uri, "application/json", json);
    }

    /** As {@link #deliver(Kind, String, byte[])} with a body of another media type (a multipart/related one). */
    public CompletableFuture<Outcome> deliver(Kind kind, String uri, String contentType, byte[] body) {
        if (inFlight.incrementAndGet() > options.maxInFlight()) {
            inFlight.decrementAndGet();
            log.debug("{} to {} dropped: {} callbacks in flight", kind.name(), uri, options.maxInFlight());
            return CompletableFuture.completedFuture(count(kind, Outcome.DROPPED));
        }
        SbiClient.Request request;
        try {
            request = new SbiClient.Request("POST", URI.create(uri), null, null, options.timeout())
                    .header("user-agent", userAgent)
                    .body(contentType, body);
            if (kind.sbiCallback() != null) {
                request = request.header("3gpp-sbi-callback", kind.sbiCallback());
            }
        } catch (IllegalArgumentException | NullPointerException e) {
            return CompletableFuture.completedFuture(done(kind, Outcome.FAILED, uri + " is not a URI"));
        }
        SbiClient.Request r = request;
        AtomicInteger attempts = new AtomicInteger();
        int startedIn = generation.get();
        return retry.executeCompletionStage(timers, () -> {
            if (attempts.getAndIncrement() > 0) {
                if (startedIn != generation.get()) {
                    return CompletableFuture.failedFuture(DroppedByReset.INSTANCE);
                }
                counter("sbi.callbacks.retries", kind, null).increment();
            }
            return client.send(r);
        }).handle((response, failure) -> {
            if (failure == null && response.status() / 100 == 2) {
                return done(kind, Outcome.SENT, null);
            }
            if (failure != null && unwrap(failure) instanceof DroppedByReset) {
                return done(kind, Outcome.DROPPED, "reset before attempt " + attempts.get());
            }
            return done(kind, Outcome.FAILED, failure != null ? failure.toString() : "status " + response.status());
        }).toCompletableFuture();
    }

    /**
     * Drops the callbacks waiting for a retry (a reset of the stub): each ends {@link Outcome#DROPPED} instead of
     * being tried again. Callbacks started after this call are delivered as usual.
     */
    public void dropPending() {
        generation.incrementAndGet();
    }

    /** Counts a callback dropped before it reached this class (its sender's own queue was full). */
    public void dropped(Kind kind) {
        count(kind, Outcome.DROPPED);
    }

    /** 408, 429 and 5xx say "not now" (TS 29.500 §5.2.7): worth another attempt. */
    static boolean transientStatus(int status) {
        return status == 408 || status == 429 || status >= 500;
    }

    /** No answer at all: the request may not have arrived. A bad URI or a closed client will not get better. */
    private static boolean noAnswer(Throwable t) {
        return !(t instanceof IllegalArgumentException) && !(t instanceof IllegalStateException);
    }

    private static Throwable unwrap(Throwable t) {
        return t instanceof java.util.concurrent.CompletionException && t.getCause() != null ? t.getCause() : t;
    }

    /** Ends the retries of a callback a reset dropped; carries no stack (it is not an error). */
    private static final class DroppedByReset extends RuntimeException {
        static final DroppedByReset INSTANCE = new DroppedByReset();

        private DroppedByReset() {
            super("dropped by a reset", null, false, false);
        }
    }

    private Outcome done(Kind kind, Outcome outcome, String why) {
        inFlight.decrementAndGet();
        if (why != null) {
            log.debug("{} callback {}: {}", kind.name(), outcome.tag, why);
        }
        return count(kind, outcome);
    }

    private Outcome count(Kind kind, Outcome outcome) {
        counter("sbi.callbacks", kind, outcome).increment();
        return outcome;
    }

    private Counter counter(String name, Kind kind, Outcome outcome) {
        String key = name + '|' + kind.name() + '|' + (outcome == null ? "" : outcome.tag);
        Counter c = counters.get(key);
        if (c == null) {
            c = counters.computeIfAbsent(key, k -> {
                Counter.Builder b = Counter.builder(name).tag("nf", nf).tag("kind", kind.name());
                return (outcome == null ? b : b.tag("outcome", outcome.tag)).register(registry);
            });
        }
        return c;
    }
}
