package dev.corebed.nrf;

import static dev.corebed.junit.StubType.NRF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.Stub;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Nnrf_NFManagement register / update / read / list / deregister against TS 29.510, on the embedded data tier. */
@CorebedTest(stubs = NRF)
class NfManagementIT {

    @Stub
    static NrfHandle nrf;
    static String h2c;
    static String tls;
    static String admin;

    @BeforeAll
    static void addresses() {
        h2c = nrf.sbiUri().toString();
        tls = nrf.tlsUri().toString();
        admin = nrf.adminUri().toString();
        assertThat(nrf.sbiUri().getPort()).as("the port asked for (any free one), not the default").isNotEqualTo(8081);
    }

    static String profile(String id, String nfType) {
        return """
                {"nfInstanceId":"%s","nfType":"%s","nfStatus":"REGISTERED","fqdn":"%s.corebed.test",
                 "ipv4Addresses":["127.0.0.10"],"priority":1,"capacity":100,"heartBeatTimer":10,
                 "nfServices":[{"serviceInstanceId":"s1","serviceName":"nudm-sdm","versions":[{"apiVersionInUri":"v2","apiFullVersion":"2.2.0"}],
                   "scheme":"http","nfServiceStatus":"REGISTERED"}]}
                """.formatted(id, nfType, nfType.toLowerCase());
    }

    static String uri(String id) {
        return "/nnrf-nfm/v1/nf-instances/" + id;
    }

    @Test
    void registerReplaceReadDeregisterOverEachTransport() throws Exception {
        String id = UUID.randomUUID().toString();

        Reply created = HttpProbe.h2c("PUT", h2c + uri(id), profile(id, "UDM"));
        assertThat(created.version()).isEqualTo("HTTP/2");
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.header("location")).isEqualTo(h2c + uri(id));
        assertThat(created.header("content-type")).isEqualTo("application/json");
        assertThat(created.json().get("nfInstanceId").asString()).isEqualTo(id);
        assertThat(created.json().get("nfServices").get(0).get("serviceName").asString()).isEqualTo("nudm-sdm");
        // the NRF's heartbeat period replaces the NF's proposal
        assertThat(created.json().get("heartBeatTimer").asInt()).isEqualTo(30);
        assertThat(storedType(id)).isEqualTo("UDM");

        Reply replaced = HttpProbe.http1("PUT", h2c + uri(id), profile(id, "UDM").replace("\"priority\":1", "\"priority\":7"));
        assertThat(replaced.status()).isEqualTo(200);
        assertThat(replaced.header("location")).isNull();
        assertThat(replaced.json().get("priority").asInt()).isEqualTo(7);

        Reply read = HttpProbe.h2tls("GET", tls + uri(id), null);
        assertThat(read.version()).isEqualTo("HTTP/2");
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.json().get("priority").asInt()).isEqualTo(7);
        assertThat(read.json().get("fqdn").asString()).isEqualTo("udm.corebed.test");

        Reply deleted = HttpProbe.h2c("DELETE", h2c + uri(id), null);
        assertThat(deleted.status()).isEqualTo(204);
        assertThat(deleted.body()).isEmpty();
        assertThat(storedType(id)).isNull();
        assertProblem(HttpProbe.h2c("GET", h2c + uri(id), null), 404, "RESOURCE_NOT_FOUND");
        assertProblem(HttpProbe.h2c("DELETE", h2c + uri(id), null), 404, "RESOURCE_NOT_FOUND");
    }

    @Test
    void badRegistrationsAreRefusedWithTheOffendingAttributeAndStoreNothing() throws Exception {
        String id = UUID.randomUUID().toString();

        Reply missing = HttpProbe.h2c("PUT", h2c + uri(id), "{\"nfInstanceId\":\"" + id + "\",\"nfStatus\":\"REGISTERED\"}");
        assertProblem(missing, 400, "MANDATORY_IE_MISSING");
        assertThat(missing.json().get("invalidParams").findValuesAsString("param")).containsExactlyInAnyOrder("/nfType", "/fqdn");

        Reply mismatch = HttpProbe.h2c("PUT", h2c + uri(id), profile(UUID.randomUUID().toString(), "AMF"));
        assertProblem(mismatch, 400, "MANDATORY_IE_INCORRECT");
        assertThat(mismatch.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/nfInstanceId");

        assertProblem(HttpProbe.h2c("PUT", h2c + uri(id), "{\"nfInstanceId\": \"" + id), 400, "INVALID_MSG_FORMAT");
        assertProblem(HttpProbe.h2c("PUT", h2c + uri("not-a-uuid"), profile("not-a-uuid", "AMF")), 400, "MANDATORY_IE_INCORRECT");
        assertProblem(HttpProbe.h2c("PUT", h2c + uri(id), profile(id, "AMF"), "-H", "content-type: application/xml"),
                415, "UNSUPPORTED_MEDIA_TYPE");
        assertProblem(HttpProbe.h2c("GET", h2c + uri(id) + "?target-nf-type=AMF", null), 400, "INVALID_QUERY_PARAM");
        assertThat(storedType(id)).isNull();

        // the same connection-level client keeps working after each refusal
        assertThat(HttpProbe.h2tls("PUT", tls + uri(id), profile(id, "AMF")).status()).isEqualTo(201);
        assertThat(HttpProbe.h2tls("DELETE", tls + uri(id), null).status()).isEqualTo(204);
    }

    @Test
    void faultRulesSetAtRunTimeThroughTheAdminApiShowInMetrics() throws Exception {
        String id = UUID.randomUUID().toString();
        Reply rule = HttpProbe.http1("PUT", admin + "/admin/v1/faults/register-down", """
                {"nf":"nrf","service":"nnrf-nfm","operation":"RegisterNFInstance",
                 "error":{"type":"http","status":503,"cause":"NF_CONGESTION"},"probability":1.0}""");
        assertThat(rule.status()).isEqualTo(201);
        assertThat(HttpProbe.http1("GET", admin + "/admin/v1/faults", null).json().get(0).get("id").asString())
                .isEqualTo("register-down");

        assertProblem(HttpProbe.h2c("PUT", h2c + uri(id), profile(id, "PCF")), 503, "NF_CONGESTION");
        assertThat(storedType(id)).as("a refused registration stores nothing").isNull();
        String metrics = HttpProbe.http1("GET", admin + "/metrics", null).body();
        assertThat(metrics).containsPattern(
                "sbi_requests_seconds_count\\{[^}]*cause=\"NF_CONGESTION\",fault=\"error\",nf=\"nrf\",operation=\"RegisterNFInstance\",service=\"nnrf-nfm\",status=\"503\"} 1");

        Reply badRule = HttpProbe.http1("POST", admin + "/admin/v1/faults", "{\"error\":{\"type\":\"http\",\"status\":200}}");
        assertProblem(badRule, 400, "MANDATORY_IE_INCORRECT");

        assertThat(HttpProbe.http1("DELETE", admin + "/admin/v1/faults/register-down", null).status()).isEqualTo(204);
        assertThat(HttpProbe.h2c("PUT", h2c + uri(id), profile(id, "PCF")).status()).isEqualTo(201);
        assertThat(HttpProbe.http1("GET", admin + "/metrics", null).body()).containsPattern(
                "sbi_requests_seconds_count\\{[^}]*fault=\"none\",nf=\"nrf\",operation=\"RegisterNFInstance\",service=\"nnrf-nfm\",status=\"201\"}");
        assertThat(HttpProbe.http1("GET", admin + "/health", null).json().get("status").asString()).isEqualTo("UP");
    }

    static final String JSON_PATCH = "content-type: application/json-patch+json";

    static Reply patch(String id, String patch) {
        return HttpProbe.h2c("PATCH", h2c + uri(id), patch, "-H", JSON_PATCH);
    }

    @Test
    void updateAppliesAJsonPatchAllOrNothing() throws Exception {
        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", h2c + uri(id), profile(id, "UDM")).status()).isEqualTo(201);

        Reply updated = patch(id, """
                [{"op":"replace","path":"/priority","value":5},
                 {"op":"add","path":"/nfServices/0/priority","value":3},
                 {"op":"copy","from":"/fqdn","path":"/interPlmnFqdn"},
                 {"op":"test","path":"/nfType","value":"UDM"},
                 {"op":"add","path":"/heartBeatTimer","value":99}]""");
        assertThat(updated.status()).as(updated.body()).isEqualTo(200);
        assertThat(updated.header("content-type")).isEqualTo("application/json");
        assertThat(updated.json().get("priority").asInt()).isEqualTo(5);
        assertThat(updated.json().get("nfServices").get(0).get("priority").asInt()).isEqualTo(3);
        assertThat(updated.json().get("interPlmnFqdn").asString()).isEqualTo("udm.corebed.test");
        assertThat(updated.json().get("heartBeatTimer").asInt()).as("the NRF keeps its heartbeat period").isEqualTo(30);
        long[] before = storedTimes(id);

        // A failing test op: 409, and none of the operations before it is kept.
        Reply failedTest = patch(id, """
                [{"op":"replace","path":"/priority","value":1},{"op":"test","path":"/capacity","value":99}]""");
        assertProblem409(failedTest, "/1/value");
        Reply missingTarget = patch(id, "[{\"op\":\"remove\",\"path\":\"/locality\"}]");
        assertProblem409(missingTarget, "/0/path");

        Reply badOp = patch(id, "[{\"op\":\"frobnicate\",\"path\":\"/priority\"}]");
        assertProblem(badOp, 400, "MANDATORY_IE_INCORRECT");
        assertThat(badOp.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/0/op");
        assertProblem(patch(id, "[{\"op\":\"replace\",\"path\":\"/priority\"}]"), 400, "MANDATORY_IE_MISSING");
        assertProblem(patch(id, "[]"), 400, "INVALID_MSG_FORMAT");
        assertProblem(patch(id, "{\"op\":\"replace\"}"), 400, "INVALID_MSG_FORMAT");
        Reply noAddress = patch(id, "[{\"op\":\"remove\",\"path\":\"/fqdn\"},{\"op\":\"remove\",\"path\":\"/ipv4Addresses\"}]");
        assertProblem(noAddress, 400, "MANDATORY_IE_MISSING");
        Reply otherId = patch(id, "[{\"op\":\"replace\",\"path\":\"/nfInstanceId\",\"value\":\"" + UUID.randomUUID() + "\"}]");
        assertProblem(otherId, 403, "MODIFICATION_NOT_ALLOWED");
        assertProblem(HttpProbe.h2c("PATCH", h2c + uri(id), "[{\"op\":\"replace\",\"path\":\"/priority\",\"value\":2}]"),
                415, "UNSUPPORTED_MEDIA_TYPE");
        assertProblem(patch(UUID.randomUUID().toString(), "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]"),
                404, "RESOURCE_NOT_FOUND");

        Reply read = HttpProbe.h2c("GET", h2c + uri(id), null);
        assertThat(read.json().get("priority").asInt()).as("refused patches change nothing").isEqualTo(5);
        assertThat(read.json().get("capacity").asInt()).isEqualTo(100);
        assertThat(read.json().has("fqdn")).isTrue();
        assertThat(storedTimes(id)).as("heartbeat_at and updated_at untouched by refused patches").containsExactly(before);
    }

    private static void assertProblem409(Reply r, String param) {
        assertThat(r.status()).as(r.body()).isEqualTo(409);
        assertThat(r.header("content-type")).isEqualTo("application/problem+json");
        assertThat(r.json().has("cause")).as("TS 29.500 defines no cause for 409").isFalse();
        assertThat(r.json().get("invalidParams").get(0).get("param").asString()).isEqualTo(param);
        assertThat(r.json().get("detail").asString()).contains("failed operation index=");
    }

    @Test
    void heartbeatIsAnswered204AndRefreshesTheHeartbeatTime() throws Exception {
        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", h2c + uri(id), profile(id, "AUSF")).status()).isEqualTo(201);
        long[] registered = storedTimes(id);
        Thread.sleep(5); // the times are in milliseconds

        Reply beat = patch(id, "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]");
        assertThat(beat.status()).isEqualTo(204);
        assertThat(beat.body()).isEmpty();
        long[] afterBeat = storedTimes(id);
        assertThat(afterBeat[0]).as("heartbeat_at").isGreaterThan(registered[0]);
        assertThat(afterBeat[1]).as("updated_at: the profile did not change").isEqualTo(registered[1]);

        Thread.sleep(5);
        Reply withLoad = HttpProbe.http1("PATCH", h2c + uri(id), """
                [{"op":"replace","path":"/nfStatus","value":"REGISTERED"},{"op":"add","path":"/load","value":42}]""",
                "content-type", "application/json-patch+json");
        assertThat(withLoad.status()).isEqualTo(204);
        assertThat(storedTimes(id)[1]).as("updated_at: the load changed").isGreaterThan(afterBeat[1]);
        assertThat(HttpProbe.h2c("GET", h2c + uri(id), null).json().get("load").asInt()).isEqualTo(42);
    }

    @Test
    void getNfInstancesListsAndPagesTheInstancesOfAType() throws Exception {
        String type = "T" + UUID.randomUUID().toString().substring(0, 8).toUpperCase();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String id = UUID.randomUUID().toString();
            ids.add(id);
            assertThat(HttpProbe.h2c("PUT", h2c + uri(id), profile(id, type)).status()).isEqualTo(201);
        }
        Collections.sort(ids);
        String base = "/nnrf-nfm/v1/nf-instances";

        Reply all = HttpProbe.h2c("GET", h2c + base + "?nf-type=" + type, null);
        assertThat(all.status()).isEqualTo(200);
        assertThat(all.header("content-type")).isEqualTo("application/3gppHal+json");
        assertThat(all.json().get("_links").get("self").get("href").asString()).isEqualTo(h2c + base + "?nf-type=" + type);
        assertThat(all.json().get("_links").get("item").findValuesAsString("href"))
                .containsExactlyElementsOf(ids.stream().map(id -> h2c + uri(id)).toList());
        assertThat(all.json().get("totalItemCount").asInt()).isEqualTo(5);

        Reply page2 = HttpProbe.h2tls("GET", tls + base + "?nf-type=" + type + "&page-size=2&page-number=2", null);
        assertThat(page2.json().get("_links").get("item").findValuesAsString("href"))
                .containsExactly(tls + uri(ids.get(2)), tls + uri(ids.get(3)));
        assertThat(page2.json().get("totalItemCount").asInt()).isEqualTo(5);
        Reply page3 = HttpProbe.h2c("GET", h2c + base + "?nf-type=" + type + "&page-size=2&page-number=3", null);
        assertThat(page3.json().get("_links").get("item").findValuesAsString("href")).containsExactly(h2c + uri(ids.get(4)));
        Reply beyond = HttpProbe.h2c("GET", h2c + base + "?nf-type=" + type + "&page-size=2&page-number=4", null);
        assertThat(beyond.status()).isEqualTo(200);
        assertThat(beyond.json().get("_links").has("item")).as("LinksValueSchema has minItems 1").isFalse();
        assertThat(beyond.json().get("_links").has("self")).isTrue();

        Reply limited = HttpProbe.h2c("GET", h2c + base + "?nf-type=" + type + "&limit=3&page-size=2&page-number=2", null);
        assertThat(limited.json().get("_links").get("item").findValuesAsString("href")).containsExactly(h2c + uri(ids.get(2)));
        assertThat(limited.json().get("totalItemCount").asInt()).isEqualTo(3);

        assertThat(HttpProbe.h2c("GET", h2c + base, null).json().get("totalItemCount").asInt()).isGreaterThanOrEqualTo(5);
        Reply zero = HttpProbe.h2c("GET", h2c + base + "?limit=0", null);
        assertProblem(zero, 400, "OPTIONAL_QUERY_PARAM_INCORRECT");
        assertThat(zero.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("limit");
        assertProblem(HttpProbe.h2c("GET", h2c + base + "?page-size=x", null), 400, "OPTIONAL_QUERY_PARAM_INCORRECT");
        assertProblem(HttpProbe.h2c("GET", h2c + base + "?target-nf-type=UDM", null), 400, "INVALID_QUERY_PARAM");
    }

    /** heartbeat_at and updated_at of a stored instance. */
    static long[] storedTimes(String id) throws Exception {
        try (Connection c = InProcess.bean(nrf, DataSource.class).getConnection();
             PreparedStatement s = c.prepareStatement("SELECT heartbeat_at, updated_at FROM nf_instances WHERE nf_instance_id = ?")) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                assertThat(rs.next()).isTrue();
                return new long[] {rs.getLong(1), rs.getLong(2)};
            }
        }
    }

    @Test
    void optionsTellTheCommunicationOptions() {
        Reply options = HttpProbe.h2c("OPTIONS", h2c + "/nnrf-nfm/v1/nf-instances", null);
        assertThat(options.status()).isEqualTo(204);
        assertThat(options.header("accept-encoding")).isEqualTo("identity");
        assertThat(options.body()).isEmpty();
    }

    static String storedType(String id) throws Exception {
        try (Connection c = InProcess.bean(nrf, DataSource.class).getConnection();
             PreparedStatement s = c.prepareStatement("SELECT nf_type FROM nf_instances WHERE nf_instance_id = ?")) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    static void assertProblem(Reply r, int status, String cause) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.header("content-type")).isEqualTo("application/problem+json");
        assertThat(r.json().get("cause").asString()).isEqualTo(cause);
    }
}
