package dev.corebed.bsf;

import static dev.corebed.junit.StubType.BSF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.HttpProbe;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nbsf_Management for PCF for a PDU session bindings (TS29521_Nbsf_Management.yaml): CreatePCFBinding,
 * GetPCFBindings, UpdateIndPCFBinding, DeleteIndPCFBinding, on the embedded data tier, with the stub's defaults
 * (same UE address replaces, several matches answer the newest). h2c through curl unless a test says otherwise.
 */
@CorebedTest(stubs = BSF, reset = ResetMode.PER_CLASS)
class PcfBindingIT {

    static final String BINDINGS = "/nbsf-management/v1/pcfBindings";
    static final String UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

    @Stub
    static BsfHandle bsf;



    /** A PcfBinding as a PCF registers it: IPv4 UE, Rx and Npcf_PolicyAuthorization addresses. */
    static ObjectNode binding(String ipv4, String supi) {
        ObjectNode b = (ObjectNode) Json.MAPPER.readTree("""
                {"supi":"%s","gpsi":"msisdn-33611223344","ipv4Addr":"%s","dnn":"internet",
                 "snssai":{"sst":1,"sd":"00000a"},"pcfFqdn":"pcf1.operator.test",
                 "pcfIpEndPoints":[{"ipv4Address":"192.0.2.10","port":8080}],
                 "pcfDiamHost":"pcf1.operator.test","pcfDiamRealm":"operator.test",
                 "pcfId":"2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e11","bindLevel":"NF_INSTANCE"}
                """.formatted(supi, ipv4));
        return b;
    }

    static Reply create(JsonNode body) {
        return HttpProbe.h2c("POST", bsf.sbiUri() + BINDINGS, body.toString());
    }

    static Reply get(String query) {
        return HttpProbe.h2c("GET", bsf.sbiUri() + BINDINGS + "?" + query, null);
    }

    static String id(Reply created) {
        String location = created.header("location");
        return location.substring(location.lastIndexOf('/') + 1);
    }

    static long count() {
        return HttpProbe.http1("GET", bsf.adminUri() + "/admin/v1/bsf/pcf-bindings/count", null).json().get("pcfBindings").asLong();
    }

    static Reply stored(String id) {
        return HttpProbe.http1("GET", bsf.adminUri() + "/admin/v1/bsf/pcf-bindings/" + id, null);
    }

    static String snssai(int sst, String sd) {
        return "snssai=" + URLEncoder.encode("{\"sst\":" + sst + (sd == null ? "" : ",\"sd\":\"" + sd + "\"") + "}", StandardCharsets.UTF_8);
    }

    @Test
    void createAnswers201WithLocationAndTheStoredBinding() {
        ObjectNode b = binding("10.1.0.1", "imsi-001010000000001");
        Reply created = create(b);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.version()).isEqualTo("HTTP/2");
        assertThat(created.header("content-type")).startsWith("application/json");
        assertThat(created.header("location")).matches(bsf.sbiUri() + BINDINGS + "/" + UUID_PATTERN);
        // The PcfBinding as registered: every attribute the PCF sent.
        assertThat(created.json()).isEqualTo(b);

        Reply row = stored(id(created));
        assertThat(row.status()).isEqualTo(200);
        assertThat(row.json().get("pcfBinding")).isEqualTo(b);
        assertThat(row.json().get("createdAt").asString()).isNotEmpty();

        Reply found = get("ipv4Addr=10.1.0.1");
        assertThat(found.status()).isEqualTo(200);
        assertThat(found.header("content-type")).startsWith("application/json");
        assertThat(found.json()).isEqualTo(b);
    }

    @Test
    void discoveryOverHttp1AndTlsToo() {
        ObjectNode b = binding("10.1.0.2", "imsi-001010000000002");
        Reply created = HttpProbe.http1("POST", bsf.sbiUri() + BINDINGS, b.toString(), "content-type", "application/json");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.version()).isEqualTo("HTTP/1.1");
        assertThat(created.header("location")).startsWith(bsf.sbiUri() + BINDINGS + "/");

        Reply h1 = HttpProbe.http1("GET", bsf.sbiUri() + BINDINGS + "?ipv4Addr=10.1.0.2", null);
        assertThat(h1.status()).isEqualTo(200);
        assertThat(h1.json()).isEqualTo(b);
        Reply h2 = HttpProbe.h2tls("GET", bsf.tlsUri() + BINDINGS + "?ipv4Addr=10.1.0.2&dnn=internet", null);
        assertThat(h2.status()).isEqualTo(200);
        assertThat(h2.version()).isEqualTo("HTTP/2");
        assertThat(h2.json()).isEqualTo(b);
        // A binding created over TLS has an https Location.
        Reply overTls = HttpProbe.h2tls("POST", bsf.tlsUri() + BINDINGS, binding("10.1.0.3", "imsi-001010000000003").toString(),
                "content-type", "application/json");
        assertThat(overTls.status()).isEqualTo(201);
        assertThat(overTls.header("location")).startsWith(bsf.tlsUri() + BINDINGS + "/");
    }

    @Test
    void qualifiersNarrowTheDiscoveryAndNoMatchIs204() {
        ObjectNode b = binding("10.1.1.1", "imsi-001010000000011");
        b.put("ipDomain", "domain-a");
        assertThat(create(b).status()).isEqualTo(201);

        assertThat(get("ipv4Addr=10.1.1.1&dnn=internet&" + snssai(1, "00000a")
                + "&supi=imsi-001010000000011&gpsi=msisdn-33611223344&ipDomain=domain-a").json()).isEqualTo(b);
        assertThat(get("ipv4Addr=10.1.1.1&dnn=INTERNET").status()).as("DNNs compare without case").isEqualTo(200);
        assertThat(get("ipv4Addr=10.1.1.1&" + snssai(1, "00000A")).status()).as("sd in either case").isEqualTo(200);
        for (String other : List.of("dnn=ims", snssai(1, null), snssai(2, "00000a"), "supi=imsi-001010000000099",
                "gpsi=msisdn-33600000000", "ipDomain=domain-b")) {
            Reply none = get("ipv4Addr=10.1.1.1&" + other);
            assertThat(none.status()).as(other).isEqualTo(204);
            assertThat(none.body()).isEmpty();
        }
        assertThat(get("ipv4Addr=10.1.1.2").status()).isEqualTo(204);
        assertThat(get("ipv4Addr=10.1.1.1&supp-feat=6").status()).isEqualTo(200);
    }

    @Test
    void ipv6BindingsAreFoundByAnyAddressOfTheirPrefix() {
        ObjectNode b = binding("10.1.2.1", "imsi-001010000000021");
        b.remove("ipv4Addr");
        b.put("ipv6Prefix", "2001:db8:0:21::/64");
        assertThat(create(b).status()).isEqualTo(201);
        ObjectNode delegated = binding("10.1.2.2", "imsi-001010000000022");
        delegated.remove("ipv4Addr");
        delegated.put("ipv6Prefix", "2001:db8:1:2200::/56");
        assertThat(create(delegated).status()).isEqualTo(201);

        // The consumer appends /128 to the UE's address (the yaml's description, and its Ipv6Prefix pattern).
        assertThat(get("ipv6Prefix=" + enc("2001:db8:0:21:a:b:c:d/128")).json()).isEqualTo(b);
        assertThat(params(assertProblem(get("ipv6Prefix=" + enc("2001:db8:0:21::1")), 400, "MANDATORY_QUERY_PARAM_INCORRECT")))
                .containsExactly("ipv6Prefix");
        assertThat(get("ipv6Prefix=" + enc("2001:db8:0:21::/64")).json()).isEqualTo(b);
        assertThat(get("ipv6Prefix=" + enc("2001:db8:1:22ff::5/128")).json()).isEqualTo(delegated);
        assertThat(get("ipv6Prefix=" + enc("2001:db8:0:22::1/128")).status()).isEqualTo(204);
        assertThat(get("ipv6Prefix=" + enc("2001:db8:1:2300::1/128")).status()).isEqualTo(204);
    }

    @Test
    void ethernetBindingsAreFoundByMacAddress() {
        ObjectNode b = binding("10.1.3.1", "imsi-001010000000031");
        b.remove("ipv4Addr");
        b.put("macAddr48", "00-1B-63-84-45-E6");
        assertThat(create(b).status()).isEqualTo(201);
        assertThat(get("macAddr48=00-1b-63-84-45-e6").json()).isEqualTo(b);
        assertThat(get("macAddr48=00-1b-63-84-45-e7").status()).isEqualTo(204);
    }

    @Test
    void badQueriesAre400WithTheirCause() {
        Reply none = get("dnn=internet&supi=imsi-001010000000001");
        assertProblem(none, 400, "MANDATORY_QUERY_PARAM_MISSING");
        assertThat(params(none)).containsExactly("ipv4Addr", "ipv6Prefix", "macAddr48");
        Reply two = get("ipv4Addr=10.0.0.1&macAddr48=00-1b-63-84-45-e6");
        assertProblem(two, 400, "MANDATORY_QUERY_PARAM_INCORRECT");
        assertThat(params(two)).containsExactly("ipv4Addr", "macAddr48");
        assertThat(params(assertProblem(get("ipv4Addr=10.0.0.256"), 400, "MANDATORY_QUERY_PARAM_INCORRECT"))).containsExactly("ipv4Addr");
        assertThat(params(assertProblem(get("ipv4Addr=10.0.0.1&ipv4Addr=10.0.0.2"), 400, "MANDATORY_QUERY_PARAM_INCORRECT")))
                .containsExactly("ipv4Addr");
        assertThat(params(assertProblem(get("ipv6Prefix=2001:db8::g/128"), 400, "MANDATORY_QUERY_PARAM_INCORRECT")))
                .containsExactly("ipv6Prefix");
        assertThat(params(assertProblem(get("macAddr48=00:1b:63:84:45:e6"), 400, "MANDATORY_QUERY_PARAM_INCORRECT")))
                .containsExactly("macAddr48");
        assertThat(params(assertProblem(get("ipv4Addr=10.0.0.1&snssai=1-000001"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT")))
                .containsExactly("snssai");
        assertThat(params(assertProblem(get("ipv4Addr=10.0.0.1&" + snssai(256, null)), 400, "OPTIONAL_QUERY_PARAM_INCORRECT")))
                .containsExactly("snssai");
        assertThat(params(assertProblem(get("ipv4Addr=10.0.0.1&supi="), 400, "OPTIONAL_QUERY_PARAM_INCORRECT"))).containsExactly("supi");
        assertThat(params(assertProblem(get("ipv4Addr=10.0.0.1&snssai=" + enc("{\"sst\":9223372036854775808}")), 400,
                "OPTIONAL_QUERY_PARAM_INCORRECT"))).containsExactly("snssai");
        assertThat(params(assertProblem(get("ipv4Addr=10.0.0.1&supp-feat=xyz"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT")))
                .containsExactly("supp-feat");
        assertThat(params(assertProblem(get("ipv4Addr=10.0.0.1&ipv4Address=10.0.0.1"), 400, "INVALID_QUERY_PARAM")))
                .containsExactly("ipv4Address");
    }

    @Test
    void badBindingsAre400AndStoreNothing() {
        long before = count();
        ObjectNode noDnn = binding("10.1.4.1", "imsi-001010000000041");
        noDnn.remove("dnn");
        assertThat(params(assertProblem(create(noDnn), 400, "MANDATORY_IE_MISSING"))).containsExactly("/dnn");
        ObjectNode noSnssai = binding("10.1.4.1", "imsi-001010000000041");
        noSnssai.remove("snssai");
        assertThat(params(assertProblem(create(noSnssai), 400, "MANDATORY_IE_MISSING"))).containsExactly("/snssai");
        ObjectNode noAddress = binding("10.1.4.1", "imsi-001010000000041");
        noAddress.remove("ipv4Addr");
        assertThat(params(assertProblem(create(noAddress), 400, "MANDATORY_IE_MISSING")))
                .containsExactly("/ipv4Addr", "/ipv6Prefix", "/macAddr48");
        ObjectNode ipAndMac = binding("10.1.4.1", "imsi-001010000000041");
        ipAndMac.put("macAddr48", "00-1b-63-84-45-e6");
        assertThat(params(assertProblem(create(ipAndMac), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/macAddr48");
        ObjectNode noPcf = binding("10.1.4.1", "imsi-001010000000041");
        List.of("pcfFqdn", "pcfIpEndPoints", "pcfDiamHost", "pcfDiamRealm").forEach(noPcf::remove);
        assertThat(params(assertProblem(create(noPcf), 400, "MANDATORY_IE_MISSING")))
                .containsExactly("/pcfFqdn", "/pcfIpEndPoints", "/pcfDiamHost");
        ObjectNode hostOnly = binding("10.1.4.1", "imsi-001010000000041");
        hostOnly.remove("pcfDiamRealm");
        assertThat(params(assertProblem(create(hostOnly), 400, "MANDATORY_IE_MISSING"))).containsExactly("/pcfDiamRealm");
        ObjectNode badIp = binding("10.1.4.256", "imsi-001010000000041");
        assertThat(params(assertProblem(create(badIp), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/ipv4Addr");
        ObjectNode badV6 = binding("10.1.4.1", "imsi-001010000000041");
        badV6.put("ipv6Prefix", "2001:db8::1");
        // Ipv6Prefix is an allOf of two patterns: each one it fails is an entry of invalidParams.
        assertThat(params(assertProblem(create(badV6), 400, "MANDATORY_IE_INCORRECT"))).containsOnly("/ipv6Prefix");
        ObjectNode badSnssai = binding("10.1.4.1", "imsi-001010000000041");
        badSnssai.set("snssai", Json.MAPPER.readTree("{\"sst\":1,\"sd\":\"xyz\"}"));
        // sd is an optional member of the mandatory snssai: the model's rule makes it an optional IE.
        assertThat(params(assertProblem(create(badSnssai), 400, "OPTIONAL_IE_INCORRECT"))).containsExactly("/snssai/sd");
        ObjectNode badOptional = binding("10.1.4.1", "imsi-001010000000041");
        badOptional.put("pcfId", "not-a-uuid");
        badOptional.put("supi", "");
        assertThat(params(assertProblem(create(badOptional), 400, "OPTIONAL_IE_INCORRECT"))).containsExactlyInAnyOrder("/supi", "/pcfId");
        ObjectNode badEndPoint = binding("10.1.4.1", "imsi-001010000000041");
        badEndPoint.set("pcfIpEndPoints", Json.MAPPER.readTree("[{\"ipv4Address\":\"192.0.2.300\",\"port\":70000}]"));
        // ipv4Address and port are optional members of an IpEndPoint.
        assertThat(params(assertProblem(create(badEndPoint), 400, "OPTIONAL_IE_INCORRECT")))
                .containsExactly("/pcfIpEndPoints/0/ipv4Address", "/pcfIpEndPoints/0/port");
        assertProblem(HttpProbe.h2c("POST", bsf.sbiUri() + BINDINGS, "{\"dnn\":"), 400, "INVALID_MSG_FORMAT");
        assertProblem(HttpProbe.h2c("POST", bsf.sbiUri() + BINDINGS, "[]"), 400, "INVALID_MSG_FORMAT");
        assertProblem(HttpProbe.h2c("POST", bsf.sbiUri() + BINDINGS, binding("10.1.4.1", "imsi-001010000000041").toString(),
                "-H", "content-type: text/plain"), 415, "UNSUPPORTED_MEDIA_TYPE");
        assertThat(count()).isEqualTo(before);
        assertThat(get("ipv4Addr=10.1.4.1").status()).isEqualTo(204);
    }

    /** The inputs that were 500s or accepted against the schema before the body was bound to the model. */
    @Test
    void malformedInputTheFuzzFoundIs4xxAndStoresNothing() {
        Reply kept = create(binding("10.1.11.9", "imsi-001010000000119"));
        long before = count();
        ObjectNode bigSst = binding("10.1.11.1", "imsi-001010000000111");
        bigSst.set("snssai", Json.MAPPER.readTree("{\"sst\":9223372036854775808}"));
        assertThat(params(assertProblem(create(bigSst), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/snssai/sst");
        ObjectNode nullFqdn = binding("10.1.11.1", "imsi-001010000000111");
        nullFqdn.putNull("pcfFqdn");
        assertThat(params(assertProblem(create(nullFqdn), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/pcfFqdn");
        ObjectNode nullPcfId = binding("10.1.11.1", "imsi-001010000000111");
        nullPcfId.putNull("pcfId");
        assertThat(params(assertProblem(create(nullPcfId), 400, "OPTIONAL_IE_INCORRECT"))).containsExactly("/pcfId");
        // Ids of another form than the BSF issues name no binding, whatever their characters (never a data-tier error).
        for (String id : List.of("%C3%A9t%C3%A9", "%E2%9C%93", "0190a0f1-0000-7000-8000-00000000000%C3%A9", "nope",
                id(kept).toUpperCase())) {
            assertProblem(HttpProbe.h2c("DELETE", bsf.sbiUri() + BINDINGS + "/" + id, null), 404, "RESOURCE_NOT_FOUND");
            assertProblem(patch(bsf.sbiUri() + BINDINGS + "/" + id, "{\"pcfFqdn\":\"pcf4.operator.test\"}"), 404, "RESOURCE_NOT_FOUND");
            assertThat(stored(id).status()).as(id).isEqualTo(404);
        }
        assertThat(count()).isEqualTo(before);
        assertThat(stored(id(kept)).json().get("pcfBinding")).isEqualTo(binding("10.1.11.9", "imsi-001010000000119"));
    }

    /** The spec sets no length on these strings; their columns do, and a longer value is the consumer's 400. */
    @Test
    void aValueLongerThanItsColumnIs400NamingIt() {
        long before = count();
        ObjectNode longDnn = binding("10.1.12.1", "imsi-001010000000121");
        longDnn.put("dnn", "d".repeat(101));
        assertThat(params(assertProblem(create(longDnn), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/dnn");
        ObjectNode longOnes = binding("10.1.12.1", "nai-" + "u".repeat(125));
        longOnes.put("gpsi", "extid-" + "x".repeat(120) + "@op.test");
        longOnes.put("ipDomain", "i".repeat(65));
        assertThat(params(assertProblem(create(longOnes), 400, "OPTIONAL_IE_INCORRECT")))
                .containsExactlyInAnyOrder("/supi", "/gpsi", "/ipDomain");
        assertThat(count()).isEqualTo(before);
        // The columns count characters, not bytes: 100 two-byte characters fit dnn.
        ObjectNode wide = binding("10.1.12.2", "nai-" + "u".repeat(124));
        wide.put("dnn", "\u00e9".repeat(100));
        wide.put("ipDomain", "\u00e9".repeat(64));
        Reply created = create(wide);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(stored(id(created)).json().get("pcfBinding")).isEqualTo(wide);
        assertThat(get("ipv4Addr=10.1.12.2&dnn=" + enc("\u00c9".repeat(100)) + "&ipDomain=" + enc("\u00e9".repeat(64))).json())
                .as("DNNs compare without case").isEqualTo(wide);
    }

    @Test
    void theUeAddressRulesOfTheSpecification() {
        ObjectNode macAndIp = binding("10.1.13.1", "imsi-001010000000131");
        macAndIp.remove("ipv4Addr");
        macAndIp.put("macAddr48", "00-1b-63-84-45-e6");
        macAndIp.set("addIpv6Prefixes", Json.MAPPER.readTree("[\"2001:db8:1::/64\"]"));
        assertThat(params(assertProblem(create(macAndIp), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/macAddr48");
        ObjectNode ipAndMacs = binding("10.1.13.1", "imsi-001010000000131");
        ipAndMacs.set("addMacAddrs", Json.MAPPER.readTree("[\"00-1b-63-84-45-e6\"]"));
        assertThat(params(assertProblem(create(ipAndMacs), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/addMacAddrs");
        ObjectNode dualStack = binding("10.1.13.1", "imsi-001010000000131");
        dualStack.put("ipv6Prefix", "2001:db8:0:131::/64");
        assertThat(create(dualStack).status()).isEqualTo(201);
        assertThat(get("ipv6Prefix=" + enc("2001:db8:0:131::9/128")).json()).isEqualTo(dualStack);
        assertThat(get("ipv4Addr=10.1.13.1").json()).isEqualTo(dualStack);
    }

    @Test
    void aNewBindingOfTheSameUeAddressReplacesTheOld() {
        Reply first = create(binding("10.1.5.1", "imsi-001010000000051"));
        ObjectNode second = binding("10.1.5.1", "imsi-001010000000052");
        second.put("pcfFqdn", "pcf2.operator.test");
        Reply replacing = create(second);
        assertThat(replacing.status()).isEqualTo(201);
        assertThat(get("ipv4Addr=10.1.5.1").json().get("pcfFqdn").asString()).isEqualTo("pcf2.operator.test");
        assertThat(stored(id(first)).status()).as("the old binding is gone").isEqualTo(404);
        assertProblem(HttpProbe.h2c("DELETE", bsf.sbiUri() + BINDINGS + "/" + id(first), null), 404, "RESOURCE_NOT_FOUND");

        // Another DNN is another PDU session: both stay, and a query without a DNN answers the newest.
        ObjectNode ims = binding("10.1.5.1", "imsi-001010000000053");
        ims.put("dnn", "ims");
        assertThat(create(ims).status()).isEqualTo(201);
        assertThat(get("ipv4Addr=10.1.5.1&dnn=internet").json().get("supi").asString()).isEqualTo("imsi-001010000000052");
        assertThat(get("ipv4Addr=10.1.5.1&dnn=ims").json().get("supi").asString()).isEqualTo("imsi-001010000000053");
        assertThat(get("ipv4Addr=10.1.5.1").json().get("supi").asString()).isEqualTo("imsi-001010000000053");
        assertThat(stored(id(replacing)).status()).isEqualTo(200);
    }

    @Test
    void paraComOfAnExistingBindingIs403WithItsPcf() {
        ObjectNode first = binding("10.1.6.1", "imsi-001010000000061");
        first.put("pcfSmFqdn", "pcf-sm1.operator.test");
        assertThat(create(first).status()).isEqualTo(201);
        long before = count();

        ObjectNode second = binding("10.1.6.2", "imsi-001010000000061");
        second.put("pcfFqdn", "pcf9.operator.test");
        second.set("paraCom", Json.MAPPER.readTree("{\"supi\":\"imsi-001010000000061\",\"dnn\":\"internet\",\"snssai\":{\"sst\":1,\"sd\":\"00000a\"}}"));
        Reply refused = create(second);
        assertProblem(refused, 403, "EXISTING_BINDING_INFO_FOUND");
        assertThat(refused.json().get("pcfSmFqdn").asString()).isEqualTo("pcf-sm1.operator.test");
        assertThat(refused.json().get("pcfSmIpEndPoints").get(0).get("ipv4Address").asString()).isEqualTo("192.0.2.10");
        assertThat(count()).isEqualTo(before);
        assertThat(get("ipv4Addr=10.1.6.2").status()).isEqualTo(204);

        // Another slice: no binding for that combination, so it is stored.
        second.set("paraCom", Json.MAPPER.readTree("{\"dnn\":\"internet\",\"snssai\":{\"sst\":2}}"));
        assertThat(create(second).status()).isEqualTo(201);
        // paraCom without any SUPI cannot be checked.
        ObjectNode anonymous = binding("10.1.6.3", "imsi-001010000000063");
        anonymous.remove("supi");
        anonymous.set("paraCom", Json.MAPPER.readTree("{\"dnn\":\"internet\"}"));
        assertThat(params(assertProblem(create(anonymous), 400, "OPTIONAL_IE_INCORRECT"))).containsExactly("/paraCom");
    }

    @Test
    void theAnswerCarriesTheNegotiatedFeatures() {
        ObjectNode b = binding("10.1.7.1", "imsi-001010000000071");
        b.put("suppFeat", "f");
        Reply created = create(b);
        assertThat(created.json().get("suppFeat").asString()).as("BindingUpdate and SamePcf").isEqualTo("6");
        assertThat(get("ipv4Addr=10.1.7.1").json().get("suppFeat").asString()).isEqualTo("6");
    }

    @Test
    void updateIsAMergePatchOfThePcfBindingPatchAttributes() {
        Reply created = create(binding("10.1.8.1", "imsi-001010000000081"));
        String uri = bsf.sbiUri() + BINDINGS + "/" + id(created);
        Reply patched = patch(uri, "{\"ipv4Addr\":\"10.1.8.2\",\"pcfFqdn\":\"pcf3.operator.test\",\"ipDomain\":\"d1\"}");
        assertThat(patched.status()).as(patched.body()).isEqualTo(200);
        assertThat(patched.header("content-type")).startsWith("application/json");
        assertThat(patched.json().get("ipv4Addr").asString()).isEqualTo("10.1.8.2");
        assertThat(patched.json().get("pcfFqdn").asString()).isEqualTo("pcf3.operator.test");
        assertThat(patched.json().get("supi").asString()).isEqualTo("imsi-001010000000081");
        assertThat(get("ipv4Addr=10.1.8.1").status()).isEqualTo(204);
        assertThat(get("ipv4Addr=10.1.8.2&ipDomain=d1").json()).isEqualTo(patched.json());
        assertThat(stored(id(created)).json().get("pcfBinding")).isEqualTo(patched.json());

        // null removes a nullable attribute; the binding must stay valid.
        assertThat(patch(uri, "{\"ipDomain\":null}").json().has("ipDomain")).isFalse();
        assertThat(params(assertProblem(patch(uri, "{\"ipv4Addr\":null}"), 400, "MANDATORY_IE_MISSING")))
                .contains("/ipv4Addr", "/ipv6Prefix", "/macAddr48");
        assertProblem(patch(uri, "{\"dnn\":\"ims\"}"), 403, "MODIFICATION_NOT_ALLOWED");
        assertProblem(patch(uri, "{\"pcfFqdn\":null}"), 400, "OPTIONAL_IE_INCORRECT");
        // Every attribute of PcfBindingPatch is optional.
        assertProblem(patch(uri, "{\"pcfFqdn\":\"not a fqdn\"}"), 400, "OPTIONAL_IE_INCORRECT");
        assertProblem(HttpProbe.h2c("PATCH", uri, "{\"pcfFqdn\":\"pcf4.operator.test\"}"), 415, "UNSUPPORTED_MEDIA_TYPE");
        assertThat(stored(id(created)).json().get("pcfBinding").get("pcfFqdn").asString()).isEqualTo("pcf3.operator.test");
        assertThat(stored(id(created)).json().get("pcfBinding").get("ipv4Addr").asString()).isEqualTo("10.1.8.2");

        assertProblem(patch(bsf.sbiUri() + BINDINGS + "/0190a0f1-0000-7000-8000-000000000000", "{\"pcfFqdn\":\"pcf4.operator.test\"}"),
                404, "RESOURCE_NOT_FOUND");
    }

    static Reply patch(String uri, String body) {
        return HttpProbe.h2c("PATCH", uri, body, "-H", "content-type: application/merge-patch+json");
    }

    @Test
    void deleteIs204ThenTheBindingIsGone() {
        Reply created = create(binding("10.1.9.1", "imsi-001010000000091"));
        long before = count();
        Reply deleted = HttpProbe.h2c("DELETE", created.header("location"), null);
        assertThat(deleted.status()).isEqualTo(204);
        assertThat(deleted.body()).isEmpty();
        assertThat(count()).isEqualTo(before - 1);
        assertThat(get("ipv4Addr=10.1.9.1").status()).isEqualTo(204);
        assertProblem(HttpProbe.h2c("DELETE", created.header("location"), null), 404, "RESOURCE_NOT_FOUND");
        assertProblem(HttpProbe.h2c("DELETE", bsf.sbiUri() + BINDINGS + "/nope", null), 404, "RESOURCE_NOT_FOUND");
    }

    @Test
    void theBusinessMetersCount() {
        create(binding("10.1.10.1", "imsi-001010000000101"));
        get("ipv4Addr=10.1.10.1");
        get("ipv4Addr=10.1.10.2");
        String metrics = HttpProbe.http1("GET", bsf.adminUri() + "/metrics", null).body();
        assertThat(metrics).containsPattern("stub_bsf_bindings_total\\{.*event=\"registered\".*} [1-9]")
                .containsPattern("stub_bsf_discovery_total\\{.*result=\"found\".*} [1-9]")
                .containsPattern("stub_bsf_discovery_total\\{.*result=\"none\".*} [1-9]")
                .containsPattern("sbi_requests_seconds_count\\{.*operation=\"CreatePCFBinding\".*status=\"201\"");
    }

    static Reply assertProblem(Reply reply, int status, String cause) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        assertThat(reply.header("content-type")).startsWith("application/problem+json");
        assertThat(reply.json().get("status").asInt()).isEqualTo(status);
        assertThat(reply.json().get("cause").asString()).isEqualTo(cause);
        return reply;
    }

    static List<String> params(Reply reply) {
        List<String> names = new ArrayList<>();
        reply.json().path("invalidParams").forEach(p -> names.add(p.get("param").asString()));
        return names;
    }

    static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
