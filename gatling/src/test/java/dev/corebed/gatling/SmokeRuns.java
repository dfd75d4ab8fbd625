package dev.corebed.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** What the call models' smoke runs share: the options of a short run, and a run through ./corebed load's code path. */
final class SmokeRuns {

    private SmokeRuns() {
    }

    /** No ramp, {@code duration} seconds, Gatling's results in {@code results}; add the model's target and scale. */
    static Map<String, String> options(String duration, Path results) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("ramp", "0");
        o.put("duration", duration);
        // JVMs just started on a shared machine answer the first seconds slowly: a smoke run checks that every
        // request is answered right and none is missing, not that a cold run keeps to its schedule
        o.put("max-lag", "20");
        o.put("results", results.toString());
        return o;
    }

    /** Runs the model as ./corebed load does and checks its exit code; what it printed (echoed to the test's output). */
    static String run(String model, Map<String, String> options, int expectedExit) throws Exception {
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        int exit = LoadCommand.runSimulation(model, options, new PrintStream(report, true, StandardCharsets.UTF_8));
        String printed = report.toString(StandardCharsets.UTF_8);
        System.out.println(printed);
        assertThat(exit).as(printed).isEqualTo(expectedExit);
        return printed;
    }
}
