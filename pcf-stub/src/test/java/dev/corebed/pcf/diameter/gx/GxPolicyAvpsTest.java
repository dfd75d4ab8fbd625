package dev.corebed.pcf.diameter.gx;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.sbi.Json;
import java.util.List;
import org.jdiameter.api.AvpSet;
import org.jdiameter.client.impl.parser.MessageParser;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** A Gx session's decision (an SmPolicyDecision) as the AVPs of a CCA or RAR: in full, and what changed. */
class GxPolicyAvpsTest {

    static final JsonNode DECISION = Json.MAPPER.readTree("""
            {"sessRules":{"sess-1":{"sessRuleId":"sess-1","authSessAmbr":{"uplink":"200 Mbps","downlink":"1 Gbps"},
               "authDefQos":{"5qi":8,"arp":{"priorityLevel":2,"preemptCap":"MAY_PREEMPT","preemptVuln":"NOT_PREEMPTABLE"}}}},
             "pccRules":{"pcc-default":{"pccRuleId":"pcc-default","precedence":255,"refQosData":["qos-default"],"refChgData":["chg"],
                 "flowInfos":[{"flowDescription":"permit out ip from any to assigned","flowDirection":"BIDIRECTIONAL"}]},
               "ims-signalling":{"pccRuleId":"ims-signalling"}},
             "qosDecs":{"qos-default":{"qosId":"qos-default","5qi":8,"maxbrUl":"10 Mbps","maxbrDl":"20 Mbps",
                 "arp":{"priorityLevel":2,"preemptCap":"NOT_PREEMPT","preemptVuln":"PREEMPTABLE"}}},
             "chgDecs":{"chg":{"chgId":"chg","ratingGroup":100,"meteringMethod":"VOLUME","online":true,"offline":false}},
             "umDecs":{"um":{"umId":"um","volumeThreshold":2000,"timeThreshold":60}},
             "online":true,"policyCtrlReqTriggers":["RAT_CHANGE","USAGE_REPORT","US_RE"]}""");

    static AvpSet avps() {
        return new MessageParser().createEmptyMessage(272, 16777238).getAvps();
    }

    @Test
    void theWholeDecision() {
        AvpSet set = avps();
        GxPolicyAvps.write(set, DECISION, DECISION);
        assertThat(Gx.apnAggregateMaxBitrate(set)).containsExactly(200_000_000L, 1_000_000_000L);
        assertThat(Gx.defaultEpsBearerQos(set)).isEqualTo(new Gx.DefaultBearerQos(8, new Gx.Arp(2, true, false)));
        assertThat(Gx.installedRuleNames(set)).containsExactlyInAnyOrder("pcc-default", "ims-signalling");
        Gx.ChargingRule rule = Gx.chargingRuleDefinitions(set).get(0);
        assertThat(rule).isEqualTo(new Gx.ChargingRule("pcc-default", List.of(new Gx.Flow("permit out ip from any to assigned",
                Gx.BIDIRECTIONAL)), new Gx.RuleQos(8, 10_000_000L, 20_000_000L, null, null, new Gx.Arp(2, false, true)), 255L, 100L,
                1, 0, 1));
        assertThat(Gx.usageMonitoringInformation(set)).containsExactly(new Gx.UsageMonitoring("um",
                new Avps.ServiceUnits(2000L, null, null, 60L), null, Gx.SESSION_LEVEL, false));
        assertThat(Gx.ONLINE.requireNumber(set)).isEqualTo(1);
        // Gx Event-Trigger names; N7 names (US_RE) are not Gx's and are left out
        assertThat(Gx.eventTriggers(set)).containsExactly(Gx.RAT_CHANGE, Gx.USAGE_REPORT);
    }

    @Test
    void aChangeRemovesRulesReinstallsOnesWhoseQosChangedAndEndsMonitoring() {
        JsonNode change = Json.MAPPER.readTree("""
                {"pccRules":{"ims-signalling":null},"qosDecs":{"qos-default":{"qosId":"qos-default","5qi":9}},
                 "umDecs":{"um":null},"policyCtrlReqTriggers":[]}""");
        JsonNode after = ((tools.jackson.databind.node.ObjectNode) DECISION.deepCopy()).set("qosDecs",
                Json.MAPPER.readTree("{\"qos-default\":{\"qosId\":\"qos-default\",\"5qi\":9}}"));
        AvpSet set = avps();
        GxPolicyAvps.write(set, change, after);
        assertThat(Gx.removedRuleNames(set)).containsExactly("ims-signalling");
        assertThat(Gx.chargingRuleDefinitions(set)).extracting(r -> r.qos().qci()).containsExactly(9);
        assertThat(Gx.usageMonitoringInformation(set)).containsExactly(new Gx.UsageMonitoring("um", null, null, null, true));
        assertThat(Gx.eventTriggers(set)).containsExactly(Gx.NO_EVENT_TRIGGERS);
        assertThat(Gx.apnAggregateMaxBitrate(set)).as("the session rule did not change").isNull();
    }
}
