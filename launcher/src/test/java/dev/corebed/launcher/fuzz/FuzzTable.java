package dev.corebed.launcher.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The report of a fuzz run: one row per operation, the totals, and examples of every bad outcome. */
public final class FuzzTable {

    private FuzzTable() {}

    public static int bad(FuzzRunner.Tally t) {
        return t.bad();
    }

    /** Prints the operations the served services' yaml define that no route serves (information, not a failure). */
    public static void printUnrouted(Spec spec, List<FuzzOperation> ops) {
        for (String service : Spec.FILES.keySet()) {
            List<String> served = ops.stream().filter(o -> o.service().equals(service) && o.spec().isPresent())
                    .map(o -> o.method() + " " + o.spec().get().path()).toList();
            if (served.isEmpty()) {
                continue;
            }
            List<String> missing = spec.operations(service).stream().filter(o -> !served.contains(o)).toList();
            if (!missing.isEmpty()) {
                System.out.println("SbiFuzzIT: " + service + ": " + missing.size() + " operation(s) of " + Spec.FILES.get(service)
                        + " not served by any route" + (missing.size() <= 8 ? ": " + missing : ""));
            }
        }
    }

    public static String render(List<FuzzRunner.Tally> tallies, boolean schemaDriven, long seed, List<String> problems, long millis) {
        StringBuilder sb = new StringBuilder();
        String head = "%-9s %-40s %6s %5s %5s %5s %6s %5s %8s %8s %6s %6s %7s%n";
        sb.append(String.format(Locale.ROOT, "%nSbiFuzzIT seed %d, %s, %d ms%n", seed,
                schemaDriven ? "Rel-17 schema-driven inputs and oracle" : "structural inputs only (no Rel-17 yaml)", millis));
        sb.append(String.format(Locale.ROOT, head, "stub", "operation", "inputs", "2xx", "4xx", "5xx", "unansw", "slow",
                "non-prob", "sch-inv", "state", "conn", "ms"));
        int[] total = new int[11];
        for (FuzzRunner.Tally t : tallies) {
            int[] row = {t.inputs, t.ok2xx, t.c4xx, t.c5xx, t.unanswered, t.slow, t.nonProblem4xx, t.schemaInvalidAccepted,
                    t.stateChanges, t.connectionLost};
            for (int i = 0; i < row.length; i++) {
                total[i] += row[i];
            }
            sb.append(String.format(Locale.ROOT, head, t.op.stub().replace("-stub", ""), t.op.operationId(), row[0], row[1], row[2],
                    row[3], row[4], row[5], row[6], row[7], row[8], row[9], t.millis));
        }
        sb.append(String.format(Locale.ROOT, head, "total", tallies.size() + " operations", total[0], total[1], total[2], total[3],
                total[4], total[5], total[6], total[7], total[8], total[9], ""));
        sb.append("columns: unansw = no answer in ").append(FuzzRunner.GIVE_UP.toSeconds()).append(" s; slow = answered after ")
                .append(FuzzRunner.ANSWER_LIMIT.toMillis()).append(" ms (reported, not failed); non-prob = 4xx not application/problem+json with a cause;")
                .append(" sch-inv = 2xx to an input the Rel-17 schema rejects (without the yaml: to a malformed one or a media type the route does not take); state = stored state changed on a non-2xx answer;")
                .append(" conn = the connection stopped serving\n");
        for (FuzzRunner.Tally t : tallies) {
            if (!t.examples.isEmpty()) {
                sb.append(t.op.name()).append(":\n");
                t.examples.forEach(e -> sb.append("  ").append(e).append('\n'));
            }
        }
        problems.forEach(p -> sb.append("problem: ").append(p).append('\n'));
        sb.append("rerun: -Dfuzz.seed=").append(seed).append(" [-Dfuzz.operation=<operationId>]\n");
        return sb.toString();
    }
}
