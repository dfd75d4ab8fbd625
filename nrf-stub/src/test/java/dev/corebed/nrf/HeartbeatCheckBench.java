package dev.corebed.nrf;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.nrf.service.NfProfileRules;
import java.util.Comparator;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Prints what checking a patched NFProfile costs, side by side in one run (no assertion: figures only): the whole
 * profile bound and validated against the schema, and what NFUpdate does, the attributes a heartbeat touched
 * (/nfStatus, /load) with the mandatory ones. On the largest profile of the seed's population (an AMF of ~11 KB).
 * Run: {@code ./mvnw -B -pl nrf-stub -am install -DskipTests} and
 * {@code ./mvnw -B -q -pl nrf-stub dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test}, then
 * {@code java -cp nrf-stub/target/test-classes:nrf-stub/target/classes:$(cat nrf-stub/target/cp.txt) dev.corebed.nrf.HeartbeatCheckBench}.
 */
public final class HeartbeatCheckBench {

    public static void main(String[] args) {
        byte[] largest = NrfBenchPopulation.profiles().values().stream().max(Comparator.comparingInt(p -> p.length)).orElseThrow();
        JsonNode profile = StrictJson.MAPPER.readTree(largest);
        List<JsonPatch.Operation> heartbeat = JsonPatch.parse(StrictJson.MAPPER.readTree(
                "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"},{\"op\":\"replace\",\"path\":\"/load\",\"value\":42}]"));
        JsonNode patched = JsonPatch.apply(profile, heartbeat);
        System.out.printf("NFProfile %d bytes (%s)%n", largest.length, profile.get("nfType").asString());
        for (int round = 0; round < 5; round++) {
            double whole = time(() -> StrictJson.read(patched, NFProfile.class));
            double touched = time(() -> NfProfileRules.checkPatched(patched, heartbeat));
            double apply = time(() -> JsonPatch.apply(profile, heartbeat));
            System.out.printf("round %d: whole profile bind+validate %.1f us, the heartbeat's attributes %.1f us (x%.1f less);"
                    + " applying the patch %.1f us%n", round, whole, touched, whole / touched, apply);
        }
    }

    /** Mean µs per call of 20,000 calls, after as many to warm up. */
    static double time(Runnable r) {
        for (int i = 0; i < 20_000; i++) {
            r.run();
        }
        long start = System.nanoTime();
        for (int i = 0; i < 20_000; i++) {
            r.run();
        }
        return (System.nanoTime() - start) / 1000.0 / 20_000;
    }
}
