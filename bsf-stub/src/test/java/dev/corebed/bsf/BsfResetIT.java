package dev.corebed.bsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubType;
import dev.corebed.diameter.Avps;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.ManagementApiSpec;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.net.Inet4Address;
import java.net.InetAddress;
import org.jdiameter.api.Answer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The BSF's part of the management API, with SBI and Rx traffic: its bindings listed page by page, the journal
 * of both transports, a scripted Diameter answer an AF receives, and reset (bindings and subscriptions gone,
 * configured fault rules back).
 */
@CorebedTest(stubs = StubType.BSF, shared = false, reset = ResetMode.NEVER, properties = {
        "faults.rules[0].id=configured-slow", "faults.rules[0].service=nbsf-management",
        "faults.rules[0].delay.type=fixed", "faults.rules[0].delay.ms=1"})
class BsfResetIT {

    static final String BINDINGS = "/nbsf-management/v1/pcfBindings";
    static final String BSF = "bsf.corebed.test";
    @Stub
    static BsfHandle bsf;
    static RxTestPeer af;

    @BeforeAll
    static void boot() throws Exception {
        af = RxTestPeer.af("pcscf.corebed.test", RxTestPeer.peer(BSF, bsf.diameter().orElseThrow().port()));
        assertThat(af.awaitOpen(BSF)).isTrue();
    }

    @AfterAll
    static void shutdown() throws Exception {
        if (af != null) {
            af.close();
        }
    }

    @BeforeEach
    void fresh() {
        assertThat(admin("POST", "/admin/v1/reset", null).status()).isEqualTo(204);
    }

    static Reply admin(String method, String path, String body) {
        return HttpProbe.http1(method, bsf.adminUri() + path, body);
    }

    static void bind(String ipv4) {
        ObjectNode b = PcfBindingIT.binding(ipv4, "imsi-001010000000001");
        Reply created = HttpProbe.h2c("POST", bsf.sbiUri() + BINDINGS, b.toString());
        assertThat(created.status()).as(created.body()).isEqualTo(201);
    }

    static Inet4Address ipv4(String s) throws Exception {
        return (Inet4Address) InetAddress.getByName(s);
    }

    @Test
    void bindingsAreListedPageByPage() {
        bind("10.47.0.1");
        bind("10.47.0.2");
        bind("10.47.0.3");
        JsonNode first = admin("GET", "/admin/v1/bsf/pcf-bindings?limit=2", null).json();
        assertThat(first.get("pcfBindings")).hasSize(2);
        assertThat(first.get("pcfBindings").get(0).get("pcfBinding").get("ipv4Addr").asString()).startsWith("10.47.0.");
        String next = first.get("next").asString();
        JsonNode second = admin("GET", "/admin/v1/bsf/pcf-bindings?limit=2&after=" + next, null).json();
        assertThat(second.get("pcfBindings")).hasSize(1);
        assertThat(second.has("next")).isFalse();
        assertThat(admin("GET", "/admin/v1/bsf/pcf-bindings?limit=0", null).status()).isEqualTo(400);
    }

    @Test
    void theJournalShowsSbiAndRxAndAScriptedRxAnswerReachesTheAf() throws Exception {
        bind("10.47.1.1");
        Answer noBinding = af.call(af.aarInitial(ipv4("10.47.1.9")));
        assertThat(Avps.resultCode(noBinding.getAvps())).isEqualTo(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE);

        JsonNode sbi = admin("GET", "/admin/v1/journal?transport=sbi", null).json().get("entries");
        assertThat(sbi).hasSize(1);
        assertThat(sbi.get(0).get("operation").asString()).isEqualTo("CreatePCFBinding");
        assertThat(sbi.get(0).get("body").get("ipv4Addr").asString()).isEqualTo("10.47.1.1");
        JsonNode rx = admin("GET", "/admin/v1/journal?transport=diameter&avp=Framed-IP-Address=10.47.1.9", null).json();
        assertThat(rx.get("total").asInt()).isEqualTo(1);
        JsonNode aar = rx.get("entries").get(0);
        assertThat(aar.get("service").asString()).isEqualTo("rx");
        assertThat(aar.get("peer").asString()).isEqualTo("pcscf.corebed.test");
        assertThat(aar.get("resultCode").asInt()).isEqualTo(5065);
        assertThat(aar.get("experimental").asBoolean()).isTrue();

        Reply scripted = admin("POST", "/admin/v1/answers", """
                {"match":{"service":"rx","operation":"AAR","avps":{"Framed-IP-Address":"10.47.1.8"}},"times":1,
                 "answer":{"resultCode":5063,"vendorId":10415,"avps":[{"name":"Error-Message","value":"not today"}]}}""");
        assertThat(scripted.status()).as(scripted.body()).isEqualTo(201);
        Answer denied = af.call(af.aarInitial(ipv4("10.47.1.8")));
        assertThat(Avps.resultCode(denied.getAvps())).isEqualTo(ResultCodes.REQUESTED_SERVICE_NOT_AUTHORIZED);
        assertThat(Avps.ERROR_MESSAGE.string(denied.getAvps())).isEqualTo("not today");
        assertThat(admin("GET", "/admin/v1/journal/count?transport=diameter&status=5063", null).json().get("count").asInt())
                .isEqualTo(1);
    }

    @Test
    void resetRemovesBindingsAndSubscriptionsAndBringsBackTheConfiguredRules() {
        bind("10.47.2.1");
        ObjectNode sub = Json.MAPPER.createObjectNode().put("notifUri", "http://127.0.0.1:9/notify").put("notifCorreId", "c1")
                .put("supi", "imsi-001010000000001");
        sub.putArray("events").add("PCF_PDU_SESSION_BINDING_REGISTRATION");
        Reply subscribed = HttpProbe.h2c("POST", bsf.sbiUri() + "/nbsf-management/v1/subscriptions", sub.toString());
        assertThat(subscribed.status()).as(subscribed.body()).isEqualTo(201);
        assertThat(admin("POST", "/admin/v1/faults", "{\"service\":\"nbsf-management\",\"error\":{\"type\":\"reset\"},\"after\":10}")
                .status()).isEqualTo(201);

        assertThat(admin("POST", "/admin/v1/reset", null).status()).isEqualTo(204);

        assertThat(HttpProbe.h2c("GET", bsf.sbiUri() + BINDINGS + "?ipv4Addr=10.47.2.1", null).status()).as("binding gone").isEqualTo(204);
        assertThat(admin("GET", "/admin/v1/bsf/pcf-bindings", null).json().get("pcfBindings")).isEmpty();
        assertThat(HttpProbe.h2c("DELETE", subscribed.header("location"), null).status()).as("subscription gone").isEqualTo(404);
        JsonNode faults = admin("GET", "/admin/v1/faults", null).json();
        assertThat(faults).hasSize(1);
        assertThat(faults.get(0).get("id").asString()).isEqualTo("configured-slow");
        Reply bulk = admin("POST", "/admin/v1/bsf/pcf-bindings/bulk", "{\"count\":1,\"templat\":{}}");
        assertThat(bulk.status()).isEqualTo(400);
        assertThat(bulk.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/templat");
    }

    @Test
    void theManagementApiDocumentDescribesEveryRouteOfThisStub() {
        ManagementApiSpec.assertDescribes("bsf", InProcess.bean(bsf, SbiEndpoints.class).managementRoutes());
    }
}
