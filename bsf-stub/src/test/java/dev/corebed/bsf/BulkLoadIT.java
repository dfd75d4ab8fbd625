package dev.corebed.bsf;

import static dev.corebed.bsf.PcfBindingIT.assertProblem;
import static dev.corebed.bsf.PcfBindingIT.params;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubType;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Bulk provisioning on the management port, the count, clearing, and the audit run on demand. */
@CorebedTest(stubs = StubType.BSF, shared = false, reset = ResetMode.NEVER)
class BulkLoadIT {

    static final String ADMIN = "/admin/v1/bsf";

    @Stub
    static BsfHandle bsf;

    static String template(String ipv4, String supi) {
        return """
                {"ipv4Addr":"%s","supi":"%s","gpsi":"msisdn-33700000000","dnn":"internet","snssai":{"sst":1,"sd":"000001"},
                 "pcfFqdn":"pcf1.operator.test","pcfDiamHost":"pcf1.operator.test","pcfDiamRealm":"operator.test"}
                """.formatted(ipv4, supi);
    }

    static Reply bulk(String body) {
        return HttpProbe.http1("POST", bsf.adminUri() + ADMIN + "/pcf-bindings/bulk", body, "content-type", "application/json");
    }

    static long count() {
        return HttpProbe.http1("GET", bsf.adminUri() + ADMIN + "/pcf-bindings/count", null).json().get("pcfBindings").asLong();
    }

    static Reply get(String query) {
        return HttpProbe.h2c("GET", bsf.sbiUri() + "/nbsf-management/v1/pcfBindings?" + query, null);
    }

    @Test
    void bulkLoadThenDiscoverThenAudit() throws Exception {
        // -Dbsf.bulk.count=1000000 for the figure of bsf-stub/README.md.
        int n = Integer.getInteger("bsf.bulk.count", 100_000);
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long before = count();
        long started = System.nanoTime();
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(bsf.adminUri() + ADMIN + "/pcf-bindings/bulk"))
                .timeout(Duration.ofMinutes(10)).header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"count\":" + n + ",\"template\":"
                        + template("10.0.0.0", "imsi-001010000000000") + "}")).build(), HttpResponse.BodyHandlers.ofString());
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        JsonNode result = new Reply(r.statusCode(), Map.of(), r.body(), "HTTP/1.1").json();
        assertThat(result.get("count").asLong()).isEqualTo(n);
        String lastIp = (10 + (n - 1) / (1 << 24)) + "." + ((n - 1) >> 16 & 255) + "." + ((n - 1) >> 8 & 255) + "." + ((n - 1) & 255);
        assertThat(result.get("last").get("ipv4Addr").asString()).isEqualTo(lastIp);
        assertThat(result.get("last").get("supi").asString()).isEqualTo("imsi-00101" + String.format("%010d", n - 1));
        System.out.printf("BulkLoadIT: bulk load of %d PCF bindings: %d ms in the stub, %d ms end to end (%d per second)%n",
                n, result.get("millis").asLong(), millis, n * 1000L / Math.max(1, millis));
        assertThat(count()).isEqualTo(before + n);

        Reply first = get("ipv4Addr=10.0.0.0");
        assertThat(first.status()).isEqualTo(200);
        assertThat(first.json().get("supi").asString()).isEqualTo("imsi-001010000000000");
        assertThat(first.json().get("gpsi").asString()).isEqualTo("msisdn-33700000000");
        assertThat(first.json().get("pcfDiamRealm").asString()).isEqualTo("operator.test");
        Reply middle = get("ipv4Addr=10.0.1.44&dnn=internet&supi=imsi-001010000000300");
        assertThat(middle.status()).isEqualTo(200);
        assertThat(middle.json().get("gpsi").asString()).isEqualTo("msisdn-33700000300");
        assertThat(get("ipv4Addr=" + lastIp).json().get("supi").asString()).isEqualTo(result.get("last").get("supi").asString());
        assertThat(get("ipv4Addr=" + URLEncoder.encode("10.0.0.0", StandardCharsets.UTF_8) + "&dnn=ims").status()).isEqualTo(204);
        Reply row = HttpProbe.http1("GET", bsf.adminUri() + ADMIN + "/pcf-bindings/" + result.get("firstBindingId").asString(), null);
        assertThat(row.json().get("pcfBinding").get("ipv4Addr").asString()).isEqualTo("10.0.0.0");

        // The audit, run now with a max-age every loaded binding exceeds: all removed, in batches.
        Thread.sleep(5);
        HttpResponse<String> audit = client.send(HttpRequest.newBuilder(URI.create(bsf.adminUri() + ADMIN + "/audit?max-age=1ms"))
                .timeout(Duration.ofMinutes(10)).POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(audit.statusCode()).as(audit.body()).isEqualTo(200);
        // One run removes at most stub.bsf.audit.max-per-run (100000); the rest go in the next runs.
        long removed = 0;
        for (int run = 0; run < 50 && removed < before + n; run++) {
            HttpResponse<String> more = run == 0 ? audit : client.send(HttpRequest.newBuilder(URI.create(bsf.adminUri() + ADMIN
                    + "/audit?max-age=1ms")).timeout(Duration.ofMinutes(10)).POST(HttpRequest.BodyPublishers.noBody()).build(),
                    HttpResponse.BodyHandlers.ofString());
            long run1 = new Reply(more.statusCode(), Map.of(), more.body(), "HTTP/1.1").json().get("pcfBindings").asLong();
            assertThat(run1).isPositive().isLessThanOrEqualTo(100_000);
            removed += run1;
        }
        assertThat(removed).isEqualTo(before + n);
        assertThat(count()).isZero();
        assertThat(get("ipv4Addr=10.0.0.0").status()).isEqualTo(204);
        assertThat(HttpProbe.http1("GET", bsf.adminUri() + "/metrics", null).body())
                .containsPattern("stub_bsf_audit_removed_total\\{.*binding=\"pdu_session\".*} " + (before + n) + "\\.0");
    }

    /** Every lookup of the hot paths and of the audit goes through its index, whatever the table holds. */
    @Test
    void lookupsUseTheirIndexes() throws Exception {
        assertThat(bulk("{\"count\":2000,\"template\":" + template("10.7.0.0", "imsi-001017000000000") + "}").status()).isEqualTo(201);
        try (var c = InProcess.bean(bsf, javax.sql.DataSource.class).getConnection(); var s = c.createStatement()) {
            s.execute("ANALYZE TABLE pcf_binding");
            Map<String, String> expected = Map.of(
                    "SELECT body FROM pcf_binding WHERE ipv4_addr = 168230913", "pcf_binding_ipv4",
                    "SELECT body FROM pcf_binding WHERE ipv4_addr = 168230913 AND ip_domain = '' AND dnn = 'internet'", "pcf_binding_ipv4",
                    "SELECT body FROM pcf_binding WHERE ipv6_prefix IN (1, 2, 3, 4, 5)", "pcf_binding_ipv6",
                    "SELECT body FROM pcf_binding WHERE mac_addr = 5", "pcf_binding_mac",
                    "SELECT body FROM pcf_binding WHERE supi = 'imsi-001017000000042' AND dnn = 'internet'", "pcf_binding_supi",
                    "DELETE FROM pcf_binding WHERE updated_at < 1000 LIMIT 1000", "pcf_binding_updated");
            for (var e : expected.entrySet()) {
                try (var rs = s.executeQuery("EXPLAIN " + e.getKey())) {
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getString("key")).as(e.getKey()).isEqualTo(e.getValue());
                }
            }
        }
    }

    @Test
    void ipv6AndMacTemplatesCountUpToo() {
        Reply v6 = bulk("""
                {"count":300,"template":{"ipv6Prefix":"2001:db8:100::/64","dnn":"internet","snssai":{"sst":1},"pcfFqdn":"pcf1.operator.test"}}
                """);
        assertThat(v6.status()).as(v6.body()).isEqualTo(201);
        assertThat(v6.json().get("last").get("ipv6Prefix").asString()).isEqualTo("2001:db8:100:12b::/64");
        assertThat(get("ipv6Prefix=" + URLEncoder.encode("2001:db8:100:12b::7/128", StandardCharsets.UTF_8)).status()).isEqualTo(200);
        Reply mac = bulk("""
                {"count":12000,"streams":2,"template":{"macAddr48":"02-00-00-00-00-fe","dnn":"lan","snssai":{"sst":1},"pcfFqdn":"pcf1.operator.test"}}
                """);
        assertThat(mac.status()).as(mac.body()).isEqualTo(201);
        assertThat(mac.json().get("count").asLong()).isEqualTo(12000);
        assertThat(mac.json().get("last").get("macAddr48").asString()).isEqualTo("02-00-00-00-2f-dd");
        // Two streams, each a contiguous part: rows of both parts are there.
        assertThat(get("macAddr48=02-00-00-00-01-00").json().get("dnn").asString()).isEqualTo("lan");
        assertThat(get("macAddr48=02-00-00-00-2f-dd").status()).isEqualTo(200);
        assertThat(get("macAddr48=02-00-00-00-2f-de").status()).isEqualTo(204);
    }

    @Test
    void badBulkRequestsStoreNothing() {
        long before = count();
        assertThat(params(assertProblem(bulk("{\"count\":10}"), 400, "MANDATORY_IE_MISSING"))).containsExactly("/template");
        assertThat(params(assertProblem(bulk("{\"template\":" + template("10.9.0.0", "imsi-001019000000000") + "}"), 400,
                "MANDATORY_IE_MISSING"))).containsExactly("/count");
        assertThat(params(assertProblem(bulk("{\"count\":10,\"template\":" + template("10.9.0.0", "imsi-001019000000000")
                .replace("\"dnn\":\"internet\",", "") + "}"), 400, "MANDATORY_IE_MISSING"))).containsExactly("/template/dnn");
        assertThat(params(assertProblem(bulk("{\"count\":10,\"template\":" + template("255.255.255.250", "imsi-001019000000000") + "}"),
                400, "MANDATORY_IE_INCORRECT"))).containsExactly("/count");
        assertThat(params(assertProblem(bulk("{\"count\":10,\"template\":" + template("10.9.0.0", "imsi-99995") + "}"),
                400, "MANDATORY_IE_INCORRECT"))).containsExactly("/count");
        assertThat(params(assertProblem(bulk("{\"count\":10,\"template\":" + template("10.9.0.0", "nai-x@operator.test") + "}"),
                400, "MANDATORY_IE_INCORRECT"))).containsExactly("/template/supi");
        assertProblem(bulk("{\"count\":\"ten\",\"template\":{}}"), 400, "MANDATORY_IE_INCORRECT");
        assertThat(params(assertProblem(bulk("{\"count\":10,\"streams\":0,\"template\":" + template("10.9.0.0", "imsi-001019000000000")
                + "}"), 400, "OPTIONAL_IE_INCORRECT"))).containsExactly("/streams");
        assertThat(count()).isEqualTo(before);
    }

    @Test
    void clearRemovesEveryBinding() {
        assertThat(bulk("{\"count\":50,\"template\":" + template("10.8.0.0", "imsi-001018000000000") + "}").status()).isEqualTo(201);
        assertThat(HttpProbe.http1("DELETE", bsf.adminUri() + ADMIN + "/pcf-bindings", null).status()).isEqualTo(204);
        assertThat(count()).isZero();
    }

    @Test
    void oneBulkLoadIsRemovedByItsIdsAndTheOtherBindingsStay() {
        long before = count();
        JsonNode load = bulk("{\"count\":2500,\"template\":" + template("10.9.0.0", "imsi-001019000000000") + "}").json();
        Reply other = bulk("{\"count\":10,\"template\":" + template("10.10.0.0", "imsi-001019100000000") + "}");
        assertThat(other.status()).isEqualTo(201);

        Reply removed = HttpProbe.http1("DELETE", bsf.adminUri() + ADMIN + "/pcf-bindings?first-binding-id="
                + load.get("firstBindingId").asString() + "&last-binding-id=" + load.get("lastBindingId").asString(), null);

        assertThat(removed.status()).as(removed.body()).isEqualTo(200);
        assertThat(removed.json().get("pcfBindings").asLong()).isEqualTo(2500);
        assertThat(count()).isEqualTo(before + 10);
        assertThat(get("ipv4Addr=10.9.9.195").status()).isEqualTo(204);  // no binding for the address
        assertThat(get("ipv4Addr=10.10.0.9").status()).isEqualTo(200);
        assertProblem(HttpProbe.http1("DELETE", bsf.adminUri() + ADMIN + "/pcf-bindings?first-binding-id="
                + load.get("firstBindingId").asString(), null), 400, "MANDATORY_QUERY_PARAM_MISSING");
        // Only ids of the form the BSF issues bound a range: other text never reaches the data tier.
        assertThat(params(assertProblem(HttpProbe.http1("DELETE", bsf.adminUri() + ADMIN + "/pcf-bindings?first-binding-id=%C3%A9t%C3%A9"
                + "&last-binding-id=" + load.get("lastBindingId").asString(), null), 400, "MANDATORY_QUERY_PARAM_INCORRECT")))
                .containsExactly("first-binding-id");
        assertThat(HttpProbe.http1("GET", bsf.adminUri() + ADMIN + "/pcf-bindings/%E2%9C%93", null).status()).isEqualTo(404);
        assertThat(count()).isEqualTo(before + 10);
    }
}
