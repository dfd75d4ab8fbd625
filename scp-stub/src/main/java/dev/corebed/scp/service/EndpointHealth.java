package dev.corebed.scp.service;

import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * Outlier detection and circuit breaking per producer endpoint (host:port): {@code consecutiveFailures} failed
 * attempts in a row (an answer the SCP reselects on, a connection failure, a timeout) eject the endpoint from
 * selection for {@code baseEjection}, longer each time it is ejected again (up to {@code maxEjection}); when the
 * ejection ends the endpoint is half open: one request probes it, and its outcome closes the circuit or ejects it
 * again. At most {@code maxInFlight} requests go to one endpoint at a time.
 */
public final class EndpointHealth {

    /** Whether an attempt may go to an endpoint, and what it is. */
    public enum Admission { OPEN, PROBE, EJECTED, FULL }

    static final class Endpoint {
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger failures = new AtomicInteger();
        final AtomicBoolean probing = new AtomicBoolean();
        volatile long ejectedUntil;
        volatile int ejections;
    }

    private final int threshold;
    private final long baseNanos;
    private final long maxNanos;
    private final int maxInFlight;
    private final LongSupplier nanoClock;
    private final ScpMetrics metrics;
    private final Map<String, Endpoint> endpoints = new ConcurrentHashMap<>();

    public EndpointHealth(int consecutiveFailures, Duration baseEjection, Duration maxEjection, int maxInFlight,
                          LongSupplier nanoClock, ScpMetrics metrics) {
        this.threshold = Math.max(1, consecutiveFailures);
        this.baseNanos = baseEjection.toNanos();
        this.maxNanos = Math.max(baseNanos, maxEjection.toNanos());
        this.maxInFlight = maxInFlight;
        this.nanoClock = nanoClock;
        this.metrics = metrics;
    }

    private Endpoint endpoint(String authority) {
        Endpoint e = endpoints.get(authority);
        return e != null ? e : endpoints.computeIfAbsent(authority, k -> new Endpoint());
    }

    /** Whether selection may consider the endpoint, without taking anything (a half-open one counts as usable). */
    public boolean usable(String authority) {
        Endpoint e = endpoints.get(authority);
        if (e == null) {
            return true;
        }
        if (maxInFlight > 0 && e.inFlight.get() >= maxInFlight) {
            return false;
        }
        return e.ejectedUntil == 0 || nanoClock.getAsLong() >= e.ejectedUntil && !e.probing.get();
    }

    /**
     * Takes a slot for one attempt: OPEN or PROBE (the caller then reports the outcome with {@link #succeeded} or
     * {@link #failed}), or EJECTED / FULL (nothing taken).
     */
    public Admission acquire(String authority) {
        Endpoint e = endpoint(authority);
        long until = e.ejectedUntil;
        Admission a = Admission.OPEN;
        if (until != 0) {
            if (nanoClock.getAsLong() < until || !e.probing.compareAndSet(false, true)) {
                return Admission.EJECTED;
            }
            a = Admission.PROBE;
        }
        if (maxInFlight > 0 && e.inFlight.incrementAndGet() > maxInFlight) {
            e.inFlight.decrementAndGet();
            if (a == Admission.PROBE) {
                e.probing.set(false);
            }
            return Admission.FULL;
        } else if (maxInFlight <= 0) {
            e.inFlight.incrementAndGet();
        }
        return a;
    }

    /** Takes a slot whatever the endpoint's state: the consumer named it and nothing else can serve. */
    public void acquireForced(String authority) {
        endpoint(authority).inFlight.incrementAndGet();
    }

    public void succeeded(String authority, Admission a) {
        Endpoint e = endpoint(authority);
        e.inFlight.decrementAndGet();
        e.failures.set(0);
        if (a == Admission.PROBE) {
            e.ejectedUntil = 0;
            e.ejections = 0;
            e.probing.set(false);
        }
    }

    public void failed(String authority, Admission a) {
        Endpoint e = endpoint(authority);
        e.inFlight.decrementAndGet();
        if (a == Admission.PROBE) {
            eject(e);
            e.probing.set(false);
            return;
        }
        if (e.failures.incrementAndGet() >= threshold && e.ejectedUntil == 0) {
            eject(e);
        }
    }

    /** Releases a slot whose attempt was never made (or whose outcome says nothing of the endpoint). */
    public void released(String authority, Admission a) {
        Endpoint e = endpoint(authority);
        e.inFlight.decrementAndGet();
        if (a == Admission.PROBE) {
            e.probing.set(false);
        }
    }

    private void eject(Endpoint e) {
        int n = e.ejections + 1;
        e.ejections = n;
        e.failures.set(0);
        long length = Math.min(maxNanos, baseNanos * n);
        e.ejectedUntil = nanoClock.getAsLong() + length;
        metrics.ejections.increment();
    }

    public void clear() {
        endpoints.clear();
    }

    /** For the management API: endpoint → in flight, failures in a row, ejected for how many ms more (0 = not). */
    public Map<String, int[]> snapshot() {
        Map<String, int[]> out = new TreeMap<>();
        long now = nanoClock.getAsLong();
        endpoints.forEach((k, e) -> out.put(k, new int[] {e.inFlight.get(), e.failures.get(),
                e.ejectedUntil == 0 ? 0 : (int) Math.max(1, (e.ejectedUntil - now) / 1_000_000), e.ejections}));
        return out;
    }
}
