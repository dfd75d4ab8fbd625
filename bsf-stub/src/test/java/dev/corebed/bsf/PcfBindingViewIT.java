package dev.corebed.bsf;

import static dev.corebed.junit.StubType.BSF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * The bindings held in memory (stub.bsf.view): what this BSF acknowledged, its GetPCFBindings and GetPCFForUeBindings
 * answer at once, also when many creates and deletes were committed together in one group; another BSF instance on
 * the same data tier serves it within its poll interval, bulk loads and removals included.
 *
 * <p>The first BSF polls once an hour, so nothing but its own writes can bring a change into its memory during the
 * test: each "at once" below is the read-your-writes path, not a lucky poll.
 */
@CorebedTest(stubs = BSF, shared = false, reset = ResetMode.NEVER, properties = "stub.bsf.view.poll-interval=1h")
class PcfBindingViewIT {

    static final String BINDINGS = PcfBindingIT.BINDINGS;

    @Stub
    static BsfHandle bsf;

    static Reply create(String root, String ipv4, String supi) {
        return HttpProbe.h2c("POST", root + BINDINGS, PcfBindingIT.binding(ipv4, supi).toString());
    }

    static int found(String root, String ipv4) {
        return HttpProbe.h2c("GET", root + BINDINGS + "?ipv4Addr=" + ipv4, null).status();
    }

    static String foundSupi(String root, String ipv4) {
        Reply r = HttpProbe.h2c("GET", root + BINDINGS + "?ipv4Addr=" + ipv4, null);
        return r.status() == 200 ? r.json().get("supi").asString() : null;
    }

    static void awaitFound(String root, String ipv4, int status, long boundMs) throws InterruptedException {
        long end = System.currentTimeMillis() + boundMs;
        int last;
        do {
            last = found(root, ipv4);
            if (last == status) {
                return;
            }
            Thread.sleep(20);
        } while (System.currentTimeMillis() < end);
        assertThat(last).as(ipv4 + " within " + boundMs + " ms").isEqualTo(status);
    }

    @Test
    void aCreateAnUpdateAndADeleteAreServedAtOnce() {
        String root = bsf.sbiUri().toString();
        Reply created = create(root, "10.20.0.1", "imsi-001010000000001");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(found(root, "10.20.0.1")).isEqualTo(200);
        String location = created.header("location");

        Reply patched = HttpProbe.h2c("PATCH", location, "{\"ipv4Addr\":\"10.20.0.2\"}", "-H",
                "content-type: application/merge-patch+json");
        assertThat(patched.status()).as(patched.body()).isEqualTo(200);
        assertThat(found(root, "10.20.0.1")).isEqualTo(204);
        assertThat(found(root, "10.20.0.2")).isEqualTo(200);

        assertThat(HttpProbe.h2c("DELETE", location, null).status()).isEqualTo(204);
        assertThat(found(root, "10.20.0.2")).isEqualTo(204);
        assertThat(HttpProbe.h2c("DELETE", location, null).status()).isEqualTo(404);
    }

    static final String UE_BINDINGS = PcfForUeBindingIT.UE_BINDINGS;

    static Reply createForUe(String root, String supi, String gpsi, String fqdn) {
        return HttpProbe.h2c("POST", root + UE_BINDINGS, PcfForUeBindingIT.ueBinding(supi, gpsi, fqdn).toString());
    }

    /** The pcfForUeFqdn of each PCF for a UE binding GetPCFForUeBindings answers to the query. */
    static List<String> forUe(String root, String query) {
        Reply r = HttpProbe.h2c("GET", root + UE_BINDINGS + "?" + query, null);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        List<String> fqdns = new ArrayList<>();
        r.json().forEach(b -> fqdns.add(b.get("pcfForUeFqdn").asString()));
        return fqdns;
    }

    static void awaitForUe(String root, String query, List<String> expected, long boundMs) throws InterruptedException {
        long end = System.currentTimeMillis() + boundMs;
        List<String> last;
        do {
            last = forUe(root, query);
            if (last.equals(expected)) {
                return;
            }
            Thread.sleep(20);
        } while (System.currentTimeMillis() < end);
        assertThat(last).as(query + " within " + boundMs + " ms").isEqualTo(expected);
    }

    @Test
    void pcfForUeBindingsAreServedAtOnceBySupiAndByGpsi() {
        String root = bsf.sbiUri().toString();
        Reply first = createForUe(root, "imsi-001010000000301", "msisdn-33600000301", "pcf-am1.operator.test");
        assertThat(first.status()).as(first.body()).isEqualTo(201);
        assertThat(forUe(root, "supi=imsi-001010000000301")).containsExactly("pcf-am1.operator.test");
        assertThat(forUe(root, "gpsi=msisdn-33600000301")).containsExactly("pcf-am1.operator.test");
        assertThat(forUe(root, "supi=imsi-001010000000301&gpsi=msisdn-33600000302")).isEmpty();
        // a SUPI is compared as written, as the URI gives it
        assertThat(forUe(root, "supi=IMSI-001010000000301")).isEmpty();

        // a new binding of the SUPI replaces the other
        Reply second = createForUe(root, "imsi-001010000000301", "msisdn-33600000301", "pcf-am2.operator.test");
        assertThat(second.status()).isEqualTo(201);
        assertThat(forUe(root, "supi=imsi-001010000000301")).containsExactly("pcf-am2.operator.test");
        assertThat(HttpProbe.h2c("DELETE", first.header("location"), null).status()).isEqualTo(404);

        Reply patched = HttpProbe.h2c("PATCH", second.header("location"), "{\"pcfForUeFqdn\":\"pcf-am3.operator.test\"}",
                "-H", "content-type: application/merge-patch+json");
        assertThat(patched.status()).as(patched.body()).isEqualTo(200);
        assertThat(forUe(root, "gpsi=msisdn-33600000301")).containsExactly("pcf-am3.operator.test");

        assertThat(HttpProbe.h2c("DELETE", second.header("location"), null).status()).isEqualTo(204);
        assertThat(forUe(root, "supi=imsi-001010000000301")).isEmpty();
        assertThat(forUe(root, "gpsi=msisdn-33600000301")).isEmpty();
    }

    /** Concurrent creates and deletes are committed in groups; each is answered as if it ran alone. */
    @Test
    void concurrentCreatesAndDeletesAreEachAnsweredAndServedAtOnce() throws Exception {
        String root = bsf.sbiUri().toString();
        int n = 120;
        List<String> locations;
        try (ExecutorService pool = Executors.newFixedThreadPool(24)) {
            List<CompletableFuture<Reply>> creates = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String ipv4 = "10.21.0." + i;
                creates.add(CompletableFuture.supplyAsync(() -> create(root, ipv4, "imsi-00101000000" + (1000 + ipv4.hashCode() % 1000)), pool));
            }
            locations = new ArrayList<>();
            for (CompletableFuture<Reply> c : creates) {
                assertThat(c.join().status()).as(c.join().body()).isEqualTo(201);
                locations.add(c.join().header("location"));
            }
            for (int i = 0; i < n; i++) {
                assertThat(found(root, "10.21.0." + i)).as("10.21.0." + i).isEqualTo(200);
            }
            // The same UE address created twice at once: the later create replaces the earlier, in a group or not.
            List<CompletableFuture<Reply>> again = new ArrayList<>();
            for (int i = 0; i < n; i += 2) {
                String ipv4 = "10.21.0." + i;
                again.add(CompletableFuture.supplyAsync(() -> create(root, ipv4, "imsi-001010000009999"), pool));
            }
            List<CompletableFuture<Reply>> deletes = new ArrayList<>();
            for (int i = 1; i < n; i += 2) {
                String location = locations.get(i);
                deletes.add(CompletableFuture.supplyAsync(() -> HttpProbe.h2c("DELETE", location, null), pool));
            }
            again.forEach(c -> assertThat(c.join().status()).isEqualTo(201));
            deletes.forEach(d -> assertThat(d.join().status()).isEqualTo(204));
        }
        for (int i = 0; i < n; i++) {
            String ipv4 = "10.21.0." + i;
            if (i % 2 == 0) {
                assertThat(foundSupi(root, ipv4)).as(ipv4).isEqualTo("imsi-001010000009999");
                assertThat(HttpProbe.h2c("DELETE", locations.get(i), null).status()).as("replaced").isEqualTo(404);
            } else {
                assertThat(found(root, ipv4)).as(ipv4).isEqualTo(204);
            }
        }
    }

    @Test
    void anotherInstanceOnTheDataTierSeesTheWritesWithinItsPollInterval() throws Exception {
        long period = 250;
        StubHandle other = bsf.startInstance("stub.bsf.view.poll-interval=" + period + "ms");
        try {
            String root = bsf.sbiUri().toString();
            String otherRoot = other.sbiUri().toString();
            long bound = 20 * period; // a bound, not a measurement: a few periods on a shared, busy machine

            Reply created = create(root, "10.22.0.1", "imsi-001010000000022");
            assertThat(created.status()).isEqualTo(201);
            long t0 = System.nanoTime();
            awaitFound(otherRoot, "10.22.0.1", 200, bound);
            System.out.printf("PcfBindingViewIT: the other instance served the binding %d ms after it was acknowledged"
                    + " (poll every %d ms)%n", (System.nanoTime() - t0) / 1_000_000, period);

            assertThat(HttpProbe.h2c("DELETE", created.header("location"), null).status()).isEqualTo(204);
            awaitFound(otherRoot, "10.22.0.1", 204, bound);

            // What the other instance acknowledged, it serves at once; the first (polling once an hour) does not.
            Reply mine = create(otherRoot, "10.22.0.2", "imsi-001010000000023");
            assertThat(mine.status()).isEqualTo(201);
            assertThat(found(otherRoot, "10.22.0.2")).isEqualTo(200);
            assertThat(found(root, "10.22.0.2")).as("the first instance has not polled").isEqualTo(204);
            // ... nor does it refuse a delete it has not seen yet: the data tier decides.
            String atFirst = mine.header("location").replace(otherRoot, root);
            assertThat(HttpProbe.h2c("DELETE", atFirst, null).status()).isEqualTo(204);
            awaitFound(otherRoot, "10.22.0.2", 204, bound);

            // The same for the PCF for a UE bindings, found by SUPI and GPSI.
            Reply ue = createForUe(root, "imsi-001010000000322", "msisdn-33600000322", "pcf-am1.operator.test");
            assertThat(ue.status()).isEqualTo(201);
            awaitForUe(otherRoot, "supi=imsi-001010000000322", List.of("pcf-am1.operator.test"), bound);
            assertThat(forUe(otherRoot, "gpsi=msisdn-33600000322")).containsExactly("pcf-am1.operator.test");
            Reply otherUe = createForUe(otherRoot, "imsi-001010000000322", "msisdn-33600000322", "pcf-am2.operator.test");
            assertThat(otherUe.status()).isEqualTo(201);
            assertThat(forUe(otherRoot, "supi=imsi-001010000000322")).as("read your write").containsExactly("pcf-am2.operator.test");
            assertThat(forUe(root, "supi=imsi-001010000000322")).as("the first instance has not polled")
                    .containsExactly("pcf-am1.operator.test");
            assertThat(HttpProbe.h2c("DELETE", otherUe.header("location"), null).status()).isEqualTo(204);
            assertThat(forUe(otherRoot, "gpsi=msisdn-33600000322")).isEmpty();

            // A bulk load through the first instance: the other reloads.
            Reply bulk = HttpProbe.http1("POST", bsf.adminUri() + "/admin/v1/bsf/pcf-bindings/bulk", """
                    {"count":50,"template":{"ipv4Addr":"10.23.0.0","supi":"imsi-001010000100000","dnn":"internet",
                     "snssai":{"sst":1,"sd":"000001"},"pcfFqdn":"pcf1.operator.test"}}""", "-H", "content-type: application/json");
            assertThat(bulk.status()).as(bulk.body()).isEqualTo(201);
            assertThat(found(root, "10.23.0.49")).as("read your bulk load").isEqualTo(200);
            awaitFound(otherRoot, "10.23.0.49", 200, bound);
        } finally {
            other.stop();
        }
    }
}
