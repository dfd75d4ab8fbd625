package dev.corebed.gatling.policy;

import dev.corebed.gatling.load.OpenLoad;

/**
 * When a policy run's messages are due. Sessions start on the open model (a linear ramp, then a constant rate) and
 * each sends its steps at fixed points of its lifetime {@code L}. So that the rates are the steady state's from the
 * first second, the run starts with the sessions in progress Little's law gives ({@code rate × L} per flow), created
 * before the schedule: session {@code j} of {@code n} is {@code L (j + 0.5) / n} seconds old, and sends only its steps
 * still ahead of it. Every step of every flow then runs at its flow's rate (the ramp aside), and this class says how
 * many of each the schedule asks for.
 *
 * @param ramp     seconds the session rate rises from 0
 * @param duration seconds at the rate after the ramp
 * @param lifetime seconds a session lives, its first step to its last
 */
public record Pacing(double ramp, double duration, double lifetime) {

    /** The end of the schedule, seconds from its start. */
    public double end() {
        return ramp + duration;
    }

    /** Sessions a flow of that rate has started by {@code t} seconds: the ramp's triangle, then the rectangle. */
    public double started(double rate, double t) {
        return OpenLoad.started(ramp, rate, t);
    }

    /** Sessions in progress when the schedule starts: Little's law, at least one per flow that runs at all. */
    public int inProgress(double rate) {
        return rate <= 0 || lifetime <= 0 ? 0 : (int) Math.max(1, Math.round(rate * lifetime));
    }

    /** How long session {@code j} of the {@code n} in progress has lived when the schedule starts. */
    public double age(int j, int n) {
        return lifetime * (j + 0.5) / n;
    }

    /** Seconds after its start that a session sends a step at that position. */
    public double offset(double position) {
        return position * lifetime;
    }

    /**
     * The step's messages the schedule asks for: those of the sessions it starts whose due time falls in it, and
     * those of the sessions in progress still ahead of them and due before its end.
     */
    public double expected(double rate, double position) {
        double offset = offset(position);
        double fromNew = started(rate, end() - offset);
        int n = inProgress(rate);
        if (n == 0) {
            return fromNew;
        }
        // in progress: due at offset - age, counted when 0 < due <= end, i.e. age in [offset - end, offset)
        double lo = Math.max(0, offset - end());
        double hi = Math.min(lifetime, offset);
        long fromInProgress = hi <= lo ? 0 : Math.max(0, (long) Math.ceil(n * hi / lifetime - 0.5) - (long) Math.ceil(n * lo / lifetime - 0.5));
        return fromNew + fromInProgress;
    }
}
