package dev.corebed.nrf;

import static dev.corebed.junit.StubType.NRF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * What an NRF acknowledged, its own discovery serves at once; another NRF instance on the same data tier
 * serves it within its poll interval (stub.nrf.discovery.refresh-period).
 *
 * <p>The first NRF polls once an hour, so nothing but its own writes can bring a change into its discovery
 * during the test: each "at once" below is the read-your-writes path, not a lucky poll.
 */
@CorebedTest(stubs = NRF, shared = false, reset = ResetMode.NEVER, properties = {
        "stub.nrf.discovery.refresh-period=1h", "stub.nrf.discovery.empty-list=false",
        "stub.nrf.heart-beat-timer=3", "stub.nrf.heartbeat-grace=0s", "stub.nrf.heartbeat-check-interval=100ms"})
class NfProfileVisibilityIT {

    static final String NFM = "/nnrf-nfm/v1/nf-instances/";

    @Stub
    static NrfHandle nrf;
    static String base;

    @BeforeAll
    static void addresses() {
        base = nrf.sbiUri().toString();
    }

    static String pcf(String id, String set, int priority) {
        return """
                {"nfInstanceId":"%s","nfType":"PCF","nfStatus":"REGISTERED","fqdn":"pcf-%s.corebed.test",
                 "nfSetIdList":["%s"],"priority":%d}""".formatted(id, id.substring(0, 8), set, priority);
    }

    /** Set ids as TS 29.510 NfSetId writes them, one per test so the tests do not see each other's PCFs. */
    static String set() {
        return "set" + UUID.randomUUID().toString().substring(0, 8) + ".pcfset.5gc.mnc001.mcc001";
    }

    /** The PCFs of one set that the NRF's discovery answers, by id, with their priority. */
    static Map<String, Integer> discovered(String root, String set) {
        Reply r = HttpProbe.http1("GET", root + "/nnrf-disc/v1/nf-instances?target-nf-type=PCF&requester-nf-type=SMF"
                + "&target-nf-set-id=" + set, null);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        Map<String, Integer> out = new TreeMap<>();
        for (JsonNode p : r.json().get("nfInstances")) {
            out.put(p.get("nfInstanceId").asString(), p.path("priority").asInt(-1));
        }
        return out;
    }

    static Map<String, Integer> awaitDiscovered(String root, String set, Map<String, Integer> expected, long boundMs)
            throws InterruptedException {
        long end = System.currentTimeMillis() + boundMs;
        Map<String, Integer> last;
        do {
            last = discovered(root, set);
            if (last.equals(expected)) {
                return last;
            }
            Thread.sleep(20);
        } while (System.currentTimeMillis() < end);
        assertThat(last).as("within " + boundMs + " ms").isEqualTo(expected);
        return last;
    }

    @Test
    void threePcfsRegisteredAtOnceAreDiscoveredAtOnce() {
        String set = set();
        List<String> ids = List.of(UUID.randomUUID().toString(), UUID.randomUUID().toString(), UUID.randomUUID().toString());
        List<CompletableFuture<Reply>> puts = new ArrayList<>();
        for (String id : ids) {
            puts.add(CompletableFuture.supplyAsync(() -> HttpProbe.h2c("PUT", base + NFM + id, pcf(id, set, 1))));
        }
        puts.forEach(p -> assertThat(p.join().status()).isEqualTo(201));

        assertThat(discovered(base, set).keySet()).containsExactlyInAnyOrderElementsOf(ids);
    }

    @Test
    void anUpdateAndADeregistrationAreDiscoveredAtOnce() {
        String set = set();
        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", base + NFM + id, pcf(id, set, 5)).status()).isEqualTo(201);
        assertThat(discovered(base, set)).isEqualTo(Map.of(id, 5));

        Reply patch = HttpProbe.h2c("PATCH", base + NFM + id, "[{\"op\":\"replace\",\"path\":\"/priority\",\"value\":7}]",
                "-H", "content-type: application/json-patch+json");
        assertThat(patch.status()).as(patch.body()).isEqualTo(200);
        assertThat(discovered(base, set)).isEqualTo(Map.of(id, 7));
        // GetNFInstance answers from the same view: the stored profile, updated at once
        assertThat(HttpProbe.h2c("GET", base + NFM + id, null).json().get("priority").asInt()).isEqualTo(7);

        Reply replaced = HttpProbe.h2c("PUT", base + NFM + id, pcf(id, set, 9));
        assertThat(replaced.status()).isEqualTo(200);
        assertThat(discovered(base, set)).isEqualTo(Map.of(id, 9));

        assertThat(HttpProbe.h2c("DELETE", base + NFM + id, null).status()).isEqualTo(204);
        assertThat(discovered(base, set)).isEmpty();
        assertThat(HttpProbe.h2c("GET", base + NFM + id, null).status()).isEqualTo(404);
    }

    @Test
    void theHeartbeatExpirySuspensionAndTheHeartbeatThatEndsItAreDiscoveredWithoutAPoll() throws Exception {
        String set = set();
        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", base + NFM + id, pcf(id, set, 1)).status()).isEqualTo(201);
        assertThat(discovered(base, set)).containsOnlyKeys(id);

        // No heartbeat: after heartBeatTimer (3 s) this NRF's sweep suspends it; with EmptyList off a SUSPENDED
        // PCF is not discovered. The view polls once an hour, so only the sweep's own write can take it out.
        awaitDiscovered(base, set, Map.of(), 10_000);
        assertThat(HttpProbe.h2c("GET", base + NFM + id, null).json().get("nfStatus").asString()).isEqualTo("SUSPENDED");

        Reply heartbeat = HttpProbe.h2c("PATCH", base + NFM + id, "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]",
                "-H", "content-type: application/json-patch+json");
        assertThat(heartbeat.status()).as(heartbeat.body()).isIn(200, 204);
        assertThat(discovered(base, set)).as("REGISTERED again at once").containsOnlyKeys(id);
    }

    @Test
    void anotherInstanceOnTheDataTierSeesTheWritesWithinItsPollInterval() throws Exception {
        long period = 250;
        // The other instance has the NRF's defaults but for its poll interval.
        NrfHandle other = nrf.startInstance("stub.nrf.discovery.refresh-period=" + period + "ms",
                "stub.nrf.discovery.empty-list=true", "stub.nrf.heart-beat-timer=30", "stub.nrf.heartbeat-grace=30s",
                "stub.nrf.heartbeat-check-interval=1s");
        try {
            String otherRoot = other.sbiUri().toString();
            String set = set();
            String id = UUID.randomUUID().toString();
            // A bound, not a measurement: a few periods, for a shared and busy machine.
            long bound = 10 * period;

            long t0 = System.nanoTime();
            assertThat(HttpProbe.h2c("PUT", base + NFM + id, pcf(id, set, 3)).status()).isEqualTo(201);
            awaitDiscovered(otherRoot, set, Map.of(id, 3), bound);
            System.out.printf("NfProfileVisibilityIT: the other instance discovered the registration after %d ms (poll every %d ms)%n",
                    (System.nanoTime() - t0) / 1_000_000, period);

            assertThat(HttpProbe.h2c("PATCH", base + NFM + id, "[{\"op\":\"replace\",\"path\":\"/priority\",\"value\":4}]",
                    "-H", "content-type: application/json-patch+json").status()).isEqualTo(200);
            awaitDiscovered(otherRoot, set, Map.of(id, 4), bound);
            assertThat(HttpProbe.h2c("GET", otherRoot + NFM + id, null).json().get("priority").asInt())
                    .as("GetNFInstance from the other instance's view").isEqualTo(4);

            assertThat(HttpProbe.h2c("DELETE", base + NFM + id, null).status()).isEqualTo(204);
            awaitDiscovered(otherRoot, set, Map.of(), bound);
            assertThat(HttpProbe.h2c("GET", otherRoot + NFM + id, null).status()).isEqualTo(404);

            // and the other way round: what the other instance acknowledged, it serves at once
            String mine = UUID.randomUUID().toString();
            assertThat(HttpProbe.h2c("PUT", otherRoot + NFM + mine, pcf(mine, set, 2)).status()).isEqualTo(201);
            assertThat(discovered(otherRoot, set)).isEqualTo(Map.of(mine, 2));
        } finally {
            other.stop();
        }
    }
}
