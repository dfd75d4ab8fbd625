package dev.corebed.diameter.gx;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.sy.Sy;
import java.util.List;
import java.util.Map;
import org.jdiameter.api.AvpSet;
import org.jdiameter.client.impl.parser.MessageParser;
import org.junit.jupiter.api.Test;

/** The Gx, Rx and Sy helpers the PCRF and its peers build and read messages with: what is written reads back. */
class GxAvpsTest {

    static AvpSet avps() {
        return new MessageParser().createEmptyMessage(272, 16777238).getAvps();
    }

    @Test
    void dynamicRulesCarryFlowsQosArpAndCharging() {
        AvpSet set = avps();
        Gx.ChargingRule voice = new Gx.ChargingRule("af-1", List.of(new Gx.Flow("permit out 17 from 10.0.0.1 49000 to 10.45.0.7 50000",
                Gx.DOWNLINK)), new Gx.RuleQos(1, 64_000L, 64_000L, 64_000L, 64_000L, new Gx.Arp(2, true, false)), 100L, null,
                null, null, null);
        Gx.ChargingRule data = new Gx.ChargingRule("pcc-default", List.of(new Gx.Flow("permit out ip from any to assigned",
                Gx.BIDIRECTIONAL)), new Gx.RuleQos(8, 200_000_000L, 1_000_000_000L, null, null, new Gx.Arp(8, false, true)), 255L,
                100L, 1, 0, 1);
        Gx.addChargingRuleInstall(set, List.of("ims-signalling"), List.of(), List.of(voice, data));
        Gx.addChargingRuleRemove(set, List.of("af-0"));

        assertThat(Gx.installedRuleNames(set)).containsExactlyInAnyOrder("af-1", "pcc-default", "ims-signalling");
        assertThat(Gx.chargingRuleDefinitions(set)).containsExactly(voice, data);
        assertThat(Gx.removedRuleNames(set)).containsExactly("af-0");
    }

    @Test
    void reportsTriggersAndUsageMonitoringReadBack() {
        AvpSet set = avps();
        Gx.addChargingRuleReport(set, new Gx.RuleReport(List.of("af-1", "af-2"), Gx.INACTIVE, 5));
        Gx.EVENT_TRIGGER.add(set, Gx.USAGE_REPORT);
        Gx.EVENT_TRIGGER.add(set, Gx.RAT_CHANGE);
        Gx.addUsageMonitoringInformation(set, new Gx.UsageMonitoring("um-session", null,
                new Avps.ServiceUnits(5_000_000_000L, 1_000L, 2_000L, 60L), null, false));
        Gx.addUsageMonitoringInformation(set, new Gx.UsageMonitoring("um-video", new Avps.ServiceUnits(10L, null, null, null),
                null, Gx.SESSION_LEVEL, true));

        assertThat(Gx.chargingRuleReports(set)).containsExactly(new Gx.RuleReport(List.of("af-1", "af-2"), Gx.INACTIVE, 5));
        assertThat(Gx.eventTriggers(set)).containsExactly(33, 2);
        assertThat(Gx.usageMonitoringInformation(set)).containsExactly(
                new Gx.UsageMonitoring("um-session", null, new Avps.ServiceUnits(5_000_000_000L, 1_000L, 2_000L, 60L), null, false),
                new Gx.UsageMonitoring("um-video", new Avps.ServiceUnits(10L, null, null, null), null, 0, true));
        assertThat(Gx.EVENT_TRIGGERS).containsEntry("USAGE_REPORT", 33).containsEntry("SUCCESSFUL_RESOURCE_ALLOCATION", 22);
    }

    @Test
    void bearerQosAndApnAmbrReadBack() {
        AvpSet set = avps();
        Gx.addApnAggregateMaxBitrate(set, 50_000_000L, 100_000_000L);
        Gx.addDefaultEpsBearerQos(set, new Gx.DefaultBearerQos(9, new Gx.Arp(8, false, true)));
        assertThat(Gx.apnAggregateMaxBitrate(set)).containsExactly(50_000_000L, 100_000_000L);
        assertThat(Gx.defaultEpsBearerQos(set)).isEqualTo(new Gx.DefaultBearerQos(9, new Gx.Arp(8, false, true)));
        assertThat(Gx.defaultEpsBearerQos(avps())).isNull();
    }

    @Test
    void rxFlowsAndSyStatusReportsReadBack() {
        AvpSet set = avps();
        Rx.SPECIFIC_ACTION.add(set, Rx.INDICATION_OF_LOSS_OF_BEARER);
        Rx.addFlows(set, 1, List.of(1L, 2L));
        Sy.addPolicyCounterStatusReport(set, "data-volume", "exceeded");
        Sy.addPolicyCounterStatusReport(set, "roaming", "valid");
        assertThat(Rx.specificActions(set)).containsExactly(2);
        assertThat(Rx.flowsMediaComponents(set)).containsExactly(1L);
        assertThat(Sy.policyCounterStatusReports(set)).isEqualTo(Map.of("data-volume", "exceeded", "roaming", "valid"));
    }
}
