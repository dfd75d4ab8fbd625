package dev.corebed.udr;

import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CallbackSink;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.HttpProbe;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * The policy data bulk load: generated UEs readable over the SBI by SUPI and GPSI, their SLF groups in the
 * same call, existing subscriptions on the loaded UEs notified. -Dudr.policy.bulk.count=1000000 for the
 * figure of udr-stub/README.md (the time is printed, not asserted).
 */
@CorebedTest(stubs = UDR)
class PolicyDataBulkIT {

    static final String BULK = "/admin/v1/udr/policy-data/bulk";
    @Stub
    static UdrHandle udr;
    @RegisterExtension
    static final CallbackSink sink = new CallbackSink();

    static String body(long count) {
        return """
                {"prefix":"imsi-","first":"310015000000000","count":%d,
                 "gpsi":{"prefix":"msisdn-","first":"14155000000"},
                 "amPolicyDataSet":{"subscCats":["bulk"]},
                 "uePolicyDataSet":{"subscCats":["bulk"],"upsis":["up1"]},
                 "smPolicyDataSet":%s,
                 "operatorSpecificDataSet":{"owner":{"dataType":"string","value":"${supi}/${gpsi}/${index}"}},
                 "groupIds":{"UDM":["udm-1","udm-2","udm-3"],"PCF":["pcf-1"]}}""".formatted(count, PolicyDataIT.SM);
    }

    @Test
    void bulkLoadThenReadBySupiAndGpsi() throws Exception {
        long count = Long.getLong("udr.policy.bulk.count", 20_000);
        String watched = "imsi-" + (310015000000000L + count / 2);
        assertThat(HttpProbe.h2c("POST", udr.sbiUri() + "/nudr-dr/v2/policy-data/subs-to-notify", """
                {"notificationUri":"%s","monitoredResourceUris":["%s/nudr-dr/v2/policy-data/ues/%s/am-data"]}"""
                .formatted(sink.uri("bulk"), udr.sbiUri(), watched)).status()).isEqualTo(201);

        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long started = System.nanoTime();
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(udr.adminUri() + BULK))
                .timeout(Duration.ofMinutes(30)).header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body(count))).build(), HttpResponse.BodyHandlers.ofString());
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        JsonNode result = new Reply(r.statusCode(), Map.of(), r.body(), "HTTP/1.1").json();
        assertThat(result.get("count").asLong()).isEqualTo(count);
        assertThat(result.get("first").asString()).isEqualTo("imsi-310015000000000");
        assertThat(result.get("last").asString()).isEqualTo("imsi-" + (310015000000000L + count - 1));
        assertThat(result.get("lastGpsi").asString()).isEqualTo("msisdn-" + (14155000000L + count - 1));
        assertThat(result.get("groupIdEntries").asLong()).isEqualTo(count * 4); // UDM and PCF, SUPI and GPSI
        System.out.printf("PolicyDataBulkIT: bulk load of %d UEs (4 documents, GPSI alias, 4 group-id entries each)"
                        + " on %d connections: %d ms in the stub, %d ms end to end (%d UEs per second)%n",
                count, result.get("connections").asInt(), result.get("millis").asLong(), millis, count * 1000 / Math.max(1, millis));

        String v2 = udr.sbiUri() + "/nudr-dr/v2/policy-data/ues/";
        long middle = count / 2;
        String supi = "imsi-" + (310015000000000L + middle);
        String gpsi = "msisdn-" + (14155000000L + middle);
        assertThat(HttpProbe.h2c("GET", v2 + supi + "/am-data", null).json().get("subscCats").get(0).asString()).isEqualTo("bulk");
        assertThat(HttpProbe.h2c("GET", v2 + gpsi + "/sm-data?dnn=ims", null).json().get("smPolicySnssaiData").has("1-000001")).isTrue();
        assertThat(HttpProbe.h2c("GET", v2 + supi + "/operator-specific-data", null).json().get("owner").get("value").asString())
                .isEqualTo(supi + "/" + gpsi + "/" + middle);
        PolicyDataIT.assertProblem(HttpProbe.h2c("GET", v2 + "imsi-" + (310015000000000L + count) + "/am-data", null),
                404, "USER_NOT_FOUND");

        String groups = udr.sbiUri() + "/nudr-group-id-map/v1/nf-group-ids?nf-type=UDM,PCF&subscriberId=";
        JsonNode bySupi = HttpProbe.h2c("GET", groups + supi, null).json();
        assertThat(bySupi.get("UDM").asString()).isEqualTo("udm-" + (middle % 3 + 1));
        assertThat(bySupi.get("PCF").asString()).isEqualTo("pcf-1");
        assertThat(HttpProbe.h2c("GET", groups + gpsi, null).json().get("UDM").asString()).isEqualTo("udm-" + (middle % 3 + 1));

        // The subscription made before the load hears of the UE it watched.
        JsonNode n = sink.await("bulk", a -> a.get(0).has("amPolicyData"));
        assertThat(n.get(0).get("ueId").asString()).isEqualTo(watched);
    }

    @Test
    void badBulkBodiesAre400() {
        PolicyDataIT.assertInvalid(HttpProbe.http1("POST", udr.adminUri() + BULK, "{\"first\":\"99998\",\"count\":5,\"amPolicyDataSet\":{}}"),
                "MANDATORY_IE_INCORRECT", "/count");
        PolicyDataIT.assertInvalid(HttpProbe.http1("POST", udr.adminUri() + BULK, "{\"count\":5,\"amPolicyDataSet\":{}}"),
                "MANDATORY_IE_MISSING", "/first");
        PolicyDataIT.assertInvalid(HttpProbe.http1("POST", udr.adminUri() + BULK, "{\"first\":\"00101\",\"count\":5}"),
                "MANDATORY_IE_MISSING", "/amPolicyDataSet");
        PolicyDataIT.assertInvalid(HttpProbe.http1("POST", udr.adminUri() + BULK,
                "{\"first\":\"00101\",\"count\":5,\"smPolicyDataSet\":{\"umData\":{}}}"),
                "MANDATORY_IE_MISSING", "/smPolicyDataSet/smPolicySnssaiData");
        PolicyDataIT.assertInvalid(HttpProbe.http1("POST", udr.adminUri() + BULK,
                "{\"first\":\"00101\",\"count\":5,\"amPolicyDataSet\":{},\"groupIds\":{\"udm\":[\"g\"]}}"),
                "OPTIONAL_IE_INCORRECT", "/groupIds/udm");
        assertThat(HttpProbe.http1("GET", udr.adminUri() + "/admin/v1/udr/policy-data/imsi-00101", null).status()).isEqualTo(404);
    }

    @Test
    void aRangeDeleteRemovesThatBulkLoadAndNoOtherUe() {
        String admin = udr.adminUri() + "/admin/v1/udr/policy-data";
        assertThat(HttpProbe.http1("POST", admin + "/bulk", """
                {"prefix":"imsi-","first":"310016000000000","count":300,"gpsi":{"first":"14166000000"},
                 "amPolicyDataSet":{"subscCats":["bulk"]}}""").status()).isEqualTo(201);
        // neighbours: one past the range, one whose id only starts like one of it, one known by a GPSI alias
        for (String ue : new String[] {"imsi-310016000000300", "imsi-31001600000001"}) {
            assertThat(HttpProbe.http1("PUT", admin + "/" + ue, "{\"amPolicyDataSet\":{\"subscCats\":[\"mine\"]}}").status())
                    .isEqualTo(201);
        }

        Reply removed = HttpProbe.http1("DELETE", admin + "?prefix=imsi-&first=310016000000000&count=300", null);

        assertThat(removed.status()).as(removed.body()).isEqualTo(200);
        assertThat(removed.json().get("count").asLong()).isEqualTo(300);
        String v2 = udr.sbiUri() + "/nudr-dr/v2/policy-data/ues/";
        PolicyDataIT.assertProblem(HttpProbe.h2c("GET", v2 + "imsi-310016000000150/am-data", null), 404, "USER_NOT_FOUND");
        PolicyDataIT.assertProblem(HttpProbe.h2c("GET", v2 + "msisdn-14166000150/am-data", null), 404, "USER_NOT_FOUND");
        assertThat(HttpProbe.h2c("GET", v2 + "imsi-310016000000300/am-data", null).status()).isEqualTo(200);
        assertThat(HttpProbe.h2c("GET", v2 + "imsi-31001600000001/am-data", null).status()).isEqualTo(200);
        // again: nothing left of it
        assertThat(HttpProbe.http1("DELETE", admin + "?first=310016000000000&count=300", null).json().get("count").asLong()).isZero();

        PolicyDataIT.assertInvalid(HttpProbe.http1("DELETE", admin + "?first=310016000000000", null), "MANDATORY_QUERY_PARAM_MISSING", "count");
        PolicyDataIT.assertInvalid(HttpProbe.http1("DELETE", admin + "?first=3100x&count=3", null), "OPTIONAL_QUERY_PARAM_INCORRECT", "first");
        PolicyDataIT.assertInvalid(HttpProbe.http1("DELETE", admin + "?first=99998&count=5", null), "OPTIONAL_QUERY_PARAM_INCORRECT", "count");
        PolicyDataIT.assertInvalid(HttpProbe.http1("DELETE", admin + "?prefix=nai-&first=99990&count=5", null),
                "OPTIONAL_QUERY_PARAM_INCORRECT", "prefix");
        assertThat(HttpProbe.h2c("GET", v2 + "imsi-310016000000300/am-data", null).status()).isEqualTo(200);
    }
}
