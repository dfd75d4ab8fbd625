package dev.corebed.pcf.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29512.SmPolicyDecision;
import dev.corebed.sbi.Json;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The SM policy decision: which profile a session gets, what the decision holds, what an update tells the SMF. */
class SmPolicyDecisionsTest {

    static final PolicyProfile GOLD = new PolicyProfile("gold", "200 Mbps", "1 Gbps", 8, 2, "", "", 100, 10, "", "", List.of());
    static final PolicyProfile SLICE = new PolicyProfile("slice", "10 Mbps", "20 Mbps", 7, null, "", "", null, null, "", "", List.of());
    static final PolicyProfile DNN = new PolicyProfile("dnn", "30 Mbps", "40 Mbps", 6, null, "", "", null, null, "", "", List.of());
    static final PolicyProfile RESTRICTED = new PolicyProfile("restricted", "1 Mbps", "1 Mbps", 9, null, "", "", null, null, "", "", List.of());

    final PolicyOptions policies = new PolicyOptions(Map.of("default", PolicyProfile.empty("default"), "gold", GOLD, "slice", SLICE,
            "dnn", DNN, "restricted", RESTRICTED), Map.of("1-000002", "slice"), Set.of("exceeded"), "restricted", List.of());
    final SmPolicyOptions sm = new SmPolicyOptions(new FanOut(List.of(UdrRead.SM_DATA), true, true, false, true, ""), Map.of(),
            List.of("PLMN_CH", "SE_AMBR_CH"), true, false, "1");
    final SmPolicyDecisions decisions = new SmPolicyDecisions(policies, sm);

    static final FanOut NO_POLICY = new FanOut(List.of(), false, false, false, true, "");
    static final FanOut DNN_POLICY = new FanOut(List.of(), false, false, false, true, "dnn");

    static ObjectNode context(String snssai) {
        return (ObjectNode) Json.MAPPER.readTree("""
                {"supi":"imsi-001010000000001","pduSessionId":1,"pduSessionType":"IPV4","dnn":"internet","notificationUri":"http://smf/",
                 "sliceInfo":%s,"subsSessAmbr":{"uplink":"5 Mbps","downlink":"6 Mbps"},
                 "subsDefQos":{"5qi":9,"arp":{"priorityLevel":11,"preemptCap":"MAY_PREEMPT","preemptVuln":"NOT_PREEMPTABLE"}},"suppFeat":"3"}
                """.formatted(snssai));
    }

    static JsonNode inputs(String json) {
        return Json.MAPPER.readTree(json);
    }

    @Test
    void theProfileIsTheChfsThenTheSubscribersThenTheDnnsThenTheSlicesThenDefault() {
        String slice = "{\"sst\":1,\"sd\":\"000002\"}";
        String other = "{\"sst\":1,\"sd\":\"000003\"}";
        assertThat(decisions.profile("1-000003", NO_POLICY, inputs("{}")).name()).isEqualTo("default");
        assertThat(decisions.profile("1-000002", NO_POLICY, inputs("{}")).name()).isEqualTo("slice");
        assertThat(decisions.profile("1-000002", DNN_POLICY, inputs("{}")).name()).isEqualTo("dnn");
        assertThat(decisions.profile("1-000002", DNN_POLICY, inputs("{\"udr\":{\"subscCats\":[\"unknown\",\"gold\"]}}")).name())
                .isEqualTo("gold");
        assertThat(decisions.profile("1-000002", DNN_POLICY, inputs("{\"udr\":{\"subscCats\":[\"gold\"]},\"chf\":{\"statusInfos\":"
                + "{\"c\":{\"policyCounterId\":\"c\",\"currentStatus\":\"exceeded\"}}}}")).name()).isEqualTo("restricted");
        assertThat(Keys.snssai(Json.MAPPER.readTree(slice))).isEqualTo("1-000002");
        assertThat(Keys.snssai(Json.MAPPER.readTree(other))).isEqualTo("1-000003");
    }

    @Test
    void theDefaultProfileTakesTheSmfsSubscribedValues() {
        ObjectNode d = decisions.evaluate(context("{\"sst\":1,\"sd\":\"000003\"}"), inputs("{}"), NO_POLICY);
        SmPolicyDecision typed = StrictJson.read(Json.write(d), SmPolicyDecision.class);
        assertThat(d.at("/sessRules/sess-1/authSessAmbr/downlink").asString()).isEqualTo("6 Mbps");
        assertThat(d.at("/sessRules/sess-1/authDefQos/5qi").asInt()).isEqualTo(9);
        assertThat(d.at("/sessRules/sess-1/authDefQos/arp/priorityLevel").asInt()).isEqualTo(11);
        assertThat(d.at("/sessRules/sess-1/authDefQos/arp/preemptCap").asString()).isEqualTo("MAY_PREEMPT");
        assertThat(typed.chgDecs()).isNull();
        assertThat(typed.policyCtrlReqTriggers()).containsExactly("PLMN_CH", "SE_AMBR_CH");
        assertThat(typed.suppFeat()).isEqualTo("1"); // ours "1" and the SMF's "3"
    }

    @Test
    void aProfileOverridesThemAndAddsItsChargingAndTheUdrsOnlineFlag() {
        ObjectNode d = decisions.evaluate(context("{\"sst\":1}"), inputs("{\"udr\":{\"subscCats\":[\"gold\"],\"online\":true,"
                + "\"ipv4Index\":3}}"), NO_POLICY);
        StrictJson.read(Json.write(d), SmPolicyDecision.class);
        assertThat(d.at("/sessRules/sess-1/authSessAmbr/uplink").asString()).isEqualTo("200 Mbps");
        assertThat(d.at("/qosDecs/qos-default/5qi").asInt()).isEqualTo(8);
        assertThat(d.at("/qosDecs/qos-default/arp/priorityLevel").asInt()).isEqualTo(2);
        assertThat(d.at("/pccRules/pcc-default/refChgData/0").asString()).isEqualTo("chg-default");
        assertThat(d.at("/chgDecs/chg-default/ratingGroup").asInt()).isEqualTo(100);
        assertThat(d.at("/chgDecs/chg-default/online").asBoolean()).isTrue();
        assertThat(d.get("online").asBoolean()).isTrue();
        assertThat(d.get("ipv4Index").asInt()).isEqualTo(3);
        // The same inputs: the same decision.
        assertThat(decisions.evaluate(context("{\"sst\":1}"), inputs("{\"udr\":{\"subscCats\":[\"gold\"],\"online\":true,"
                + "\"ipv4Index\":3}}"), NO_POLICY)).isEqualTo(d);
    }

    @Test
    void theDeltaHoldsWhatChangedAndNullsForWhatWentAndIsAValidDecision() {
        ObjectNode gold = decisions.evaluate(context("{\"sst\":1}"), inputs("{\"udr\":{\"subscCats\":[\"gold\"]}}"), NO_POLICY);
        ObjectNode restricted = decisions.evaluate(context("{\"sst\":1}"), inputs("{\"udr\":{\"subscCats\":[\"gold\"]},\"chf\":"
                + "{\"statusInfos\":{\"c\":{\"policyCounterId\":\"c\",\"currentStatus\":\"exceeded\"}}}}"), NO_POLICY);
        ObjectNode delta = SmPolicyDecisions.delta(gold, restricted);
        StrictJson.read(Json.write(delta), SmPolicyDecision.class);
        assertThat(delta.at("/sessRules/sess-1/authSessAmbr/uplink").asString()).isEqualTo("1 Mbps");
        assertThat(delta.at("/chgDecs/chg-default").isNull()).isTrue();
        assertThat(delta.has("policyCtrlReqTriggers")).isFalse();
        assertThat(SmPolicyDecisions.delta(gold, gold).isEmpty()).isTrue();
        // Applying the delta to the old decision gives the new one.
        ObjectNode applied = gold.deepCopy();
        SmPolicyService.apply(applied, delta);
        assertThat(applied).isEqualTo(restricted);
    }
}
