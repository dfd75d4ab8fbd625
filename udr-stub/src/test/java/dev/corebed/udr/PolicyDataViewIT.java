package dev.corebed.udr;

import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import org.junit.jupiter.api.Test;

/**
 * The UEs' policy data held in memory (stub.udr.view): what this UDR acknowledged, its reads (the documents, usage
 * monitoring, ReadPolicyData) answer at once, by SUPI and by the GPSI alias; another UDR instance on the same data tier answers it within its poll interval,
 * provisioning and bulk loads included. The first UDR polls once an hour: each "at once" is the read-your-writes path.
 */
@CorebedTest(stubs = UDR, shared = false, reset = ResetMode.NEVER, properties = "stub.udr.view.poll-interval=1h")
class PolicyDataViewIT {

    @Stub
    static UdrHandle udr;

    static String ue(String root, String ueId) {
        return root + "/nudr-dr/v2/policy-data/ues/" + ueId;
    }

    static int status(String url) {
        return HttpProbe.h2c("GET", url, null).status();
    }

    static void await(String url, int expected, String field, String value, long boundMs) throws InterruptedException {
        long end = System.currentTimeMillis() + boundMs;
        Reply last;
        do {
            last = HttpProbe.h2c("GET", url, null);
            if (last.status() == expected && (field == null || last.body().contains("\"" + field + "\":" + value))) {
                return;
            }
            Thread.sleep(20);
        } while (System.currentTimeMillis() < end);
        assertThat(last.status()).as(url + " within " + boundMs + " ms: " + last.body()).isEqualTo(expected);
        assertThat(last.body()).contains("\"" + field + "\":" + value);
    }

    @Test
    void writesAreReadAtOnceBySupiAndByGpsi() {
        String root = udr.sbiUri().toString();
        String supi = "imsi-001010000000101";
        assertThat(status(ue(root, supi) + "/am-data")).isEqualTo(404);
        Reply p = HttpProbe.http1("PUT", udr.adminUri() + "/admin/v1/udr/policy-data/" + supi,
                "{\"gpsi\":\"msisdn-33600000101\",\"amPolicyDataSet\":" + PolicyDataIT.AM + "}");
        assertThat(p.status()).as(p.body()).isEqualTo(201);
        assertThat(status(ue(root, supi) + "/am-data")).isEqualTo(200);
        assertThat(status(ue(root, "msisdn-33600000101") + "/am-data")).as("by the GPSI alias").isEqualTo(200);
        assertThat(status(ue(root, supi) + "/sm-data")).isEqualTo(404);

        Reply put = HttpProbe.h2c("PUT", ue(root, supi) + "/ue-policy-set", PolicyDataIT.UE_POLICY_SET);
        assertThat(put.status()).as(put.body()).isEqualTo(201);
        assertThat(HttpProbe.h2c("GET", ue(root, supi) + "/ue-policy-set", null).json().get("andspInd").asBoolean()).isTrue();
        Reply patch = HttpProbe.h2c("PATCH", ue(root, supi) + "/ue-policy-set", "{\"andspInd\":false}", "-H",
                "content-type: application/merge-patch+json");
        assertThat(patch.status()).as(patch.body()).isIn(200, 204);
        assertThat(HttpProbe.h2c("GET", ue(root, supi) + "/ue-policy-set", null).json().get("andspInd").asBoolean()).isFalse();

        assertThat(HttpProbe.http1("DELETE", udr.adminUri() + "/admin/v1/udr/policy-data/" + supi, null).status()).isEqualTo(204);
        assertThat(status(ue(root, supi) + "/am-data")).isEqualTo(404);
        assertThat(status(ue(root, "msisdn-33600000101") + "/am-data")).isEqualTo(404);
    }

    @Test
    void usageMonitoringAndReadPolicyDataAreReadAtOnce() {
        String root = udr.sbiUri().toString();
        String supi = "imsi-001010000000111";
        String um1 = ue(root, supi) + "/sm-data/um1";
        assertThat(status(ue(root, supi))).isEqualTo(404);
        Reply p = HttpProbe.http1("PUT", udr.adminUri() + "/admin/v1/udr/policy-data/" + supi,
                "{\"gpsi\":\"msisdn-33600000111\",\"amPolicyDataSet\":" + PolicyDataIT.AM + "}");
        assertThat(p.status()).as(p.body()).isEqualTo(201);
        assertThat(HttpProbe.h2c("GET", ue(root, supi), null).json().has("amPolicyDataSet")).isTrue();

        assertThat(HttpProbe.h2c("PUT", um1, PolicyDataIT.USAGE).status()).isEqualTo(201);
        assertThat(HttpProbe.h2c("GET", um1, null).json().get("limitId").asString()).isEqualTo("lim1");
        assertThat(HttpProbe.h2c("GET", ue(root, "msisdn-33600000111") + "/sm-data/um1", null).status())
                .as("by the GPSI alias").isEqualTo(200);
        Reply all = HttpProbe.h2c("GET", ue(root, supi) + "?data-subset-names=UM_DATA,AM_POLICY_DATA", null);
        assertThat(all.status()).as(all.body()).isEqualTo(200);
        assertThat(all.json().get("umData").get("um1").get("limitId").asString()).isEqualTo("lim1");
        assertThat(all.json().has("amPolicyDataSet")).isTrue();

        // a second resource, then the first removed: ReadPolicyData holds exactly what is stored
        assertThat(HttpProbe.h2c("PUT", ue(root, supi) + "/sm-data/um0", PolicyDataIT.USAGE.replace("lim1", "lim0")).status())
                .isEqualTo(201);
        assertThat(HttpProbe.h2c("DELETE", um1, null).status()).isEqualTo(204);
        assertThat(status(um1)).isEqualTo(404);
        Reply after = HttpProbe.h2c("GET", ue(root, supi) + "?data-subset-names=UM_DATA,AM_POLICY_DATA", null);
        assertThat(after.status()).as(after.body()).isEqualTo(200);
        assertThat(after.json().get("umData").propertyNames()).containsExactly("um0");

        assertThat(HttpProbe.http1("DELETE", udr.adminUri() + "/admin/v1/udr/policy-data/" + supi, null).status()).isEqualTo(204);
        assertThat(status(ue(root, supi))).isEqualTo(404);
        assertThat(status(ue(root, supi) + "/sm-data/um0")).isEqualTo(404);
    }

    @Test
    void anotherInstanceOnTheDataTierReadsTheWritesWithinItsPollInterval() throws Exception {
        long period = 250;
        StubHandle other = udr.startInstance("stub.udr.view.poll-interval=" + period + "ms");
        try {
            String root = udr.sbiUri().toString();
            String otherRoot = other.sbiUri().toString();
            long bound = 20 * period;
            String supi = "imsi-001010000000202";

            Reply put = HttpProbe.h2c("PUT", ue(root, supi) + "/ue-policy-set", PolicyDataIT.UE_POLICY_SET);
            assertThat(put.status()).as(put.body()).isEqualTo(201);
            await(ue(otherRoot, supi) + "/ue-policy-set", 200, "andspInd", "true", bound);
            HttpProbe.h2c("PATCH", ue(root, supi) + "/ue-policy-set", "{\"andspInd\":false}", "-H",
                    "content-type: application/merge-patch+json");
            await(ue(otherRoot, supi) + "/ue-policy-set", 200, "andspInd", "false", bound);
            assertThat(HttpProbe.http1("DELETE", udr.adminUri() + "/admin/v1/udr/policy-data/" + supi, null).status())
                    .isEqualTo(204);
            await(ue(otherRoot, supi) + "/ue-policy-set", 404, null, null, bound);

            // Usage monitoring and ReadPolicyData, the same.
            String um = ue(root, supi) + "/sm-data/um1";
            assertThat(HttpProbe.h2c("PUT", um, PolicyDataIT.USAGE).status()).isEqualTo(201);
            await(ue(otherRoot, supi) + "/sm-data/um1", 200, "limitId", "\"lim1\"", bound);
            await(ue(otherRoot, supi) + "?data-subset-names=UM_DATA,AM_POLICY_DATA", 200, "limitId", "\"lim1\"", bound);
            assertThat(HttpProbe.h2c("DELETE", um, null).status()).isEqualTo(204);
            await(ue(otherRoot, supi) + "/sm-data/um1", 404, null, null, bound);

            // What the other instance acknowledged, it reads at once; the first has not polled.
            String mine = "imsi-001010000000203";
            assertThat(HttpProbe.h2c("PUT", ue(otherRoot, mine) + "/ue-policy-set", PolicyDataIT.UE_POLICY_SET).status())
                    .isEqualTo(201);
            assertThat(status(ue(otherRoot, mine) + "/ue-policy-set")).isEqualTo(200);
            assertThat(status(ue(root, mine) + "/ue-policy-set")).as("the first instance has not polled").isEqualTo(404);

            // A bulk load through the first instance: read there at once, and by the other after its reload.
            Reply bulk = HttpProbe.http1("POST", udr.adminUri() + "/admin/v1/udr/policy-data/bulk", """
                    {"prefix":"imsi-","first":"001019000000000","count":100,
                     "amPolicyDataSet":{"subscCats":["bulk"]}}""");
            assertThat(bulk.status()).as(bulk.body()).isIn(200, 201);
            assertThat(status(ue(root, "imsi-001019000000099") + "/am-data")).isEqualTo(200);
            await(ue(otherRoot, "imsi-001019000000099") + "/am-data", 200, "subscCats", "[\"bulk\"]", bound);
        } finally {
            other.stop();
        }
    }
}
