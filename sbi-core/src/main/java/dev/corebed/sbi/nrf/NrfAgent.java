package dev.corebed.sbi.nrf;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClient.Request;
import dev.corebed.sbi.client.SbiClient.Response;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Registers the stub with its NRF (Nnrf_NFManagement, TS 29.510 §5.2.2), keeps the registration
 * alive with heartbeats and deregisters it when the stub stops.
 *
 * <ul>
 *   <li>{@link #start}, once the SBI server listens: PUT {apiRoot}/nnrf-nfm/v1/nf-instances/{id} with the
 *       profile; while the NRF does not answer 200/201 the PUT is retried, waiting {@code retry-interval}
 *       doubling up to {@code retry-max-interval}. The stub runs meanwhile.</li>
 *   <li>Every heartBeatTimer seconds (the NRF's answer; the proposed one when it has none) a PATCH
 *       {@code [{"op":"replace","path":"/nfStatus","value":"REGISTERED"}]}. A 404 (the NRF forgot the instance)
 *       registers again at once; no answer or another error retries sooner, with the same backoff capped at
 *       the timer, so that one lost heartbeat does not get the instance suspended.</li>
 *   <li>{@link #close}: DELETE, waiting at most {@code deregister-timeout} for the answer.</li>
 * </ul>
 *
 * <p>All the agent's decisions run on its one thread; answers of the non-blocking {@link SbiClient}
 * are handed to it. {@link #status()} may be read from any thread.
 */
public final class NrfAgent implements AutoCloseable {

    public enum State { DISABLED, STARTING, REGISTERING, REGISTERED, DEREGISTERED }

    /** What the agent knows, published as one immutable value for the admin API. */
    public record Status(State state, String nrfApiRoot, String nfInstanceId, String nfType, Integer heartBeatTimer,
                         Instant registeredAt, Instant lastHeartbeat, String lastError, Instant lastErrorAt,
                         JsonNode profile) {

        Status with(State s) {
            return new Status(s, nrfApiRoot, nfInstanceId, nfType, heartBeatTimer, registeredAt, lastHeartbeat,
                    lastError, lastErrorAt, profile);
        }

        Status error(String e) {
            return new Status(state, nrfApiRoot, nfInstanceId, nfType, heartBeatTimer, registeredAt, lastHeartbeat,
                    e, Instant.now(), profile);
        }
    }

    static final String JSON_PATCH = "application/json-patch+json";
    static final byte[] HEARTBEAT = "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]"
            .getBytes(StandardCharsets.UTF_8);

    private static final Logger log = LoggerFactory.getLogger(NrfAgent.class);

    private final NrfAgentProperties props;
    private final SbiClient client;
    private final Supplier<NfProfileTemplate> template;
    private final Supplier<List<NfProfileContributor>> contributors;
    private final MeterRegistry registry;
    private final String apiRoot;
    private volatile Status status;

    // Touched on the agent's thread only.
    private ScheduledExecutorService thread;
    private Executor onThread;
    private NfProfileTemplate fixed;
    private URI instanceUri;
    private ScheduledFuture<?> next;
    private CompletableFuture<Response> registration;
    private Duration backoff;
    private int heartBeatTimer;
    private boolean heartbeatFailing;
    /** How long after start an NRF without an answer is taken for one still starting (logged at INFO, not WARN). */
    static final Duration STARTUP_GRACE = Duration.ofSeconds(30);
    private long startedNanos;
    /** A registration failure was logged as a warning since the last success. */
    private boolean warned;
    private boolean closed;

    /**
     * @param template     the fixed part of the profile, resolved when {@link #start} runs (the SBI ports are bound then)
     * @param contributors the stub's {@link NfProfileContributor}s, looked up when {@link #start} runs
     */
    NrfAgent(NrfAgentProperties props, SbiClient client, Supplier<NfProfileTemplate> template,
                    Supplier<List<NfProfileContributor>> contributors, MeterRegistry registry) {
        this.props = props;
        this.client = client;
        this.template = template;
        this.contributors = contributors;
        this.registry = registry;
        String root = props.apiRoot().trim();
        this.apiRoot = root.endsWith("/") ? root.substring(0, root.length() - 1) : root;
        if (props.enabled()) {
            NfProfileTemplate.validate(props);
            status = new Status(State.STARTING, apiRoot, null, null, null, null, null, null, null, null);
            Gauge.builder("nrf.agent.registered", this, a -> a.status.state() == State.REGISTERED ? 1 : 0)
                    .description("1 while the stub is registered with its NRF")
                    .strongReference(true)
                    .register(registry);
        } else {
            status = new Status(State.DISABLED, apiRoot.isEmpty() ? null : apiRoot, null, null, null, null, null, null,
                    null, null);
        }
    }

    public Status status() {
        return status;
    }

    public boolean enabled() {
        return props.enabled();
    }

    /** Starts registering, in the background; does nothing when disabled or started already. */
    public synchronized void start() {
        if (!props.enabled() || thread != null) {
            return;
        }
        fixed = template.get();
        startedNanos = System.nanoTime();
        instanceUri = URI.create(apiRoot + "/nnrf-nfm/v1/nf-instances/" + fixed.nfInstanceId());
        heartBeatTimer = fixed.heartBeatTimer();
        backoff = props.agent().retryInterval();
        ScheduledThreadPoolExecutor t = new ScheduledThreadPoolExecutor(1, r -> {
            Thread th = new Thread(r, "nrf-agent-" + fixed.nfType().toLowerCase(java.util.Locale.ROOT));
            th.setDaemon(true);
            return th;
        });
        t.setRemoveOnCancelPolicy(true);
        thread = t;
        // Answers complete on I/O threads; a closed agent drops them instead of failing the I/O thread.
        onThread = r -> {
            try {
                t.execute(r);
            } catch (RejectedExecutionException e) {
                // closed
            }
        };
        status = new Status(State.REGISTERING, apiRoot, fixed.nfInstanceId(), fixed.nfType(), null, null, null, null,
                null, null);
        log.info("NRF agent: registering {} {} with the NRF at {}", fixed.nfType(), fixed.nfInstanceId(), apiRoot);
        onThread.execute(this::register);
    }

    private void register() {
        if (closed) {
            return;
        }
        next = null;
        ObjectNode profile;
        try {
            profile = fixed.toProfile();
            for (NfProfileContributor c : contributors.get()) {
                c.contribute(profile);
            }
            profile.put("nfInstanceId", fixed.nfInstanceId());
        } catch (RuntimeException e) {
            registrationFailed("error", "building the NFProfile failed: " + e);
            return;
        }
        status = new Status(status.state(), apiRoot, fixed.nfInstanceId(), fixed.nfType(), status.heartBeatTimer(),
                status.registeredAt(), status.lastHeartbeat(), status.lastError(), status.lastErrorAt(), profile);
        CompletableFuture<Response> put = client.send(request("PUT", props.agent().requestTimeout())
                .json(Json.write(profile)));
        registration = put;
        put.whenCompleteAsync((r, e) -> registered(put, r, e), onThread);
    }

    private void registered(CompletableFuture<Response> put, Response r, Throwable e) {
        if (registration == put) {
            registration = null;
        }
        if (closed) {
            return;
        }
        if (e != null) {
            registrationFailed("no_answer", describe(e));
            return;
        }
        if (r.status() != 200 && r.status() != 201) {
            registrationFailed("error", describe(r));
            return;
        }
        count("nrf.agent.registrations", "success");
        warned = false;
        heartBeatTimer = heartBeatTimerOf(r, fixed.heartBeatTimer());
        backoff = props.agent().retryInterval();
        heartbeatFailing = false;
        Status s = status;
        status = new Status(State.REGISTERED, apiRoot, fixed.nfInstanceId(), fixed.nfType(), heartBeatTimer, Instant.now(),
                s.lastHeartbeat(), s.lastError(), s.lastErrorAt(), s.profile());
        log.info("NRF agent: {} {} registered with {} ({}), heartbeat every {} s", fixed.nfType(), fixed.nfInstanceId(),
                apiRoot, r.status(), heartBeatTimer);
        next = thread.schedule(this::heartbeat, heartBeatTimer, TimeUnit.SECONDS);
    }

    private void registrationFailed(String outcome, String error) {
        count("nrf.agent.registrations", outcome);
        Status s = status;
        boolean newKind = s.lastError() == null || s.state() != State.REGISTERING || !sameKind(s.lastError(), error);
        // A cluster starts its stubs one after the other: an NRF that does not answer yet during the first
        // seconds is the normal start, not a problem; it is one when it still does not answer after them.
        boolean starting = outcome.equals("no_answer") && s.registeredAt() == null
                && System.nanoTime() - startedNanos < STARTUP_GRACE.toNanos();
        if (starting) {
            if (newKind) {
                log.info("NRF agent: no answer yet from the NRF at {} ({}); retrying in the background", apiRoot, error);
            }
        } else if (newKind || !warned) {
            log.warn("NRF agent: cannot register with {}: {}; retrying in the background", apiRoot, error);
            warned = true;
        } else {
            log.debug("NRF agent: cannot register with {}: {}", apiRoot, error);
        }
        status = s.with(State.REGISTERING).error(error);
        next = thread.schedule(this::register, backoff.toMillis(), TimeUnit.MILLISECONDS);
        backoff = min(backoff.multipliedBy(2), props.agent().retryMaxInterval());
    }

    private void heartbeat() {
        if (closed) {
            return;
        }
        next = null;
        client.send(request("PATCH", props.agent().requestTimeout()).body(JSON_PATCH, HEARTBEAT))
                .whenCompleteAsync(this::heartbeatAnswered, onThread);
    }

    private void heartbeatAnswered(Response r, Throwable e) {
        if (closed) {
            return;
        }
        if (e == null && (r.status() == 204 || r.status() == 200)) {
            count("nrf.agent.heartbeats", "success");
            if (r.status() == 200) {
                heartBeatTimer = heartBeatTimerOf(r, heartBeatTimer);
            }
            if (heartbeatFailing) {
                log.info("NRF agent: heartbeats to {} answered again", apiRoot);
                heartbeatFailing = false;
            }
            backoff = props.agent().retryInterval();
            Status s = status;
            status = new Status(s.state(), apiRoot, s.nfInstanceId(), s.nfType(), heartBeatTimer, s.registeredAt(),
                    Instant.now(), s.lastError(), s.lastErrorAt(), s.profile());
            next = thread.schedule(this::heartbeat, heartBeatTimer, TimeUnit.SECONDS);
            return;
        }
        if (e == null && r.status() == 404) {
            count("nrf.agent.heartbeats", "not_found");
            log.warn("NRF agent: {} does not know {} any more (heartbeat 404); registering again", apiRoot,
                    fixed.nfInstanceId());
            status = status.with(State.REGISTERING).error("heartbeat: " + describe(r));
            heartbeatFailing = false;
            backoff = props.agent().retryInterval();
            register();
            return;
        }
        String error = e != null ? describe(e) : describe(r);
        count("nrf.agent.heartbeats", e != null ? "no_answer" : "error");
        if (!heartbeatFailing) {
            log.warn("NRF agent: heartbeat to {} failed: {}; retrying", apiRoot, error);
            heartbeatFailing = true;
        }
        status = status.error("heartbeat: " + error);
        Duration wait = min(backoff, Duration.ofSeconds(heartBeatTimer));
        backoff = min(backoff.multipliedBy(2), props.agent().retryMaxInterval());
        next = thread.schedule(this::heartbeat, wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * Stops heartbeating and deregisters (DELETE), waiting at most {@code nrf.agent.deregister-timeout}
     * for the answer. A registration still in flight is awaited first, so its PUT does not arrive after
     * the DELETE. Idempotent.
     */
    @Override
    public void close() {
        ScheduledExecutorService t;
        synchronized (this) {
            t = thread;
            if (t == null || t.isShutdown()) {
                return;
            }
        }
        Duration timeout = props.agent().deregisterTimeout();
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            t.execute(() -> deregister(done, timeout));
            done.get(timeout.toMillis() + 200, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException | ExecutionException e) {
            // nothing more to do
        } catch (TimeoutException e) {
            log.warn("NRF agent: no answer to the deregistration from {} within {}", apiRoot, timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            t.shutdownNow();
        }
    }

    private void deregister(CompletableFuture<Void> done, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        closed = true;
        if (next != null) {
            next.cancel(false);
            next = null;
        }
        CompletableFuture<Response> inFlight = registration;
        if (status.state() != State.REGISTERED && inFlight == null) {
            status = status.with(State.DEREGISTERED); // never registered: nothing to remove
            done.complete(null);
            return;
        }
        // The registration in flight decides: removed when it may have been stored, left alone when it surely was not.
        CompletableFuture<Boolean> stored = inFlight == null ? CompletableFuture.completedFuture(true)
                : inFlight.handle((r, e) -> e == null ? r.status() == 200 || r.status() == 201 : !refused(e))
                        .completeOnTimeout(true, timeout.toMillis(), TimeUnit.MILLISECONDS);
        stored.thenAccept(maybe -> {
            if (!maybe) {
                status = status.with(State.DEREGISTERED);
                done.complete(null);
                return;
            }
            // One deadline for both waits: stopping the stub takes at most deregister-timeout here.
            Duration left = Duration.ofNanos(Math.max(deadline - System.nanoTime(), TimeUnit.MILLISECONDS.toNanos(50)));
            client.send(request("DELETE", left)).whenComplete((r, e) -> {
                String outcome = e != null ? "no_answer" : r.status() == 204 || r.status() == 200 ? "success"
                        : r.status() == 404 ? "not_found" : "error";
                count("nrf.agent.deregistrations", outcome);
                Status s = status.with(State.DEREGISTERED);
                if (outcome.equals("success") || outcome.equals("not_found")) {
                    log.info("NRF agent: {} {} deregistered from {}", fixed.nfType(), fixed.nfInstanceId(), apiRoot);
                } else {
                    String error = e != null ? describe(e) : describe(r);
                    log.warn("NRF agent: deregistration from {} failed: {}", apiRoot, error);
                    s = s.error("deregistration: " + error);
                }
                status = s;
                done.complete(null);
            });
        });
    }

    /** The NRF was not reached at all, so it cannot hold the registration. */
    private static boolean refused(Throwable e) {
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof java.net.ConnectException) {
                return true;
            }
        }
        return false;
    }

    private Request request(String method, Duration timeout) {
        // TS 29.500 §5.2.2.2: User-Agent starts with the NF type of the consumer.
        return new Request(method, instanceUri, null, null, timeout).header("user-agent", fixed.nfType());
    }

    private void count(String name, String outcome) {
        registry.counter(name, "outcome", outcome).increment();
    }

    /** TS 29.510 §5.2.2.2.2: the NRF's answer carries the heartBeatTimer the NF is to use. */
    private static int heartBeatTimerOf(Response r, int otherwise) {
        try {
            JsonNode hb = r.json().path("heartBeatTimer");
            return hb.isIntegralNumber() && hb.asInt() >= 1 ? hb.asInt() : otherwise;
        } catch (RuntimeException e) {
            return otherwise; // no JSON body
        }
    }

    private static String describe(Response r) {
        String detail = "";
        try {
            JsonNode problem = r.json();
            String cause = problem.path("cause").asString("");
            String text = problem.path("detail").asString("");
            detail = (cause.isEmpty() ? "" : " " + cause) + (text.isEmpty() ? "" : ": " + text);
        } catch (RuntimeException e) {
            // not a ProblemDetails
        }
        return "HTTP " + r.status() + detail;
    }

    private static String describe(Throwable e) {
        Throwable c = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        return c.getClass().getSimpleName() + (c.getMessage() == null ? "" : ": " + c.getMessage());
    }

    /** Errors of one kind (same status, same exception) are logged once; a new kind is logged again. */
    private static boolean sameKind(String a, String b) {
        int i = a.indexOf(':');
        int j = b.indexOf(':');
        return (i < 0 ? a : a.substring(0, i)).equals(j < 0 ? b : b.substring(0, j));
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
