package dev.corebed.udr;

import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.time.Duration;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two UDR instances on one data tier, as behind a load balancer: a range provisioned through one is served
 * by the other once its range view has polled (stub.udr.group-id-ranges.refresh-period), and by the first at
 * once; per-subscriber entries are read from the data tier on every lookup, so both agree at once.
 */
@CorebedTest(stubs = UDR, shared = false, reset = ResetMode.NEVER, properties = "stub.udr.group-id-ranges.refresh-period=200ms")
class GroupIdRangeViewIT {

    static final String GET = "/nudr-group-id-map/v1/nf-group-ids";
    @Stub
    static UdrHandle a;
    static UdrHandle b;

    @BeforeAll
    static void boot() {
        b = a.startInstance();
    }

    static Reply lookup(UdrHandle udr, String subscriber) {
        return HttpProbe.http1("GET", udr.sbiUri() + GET + "?nf-type=UDM&subscriberId=" + subscriber, null);
    }

    /** Polls until the lookup matches (up to 5 s) and returns how long it took. */
    static long until(UdrHandle udr, String subscriber, Predicate<Reply> match) throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + Duration.ofSeconds(5).toNanos();
        Reply last = null;
        while (System.nanoTime() < deadline) {
            last = lookup(udr, subscriber);
            if (match.test(last)) {
                return (System.nanoTime() - start) / 1_000_000;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("lookup of " + subscriber + " never matched; last answer " + last.status() + " " + last.body());
    }

    static Predicate<Reply> group(String groupId) {
        return r -> r.status() == 200 && r.json().get("UDM").asString().equals(groupId);
    }

    @Test
    void rangesWrittenOnOneInstanceAreServedByBoth() throws Exception {
        assertThat(lookup(b, "imsi-001020000000007").status()).isEqualTo(404);
        Reply put = HttpProbe.http1("PUT", a.adminUri() + "/admin/v1/udr/group-id-ranges/shared", """
                {"nfType":"UDM","identityType":"supi","start":"001020000000000","end":"001020000000999","groupId":"udm-shared"}""");
        assertThat(put.status()).isEqualTo(201);
        // The writing instance answers from its refreshed view at once.
        assertThat(lookup(a, "imsi-001020000000007").json().get("UDM").asString()).isEqualTo("udm-shared");
        long seen = until(b, "imsi-001020000000007", group("udm-shared"));
        System.out.printf("GroupIdRangeViewIT: the other instance served the new range after %d ms%n", seen);

        HttpProbe.http1("PUT", a.adminUri() + "/admin/v1/udr/group-id-ranges/shared", """
                {"nfType":"UDM","identityType":"supi","start":"001020000000000","end":"001020000000999","groupId":"udm-moved"}""");
        until(b, "imsi-001020000000007", group("udm-moved"));

        assertThat(HttpProbe.http1("DELETE", b.adminUri() + "/admin/v1/udr/group-id-ranges/shared", null).status()).isEqualTo(204);
        assertThat(lookup(b, "imsi-001020000000007").status()).isEqualTo(404);
        until(a, "imsi-001020000000007", r -> r.status() == 404);
    }

    @Test
    void entriesAreReadFromTheDataTierOnEveryLookup() {
        assertThat(HttpProbe.http1("PUT", a.adminUri() + "/admin/v1/udr/group-ids/UDM/imsi-001020000005555",
                "{\"groupId\":\"udm-entry\"}").status()).isEqualTo(201);
        assertThat(lookup(b, "imsi-001020000005555").json().get("UDM").asString()).isEqualTo("udm-entry");
        assertThat(HttpProbe.http1("DELETE", a.adminUri() + "/admin/v1/udr/group-ids/UDM/imsi-001020000005555", null).status())
                .isEqualTo(204);
        assertThat(lookup(b, "imsi-001020000005555").status()).isEqualTo(404);
    }
}
