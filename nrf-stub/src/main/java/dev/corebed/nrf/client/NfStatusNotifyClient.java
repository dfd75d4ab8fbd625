package dev.corebed.nrf.client;

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
 * NFStatusNotify (TS 29.510 §5.2.2.6): POSTs NotificationData to a subscriber's nfStatusNotificationUri
 * with the stub's SbiClient. Fire and forget for the caller; this class owns delivery:
 *
 * <ul>
 *   <li>a 2xx answer is delivered; a transport failure, a timeout, 408, 429 or 5xx is tried again after
 *       {@code backoff}, doubling, up to {@code maxAttempts} in all, on a timer (no thread waits); any other
 *       answer (a 4xx: the subscriber refuses it) is final;</li>
 *   <li>at most {@code maxInFlight} notifications are being delivered or waiting for a retry; beyond that a
 *       new one is dropped at once, so a dead or slow callback cannot pile up memory;</li>
 *   <li>each notification ends in one outcome, counted in {@code stub.nrf.notifications{event,outcome}}:
 *       sent, failed (a final refusal or attempts exhausted) or dropped; each retry is counted in
 *       {@code stub.nrf.notifications.retries{event}}; the gauge {@code stub.nrf.notifications.in.flight}
 *       shows the backlog.</li>
 * </ul>
 */
public final class NfStatusNotifyClient {

    private static final Logger log = LoggerFactory.getLogger(NfStatusNotifyClient.class);

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

    public NfStatusNotifyClient(SbiClient client, ScheduledExecutorService timers, MeterRegistry registry,
                                int maxAttempts, Duration backoff, int maxInFlight) {
        this.client = client;
        this.timers = timers;
        this.registry = registry;
        this.maxAttempts = maxAttempts;
        this.backoffMillis = backoff.toMillis();
        this.maxInFlight = maxInFlight;
        Gauge.builder("stub.nrf.notifications.in.flight", inFlight, AtomicInteger::get)
                .description("NFStatusNotify requests being delivered or waiting for a retry").register(registry);
    }

    /** Starts the delivery of one NotificationData (JSON bytes) and returns at once. */
    public void notify(String uri, String event, byte[] notificationData) {
        if (inFlight.incrementAndGet() > maxInFlight) {
            inFlight.decrementAndGet();
            finished(event, "dropped");
            log.debug("{} to {} dropped: {} notifications in flight", event, uri, maxInFlight);
            return;
        }
        SbiClient.Request request;
        try {
            request = new SbiClient.Request("POST", URI.create(uri), null, null, null)
                    // TS 29.500 custom header naming the notification; User-Agent: the sending NF type.
                    .header("3gpp-sbi-callback", "Nnrf_NFManagement_NFStatusNotify")
                    .header("user-agent", "NRF")
                    .json(notificationData);
        } catch (IllegalArgumentException e) {
            done(event, "failed", uri + " is not a URI");
            return;
        }
        attempt(request, event, 1, generation.get());
    }

    /** Drops the notifications waiting for a retry (a reset): they are counted as dropped instead of sent. */
    public void dropPending() {
        generation.incrementAndGet();
    }

    private void attempt(SbiClient.Request request, String event, int attempt, int sentIn) {
        if (sentIn != generation.get()) {
            done(event, "dropped", "reset before attempt " + attempt);
            return;
        }
        client.send(request).whenComplete((response, failure) -> {
            if (failure == null && response.status() / 100 == 2) {
                done(event, "sent", null);
                return;
            }
            String why = failure != null ? failure.toString() : "status " + response.status();
            boolean transientFailure = failure != null || response.status() >= 500 || response.status() == 429
                    || response.status() == 408;
            if (!transientFailure || attempt >= maxAttempts) {
                done(event, "failed", why);
                return;
            }
            counter("stub.nrf.notifications.retries", event, null).increment();
            long delay = backoffMillis << Math.min(attempt - 1, 20);
            try {
                timers.schedule(() -> attempt(request, event, attempt + 1, sentIn), delay, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                done(event, "failed", "shutting down after " + why);
            }
        });
    }

    private void done(String event, String outcome, String why) {
        inFlight.decrementAndGet();
        finished(event, outcome);
        if (why != null) {
            log.debug("{} notification {}: {}", event, outcome, why);
        }
    }

    private void finished(String event, String outcome) {
        counter("stub.nrf.notifications", event, outcome).increment();
    }

    private Counter counter(String name, String event, String outcome) {
        return counters.computeIfAbsent(name + '|' + event + '|' + outcome, k -> {
            Counter.Builder b = Counter.builder(name).tag("event", event);
            return (outcome == null ? b : b.tag("outcome", outcome)).register(registry);
        });
    }
}
