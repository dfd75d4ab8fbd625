package dev.corebed.bsf;

import static dev.corebed.bsf.PcfBindingIT.assertProblem;
import static dev.corebed.bsf.PcfBindingIT.params;
import static dev.corebed.junit.StubType.BSF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CallbackSink;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.HttpProbe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Binding event subscriptions (/subscriptions) and the BsfNotification the subscriber's notifUri receives. */
@CorebedTest(stubs = BSF, reset = ResetMode.PER_CLASS)
class BsfSubscriptionIT {

    static final String ROOT = "/nbsf-management/v1";

    @Stub
    static BsfHandle bsf;
    @RegisterExtension
    static final CallbackSink sink = new CallbackSink();

    static ObjectNode subscription(String supi, String sinkName, String... events) {
        ObjectNode s = Json.MAPPER.createObjectNode().put("notifUri", sink.uri(sinkName)).put("notifCorreId", "corr-" + sinkName)
                .put("supi", supi);
        var ev = s.putArray("events");
        for (String e : events) {
            ev.add(e);
        }
        return s;
    }

    static Reply subscribe(ObjectNode s) {
        return HttpProbe.h2c("POST", bsf.sbiUri() + ROOT + "/subscriptions", s.toString());
    }

    static Reply createBinding(String ipv4, String supi, String dnn) {
        ObjectNode b = PcfBindingIT.binding(ipv4, supi);
        b.put("dnn", dnn);
        return HttpProbe.h2c("POST", bsf.sbiUri() + ROOT + "/pcfBindings", b.toString());
    }

    @Test
    void registrationAndDeregistrationOfTheSupisBindingsAreNotified() throws Exception {
        Reply sub = subscribe(subscription("imsi-001010000002001", "pdu", "PCF_PDU_SESSION_BINDING_REGISTRATION",
                "PCF_PDU_SESSION_BINDING_DEREGISTRATION"));
        assertThat(sub.status()).as(sub.body()).isEqualTo(201);
        assertThat(sub.header("location")).matches(bsf.sbiUri() + ROOT + "/subscriptions/" + PcfBindingIT.UUID_PATTERN);
        assertThat(sub.json().get("notifCorreId").asString()).isEqualTo("corr-pdu");

        createBinding("10.2.0.9", "imsi-001010000002999", "internet"); // another SUPI: not notified
        Reply binding = createBinding("10.2.0.1", "imsi-001010000002001", "internet");
        JsonNode registered = sink.await("pdu", 1);
        assertThat(registered.get("notifCorreId").asString()).isEqualTo("corr-pdu");
        JsonNode event = registered.get("eventNotifs").get(0);
        assertThat(event.get("event").asString()).isEqualTo("PCF_PDU_SESSION_BINDING_REGISTRATION");
        JsonNode info = event.get("pcfForPduSessInfos").get(0);
        assertThat(info.get("ipv4Addr").asString()).isEqualTo("10.2.0.1");
        assertThat(info.get("dnn").asString()).isEqualTo("internet");
        assertThat(info.get("snssai").get("sst").asInt()).isEqualTo(1);
        assertThat(info.get("pcfFqdn").asString()).isEqualTo("pcf1.operator.test");
        assertThat(info.get("pcfId").asString()).isEqualTo("2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e11");

        assertThat(HttpProbe.h2c("DELETE", binding.header("location"), null).status()).isEqualTo(204);
        JsonNode deregistered = sink.await("pdu", 2);
        assertThat(deregistered.get("eventNotifs").get(0).get("event").asString()).isEqualTo("PCF_PDU_SESSION_BINDING_DEREGISTRATION");
        assertThat(deregistered.get("eventNotifs").get(0).get("pcfForPduSessInfos").get(0).get("ipv4Addr").asString())
                .isEqualTo("10.2.0.1");
        assertThat(HttpProbe.http1("GET", bsf.adminUri() + "/metrics", null).body()).as("the delivery's meter")
                .containsPattern("sbi_callbacks_total\\{[^}]*kind=\"BsfNotification\",nf=\"bsf\",outcome=\"sent\"[^}]*} (?:[2-9]|[1-9][0-9]+)\\.");

        // Unsubscribed: no more notifications.
        assertThat(HttpProbe.h2c("DELETE", sub.header("location"), null).status()).isEqualTo(204);
        createBinding("10.2.0.2", "imsi-001010000002001", "internet");
        Thread.sleep(300);
        assertThat(sink.received("pdu")).hasSize(2);
        assertProblem(HttpProbe.h2c("DELETE", sub.header("location"), null), 404, "SUBSCRIPTION_NOT_FOUND");
        assertThat(sink.received("pdu")).allMatch(n -> !n.toString().contains("10.2.0.9"));
    }

    @Test
    void snssaiDnnPairsNarrowTheEvents() throws Exception {
        ObjectNode s = subscription("imsi-001010000002002", "pairs", "PCF_PDU_SESSION_BINDING_REGISTRATION",
                "SNSSAI_DNN_BINDING_REGISTRATION");
        s.set("snssaiDnnPairs", Json.MAPPER.readTree("{\"dnn\":\"ims\",\"snssai\":{\"sst\":1,\"sd\":\"00000a\"}}"));
        assertThat(subscribe(s).status()).isEqualTo(201);
        createBinding("10.2.1.1", "imsi-001010000002002", "internet"); // not a subscribed pair
        createBinding("10.2.1.2", "imsi-001010000002002", "ims");
        JsonNode n = sink.await("pairs", 1);
        assertThat(n.get("eventNotifs")).hasSize(2);
        assertThat(n.get("eventNotifs").get(0).get("event").asString()).isEqualTo("PCF_PDU_SESSION_BINDING_REGISTRATION");
        JsonNode pair = n.get("eventNotifs").get(1);
        assertThat(pair.get("event").asString()).isEqualTo("SNSSAI_DNN_BINDING_REGISTRATION");
        assertThat(pair.get("matchSnssaiDnns").get(0).get("dnn").asString()).isEqualTo("ims");
        assertThat(pair.get("pcfForPduSessInfos").get(0).get("ipv4Addr").asString()).isEqualTo("10.2.1.2");
        Thread.sleep(300);
        assertThat(sink.received("pairs")).hasSize(1);
    }

    @Test
    void ueBindingEventsAreNotified() throws Exception {
        assertThat(subscribe(subscription("imsi-001010000002003", "ue", "PCF_UE_BINDING_REGISTRATION",
                "PCF_UE_BINDING_DEREGISTRATION")).status()).isEqualTo(201);
        Reply ue = HttpProbe.h2c("POST", bsf.sbiUri() + ROOT + "/pcf-ue-bindings",
                PcfForUeBindingIT.ueBinding("imsi-001010000002003", null, "pcf-am1.operator.test").toString());
        assertThat(ue.status()).isEqualTo(201);
        JsonNode n = sink.await("ue", 1).get("eventNotifs").get(0);
        assertThat(n.get("event").asString()).isEqualTo("PCF_UE_BINDING_REGISTRATION");
        assertThat(n.get("pcfForUeInfo").get("pcfFqdn").asString()).isEqualTo("pcf-am1.operator.test");
        assertThat(HttpProbe.h2c("DELETE", ue.header("location"), null).status()).isEqualTo(204);
        assertThat(sink.await("ue", 2).get("eventNotifs").get(0).get("event").asString()).isEqualTo("PCF_UE_BINDING_DEREGISTRATION");
    }

    @Test
    void replaceAndBadSubscriptions() throws Exception {
        Reply sub = subscribe(subscription("imsi-001010000002004", "replaced", "PCF_UE_BINDING_REGISTRATION"));
        Reply replaced = HttpProbe.h2c("PUT", sub.header("location"),
                subscription("imsi-001010000002004", "replaced", "PCF_PDU_SESSION_BINDING_REGISTRATION").toString());
        assertThat(replaced.status()).as(replaced.body()).isEqualTo(200);
        assertThat(replaced.json().get("events").get(0).asString()).isEqualTo("PCF_PDU_SESSION_BINDING_REGISTRATION");
        createBinding("10.2.2.1", "imsi-001010000002004", "internet");
        assertThat(sink.await("replaced", 1).get("eventNotifs").get(0).get("event").asString())
                .isEqualTo("PCF_PDU_SESSION_BINDING_REGISTRATION");
        assertProblem(HttpProbe.h2c("PUT", bsf.sbiUri() + ROOT + "/subscriptions/0190a0f1-0000-7000-8000-000000000000",
                subscription("imsi-001010000002004", "x", "PCF_UE_BINDING_REGISTRATION").toString()), 404, "SUBSCRIPTION_NOT_FOUND");

        ObjectNode noSupi = subscription("imsi-001010000002005", "bad", "PCF_UE_BINDING_REGISTRATION");
        noSupi.remove("supi");
        assertThat(params(assertProblem(subscribe(noSupi), 400, "MANDATORY_IE_MISSING"))).containsExactly("/supi");
        ObjectNode badUri = subscription("imsi-001010000002005", "bad", "PCF_UE_BINDING_REGISTRATION");
        badUri.put("notifUri", "not a uri");
        assertThat(params(assertProblem(subscribe(badUri), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/notifUri");
        ObjectNode noEvents = subscription("imsi-001010000002005", "bad");
        assertThat(params(assertProblem(subscribe(noEvents), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/events");
        ObjectNode nullGpsi = subscription("imsi-001010000002005", "bad", "PCF_UE_BINDING_REGISTRATION");
        nullGpsi.putNull("gpsi");
        assertThat(params(assertProblem(subscribe(nullGpsi), 400, "OPTIONAL_IE_INCORRECT"))).containsExactly("/gpsi");
        ObjectNode longSupi = subscription("nai-" + "u".repeat(125), "bad", "PCF_UE_BINDING_REGISTRATION");
        assertThat(params(assertProblem(subscribe(longSupi), 400, "MANDATORY_IE_INCORRECT"))).containsExactly("/supi");
    }

    /** Ids of another form than the BSF issues name no subscription, whatever their characters (never a data-tier error). */
    @Test
    void aSubscriptionIdOfAnotherFormIs404() {
        Reply sub = subscribe(subscription("imsi-001010000002006", "ids", "PCF_UE_BINDING_REGISTRATION"));
        assertThat(sub.status()).isEqualTo(201);
        String id = sub.header("location").substring(sub.header("location").lastIndexOf('/') + 1);
        for (String other : new String[] {"%C3%A9t%C3%A9", "%E2%9C%93", "0190a0f1-0000-7000-8000-00000000000%C3%A9", id.toUpperCase()}) {
            assertProblem(HttpProbe.h2c("DELETE", bsf.sbiUri() + ROOT + "/subscriptions/" + other, null), 404, "SUBSCRIPTION_NOT_FOUND");
            assertProblem(HttpProbe.h2c("PUT", bsf.sbiUri() + ROOT + "/subscriptions/" + other,
                    subscription("imsi-001010000002006", "ids", "PCF_UE_BINDING_REGISTRATION").toString()), 404, "SUBSCRIPTION_NOT_FOUND");
        }
        assertThat(HttpProbe.h2c("DELETE", sub.header("location"), null).status()).as("the subscription stayed").isEqualTo(204);
    }
}
