package dev.corebed.peersim.ocs.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The OCS's Spending-Status-Notifications (SNR, TS 29.219 §4.4.3): when a subscriber's counters change on the management
 * port, to each of its Sy sessions subscribed to them; on demand to one session; at a configured rate to random live
 * sessions, each moving the session's counters to the next of the configured statuses (so that each one changes the
 * PCRF's decision, as the seed's 3.1.3 has every SNR end in a Gx RAR). SNRs never wait on a thread: their answers only
 * count ({@code peer.ocs.snr{result}}).
 */
public final class SpendingNotifications {

    /** Where an SNR goes: the PCRF of a session; completes with the SNA's result ("2001") or why there was none. */
    @FunctionalInterface
    public interface Notifier {
        CompletableFuture<String> spendingStatus(OcsSessions.Session session, Map<String, String> statuses);
    }

    /** One SNR sent and its result. */
    public record Sent(String sessionId, String pcrfHost, String result) {}

    private final OcsSessions sessions;
    private final Notifier notifier;
    private final OcsMetrics metrics;
    private final ScheduledExecutorService timer;
    private final List<String> cycle;
    private final Object rateLock = new Object();
    private ScheduledFuture<?> rateTask;
    private double rate;

    public SpendingNotifications(OcsSessions sessions, Notifier notifier, OcsMetrics metrics, ScheduledExecutorService timer,
                                 List<String> cycle) {
        this.sessions = sessions;
        this.notifier = notifier;
        this.metrics = metrics;
        this.timer = timer;
        this.cycle = List.copyOf(cycle);
    }

    /** A subscriber's counters change: each of its sessions subscribed to one of them gets an SNR with its statuses. */
    public CompletableFuture<List<Sent>> changed(String subscriber, Map<String, String> changed) {
        sessions.set(subscriber, changed);
        List<CompletableFuture<Sent>> sent = new ArrayList<>();
        for (OcsSessions.Session s : sessions.of(subscriber)) {
            Map<String, String> mine = new LinkedHashMap<>();
            Map<String, String> all = OcsService.of(sessions.statuses(subscriber), s.counters());
            changed.keySet().forEach(c -> {
                if (all.containsKey(c)) {
                    mine.put(c, all.get(c));
                }
            });
            if (!mine.isEmpty()) {
                sent.add(send(s, mine));
            }
        }
        return all(sent);
    }

    /** An SNR to one session now: the given statuses (the subscriber's become them), or its counters' statuses as they are. */
    public CompletableFuture<Sent> notifyNow(String sessionId, Map<String, String> statuses) {
        OcsSessions.Session s = sessions.get(sessionId);
        if (s == null) {
            throw new IllegalArgumentException("no Sy session " + sessionId);
        }
        if (!statuses.isEmpty()) {
            sessions.set(s.subscriber(), statuses);
            return send(s, statuses);
        }
        return send(s, OcsService.of(sessions.statuses(s.subscriber()), s.counters()));
    }

    private CompletableFuture<Sent> send(OcsSessions.Session s, Map<String, String> statuses) {
        CompletableFuture<String> answer;
        try {
            answer = notifier.spendingStatus(s, statuses);
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        return answer.handle((result, failure) -> {
            String r = failure != null ? "unreachable" : result;
            metrics.snr(r);
            return new Sent(s.sessionId(), s.pcrfHost(), r);
        });
    }

    private static CompletableFuture<List<Sent>> all(List<CompletableFuture<Sent>> sent) {
        return CompletableFuture.allOf(sent.toArray(CompletableFuture[]::new))
                .thenApply(v -> sent.stream().map(CompletableFuture::join).toList());
    }

    /** Sends {@code perSecond} SNRs a second to random live sessions (0 stops them). */
    public void rate(double perSecond) {
        if (perSecond < 0) {
            throw new IllegalArgumentException("a rate >= 0");
        }
        synchronized (rateLock) {
            if (rateTask != null) {
                rateTask.cancel(false);
                rateTask = null;
            }
            rate = perSecond;
            if (perSecond > 0) {
                long tickMillis = 10;
                double[] due = {0};
                rateTask = timer.scheduleAtFixedRate(() -> {
                    due[0] += perSecond * tickMillis / 1000.0;
                    while (due[0] >= 1) {
                        due[0] -= 1;
                        OcsSessions.Session s = sessions.random();
                        if (s == null) {
                            due[0] = 0;
                            break;
                        }
                        tick(s);
                    }
                }, tickMillis, tickMillis, TimeUnit.MILLISECONDS);
            }
        }
    }

    /** The session's counters each move to the next status of the cycle, and the PCRF hears of it. */
    private void tick(OcsSessions.Session s) {
        try {
            Map<String, String> next = new LinkedHashMap<>();
            OcsService.of(sessions.statuses(s.subscriber()), s.counters()).forEach((c, status) -> {
                int i = cycle.indexOf(status);
                next.put(c, cycle.get((i + 1) % cycle.size()));
            });
            sessions.set(s.subscriber(), next);
            send(s, next);
        } catch (RuntimeException e) {
            metrics.snr("not_sent");
        }
    }

    public double rate() {
        synchronized (rateLock) {
            return rate;
        }
    }
}
