package dev.corebed.udr.client;

import dev.corebed.sbi.client.SbiClient;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The policy data change notification of Nudr_DataRepository (TS 29.519 §5.2.11, the callback of
 * CreateIndividualPolicyDataSubscription): POSTs an array of PolicyDataChangeNotification to a subscriber's
 * notificationUri with the stub's SbiClient. Fire and forget for the caller; this class owns delivery
 * (the NRF stub's NFStatusNotify client does the same):
 *
 * <ul>
 *   <li>a 2xx answer is delivered; a transport failure, a timeout, 408, 429 or 5xx is tried again after
 *       {@code backoff}, doubling, up to {@code maxAttempts} in all, on a timer (no thread waits); any other
 *       answer (a 4xx: the subscriber refuses it) is final;</li>
 *   <li>at most {@code maxInFlight} notifications are being delivered or waiting for a retry; beyond that a
 *       new one is dropped at once, so a dead or slow callback cannot pile up memory;</li>
 *   <li>each notification ends in one outcome, counted in {@code stub.udr.notifications{resource,outcome}}:
 *       sent, failed (a final refusal or attempts exhausted) or dropped; each retry is counted in
 *       {@code stub.udr.notifications.retries{resource}}; the gauge {@code stub.udr.notifications.in.flight}
 *       shows the backlog.</li>
 * </ul>
 */
public final class PolicyDataChangeNotifyClient {

    private static final Logger log = LoggerFactory.getLogger(PolicyDataChangeNotifyClient.class);

    private final SbiClient client;
    private final ScheduledExecutorService timers;
    private final MeterRegistry registry;
    private final int maxAttempts;
    private final long backoffMillis;
    private final int maxInFlight;
    private final AtomicInteger inFlight = new AtomicInteger();
    /** Moved by {@link #dropPending()}: a retry of an earlier generation is not sent. */
    private final AtomicInteger generation = new AtomicInteger();
    private final ConcurrentHashMap<String, Counter> counters = new ConcurrentHashMap<>();

    public PolicyDataChangeNotifyClient(SbiClient client, ScheduledExecutorService timers, MeterRegistry registry,
                                        int maxAttempts, Duration backoff, int maxInFlight) {
        this.client = client;
        this.timers = timers;
        this.registry = registry;
        this.maxAttempts = maxAttempts;
        this.backoffMillis = backoff.toMillis();
        this.maxInFlight = maxInFlight;
        Gauge.builder("stub.udr.notifications.in.flight", inFlight, AtomicInteger::get)
                .description("policy data change notifications being delivered or waiting for a retry").register(registry);
    }

    /**
     * Starts the delivery of one notification (the JSON array of PolicyDataChangeNotification) and returns at
     * once; {@code resource} names what changed in the meters (am-data, sm-data, ...).
     */
    public void notify(String uri, String resource, byte[] notificationData) {
        if (inFlight.incrementAndGet() > maxInFlight) {
            inFlight.decrementAndGet();
            finished(resource, "dropped");
            log.debug("{} to {} dropped: {} notifications in flight", resource, uri, maxInFlight);
            return;
        }
        SbiClient.Request request;
        try {
            request = new SbiClient.Request("POST", URI.create(uri), null, null, null)
                    // TS 29.500 custom header naming the notification (Nudr_DM_Notify of TS 23.502 in
                    // TS 29.504's service name); User-Agent: the sending NF type.
                    .header("3gpp-sbi-callback", "Nudr_DataRepository_Notify")
                    .header("user-agent", "UDR")
                    .json(notificationData);
        } catch (IllegalArgumentException e) {
            done(resource, "failed", uri + " is not a URI");
            return;
        }
        attempt(request, resource, 1, generation.get());
    }

    /** Drops the notifications waiting for a retry (a reset): they are counted as dropped instead of sent. */
    public void dropPending() {
        generation.incrementAndGet();
    }

    /** Counts a notification dropped before it reached this client (its sender's queue was full). */
    public void dropped(String resource) {
        finished(resource, "dropped");
    }

    private void attempt(SbiClient.Request request, String resource, int attempt, int sentIn) {
        if (sentIn != generation.get()) {
            done(resource, "dropped", "reset before attempt " + attempt);
            return;
        }
        client.send(request).whenComplete((response, failure) -> {
            if (failure == null && response.status() / 100 == 2) {
                done(resource, "sent", null);
                return;
            }
            String why = failure != null ? failure.toString() : "status " + response.status();
            boolean transientFailure = failure != null || response.status() >= 500 || response.status() == 429
                    || response.status() == 408;
            if (!transientFailure || attempt >= maxAttempts) {
                done(resource, "failed", why);
                return;
            }
            counter("stub.udr.notifications.retries", resource, null).increment();
            long delay = backoffMillis << Math.min(attempt - 1, 20);
            try {
                timers.schedule(() -> attempt(request, resource, attempt + 1, sentIn), delay, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                done(resource, "failed", "shutting down after " + why);
            }
        });
    }

    private void done(String resource, String outcome, String why) {
        inFlight.decrementAndGet();
        finished(resource, outcome);
        if (why != null) {
            log.debug("{} notification {}: {}", resource, outcome, why);
        }
    }

    private void finished(String resource, String outcome) {
        counter("stub.udr.notifications", resource, outcome).increment();
    }

    private Counter counter(String name, String resource, String outcome) {
        return counters.computeIfAbsent(name + '|' + resource + '|' + outcome, k -> {
            Counter.Builder b = Counter.builder(name).tag("resource", resource);
            return (outcome == null ? b : b.tag("outcome", outcome)).register(registry);
        });
    }
}
