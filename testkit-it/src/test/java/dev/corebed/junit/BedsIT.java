package dev.corebed.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The started sets of a test run: one per stubs and settings, reused, each on schemas of its own, stopped past the
 * limit when unused, and the run's data deleted at the end. Prints the start times (first start, database
 * included, and a second one in the same JVM) for the docs.
 */
class BedsIT {

    static final BedConfig ALL = new BedConfig(EnumSet.allOf(StubType.class), Map.of(), ResetMode.PER_METHOD);
    static final BedConfig ALL_OTHER = new BedConfig(EnumSet.allOf(StubType.class), Map.of("journal.capacity", "100"),
            ResetMode.PER_METHOD);
    static final BedConfig NRF_ONLY = new BedConfig(EnumSet.of(StubType.NRF), Map.of(), ResetMode.NEVER);

    @Test
    void setsAreReusedIsolatedEvictedAndCleanedUp() throws Exception {
        Path runDir;
        try (Beds beds = new Beds()) {
            long t0 = System.nanoTime();
            Bed all = beds.acquire(ALL);
            long first = (System.nanoTime() - t0) / 1_000_000;
            t0 = System.nanoTime();
            Bed again = beds.acquire(ALL);
            long reused = (System.nanoTime() - t0) / 1_000_000;
            t0 = System.nanoTime();
            Bed other = beds.acquire(ALL_OTHER);
            long second = (System.nanoTime() - t0) / 1_000_000;
            System.out.printf("BedsIT: every stub (%s): first start %d ms, reused %d ms, second start in this JVM %d ms%n",
                    EnumSet.allOf(StubType.class), first, reused, second);

            assertThat(again).isSameAs(all);
            assertThat(other).isNotSameAs(all);
            assertThat(other.handle(StubType.NRF).adminUri()).isNotEqualTo(all.handle(StubType.NRF).adminUri());

            // Schemas of their own: a UE provisioned in one set is not in the other.
            all.handle(StubType.UDR).client().reset();
            ((UdrHandle) all.handle(StubType.UDR)).client().putPolicyData("imsi-001010000000001", "{\"amPolicyDataSet\":{}}");
            assertThat(((UdrHandle) other.handle(StubType.UDR)).client().policyData("imsi-001010000000001")).isEmpty();

            // Past the limit (3), the least recently used set that no class uses is stopped.
            beds.release(all);
            beds.release(again);
            beds.acquire(NRF_ONLY);
            Bed fourth = beds.acquire(new BedConfig(EnumSet.of(StubType.UDR), Map.of(), ResetMode.NEVER));
            assertThat(fourth).isNotNull();
            assertThat(beds.acquire(ALL)).as("stopped, so started anew").isNotSameAs(all);

            runDir = beds.settings(ALL.key(), 1).get("db.embedded.data-dir") == null ? null
                    : Path.of(beds.settings(ALL.key(), 1).get("db.embedded.data-dir")).getParent();
            assertThat(runDir).exists();
        }
        assertThat(Files.exists(runDir)).as("the run's data is deleted").isFalse();
    }
}
