package dev.corebed.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.launcher.fuzz.FuzzBed;
import dev.corebed.launcher.fuzz.FuzzInput;
import dev.corebed.launcher.fuzz.FuzzOperation;
import dev.corebed.launcher.fuzz.FuzzRunner;
import dev.corebed.launcher.fuzz.FuzzTable;
import dev.corebed.launcher.fuzz.Mutator;
import dev.corebed.launcher.fuzz.SchemaOracle;
import dev.corebed.launcher.fuzz.Spec;
import dev.corebed.launcher.fuzz.StateFingerprint;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Robustness of every SBI operation of the NRF, UDR, BSF, PCF and Sh cache stubs (the Sh cache's REST front with the
 * HSS simulator behind it): for each, {@code fuzz.inputs} (500)
 * malformed or edge inputs from a seeded generator ({@link Mutator}: path ids, query parameters, content
 * types, and bodies mutated along the operation's Rel-17 request schema when the 3GPP files are there),
 * sent over one persistent h2c connection per stub, each checked for no 5xx, an answer (within 10 s),
 * a 4xx that is application/problem+json with a cause, the connection still serving, no change of the
 * stored state on a non-2xx answer, and no 2xx to an input the Rel-17 schema rejects. Prints a table per
 * operation; fails when any of those counts is not zero. Answers after a second are counted as slow and
 * shown, never failed: speed is measured by the benchmarks, not asserted here.
 *
 * <p>System properties: {@code fuzz.seed} (default {@value #DEFAULT_SEED}; the run prints it),
 * {@code fuzz.operation} (operationIds, comma-separated: only those), {@code fuzz.inputs} (per operation),
 * {@code fuzz.enforce} ({@code false}: print the table without failing on its counts),
 * {@code corebed.3gpp.dir} (the Rel-17 yaml directory; see {@link Spec}).
 */
class SbiFuzzIT {

    static final long DEFAULT_SEED = 29500;

    @Test
    void everySbiOperationAnswersMalformedInputAsTs29500Says() throws Exception {
        long seed = Long.getLong("fuzz.seed", DEFAULT_SEED);
        int perOperation = Integer.getInteger("fuzz.inputs", 500);
        String only = System.getProperty("fuzz.operation", "");
        Set<String> wanted = only.isBlank() ? Set.of() : Set.of(only.split(","));
        Path root = projectRoot();
        Path dir = Spec.directory(root);
        Spec spec = Spec.load(dir).orElse(null);
        System.out.println("SbiFuzzIT: seed " + seed + " (rerun: -Dfuzz.seed=" + seed + "), " + perOperation + " inputs per operation");
        if (spec == null) {
            System.out.println("SbiFuzzIT: no Rel-17 yaml in " + dir + ": the schema-driven inputs and the schema oracle are skipped;"
                    + " point -D" + Spec.SETTING + " (or " + Spec.ENV + ") at a Rel-17 copy");
        }

        Path data = Path.of("target", "it-data", "fuzz-" + UUID.randomUUID()).toAbsolutePath();
        Map<String, String> settings = new LinkedHashMap<>(TestClusters.settings(data));
        // Nothing may change the stored state but the inputs: no heartbeat expiry of the provisioned profiles,
        // no NRF agent heartbeats from the UDR and the BSF.
        settings.put("nrf-stub.stub.nrf.heartbeat-grace", "1h");
        settings.put("udr-stub.nrf.agent.enabled", "false");
        settings.put("bsf-stub.nrf.agent.enabled", "false");
        // Nor the change log's purge: every tenth poll of a table held in memory deletes the row_changes rows older
        // than a minute, whatever request is being answered then. Polls once an hour: none in the run (this
        // instance's own writes reach its memory without a poll).
        settings.put("udr-stub.stub.udr.view.poll-interval", "1h");
        settings.put("bsf-stub.stub.bsf.view.poll-interval", "1h");
        // The PCF calls no peer (no NRF to discover them, none configured): its inputs change its own state only.
        settings.put("pcf-stub.nrf.agent.enabled", "false");
        settings.put("pcf-stub.nrf.api-root", "");
        // The SCP: no registration, no subscriptions at the NRF (their heartbeats and renewals would move the NRF's
        // state); its NFStatusNotify callback is fuzzed as any operation, its forwarding path has no 3GPP body of its own.
        settings.put("scp-stub.nrf.agent.enabled", "false");
        settings.put("scp-stub.stub.scp.nrf.subscribe", "false");
        settings.put("scp-stub.stub.scp.nrf.audit-interval", "0s");
        // The Sh cache reads and writes through the HSS simulator, as users run it (--peers=hss); its sweep finds
        // nothing to remove in the run (a day's TTL).
        settings.put(StubCluster.PEERS_SETTING, "hss");
        long started = System.nanoTime();
        List<FuzzRunner.Tally> tallies = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (StubCluster cluster = StubCluster.start(settings)) {
            System.out.println("SbiFuzzIT: cluster started in " + (System.nanoTime() - started) / 1_000_000 + " ms");
            Map<String, StateFingerprint> states = new LinkedHashMap<>();
            Map<String, String> empty = new LinkedHashMap<>();
            for (StubCluster.Stub stub : StubCluster.STUBS) {
                String schema = cluster.context(stub.name()).getEnvironment().getProperty("db.schema");
                StateFingerprint state = new StateFingerprint(cluster.database().jdbcUrl(schema), schema);
                states.put(stub.name(), state);
                empty.put(stub.name(), state.take());
            }
            FuzzBed bed = new FuzzBed(cluster);
            bed.provision();
            // The fingerprint sees writes: provisioning moved every stub's.
            states.forEach((stub, state) -> assertThat(state.take()).as(stub + " state fingerprint after provisioning")
                    .isNotEqualTo(empty.get(stub)));
            List<FuzzOperation> ops = bed.operations(spec, problems);
            bed.close();
            if (spec != null) {
                FuzzTable.printUnrouted(spec, ops);
            }
            SchemaOracle oracle = new SchemaOracle(spec);
            for (FuzzOperation op : ops) {
                FuzzInput sample = new Mutator(spec, op, new Random(seed)).sampleInput();
                String why = oracle.invalid(op, sample);
                if (why != null) {
                    problems.add(op.name() + ": the valid sample itself is refused by the oracle: " + why);
                }
            }
            System.out.println("SbiFuzzIT: bed provisioned and samples checked at " + (System.nanoTime() - started) / 1_000_000 + " ms");
            ExecutorService pool = Executors.newFixedThreadPool(StubCluster.STUBS.size());
            List<Future<List<FuzzRunner.Tally>>> running = new ArrayList<>();
            for (StubCluster.Stub stub : StubCluster.STUBS) {
                List<FuzzOperation> mine = ops.stream().filter(o -> o.stub().equals(stub.name()))
                        .filter(o -> wanted.isEmpty() || wanted.contains(o.operationId())).toList();
                running.add(pool.submit(() -> {
                    List<FuzzRunner.Tally> out = new ArrayList<>();
                    try (StateFingerprint state = states.get(stub.name())) {
                        FuzzRunner runner = new FuzzRunner(stub.name(), cluster.endpoints(stub.name()).sbiPort(), state, oracle, spec);
                        try {
                            for (FuzzOperation op : mine) {
                                // One generator per operation: running one operation alone replays the same inputs.
                                Random rnd = new Random(seed ^ op.name().hashCode());
                                out.add(runner.run(op, new Mutator(spec, op, rnd).generate(perOperation)));
                            }
                        } finally {
                            runner.close();
                        }
                    }
                    return out;
                }));
            }
            for (var f : running) {
                tallies.addAll(f.get());
            }
            pool.shutdown();
        }
        String table = FuzzTable.render(tallies, spec != null, seed, problems, (System.nanoTime() - started) / 1_000_000);
        System.out.println(table);
        assertThat(problems).as(table).isEmpty();
        if (Boolean.parseBoolean(System.getProperty("fuzz.enforce", "true"))) {
            assertThat(tallies.stream().mapToInt(FuzzTable::bad).sum()).as(table).isZero();
        }
    }

    /** The directory with the Maven wrapper, above the module's working directory. */
    static Path projectRoot() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.exists(p.resolve("mvnw"))) {
            p = p.getParent();
        }
        return p == null ? Path.of("").toAbsolutePath() : p;
    }
}
