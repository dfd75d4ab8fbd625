package dev.corebed.gatling.report;

import dev.corebed.gatling.report.LoadPlan.Measured;
import dev.corebed.gatling.report.LoadPlan.Row;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The short table a load run ends with: for each message, the target rate, the achieved rate, the
 * success ratio and p50/p90/p95/p99 latency, beside the seed's published rate and latency; then the
 * verdict, which is the seed's pass criterion: every driven message at its target rate with 100 % success.
 *
 * <p>A message <em>held its rate</em> when its OK answers are at least 99 % of what the schedule asked for
 * (one request short is allowed, for rates of a few per run) and the last chain of the run ended no more
 * than 1 s (or 1 % of the run; {@code --max-lag}) after the schedule did: an open model keeps sending at the target rate
 * whatever the system does, so a system that falls behind shows as answers arriving after the schedule,
 * or as requests that time out. The achieved rate is OK answers over the schedule's time (the ramp
 * counting half) plus that lag.
 */
public final class LoadSummary {

    /** Lines that missed, empty when the run passed. */
    public record Verdict(List<String> misses) {
        public boolean passed() {
            return misses.isEmpty();
        }
    }

    private LoadSummary() {}

    public static Verdict print(LoadPlan plan, GatlingStats stats, PrintStream out) {
        double lag = plan.lagSeconds();
        double window = plan.weightedSeconds();
        double lagTolerance = plan.lagTolerance();
        out.printf(Locale.ROOT, "%n%s at scale %s: ramp %s s, %s s at the target rate, against %s%n", plan.title(),
                num(plan.scale()), num(plan.rampSeconds()), num(plan.durationSeconds()), plan.target());
        if (plan.startMillis() > 0) {
            out.printf(Locale.ROOT, "schedule ended %s; last chain ended %.2f s after it%s%n",
                    java.time.Instant.ofEpochMilli(plan.scheduledEndMillis()), (plan.lastEndMillis() - plan.scheduledEndMillis()) / 1000.0,
                    lag > lagTolerance ? " (LATE: the system fell behind the schedule)" : "");
        }
        // p75 where the plan has it (the runs that measure their own latencies); Gatling's report has four percentiles
        boolean p75 = plan.rows().stream().anyMatch(r -> r.measured() != null && r.measured().latency() != null
                && r.measured().latency().hasP75() || r.seed() != null && r.seed().latency() != null && r.seed().latency().hasP75());
        // the message column fits the longest name (indented per-request lines included)
        String name = "%-" + Math.max(28, plan.rows().stream().mapToInt(r -> r.name().length()).max().orElse(0)) + "s";
        // seeds that publish averages and peaks (or p50 and p99 only) say so in their own words
        boolean texts = plan.rows().stream().anyMatch(r -> r.seed() != null && r.seed().latencyText() != null);
        String header = p75
                ? String.format(Locale.ROOT, name + " %10s %10s %8s %7s %7s %7s %7s %7s | %9s %-24s %s",
                "message", "target/s", "achieved/s", "OK %", "p50", "p75", "p90", "p95", "p99", "seed/s", "seed p50/75/90/95/99", "verdict")
                : String.format(Locale.ROOT, name + " %10s %10s %8s %7s %7s %7s %7s | %9s %-19s %s",
                "message", "target/s", "achieved/s", "OK %", "p50", "p90", "p95", "p99", "seed/s", texts ? "seed latency ms" : "seed p50/90/95/99", "verdict");
        out.println(header);
        out.println("-".repeat(header.length()));
        List<String> misses = new ArrayList<>();
        for (Row row : plan.rows()) {
            Measured m = row.measured();
            if (m == null && stats != null) {
                m = stats.entry(row.name()).map(e -> new Measured(e.ok(), e.ko(), e.latency())).orElse(null);
            }
            long ok = m == null ? 0 : m.ok();
            long ko = m == null ? 0 : m.ko();
            // a row whose run counted what its schedule asks for (paced sessions) is judged on that count
            double expected = row.expected() > 0 ? row.expected() : row.targetRate() * window;
            double rowWindow = row.expected() > 0 && row.targetRate() > 0 ? row.expected() / row.targetRate() : window;
            double achieved = ok / (rowWindow + lag);
            boolean held = ok >= expected * 0.99 - 1 && lag <= lagTolerance;
            // the seed's criterion: 100 % success, or its own published share (the SCP's: 99.9 %)
            boolean clean = ko <= (long) Math.floor((1 - plan.requiredSuccess()) * (ok + ko)) && (ok > 0 || expected < 1);
            String verdict;
            if (!row.asserted()) {
                verdict = "";
            } else if (held && clean) {
                verdict = "ok";
            } else {
                List<String> why = new ArrayList<>();
                if (!held) {
                    why.add("MISSED RATE");
                }
                if (!clean) {
                    why.add(ko > 0 ? "FAILURES" : "NO ANSWERS");
                }
                verdict = String.join(", ", why);
                misses.add(String.format(Locale.ROOT, "%s: %s (achieved %.2f/s of %.2f/s, %d OK, %d KO)", row.name(),
                        verdict, achieved, row.targetRate(), ok, ko));
            }
            SeedFigures.Latency l = m == null ? null : m.latency();
            SeedFigures seed = row.seed();
            String target = row.targetRate() > 0 ? String.format(Locale.ROOT, "%.2f", row.targetRate()) : "-";
            String okPercent = ok + ko == 0 ? "-" : String.format(Locale.ROOT, "%.3f", 100.0 * ok / (ok + ko));
            SeedFigures.Latency s = seed == null ? null : seed.latency();
            if (p75) {
                out.printf(Locale.ROOT, name + " %10s %10.2f %8s %7s %7s %7s %7s %7s | %9s %-24s %s%n",
                        row.name(), target, achieved, okPercent, ms(l == null ? Double.NaN : l.p50()),
                        ms(l == null || !l.hasP75() ? Double.NaN : l.p75()), ms(l == null ? Double.NaN : l.p90()),
                        ms(l == null ? Double.NaN : l.p95()), ms(l == null ? Double.NaN : l.p99()),
                        seed == null ? "-" : rate(seed.rate()),
                        seed != null && seed.latencyText() != null ? seed.latencyText()
                                : s == null ? "-" : seedMs(s.p50()) + "/" + seedMs(s.p75()) + "/" + seedMs(s.p90()) + "/" + seedMs(s.p95())
                                + "/" + seedMs(s.p99()), verdict);
            } else {
                out.printf(Locale.ROOT, name + " %10s %10.2f %8s %7s %7s %7s %7s | %9s %-19s %s%n",
                        row.name(), target, achieved, okPercent,
                        ms(l == null ? Double.NaN : l.p50()), ms(l == null ? Double.NaN : l.p90()),
                        ms(l == null ? Double.NaN : l.p95()), ms(l == null ? Double.NaN : l.p99()),
                        seed == null ? "-" : rate(seed.rate()),
                        seed != null && seed.latencyText() != null ? seed.latencyText()
                                : s == null ? "-" : seedMs(s.p50()) + "/" + seedMs(s.p90()) + "/" + seedMs(s.p95()) + "/" + seedMs(s.p99()),
                        verdict);
            }
        }
        if (plan.rows().stream().anyMatch(r -> r.outcomes() != null && !r.outcomes().isEmpty())) {
            out.println("Answers per message (HTTP status or Diameter Result-Code: count):");
            for (Row row : plan.rows()) {
                if (row.outcomes() != null && !row.outcomes().isEmpty()) {
                    StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  " + name, row.name().trim()));
                    row.outcomes().forEach((k, v) -> line.append(String.format(Locale.ROOT, "  %s: %,d", k, v)));
                    out.println(line);
                }
            }
        }
        plan.notes().forEach(n -> out.println("  " + n));
        if (stats != null) {
            out.println("Gatling report: " + stats.indexHtml().toAbsolutePath());
        }
        String success = plan.requiredSuccess() >= 1 ? "100 %" : String.format(Locale.ROOT, "%s %%", num(100 * plan.requiredSuccess()));
        if (misses.isEmpty()) {
            out.println("PASSED: every message held its target rate with " + (plan.requiredSuccess() >= 1 ? "" : "at least ")
                    + success + " success.");
        } else {
            out.println("FAILED: " + misses.size() + " message(s) missed the seed's pass criterion (target rate, " + success + " success):");
            misses.forEach(s -> out.println("  " + s));
        }
        return new Verdict(misses);
    }

    private static String ms(double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        return v < 10 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.0f", v);
    }

    /** A seed percentile: whole ms (one decimal below 10), "-" where the seed gives none (negative). */
    private static String seedMs(double v) {
        return v < 0 || Double.isNaN(v) ? "-" : v < 10 && v != Math.rint(v) ? String.format(Locale.ROOT, "%.1f", v)
                : String.format(Locale.ROOT, "%.0f", v);
    }

    private static String rate(double r) {
        return r >= 100 ? String.format(Locale.ROOT, "%.0f", r) : String.format(Locale.ROOT, "%.3g", r);
    }

    private static String num(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
