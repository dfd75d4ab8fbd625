package dev.corebed.scp.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.scp.client.NrfClient;
import dev.corebed.scp.config.ScpProperties;
import dev.corebed.scp.store.DiscoveryCache;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import tools.jackson.databind.JsonNode;

/**
 * Delegated discovery (TS 29.500 §6.10.3.2): the request's discovery parameters become an Nnrf_NFDiscovery query.
 * The answer is kept for its validityPeriod (when the cache is on), and requests with the same parameters arriving
 * while the NRF is asked wait for the same answer. In {@code local-first} mode the SCP's own view answers first and
 * the NRF only what the view cannot; in {@code nrf-first} mode the view answers when the NRF cannot be reached.
 */
public final class DiscoveryService {

    /** Discovery could not answer: the consumer gets this refusal. */
    public static final class Failure extends RuntimeException {
        final Refusal refusal;

        Failure(Refusal refusal) {
            super(refusal.detail(), null, false, false);
            this.refusal = refusal;
        }

        public Refusal refusal() {
            return refusal;
        }
    }

    private final NrfClient nrf;
    private final LocalDiscovery local;
    private final DiscoveryCache cache;
    private final ScpProperties.Discovery settings;
    private final LongSupplier nanoClock;
    private final ScpMetrics metrics;
    private final Map<String, CompletableFuture<Discovered>> asking = new ConcurrentHashMap<>();

    public DiscoveryService(NrfClient nrf, LocalDiscovery local, DiscoveryCache cache, ScpProperties.Discovery settings,
                            LongSupplier nanoClock, ScpMetrics metrics) {
        this.nrf = nrf;
        this.local = local;
        this.cache = cache;
        this.settings = settings;
        this.nanoClock = nanoClock;
        this.metrics = metrics;
    }

    /** The producers for these parameters; completed at once from the cache or the view, else when the NRF answers. */
    public CompletableFuture<Discovered> find(DiscoveryQuery q) {
        if (settings.mode() == ScpProperties.Mode.LOCAL_FIRST) {
            List<Producer> found = local.find(q);
            if (found != null && !found.isEmpty()) {
                metrics.discovery("local");
                return CompletableFuture.completedFuture(new Discovered(found, "local", 0));
            }
        }
        if (settings.cache()) {
            Discovered hit = cache.get(q.key());
            if (hit != null) {
                metrics.discovery("cache");
                return CompletableFuture.completedFuture(hit.source().equals("cache") ? hit : hit.from("cache"));
            }
        }
        CompletableFuture<Discovered> pending = asking.get(q.key());
        if (pending != null) {
            metrics.discovery("joined");
            return pending;
        }
        CompletableFuture<Discovered> mine = new CompletableFuture<>();
        pending = asking.putIfAbsent(q.key(), mine);
        if (pending != null) {
            metrics.discovery("joined");
            return pending;
        }
        ask(q).whenComplete((d, failure) -> {
            asking.remove(q.key(), mine);
            if (failure != null) {
                mine.completeExceptionally(failure);
            } else {
                mine.complete(d);
            }
        });
        return mine;
    }

    private CompletableFuture<Discovered> ask(DiscoveryQuery q) {
        return nrf.search(q.toQueryString()).handle((answer, failure) -> {
            if (failure == null && answer.status() == 200) {
                Discovered d = parse(answer);
                metrics.discovery("nrf");
                if (settings.cache()) {
                    cache.put(q.key(), d);
                }
                return d;
            }
            if (failure == null && answer.status() >= 400 && answer.status() < 500) {
                metrics.discovery("refused");
                throw new Failure(refused(answer));
            }
            // not reachable, no answer in time, or a server error: the NRF cannot serve
            if (settings.mode() == ScpProperties.Mode.NRF_FIRST) {
                List<Producer> found = local.find(q);
                if (found != null && !found.isEmpty()) {
                    metrics.discovery("local_fallback");
                    return new Discovered(found, "local_fallback", 0);
                }
            }
            metrics.discovery("nrf_unreachable");
            String why = failure != null ? failure.getClass().getSimpleName() + ": " + failure.getMessage()
                    : "the NRF answered " + answer.status();
            throw new Failure(Refusal.of(504, ScpCauses.NRF_NOT_REACHABLE, "delegated discovery: " + why));
        });
    }

    private Discovered parse(SbiClient.Response answer) {
        JsonNode body;
        try {
            body = answer.json();
        } catch (RuntimeException e) {
            throw new Failure(Refusal.of(504, ScpCauses.NRF_NOT_REACHABLE, "delegated discovery: the NRF's SearchResult is not JSON"));
        }
        List<Producer> producers = new ArrayList<>();
        for (JsonNode p : body.path("nfInstances")) {
            try {
                producers.add(Producer.of(p));
            } catch (IllegalArgumentException skipped) {
                // a profile without id or type cannot be routed to
            }
        }
        long validity = body.has("validityPeriod") ? body.get("validityPeriod").asLong() * 1000 : settings.defaultValidity().toMillis();
        validity = Math.min(validity, settings.maxValidity().toMillis());
        return new Discovered(List.copyOf(producers), "nrf", nanoClock.getAsLong() + Duration.ofMillis(Math.max(0, validity)).toNanos());
    }

    /** The NRF's 4xx: bad parameters become INVALID_DISCOVERY_PARAM naming the header, the rest NF_DISCOVERY_FAILURE. */
    private static Refusal refused(SbiClient.Response answer) {
        String cause = null;
        String param = null;
        String detail = null;
        try {
            JsonNode problem = answer.json();
            cause = problem.path("cause").asString(null);
            detail = problem.path("detail").asString(null);
            param = problem.path("invalidParams").path(0).path("param").asString(null);
        } catch (RuntimeException notJson) {
            // the status alone says it
        }
        String what = "the NRF answered " + answer.status() + (cause == null ? "" : " " + cause) + (detail == null ? "" : ": " + detail);
        if (answer.status() == 400 && cause != null && (cause.equals(Cause.INVALID_QUERY_PARAM)
                || cause.startsWith("MANDATORY_QUERY_PARAM") || cause.equals(Cause.OPTIONAL_QUERY_PARAM_INCORRECT))) {
            return new Refusal(400, ScpCauses.INVALID_DISCOVERY_PARAM, "delegated discovery: " + what,
                    param == null ? null : "3gpp-Sbi-Discovery-" + param, -1, null);
        }
        return new Refusal(400, ScpCauses.NF_DISCOVERY_FAILURE, "delegated discovery: " + what, null, -1, null);
    }

    public void clear() {
        cache.clear();
    }

    public int cached() {
        return cache.size();
    }
}
