package dev.corebed.bsf.service;

import dev.corebed.bsf.store.BsfSubscriptionStore;
import dev.corebed.bsf.store.BsfSubscriptionStore.SubscriptionRow;
import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.Violation;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.common.SupportedFeatures;
import dev.corebed.model.ts29521.BsfSubscription;
import dev.corebed.model.ts29521.SnssaiDnnPair;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;

/**
 * Binding event subscriptions (TS 29.521 §4.2.6, §4.2.7, §4.2.8): create, replace, delete, and what each
 * subscription watches ({@link BindingNotifications} sends the BsfNotifications).
 *
 * <p>Every instance keeps all subscriptions in memory (they are few), updated at once by its own changes and
 * re-read from the data tier every {@code stub.bsf.subscriptions.refresh-interval} for the other instances'.
 */
public final class BsfSubscriptionService {

    /**
     * @param limit             subscriptions held at most; beyond it a create is 500 INSUFFICIENT_RESOURCES
     * @param supportedFeatures the features this BSF supports (hex), answered as the intersection with the consumer's
     */
    public record Options(int limit, String supportedFeatures) {}

    /** What one subscription asks to hear of. pairs: "snssai|dnn" (Snssai key, dnn in lower case). */
    record Watch(String id, String supi, URI notifUri, String correId, Set<String> events, Set<String> pairs) {}

    public record Created(String subscriptionId, byte[] subscription) {}

    private final BsfSubscriptionStore store;
    private final Options options;
    private final Clock clock;
    private volatile Map<String, List<Watch>> bySupi = Map.of();
    private final AtomicLong localChanges = new AtomicLong();

    public BsfSubscriptionService(BsfSubscriptionStore store, Options options, Clock clock) {
        this.store = store;
        this.options = options;
        this.clock = clock;
    }

    /** CreateIndividualSubcription. */
    public CompletableFuture<Created> create(Bound<BsfSubscription> request) {
        long now = clock.millis();
        String id = BindingIds.newId(now);
        Watch w = watch(id, request.value());
        byte[] bytes = negotiated(request);
        return store.create(new SubscriptionRow(id, w.supi(), bytes, now, now), options.limit()).thenApply(stored -> {
            if (!stored) {
                throw new SbiException(500, "INSUFFICIENT_RESOURCES", "the BSF holds " + options.limit()
                        + " subscriptions (stub.bsf.subscriptions.limit)");
            }
            put(w);
            return new Created(id, bytes);
        });
    }

    /** ReplaceIndividualSubcription: answers the subscription as stored. */
    public CompletableFuture<byte[]> replace(String subscriptionId, Bound<BsfSubscription> request) {
        Watch w = watch(subscriptionId, request.value());
        if (!BindingIds.issued(subscriptionId)) {
            return CompletableFuture.failedFuture(notFound(subscriptionId));
        }
        byte[] bytes = negotiated(request);
        long now = clock.millis();
        return store.replace(new SubscriptionRow(subscriptionId, w.supi(), bytes, now, now)).thenApply(found -> {
            if (!found) {
                throw notFound(subscriptionId);
            }
            remove(subscriptionId);
            put(w);
            return bytes;
        });
    }

    /** DeleteIndividualSubcription. */
    public CompletableFuture<Void> delete(String subscriptionId) {
        if (!BindingIds.issued(subscriptionId)) {
            return CompletableFuture.failedFuture(notFound(subscriptionId));
        }
        return store.delete(subscriptionId).thenAccept(found -> {
            if (!found) {
                throw notFound(subscriptionId);
            }
            remove(subscriptionId);
        });
    }

    private static SbiException notFound(String id) {
        return new SbiException(404, Cause.SUBSCRIPTION_NOT_FOUND, "no subscription " + id);
    }

    /** The subscription as stored and answered: suppFeat is the features both sides support. */
    private byte[] negotiated(Bound<BsfSubscription> request) {
        if (request.value().suppFeat() != null) {
            request.json().put("suppFeat", SupportedFeatures.intersection(request.value().suppFeat(), options.supportedFeatures()));
        }
        return Json.write(request.json());
    }

    /**
     * What the schema cannot say of a BsfSubscription: notifUri is an absolute http or https URI (the BSF POSTs
     * to it) and the SUPI fits its column. Answers what the subscription watches.
     */
    static Watch watch(String id, BsfSubscription s) {
        List<Violation> problems = new ArrayList<>();
        URI uri = null;
        try {
            uri = new URI(s.notifUri());
            if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
                throw new URISyntaxException(s.notifUri(), "not an absolute http or https URI");
            }
        } catch (URISyntaxException e) {
            problems.add(Violations.incorrect("/notifUri", true, "not an absolute http or https URI"));
        }
        Violations.fits(problems, "/supi", true, s.supi(), BsfSubscriptionStore.SUPI_LENGTH);
        Violations.answer(problems);
        Set<String> pairs = new HashSet<>();
        if (s.snssaiDnnPairs() != null) {
            pairs.add(pair(s.snssaiDnnPairs()));
        }
        if (s.addSnssaiDnnPairs() != null) {
            s.addSnssaiDnnPairs().forEach(p -> pairs.add(pair(p)));
        }
        return new Watch(id, s.supi(), uri, s.notifCorreId(), Set.copyOf(s.events()), Set.copyOf(pairs));
    }

    /** The key a PDU session binding's S-NSSAI and DNN are matched by. */
    static String pair(String snssaiKey, String dnn) {
        return snssaiKey + "|" + dnn.toLowerCase(Locale.ROOT);
    }

    private static String pair(SnssaiDnnPair p) {
        return pair(Snssais.key(p.snssai()), p.dnn());
    }

    // --- the in-memory view ---

    /** The subscriptions of a SUPI (none: an empty list). */
    List<Watch> watches(String supi) {
        List<Watch> w = supi == null ? null : bySupi.get(supi);
        return w == null ? List.of() : w;
    }

    boolean watchesAny() {
        return !bySupi.isEmpty();
    }

    private synchronized void put(Watch w) {
        localChanges.incrementAndGet();
        Map<String, List<Watch>> next = new HashMap<>(bySupi);
        List<Watch> list = new ArrayList<>(next.getOrDefault(w.supi(), List.of()));
        list.add(w);
        next.put(w.supi(), List.copyOf(list));
        bySupi = Map.copyOf(next);
    }

    private synchronized void remove(String subscriptionId) {
        localChanges.incrementAndGet();
        Map<String, List<Watch>> next = new HashMap<>();
        bySupi.forEach((supi, list) -> {
            List<Watch> kept = list.stream().filter(w -> !w.id().equals(subscriptionId)).toList();
            if (!kept.isEmpty()) {
                next.put(supi, kept);
            }
        });
        bySupi = Map.copyOf(next);
    }

    /** Removes every subscription, here and on the data tier (a reset). */
    public CompletableFuture<Void> removeAll() {
        return store.clear().thenRun(() -> {
            synchronized (this) {
                localChanges.incrementAndGet();
                bySupi = Map.of();
            }
        });
    }

    /** Re-reads every subscription (other instances' too); answers how many are held. */
    public CompletableFuture<Integer> refresh() {
        long before = localChanges.get();
        return store.all(options.limit()).thenApply(rows -> {
            Map<String, List<Watch>> next = new HashMap<>();
            for (SubscriptionRow r : rows) {
                try {
                    Watch w = watch(r.subscriptionId(), StrictJson.read(r.body(), BsfSubscription.class));
                    next.computeIfAbsent(w.supi(), k -> new ArrayList<>()).add(w);
                } catch (ModelException | SbiException e) {
                    // stored by another version of the stub: not watched
                }
            }
            synchronized (this) {
                // A change made here while the rows were read is newer than them: keep it until the next refresh.
                if (localChanges.get() == before) {
                    Map<String, List<Watch>> frozen = new HashMap<>();
                    next.forEach((k, v) -> frozen.put(k, List.copyOf(v)));
                    bySupi = Map.copyOf(frozen);
                }
            }
            return rows.size();
        });
    }

    /** Binds a BsfSubscription body; the BSF's own rules are checked when it is created or replaced. */
    public static Bound<BsfSubscription> bind(JsonNode body) {
        return Bound.bind(body, BsfSubscription.class, Set.of());
    }
}
