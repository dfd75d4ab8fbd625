package dev.corebed.gatling.load;

/**
 * The open model's start times of several flows (a linear ramp, then each flow's constant rate), taken in order: the
 * drivers' scheduler threads ask for the flow whose next start is soonest, wait for it, and take it.
 */
final class Schedule {

    private final double ramp;
    private final double[] rates;
    private final long[] started;
    private final long[] total;
    private final long t0;

    /** @param t0 the schedule's start, System.nanoTime() */
    Schedule(double ramp, double duration, double[] rates, long t0) {
        this.ramp = ramp;
        this.rates = rates.clone();
        this.t0 = t0;
        this.started = new long[rates.length];
        this.total = new long[rates.length];
        for (int i = 0; i < rates.length; i++) {
            total[i] = (long) Math.floor(OpenLoad.started(ramp, rates[i], ramp + duration) + 1e-9);
        }
    }

    /** The flow whose next start is soonest, or -1 when every start was taken. */
    int next() {
        int next = -1;
        long due = Long.MAX_VALUE;
        for (int i = 0; i < rates.length; i++) {
            if (started[i] < total[i]) {
                long d = due(i);
                if (d < due) {
                    due = d;
                    next = i;
                }
            }
        }
        return next;
    }

    /** When the flow's next start is due (System.nanoTime() terms). */
    long due(int flow) {
        return t0 + (long) (OpenLoad.due(ramp, rates[flow], started[flow] + 1) * 1e9);
    }

    /** Takes the flow's next start; answers its number (from 0). */
    long take(int flow) {
        return started[flow]++;
    }

    /** Starts of the flow not taken. */
    long left(int flow) {
        return total[flow] - started[flow];
    }

    int flows() {
        return rates.length;
    }
}
