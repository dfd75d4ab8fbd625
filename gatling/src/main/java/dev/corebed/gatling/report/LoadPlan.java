package dev.corebed.gatling.report;

import dev.corebed.sbi.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a load run set out to do and when it ran, written by the simulation (or the Diameter driver) for
 * the summary: the rows of the table with their target rates and the seed's figures, the schedule, and
 * when the last scheduled chain ended.
 *
 * @param rampSeconds        the rate rises linearly from 0 to the target during the ramp
 * @param durationSeconds    then holds the target rate this long
 * @param startMillis        wall-clock time the first chain started (0: nothing ran)
 * @param scheduledEndMillis wall-clock time the schedule ended: start + ramp + duration
 * @param lastEndMillis      wall-clock time the last chain ended
 * @param maxLagSeconds      how late after the schedule the last chain may end and the rates still count as held
 *                           (0 or less: 1 s, or 1 % of the run when longer)
 * @param notes              lines printed under the table (transport, population, what the seed's figures include)
 * @param minSuccess         the share of answers that must succeed for a line to pass (the seed's criterion): 1 (every
 *                           one) unless the seed passed with less (the SCP's: 99.9 %); 0 when absent = 1
 */
public record LoadPlan(String callModel, String title, double scale, double rampSeconds, double durationSeconds,
                       String target, long startMillis, long scheduledEndMillis, long lastEndMillis,
                       double maxLagSeconds, List<Row> rows, List<String> notes, double minSuccess) {

    /** A plan whose lines must all succeed (100 %). */
    public LoadPlan(String callModel, String title, double scale, double rampSeconds, double durationSeconds, String target,
                    long startMillis, long scheduledEndMillis, long lastEndMillis, double maxLagSeconds, List<Row> rows,
                    List<String> notes) {
        this(callModel, title, scale, rampSeconds, durationSeconds, target, startMillis, scheduledEndMillis, lastEndMillis,
                maxLagSeconds, rows, notes, 1);
    }

    /** The share of answers that must succeed: {@link #minSuccess}, 1 when unset. */
    public double requiredSuccess() {
        return minSuccess > 0 && minSuccess <= 1 ? minSuccess : 1;
    }

    /**
     * One line of the table.
     *
     * @param name       the request name (a Gatling request or group), or a message counted elsewhere
     * @param targetRate per second during the schedule's steady part; 0 for a message this run does not drive
     * @param seed       the seed's figures for this message, or null
     * @param asserted   whether the run fails when this line misses its rate or has a failure (informational
     *                   lines: per-type breakdowns, messages the system under test sends on its own)
     * @param measured   the counts and latency when they are not in Gatling's statistics (the notification
     *                   sink, the Diameter driver); null to take them from Gatling's stats.json
     * @param expected   how many the schedule asks for, when the run knows better than the target rate over the
     *                   schedule (paced sessions whose messages come after the ramp); 0: the rate times the schedule
     * @param outcomes   answers by HTTP status or Diameter Result-Code ("201", "5012", "timeout"), or null
     */
    public record Row(String name, double targetRate, SeedFigures seed, boolean asserted, Measured measured, double expected,
                      Map<String, Long> outcomes) {
        public Row(String name, double targetRate, SeedFigures seed, boolean asserted, Measured measured) {
            this(name, targetRate, seed, asserted, measured, 0, null);
        }
    }

    /** Counts and latency (ms) of a row measured outside Gatling; latency null when there is none to measure. */
    public record Measured(long ok, long ko, SeedFigures.Latency latency) {}

    /** Seconds the schedule asks for a row's rate: the ramp counts half. */
    public double weightedSeconds() {
        return rampSeconds / 2 + durationSeconds;
    }

    /** The lag still counted as on time. */
    public double lagTolerance() {
        return maxLagSeconds > 0 ? maxLagSeconds : Math.max(1.0, 0.01 * (rampSeconds + durationSeconds));
    }

    /** Seconds the last chain ended after the schedule did (0 when on time). */
    public double lagSeconds() {
        return Math.max(0, lastEndMillis - scheduledEndMillis) / 1000.0;
    }

    public void write(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(this));
    }

    public static LoadPlan read(Path file) throws IOException {
        return Json.MAPPER.readValue(Files.readAllBytes(file), LoadPlan.class);
    }
}
