package dev.corebed.scp.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.scp.client.NrfClient;
import dev.corebed.scp.store.ProducerView;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Keeps the SCP's view of the producers current from its NRF (TS 29.510): one NFStatusSubscribe per NF type it
 * routes to, renewed before its validityTime ends; NFStatusNotify applied as it arrives (registered, profile changed
 * with the whole profile or its profileChanges, deregistered, suspended, which stays in the view marked so); and an
 * audit every {@code auditInterval} (NFListRetrieval and NFProfileRetrieval of each type) that repairs whatever a lost
 * notification left wrong. A notification costs a profile parse and the view's update of one entry: a burst or a
 * bulk update of every profile never holds the data path up.
 */
public final class NrfSync implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(NrfSync.class);

    /**
     * @param callbackUri where the NRF sends NFStatusNotify (the SCP's own route)
     */
    public record Options(List<String> nfTypes, boolean subscribe, Duration auditInterval, int auditParallel,
                          Duration validity, Duration retryInterval) {}

    /** What an audit found: profiles read, profiles the view had that the NRF no longer has, and failures. */
    public record AuditResult(int read, int removed, int failed) {}

    private record Subscription(String id, Instant validUntil) {}

    private final NrfClient nrf;
    private final ProducerView view;
    private final ScpMetrics metrics;
    private final Options options;
    private final Supplier<String> callbackUri;
    private final Supplier<String> nfInstanceId;
    private final ScheduledExecutorService timers;
    private final Clock clock;
    private final Map<String, Subscription> subscriptions = new ConcurrentHashMap<>();
    private volatile boolean closed;
    private volatile Instant lastAudit;
    private volatile AuditResult lastAuditResult;

    public NrfSync(NrfClient nrf, ProducerView view, ScpMetrics metrics, Options options, Supplier<String> callbackUri,
                   Supplier<String> nfInstanceId, ScheduledExecutorService timers, Clock clock) {
        this.nrf = nrf;
        this.view = view;
        this.metrics = metrics;
        this.options = options;
        this.callbackUri = callbackUri;
        this.nfInstanceId = nfInstanceId;
        this.timers = timers;
        this.clock = clock;
    }

    /** Subscribes and audits (in the background, retrying while the NRF cannot be reached). No NRF: nothing. */
    public void start() {
        if (!nrf.configured()) {
            log.info("SCP: no NRF (nrf.api-root): the view of the producers stays empty; Model C targets are forwarded as given");
            return;
        }
        if (!options.subscribe()) {
            timers.execute(this::auditAndReschedule);
            return;
        }
        // subscribed first, audited then: what registered before a subscription existed is read by the audit
        List<CompletableFuture<Boolean>> first = new ArrayList<>();
        for (String type : options.nfTypes()) {
            first.add(subscribeOnce(type).thenApply(ok -> {
                if (!ok) {
                    retry(() -> subscribe(type));
                }
                return ok;
            }));
        }
        CompletableFuture.allOf(first.toArray(CompletableFuture[]::new)).whenComplete((v, t) -> {
            try {
                timers.execute(this::auditAndReschedule);
            } catch (RuntimeException shuttingDown) {
                // closed meanwhile
            }
        });
        long check = Math.max(1000, Math.min(60_000, options.validity().toMillis() / 10));
        timers.scheduleWithFixedDelay(this::renewDue, check, check, TimeUnit.MILLISECONDS);
    }

    private void auditAndReschedule() {
        if (closed) {
            return;
        }
        audit().whenComplete((r, failure) -> {
            if (closed) {
                return;
            }
            // a profile the NRF could not give this time (busy, or reset meanwhile) is read again soon, not an audit later
            Duration next = failure != null || r.failed() > 0 ? options.retryInterval() : options.auditInterval();
            if (!next.isZero() && !timers.isShutdown()) {
                try {
                    timers.schedule(this::auditAndReschedule, next.toMillis(), TimeUnit.MILLISECONDS);
                } catch (RuntimeException e) {
                    // shutting down
                }
            }
        });
    }

    // --- subscriptions ---

    /** A subscription that failed before, tried again until the NRF grants it; then that type is audited (catch-up). */
    private void subscribe(String nfType) {
        if (closed) {
            return;
        }
        subscribeOnce(nfType).thenAccept(ok -> {
            if (!ok) {
                retry(() -> subscribe(nfType));
            } else {
                auditType(nfType).whenComplete((r, t) -> {
                    if (t != null) {
                        log.debug("SCP: catch-up audit of {} failed: {}", nfType, t.toString());
                    }
                });
            }
        });
    }

    /** One NFStatusSubscribe for the type; true when the NRF granted it. */
    private CompletableFuture<Boolean> subscribeOnce(String nfType) {
        ObjectNode body = Json.MAPPER.createObjectNode();
        body.put("nfStatusNotificationUri", callbackUri.get());
        body.put("reqNfType", "SCP");
        String id = nfInstanceId.get();
        if (id != null) {
            body.put("reqNfInstanceId", id);
        }
        body.putObject("subscrCond").put("nfType", nfType);
        ArrayNode events = body.putArray("reqNotifEvents");
        events.add("NF_REGISTERED").add("NF_DEREGISTERED").add("NF_PROFILE_CHANGED");
        body.put("validityTime", Instant.now(clock).plus(options.validity()).toString());
        return nrf.subscribe(body).handle((answer, failure) -> {
            if (failure == null && answer.status() == 201) {
                JsonNode created = answer.json();
                String sid = created.path("subscriptionId").asString(null);
                if (sid == null) {
                    String location = answer.header("location");
                    sid = location == null ? null : location.substring(location.lastIndexOf('/') + 1);
                }
                Instant until = parseTime(created.path("validityTime").asString(null), Instant.now(clock).plus(options.validity()));
                if (sid != null) {
                    Subscription old = subscriptions.put(nfType, new Subscription(sid, until));
                    if (old != null && !old.id().equals(sid)) {
                        nrf.unsubscribe(old.id());
                    }
                    log.debug("SCP: subscribed to {} status at the NRF ({}, until {})", nfType, sid, until);
                    return true;
                }
            }
            log.warn("SCP: cannot subscribe to {} status at {}: {}; retrying in {}", nfType, nrf.apiRoot(),
                    failure != null ? failure.toString() : answer.status() + " " + new String(answer.body()), options.retryInterval());
            return false;
        });
    }

    /**
     * The subscriptions made again (a reset: the NRF may have been reset with them): the old ones removed, new ones
     * made, then an audit, as at the start: what registered while no subscription existed (between the NRF's reset
     * and now) is read by it. Completes when the audit did.
     */
    public CompletableFuture<Void> resubscribe() {
        if (!nrf.configured() || !options.subscribe() || closed) {
            return CompletableFuture.completedFuture(null);
        }
        List<CompletableFuture<Boolean>> all = new ArrayList<>();
        for (String type : options.nfTypes()) {
            Subscription old = subscriptions.remove(type);
            CompletableFuture<?> gone = old == null ? CompletableFuture.completedFuture(null)
                    : nrf.unsubscribe(old.id()).handle((r, t) -> null);
            all.add(gone.thenCompose(v -> subscribeOnce(type)).thenApply(ok -> {
                if (!ok) {
                    retry(() -> subscribe(type));
                }
                return ok;
            }));
        }
        return CompletableFuture.allOf(all.toArray(CompletableFuture[]::new))
                .thenCompose(v -> audit().handle((r, t) -> (Void) null));
    }

    private void renewDue() {
        Instant soon = Instant.now(clock).plus(options.validity().dividedBy(5));
        subscriptions.forEach((type, s) -> {
            if (s.validUntil().isBefore(soon)) {
                String until = Instant.now(clock).plus(options.validity()).toString();
                nrf.renew(s.id(), until).whenComplete((answer, failure) -> {
                    if (failure == null && (answer.status() == 200 || answer.status() == 204)) {
                        Instant granted = answer.status() == 200
                                ? parseTime(answer.json().path("validityTime").asString(null), Instant.parse(until)) : Instant.parse(until);
                        subscriptions.replace(type, s, new Subscription(s.id(), granted));
                    } else if (failure == null && answer.status() == 404) {
                        subscriptions.remove(type, s);
                        subscribe(type);
                    }
                });
            }
        });
    }

    private void retry(Runnable task) {
        if (!closed && !timers.isShutdown()) {
            try {
                timers.schedule(task, options.retryInterval().toMillis(), TimeUnit.MILLISECONDS);
            } catch (RuntimeException e) {
                // shutting down
            }
        }
    }

    private static Instant parseTime(String text, Instant otherwise) {
        try {
            return text == null ? otherwise : java.time.OffsetDateTime.parse(text).toInstant();
        } catch (RuntimeException e) {
            return otherwise;
        }
    }

    /** The subscriptions held: NF type → subscription id. */
    public Map<String, String> subscriptions() {
        Map<String, String> out = new java.util.TreeMap<>();
        subscriptions.forEach((k, v) -> out.put(k, v.id()));
        return out;
    }

    // --- notifications ---

    /**
     * One NFStatusNotify's NotificationData: applied to the view before the answer. A profile change the view
     * cannot apply (an instance it does not know, changes that do not apply) is resolved by reading the profile.
     *
     * @throws SbiException 400 MANDATORY_IE_MISSING when it is not a NotificationData
     */
    private static final java.util.regex.Pattern UUID_FORMAT =
            java.util.regex.Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    public CompletableFuture<Void> notified(JsonNode data) {
        JsonNode eventNode = data.get("event");
        JsonNode uriNode = data.get("nfInstanceUri");
        if (eventNode == null || eventNode.isNull() || uriNode == null || uriNode.isNull()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, eventNode == null || eventNode.isNull() ? "/event" : "/nfInstanceUri",
                    "mandatory in a NotificationData");
        }
        if (!eventNode.isString() || !uriNode.isString()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, !eventNode.isString() ? "/event" : "/nfInstanceUri",
                    "a string");
        }
        String event = eventNode.asString();
        String uri = uriNode.asString();
        String id = uri.substring(uri.lastIndexOf('/') + 1);
        if (!UUID_FORMAT.matcher(id).matches()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/nfInstanceUri", "does not end with an nfInstanceId (a UUID)");
        }
        metrics.notification(event);
        switch (event) {
            case "NF_REGISTERED", "NF_PROFILE_CHANGED" -> {
                JsonNode profile = data.get("nfProfile");
                if (profile != null && profile.isObject()) {
                    try {
                        view.put(Producer.of(profile));
                    } catch (IllegalArgumentException e) {
                        throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/nfProfile", e.getMessage());
                    }
                    return CompletableFuture.completedFuture(null);
                }
                JsonNode changes = data.get("profileChanges");
                if (changes != null && changes.isArray() && applyChanges(id, changes)) {
                    return CompletableFuture.completedFuture(null);
                }
                return fetch(id);
            }
            case "NF_DEREGISTERED" -> {
                view.remove(id);
                return CompletableFuture.completedFuture(null);
            }
            default -> {
                return CompletableFuture.completedFuture(null); // another event (e.g. of a SharedData) concerns no producer
            }
        }
    }

    /** profileChanges (TS 29.571 ChangeItem: op, path, from, newValue) applied to the profile the view holds. */
    private boolean applyChanges(String id, JsonNode changes) {
        synchronized (this) {
            Producer old = view.get(id);
            if (old == null) {
                return false;
            }
            try {
                ArrayNode patch = Json.MAPPER.createArrayNode();
                for (JsonNode c : changes) {
                    ObjectNode op = patch.addObject();
                    op.put("op", c.path("op").asString("").toLowerCase());
                    op.put("path", c.path("path").asString(""));
                    if (c.has("from")) {
                        op.put("from", c.get("from").asString());
                    }
                    if (c.has("newValue")) {
                        op.set("value", c.get("newValue"));
                    }
                }
                JsonNode updated = JsonPatch.apply(old.profile(), JsonPatch.parse(patch));
                view.put(Producer.of(updated));
                return true;
            } catch (RuntimeException e) {
                log.debug("SCP: profileChanges of {} do not apply to its profile ({}); reading it", id, e.toString());
                return false;
            }
        }
    }

    /** Read from this SCP's own NRF by nfInstanceId, never from the host a notification names. */
    private CompletableFuture<Void> fetch(String id) {
        return nrf.profile(id).thenAccept(answer -> {
            if (answer.status() == 200) {
                view.put(Producer.of(answer.json()));
            } else if (answer.status() == 404) {
                view.remove(id);
            }
        });
    }

    // --- audit ---

    /** Compares the view with the NRF's profiles of every NF type routed to, and makes it the same. */
    public CompletableFuture<AuditResult> audit() {
        if (!nrf.configured()) {
            return CompletableFuture.completedFuture(new AuditResult(0, 0, 0));
        }
        CompletableFuture<AuditResult> chain = CompletableFuture.completedFuture(new AuditResult(0, 0, 0));
        for (String type : options.nfTypes()) {
            chain = chain.thenCompose(total -> auditType(type).handle((r, failure) -> failure != null
                    ? new AuditResult(total.read(), total.removed(), total.failed() + 1)
                    : new AuditResult(total.read() + r.read(), total.removed() + r.removed(), total.failed() + r.failed())));
        }
        return chain.whenComplete((r, failure) -> {
            lastAudit = Instant.now(clock);
            lastAuditResult = r;
            metrics.audit(failure != null || r.failed() > 0 ? "failed" : "ok");
            if (r != null && r.removed() > 0) {
                log.info("SCP audit: {} profiles read, {} no longer at the NRF removed", r.read(), r.removed());
            }
        });
    }

    private CompletableFuture<AuditResult> auditType(String type) {
        long since = view.sequence();
        return listAll(type, 1, new ArrayList<>()).thenCompose(hrefs -> {
            List<Producer> found = java.util.Collections.synchronizedList(new ArrayList<>());
            AtomicInteger failed = new AtomicInteger();
            java.util.Iterator<String> next = hrefs.iterator();
            List<CompletableFuture<Void>> reads = new ArrayList<>();
            for (int i = 0; i < options.auditParallel(); i++) {
                reads.add(readNext(next, found, failed));
            }
            return CompletableFuture.allOf(reads.toArray(CompletableFuture[]::new)).thenApply(v -> {
                synchronized (this) {
                    if (failed.get() > 0) {
                        // a profile that could not be read is kept as it is: nothing removed, only what was read put
                        view.replaceType("", found, since);
                        return new AuditResult(found.size(), 0, failed.get());
                    }
                    int removed = view.replaceType(type, found, since);
                    return new AuditResult(found.size(), removed, 0);
                }
            });
        });
    }

    /** One of the audit's readers: reads profiles one after the other until none is left; never fails. */
    private CompletableFuture<Void> readNext(java.util.Iterator<String> hrefs, List<Producer> found, AtomicInteger failed) {
        String href;
        synchronized (hrefs) {
            if (!hrefs.hasNext()) {
                return CompletableFuture.completedFuture(null);
            }
            href = hrefs.next();
        }
        return nrf.profile(href).handle((answer, failure) -> {
            if (failure == null && answer.status() == 200) {
                try {
                    found.add(Producer.of(answer.json()));
                } catch (RuntimeException bad) {
                    failed.incrementAndGet();
                }
            } else if (failure != null || answer.status() != 404) {
                failed.incrementAndGet();
            }
            return null;
        }).thenCompose(v -> readNext(hrefs, found, failed));
    }

    private CompletableFuture<List<String>> listAll(String type, int page, List<String> acc) {
        int size = 500;
        return nrf.list(type, page, size).thenCompose(answer -> {
            if (answer.status() != 200) {
                return CompletableFuture.failedFuture(new IllegalStateException("NFListRetrieval of " + type + ": " + answer.status()));
            }
            JsonNode body = answer.json();
            JsonNode items = body.path("_links").path("item");
            items.forEach(i -> acc.add(i.path("href").asString()));
            long total = body.path("totalItemCount").asLong(acc.size());
            if (items.size() == size && acc.size() < total) {
                return listAll(type, page + 1, acc);
            }
            return CompletableFuture.completedFuture(acc);
        });
    }

    public Instant lastAudit() {
        return lastAudit;
    }

    public AuditResult lastAuditResult() {
        return lastAuditResult;
    }

    /** Removes the subscriptions (waiting a little for the NRF), and stops renewing them. */
    @Override
    public void close() {
        closed = true;
        List<CompletableFuture<SbiClient.Response>> removing = new ArrayList<>();
        subscriptions.values().forEach(s -> removing.add(nrf.unsubscribe(s.id())));
        subscriptions.clear();
        try {
            CompletableFuture.allOf(removing.toArray(CompletableFuture[]::new)).get(2, TimeUnit.SECONDS);
        } catch (Exception e) {
            log.debug("SCP: subscriptions not all removed at the NRF: {}", e.toString());
        }
    }
}
