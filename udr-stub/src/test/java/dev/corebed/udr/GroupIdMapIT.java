package dev.corebed.udr;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/** Nudr_GroupIDmap GetNfGroupIDs against TS29504_Nudr_GroupIDmap.yaml, and its provisioning on the management port. */
class GroupIdMapIT {

    static final Path dir = Path.of("target", "it-data", "group-id-map-" + UUID.randomUUID()).toAbsolutePath();
    static final String GET = "/nudr-group-id-map/v1/nf-group-ids";

    static ConfigurableApplicationContext udr;
    static String h2c;
    static String admin;

    @BeforeAll
    static void boot() {
        udr = new SpringApplicationBuilder(UdrStubApplication.class)
                .properties(Map.of("spring.config.name", UdrStubApplication.CONFIG_NAME))
                .run("--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0", "--sbi.bind-address=127.0.0.1",
                        "--sbi.tls.self-signed-dir=" + dir.resolve("tls"),
                        "--db.embedded.port=0", "--db.embedded.data-dir=" + dir.resolve("db"));
        SbiEndpoints ep = udr.getBean(SbiEndpoints.class);
        h2c = "http://127.0.0.1:" + ep.sbiPort();
        admin = "http://127.0.0.1:" + ep.adminPort();
        assertThat(ep.nf()).isEqualTo("udr");
    }

    @AfterAll
    static void shutdown() {
        if (udr != null) {
            udr.close();
        }
    }

    static Reply put(String path, String body) {
        return HttpProbe.http1("PUT", admin + path, body);
    }

    static Reply query(String query) {
        return HttpProbe.h2c("GET", h2c + GET + "?" + query, null);
    }

    static String range(String nfType, String identityType, String start, String end, String groupId) {
        return """
                {"nfType":"%s","identityType":"%s","start":"%s","end":"%s","groupId":"%s"}
                """.formatted(nfType, identityType, start, end, groupId);
    }

    @Test
    void rangesAndEntriesAnswerAnNfGroupIdMapResult() {
        assertThat(put("/admin/v1/udr/group-id-ranges/udm-a", range("UDM", "supi", "001010000000000", "001010000000999", "udm-group-a"))
                .status()).isEqualTo(201);
        assertThat(put("/admin/v1/udr/group-id-ranges/ausf-a", range("AUSF", "supi", "001010000000000", "001010000009999", "ausf-group-a"))
                .status()).isEqualTo(201);
        assertThat(put("/admin/v1/udr/group-id-ranges/udm-msisdn", range("UDM", "gpsi", "33600000000", "33600009999", "udm-group-g"))
                .status()).isEqualTo(201);

        Reply byRange = query("nf-type=UDM&subscriberId=imsi-001010000000042");
        assertThat(byRange.status()).isEqualTo(200);
        assertThat(byRange.header("content-type")).startsWith("application/json");
        assertThat(byRange.json().properties()).hasSize(1);
        assertThat(byRange.json().get("UDM").asString()).isEqualTo("udm-group-a");

        // nf-type is an array, style form, explode false: one entry per type that has a group.
        Reply two = query("nf-type=UDM,AUSF,PCF&subscriberId=imsi-001010000000042");
        assertThat(two.status()).isEqualTo(200);
        assertThat(two.json().get("UDM").asString()).isEqualTo("udm-group-a");
        assertThat(two.json().get("AUSF").asString()).isEqualTo("ausf-group-a");
        assertThat(two.json().has("PCF")).isFalse();

        assertThat(query("nf-type=UDM&subscriberId=msisdn-33600001234").json().get("UDM").asString()).isEqualTo("udm-group-g");

        // A per-subscriber entry comes before the range.
        Reply entry = put("/admin/v1/udr/group-ids/UDM/imsi-001010000000042", "{\"groupId\":\"udm-group-vip\"}");
        assertThat(entry.status()).isEqualTo(201);
        assertThat(query("nf-type=UDM&subscriberId=imsi-001010000000042").json().get("UDM").asString()).isEqualTo("udm-group-vip");
        assertThat(query("nf-type=UDM&subscriberId=imsi-001010000000043").json().get("UDM").asString()).isEqualTo("udm-group-a");
        assertThat(put("/admin/v1/udr/group-ids/UDM/imsi-001010000000042", "{\"groupId\":\"udm-group-b\"}").status()).isEqualTo(200);
        assertThat(query("nf-type=UDM&subscriberId=imsi-001010000000042").json().get("UDM").asString()).isEqualTo("udm-group-b");
        // Any other SubscriberId form (the yaml's '.+') matches per-subscriber entries only.
        assertThat(put("/admin/v1/udr/group-ids/UDM/impu-sip:alice@ims.test", "{\"groupId\":\"udm-ims\"}").status()).isEqualTo(201);
        assertThat(query("nf-type=UDM&subscriberId=impu-sip%3Aalice%40ims.test").json().get("UDM").asString()).isEqualTo("udm-ims");
    }

    @Test
    void noMappingIs404DataNotFound() {
        Reply none = query("nf-type=UDM&subscriberId=imsi-999990000000001");
        assertThat(none.status()).isEqualTo(404);
        assertThat(none.header("content-type")).startsWith("application/problem+json");
        assertThat(none.json().get("cause").asString()).isEqualTo("DATA_NOT_FOUND");
        assertThat(none.json().get("status").asInt()).isEqualTo(404);
    }

    @Test
    void malformedOrMissingParametersAre400NamingThem() {
        assertInvalid(query("nf-type=UDM&subscriberId=imsi-12ab"), "MANDATORY_QUERY_PARAM_INCORRECT", "subscriberId");
        assertInvalid(query("nf-type=UDM&subscriberId=msisdn-12"), "MANDATORY_QUERY_PARAM_INCORRECT", "subscriberId");
        assertInvalid(query("nf-type=UDM&subscriberId="), "MANDATORY_QUERY_PARAM_INCORRECT", "subscriberId");
        assertInvalid(query("nf-type=UDM"), "MANDATORY_QUERY_PARAM_MISSING", "subscriberId");
        assertInvalid(query("subscriberId=imsi-001010000000001"), "MANDATORY_QUERY_PARAM_MISSING", "nf-type");
        assertInvalid(query("nf-type=udm&subscriberId=imsi-001010000000001"), "MANDATORY_QUERY_PARAM_INCORRECT", "nf-type");
        assertInvalid(query("nf-type=UDM,&subscriberId=imsi-001010000000001"), "MANDATORY_QUERY_PARAM_INCORRECT", "nf-type");
        Reply unknown = query("nf-type=UDM&subscriberId=imsi-001010000000001&supi=imsi-001010000000001");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().get("cause").asString()).isEqualTo("INVALID_QUERY_PARAM");
        assertThat(unknown.body()).contains("supi");
    }

    static void assertInvalid(Reply reply, String cause, String param) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().get("cause").asString()).isEqualTo(cause);
        assertThat(reply.json().get("invalidParams").get(0).get("param").asString()).isEqualTo(param);
    }

    @Test
    void provisioningRoundTripAndBadInputStoresNothing() {
        String uri = "/admin/v1/udr/group-id-ranges/round-trip";
        assertThat(put(uri, range("UDM", "supi", "002020000000000", "002020000000099", "g1")).status()).isEqualTo(201);
        Reply read = HttpProbe.http1("GET", admin + uri, null);
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.json().get("start").asString()).isEqualTo("002020000000000");
        assertThat(read.json().get("groupId").asString()).isEqualTo("g1");
        assertThat(put(uri, range("UDM", "supi", "002020000000000", "002020000000099", "g2")).status()).isEqualTo(200);
        assertThat(HttpProbe.http1("GET", admin + uri, null).json().get("groupId").asString()).isEqualTo("g2");
        assertThat(HttpProbe.http1("GET", admin + "/admin/v1/udr/group-id-ranges", null).body()).contains("round-trip");

        // Pattern ranges: the whole identity against a regular expression.
        assertThat(put("/admin/v1/udr/group-id-ranges/nai", """
                {"nfType":"UDM","identityType":"supi","pattern":"nai-.*@operator\\\\.test","groupId":"udm-nai"}
                """).status()).isEqualTo(201);
        assertThat(query("nf-type=UDM&subscriberId=nai-bob%40operator.test").json().get("UDM").asString()).isEqualTo("udm-nai");

        // Bad input: ProblemDetails naming the attribute, nothing stored.
        String bad = "/admin/v1/udr/group-id-ranges/bad";
        assertBadBody(put(bad, range("UDM", "imsi", "002020000000000", "002020000000099", "g")), "/identityType");
        assertBadBody(put(bad, range("UDM", "supi", "00202000000000x", "002020000000099", "g")), "/start");
        assertBadBody(put(bad, range("UDM", "supi", "002020000000099", "002020000000000", "g")), "/end");
        assertBadBody(put(bad, range("UDM", "supi", "0020200000000", "002020000000099", "g")), "/end");
        assertBadBody(put(bad, range("UDM", "supi", "002020000000000", "002020000000099", "")), "/groupId");
        assertBadBody(put(bad, "{\"nfType\":\"UDM\",\"identityType\":\"supi\",\"pattern\":\"(\",\"groupId\":\"g\"}"), "/pattern");
        assertThat(HttpProbe.http1("PUT", admin + bad, "{not json").status()).isEqualTo(400);
        assertThat(HttpProbe.http1("GET", admin + bad, null).status()).isEqualTo(404);
        assertBadBody(put("/admin/v1/udr/group-ids/UDM/imsi-1x", "{\"groupId\":\"g\"}"), "subscriberId");
        assertBadBody(put("/admin/v1/udr/group-ids/UDM/imsi-001010000000077", "{}"), "/groupId");
        assertThat(HttpProbe.http1("GET", admin + "/admin/v1/udr/group-ids/UDM/imsi-001010000000077", null).status()).isEqualTo(404);

        assertThat(HttpProbe.http1("DELETE", admin + uri, null).status()).isEqualTo(204);
        assertThat(HttpProbe.http1("GET", admin + uri, null).status()).isEqualTo(404);
        assertThat(HttpProbe.http1("DELETE", admin + uri, null).status()).isEqualTo(404);
        assertThat(query("nf-type=UDM&subscriberId=imsi-002020000000001").status()).isEqualTo(404);
    }

    @Test
    void valuesLongerThanTheirColumnAre400BeforeTheDataTier() {
        String groupId = "g".repeat(129);
        assertBadBody(put("/admin/v1/udr/group-ids/UDM/imsi-001010000000078", "{\"groupId\":\"" + groupId + "\"}"), "/groupId");
        assertBadBody(put("/admin/v1/udr/group-id-ranges/long", range("UDM", "supi", "002020000000000", "002020000000099", groupId)),
                "/groupId");
        assertBadBody(put("/admin/v1/udr/group-id-ranges/" + "r".repeat(65), range("UDM", "supi", "002020000000000", "002020000000099", "g")),
                "id");
        assertBadBody(put("/admin/v1/udr/group-ids/UDM/" + "x".repeat(256), "{\"groupId\":\"g\"}"), "subscriberId");
        assertBadBody(put("/admin/v1/udr/group-ids/" + "U".repeat(33) + "/imsi-001010000000078", "{\"groupId\":\"g\"}"), "nfType");
        assertBadBody(HttpProbe.http1("GET", admin + "/admin/v1/udr/group-ids/UDM/" + "x".repeat(256), null), "subscriberId");
        assertInvalid(query("nf-type=UDM&subscriberId=" + "x".repeat(256)), "MANDATORY_QUERY_PARAM_INCORRECT", "subscriberId");
        assertThat(HttpProbe.http1("GET", admin + "/admin/v1/udr/group-ids/UDM/imsi-001010000000078", null).status()).isEqualTo(404);
        assertThat(HttpProbe.http1("GET", admin + "/admin/v1/udr/group-id-ranges/long", null).status()).isEqualTo(404);
    }

    @Test
    void nfTypeIsCommaSeparatedAsTheYamlSaysOrRepeated() {
        assertThat(put("/admin/v1/udr/group-ids/AUSF/imsi-001010000000079", "{\"groupId\":\"ausf-1\"}").status()).isEqualTo(201);
        assertThat(put("/admin/v1/udr/group-ids/UDM/imsi-001010000000079", "{\"groupId\":\"udm-1\"}").status()).isEqualTo(201);
        for (String q : new String[] {"nf-type=UDM,AUSF", "nf-type=UDM&nf-type=AUSF"}) {
            Reply r = query(q + "&subscriberId=imsi-001010000000079");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            assertThat(r.json().get("UDM").asString()).isEqualTo("udm-1");
            assertThat(r.json().get("AUSF").asString()).isEqualTo("ausf-1");
        }
    }

    static void assertBadBody(Reply reply, String param) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.header("content-type")).startsWith("application/problem+json");
        assertThat(reply.json().get("invalidParams").get(0).get("param").asString()).isEqualTo(param);
    }

    @Test
    void bulkLoadThenLookup() throws Exception {
        // -Dudr.bulk.count=1000000 for the figure of udr-stub/README.md.
        int count = Integer.getInteger("udr.bulk.count", 100_000);
        String body = """
                {"nfType":"UDM","prefix":"imsi-","first":"310014000000000","count":%d,"groupIds":["udm-1","udm-2","udm-3"]}
                """.formatted(count);
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long started = System.nanoTime();
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(admin + "/admin/v1/udr/group-ids/bulk"))
                .timeout(Duration.ofMinutes(5)).header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        JsonNode result = new Reply(r.statusCode(), Map.of(), r.body(), "HTTP/1.1").json();
        assertThat(result.get("count").asLong()).isEqualTo(count);
        String last = "imsi-" + (310014000000000L + count - 1);
        assertThat(result.get("last").asString()).isEqualTo(last);
        System.out.printf("GroupIdMapIT: bulk load of %d UDM entries: %d ms in the stub, %d ms end to end (%d per second)%n",
                count, result.get("millis").asLong(), millis, count * 1000L / Math.max(1, millis));

        // Entry i is in group i % 3.
        assertThat(query("nf-type=UDM&subscriberId=imsi-310014000000000").json().get("UDM").asString()).isEqualTo("udm-1");
        assertThat(query("nf-type=UDM&subscriberId=imsi-310014000012346").json().get("UDM").asString()).isEqualTo("udm-2");
        assertThat(query("nf-type=UDM&subscriberId=" + last).json().get("UDM").asString())
                .isEqualTo("udm-" + ((count - 1) % 3 + 1));
        assertThat(query("nf-type=UDM&subscriberId=imsi-" + (310014000000000L + count)).status()).isEqualTo(404);

        Reply tooMany = HttpProbe.http1("POST", admin + "/admin/v1/udr/group-ids/bulk",
                "{\"nfType\":\"UDM\",\"first\":\"99998\",\"count\":5,\"groupIds\":[\"g\"]}");
        assertBadBody(tooMany, "/count");
    }
}
