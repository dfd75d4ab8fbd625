package dev.corebed.peersim.hss.service;

import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.sh.ShData;
import dev.corebed.peersim.hss.service.Population.Repository;
import dev.corebed.peersim.hss.service.Population.Subscriber;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The HSS's Sh-Notif (PNR): to the application servers subscribed to data that changed (through Sh-Update, or on
 * demand from the management port), and at a configured rate to random live subscriptions, as a test bed needs
 * notifications to flow. A change of repository data made on demand or at the rate takes the next SequenceNumber
 * (with new ServiceData); UE reachability for IP is notified as REACHABLE. A one-time subscription ends once
 * notified. PNRs never wait on a thread: their answers only count.
 */
public final class PushNotifications {

    /** One PNR sent and its result (the PNA's, or why there was none). */
    public record Sent(String destinationHost, String userIdentity, String result) {}

    private final Population population;
    private final HssSubscriptions subscriptions;
    private final Notifier notifier;
    private final HssMetrics metrics;
    private final ScheduledExecutorService timer;
    private final Clock clock;
    private final Object rateLock = new Object();
    private ScheduledFuture<?> rateTask;
    private double rate;
    private int rateDataReference = 25;

    public PushNotifications(Population population, HssSubscriptions subscriptions, Notifier notifier, HssMetrics metrics,
                             ScheduledExecutorService timer, Clock clock) {
        this.population = population;
        this.subscriptions = subscriptions;
        this.notifier = notifier;
        this.metrics = metrics;
        this.timer = timer;
        this.clock = clock;
    }

    /** Data a subscriber's Sh-Update changed: every other subscribed server is notified. */
    void changed(Subscriber s, int dataReference, String serviceIndication, String exceptHost) {
        for (HssSubscriptions.Subscription sub : subscriptions.to(s.key(), dataReference, serviceIndication, clock.instant())) {
            if (!sub.key().asHost().equals(exceptHost)) {
                send(sub, current(s, dataReference, serviceIndication));
            }
        }
    }

    /**
     * A notification on demand: the data changes (repository data: next SequenceNumber, {@code serviceData} or new
     * generated data, or deleted when {@code delete}), then every server subscribed to it is notified, or only
     * {@code destinationHost} (in {@code destinationRealm}) when one is named, subscribed or not.
     *
     * @return the PNRs sent, with their results; none when nobody is subscribed and no host is named
     */
    public CompletableFuture<List<Sent>> notifyNow(HssService.Identity id, int dataReference, String serviceIndication,
                                                   String serviceData, boolean delete, String destinationHost,
                                                   String destinationRealm) {
        Subscriber s = population.find(id.publicIdentity(), id.msisdn());
        if (s == null) {
            throw new IllegalArgumentException("no subscriber " + id);
        }
        if (!HssService.SERVED.contains(dataReference)) {
            throw new IllegalArgumentException("Data-Reference " + dataReference + " is not notified (0, 17, 25, 27 are)");
        }
        String si = dataReference == 0 ? serviceIndication : "";
        if (dataReference == 0) {
            change(s, si, serviceData, delete);
        }
        byte[] data = current(s, dataReference, si);
        List<CompletableFuture<Sent>> sent = new ArrayList<>();
        if (destinationHost != null && !destinationHost.isBlank()) {
            String identity = id.publicIdentity() != null ? id.publicIdentity() : id.msisdn();
            sent.add(send(identity, id.publicIdentity() == null, destinationHost, destinationRealm, data));
        } else {
            for (HssSubscriptions.Subscription sub : subscriptions.to(s.key(), dataReference, si, clock.instant())) {
                sent.add(send(sub, data));
            }
        }
        return CompletableFuture.allOf(sent.toArray(CompletableFuture[]::new))
                .thenApply(v -> sent.stream().map(CompletableFuture::join).toList());
    }

    /** Repository data changed on the HSS's own initiative: next SequenceNumber, new or given ServiceData, or deleted. */
    private void change(Subscriber s, String si, String serviceData, boolean delete) {
        population.changeRepositoryData(s, si, current -> {
            int next = current == null ? 0 : ShData.nextSequenceNumber(current.sequenceNumber());
            if (delete) {
                return current == null ? null : new Repository(next, null);
            }
            String data = serviceData != null ? serviceData
                    : ServiceDataGenerator.simservs(s.msisdn() == null ? s.key() : s.msisdn(), next,
                    population.options().serviceDataSize());
            return new Repository(next, data);
        });
    }

    /** The Sh-Data a PNR carries for that data: as it is now (a deleted repository data without ServiceData). */
    private byte[] current(Subscriber s, int dataReference, String serviceIndication) {
        return switch (dataReference) {
            case 0 -> {
                Repository r = population.repositoryData(s, serviceIndication);
                yield r != null ? ShData.repositoryData(serviceIndication, r.sequenceNumber(), r.serviceData())
                        : ShData.repositoryData(serviceIndication, 0, null);
            }
            case 17 -> ShData.msisdn(s.msisdn() == null ? List.of() : List.of(s.msisdn()));
            case 25 -> ShData.ueReachabilityForIp(HssService.REACHABLE);
            case 27 -> ShData.stnSr(population.stnSr(s));
            default -> ShData.empty();
        };
    }

    private CompletableFuture<Sent> send(HssSubscriptions.Subscription sub, byte[] data) {
        if (sub.oneTime()) {
            subscriptions.remove(sub.key());
        }
        return send(sub.userIdentity(), sub.msisdnIdentity(), sub.key().asHost(), sub.asRealm(), data);
    }

    private CompletableFuture<Sent> send(String identity, boolean msisdn, String host, String realm, byte[] data) {
        CompletableFuture<ResultCode> answer;
        try {
            answer = notifier.pushNotification(identity, msisdn, host, realm, data);
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        return answer.handle((rc, failure) -> {
            String result = failure != null ? (failure instanceof java.util.concurrent.TimeoutException
                    || failure.getCause() instanceof java.util.concurrent.TimeoutException ? "timeout" : "unreachable")
                    : rc == null ? "none" : rc.tag();
            metrics.pnr(result);
            return new Sent(host, identity, result);
        });
    }

    // ------------------------------------------------------------------ at a rate

    /** Sends {@code perSecond} PNRs a second to random live subscriptions of that data (0 stops them). */
    public void rate(double perSecond, int dataReference) {
        if (perSecond < 0 || !HssService.SERVED.contains(dataReference)) {
            throw new IllegalArgumentException("a rate >= 0 of Data-Reference 0, 17, 25 or 27");
        }
        synchronized (rateLock) {
            if (rateTask != null) {
                rateTask.cancel(false);
                rateTask = null;
            }
            rate = perSecond;
            rateDataReference = dataReference;
            if (perSecond > 0) {
                long tickMillis = 10;
                double[] due = {0};
                rateTask = timer.scheduleAtFixedRate(() -> {
                    due[0] += perSecond * tickMillis / 1000.0;
                    Instant now = clock.instant();
                    while (due[0] >= 1) {
                        due[0] -= 1;
                        HssSubscriptions.Subscription sub = subscriptions.random(dataReference, now);
                        if (sub == null) {
                            due[0] = 0;
                            break;
                        }
                        tick(sub);
                    }
                }, tickMillis, tickMillis, TimeUnit.MILLISECONDS);
            }
        }
    }

    private void tick(HssSubscriptions.Subscription sub) {
        try {
            Subscriber s = sub.msisdnIdentity() ? population.find(null, sub.userIdentity())
                    : population.find(sub.userIdentity(), null);
            if (s == null) {
                return;
            }
            if (sub.key().dataReference() == 0) {
                change(s, sub.key().serviceIndication(), null, false);
            }
            send(sub, current(s, sub.key().dataReference(), sub.key().serviceIndication()));
        } catch (RuntimeException e) {
            metrics.pnr("not_sent");
        }
    }

    public double rate() {
        synchronized (rateLock) {
            return rate;
        }
    }

    public int rateDataReference() {
        synchronized (rateLock) {
            return rateDataReference;
        }
    }
}
