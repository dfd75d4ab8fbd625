package dev.corebed.pcf.diameter.gx;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.model.common.BitRates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jdiameter.api.AvpSet;
import tools.jackson.databind.JsonNode;

/**
 * A Gx session's decision (an SmPolicyDecision, as N7 has it) as the Gx AVPs of a CCA or RAR (TS 29.212 §4.5): the
 * session rule's AMBR as QoS-Information {APN-Aggregate-Max-Bitrate-UL/DL} and its default QoS as Default-EPS-Bearer-QoS;
 * each PCC rule with flows or QoS as a Charging-Rule-Definition (Flow-Information with Flow-Direction, QoS-Information
 * from its QoS data: QCI, MBR, GBR, ARP; Precedence; Rating-Group, Online, Offline, Metering-Method from its charging
 * data), a rule of only a pccRuleId (a predefined one) as Charging-Rule-Name, a removed rule in Charging-Rule-Remove;
 * umDecs as Usage-Monitoring-Information (the thresholds as Granted-Service-Unit, SESSION_LEVEL; a removed one with
 * Usage-Monitoring-Support USAGE_MONITORING_DISABLED); online/offline; the policyCtrlReqTriggers (Gx Event-Trigger
 * names) as Event-Triggers.
 */
public final class GxPolicyAvps {

    private GxPolicyAvps() {}

    /**
     * Adds the AVPs of a change of the decision.
     *
     * @param change   what to send: the whole decision, or what changed (entries null when removed)
     * @param decision the decision in force, whose QoS and charging data the rules refer to
     */
    public static void write(AvpSet set, JsonNode change, JsonNode decision) {
        JsonNode session = change.path("sessRules").path("sess-1");
        if (session.isObject()) {
            JsonNode ambr = session.path("authSessAmbr");
            long ul = BitRates.bitsPerSecond(ambr.path("uplink").asString(null));
            long dl = BitRates.bitsPerSecond(ambr.path("downlink").asString(null));
            if (ul >= 0 && dl >= 0) {
                Gx.addApnAggregateMaxBitrate(set, ul, dl);
            }
            JsonNode defQos = session.path("authDefQos");
            if (defQos.has("5qi")) {
                Gx.addDefaultEpsBearerQos(set, new Gx.DefaultBearerQos(defQos.get("5qi").asInt(), arp(defQos.path("arp"))));
            }
        }
        writeRules(set, change, decision);
        for (Map.Entry<String, JsonNode> um : change.path("umDecs").properties()) {
            JsonNode d = um.getValue();
            if (d.isObject()) {
                Gx.addUsageMonitoringInformation(set, new Gx.UsageMonitoring(um.getKey(), new Avps.ServiceUnits(
                        number(d, "volumeThreshold"), number(d, "volumeThresholdUplink"), number(d, "volumeThresholdDownlink"),
                        number(d, "timeThreshold")), null, Gx.SESSION_LEVEL, false));
            } else {
                Gx.addUsageMonitoringInformation(set, new Gx.UsageMonitoring(um.getKey(), null, null, null, true));
            }
        }
        if (change.path("online").isBoolean()) {
            Gx.ONLINE.add(set, change.get("online").asBoolean() ? 1 : 0);
        }
        if (change.path("offline").isBoolean()) {
            Gx.OFFLINE.add(set, change.get("offline").asBoolean() ? 1 : 0);
        }
        JsonNode triggers = change.get("policyCtrlReqTriggers");
        if (triggers != null && triggers.isArray()) {
            int added = 0;
            for (JsonNode t : triggers) {
                Integer value = Gx.EVENT_TRIGGERS.get(t.asString(""));
                if (value != null) {
                    Gx.EVENT_TRIGGER.add(set, value);
                    added++;
                }
            }
            if (added == 0) {
                Gx.EVENT_TRIGGER.add(set, Gx.NO_EVENT_TRIGGERS);
            }
        }
    }

    private static void writeRules(AvpSet set, JsonNode change, JsonNode decision) {
        Map<String, JsonNode> installed = new LinkedHashMap<>();
        List<String> removed = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : change.path("pccRules").properties()) {
            if (e.getValue().isObject()) {
                installed.put(e.getKey(), e.getValue());
            } else {
                removed.add(e.getKey());
            }
        }
        // A rule whose QoS or charging data changed is installed again with it (TS 29.212: a rule is modified whole).
        for (String map : List.of("qosDecs", "chgDecs")) {
            String ref = map.equals("qosDecs") ? "refQosData" : "refChgData";
            for (Map.Entry<String, JsonNode> e : change.path(map).properties()) {
                if (!e.getValue().isObject()) {
                    continue;
                }
                for (Map.Entry<String, JsonNode> rule : decision.path("pccRules").properties()) {
                    for (JsonNode id : rule.getValue().path(ref)) {
                        if (id.asString("").equals(e.getKey())) {
                            installed.putIfAbsent(rule.getKey(), rule.getValue());
                        }
                    }
                }
            }
        }
        List<String> names = new ArrayList<>();
        List<Gx.ChargingRule> definitions = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : installed.entrySet()) {
            JsonNode rule = e.getValue();
            if (rule.size() == 1 && rule.has("pccRuleId")) {
                names.add(e.getKey());
            } else {
                definitions.add(definition(e.getKey(), rule, decision));
            }
        }
        if (!names.isEmpty() || !definitions.isEmpty()) {
            Gx.addChargingRuleInstall(set, names, List.of(), definitions);
        }
        if (!removed.isEmpty()) {
            Gx.addChargingRuleRemove(set, removed);
        }
    }

    static Gx.ChargingRule definition(String name, JsonNode rule, JsonNode decision) {
        List<Gx.Flow> flows = new ArrayList<>();
        for (JsonNode f : rule.path("flowInfos")) {
            String description = f.path("flowDescription").asString(null);
            if (description != null) {
                flows.add(new Gx.Flow(description, direction(f.path("flowDirection").asString(""))));
            }
        }
        JsonNode qos = decision.path("qosDecs").path(rule.path("refQosData").path(0).asString(""));
        Gx.RuleQos ruleQos = null;
        if (qos.isObject()) {
            ruleQos = new Gx.RuleQos(qos.has("5qi") ? qos.get("5qi").asInt() : null, bitRate(qos, "maxbrUl"),
                    bitRate(qos, "maxbrDl"), bitRate(qos, "gbrUl"), bitRate(qos, "gbrDl"),
                    qos.has("arp") ? arp(qos.get("arp")) : null);
        }
        JsonNode chg = decision.path("chgDecs").path(rule.path("refChgData").path(0).asString(""));
        Long ratingGroup = null;
        Integer online = null;
        Integer offline = null;
        Integer metering = null;
        if (chg.isObject()) {
            ratingGroup = number(chg, "ratingGroup");
            online = chg.path("online").isBoolean() ? (chg.get("online").asBoolean() ? 1 : 0) : null;
            offline = chg.path("offline").isBoolean() ? (chg.get("offline").asBoolean() ? 1 : 0) : null;
            metering = switch (chg.path("meteringMethod").asString("")) {
                case "DURATION" -> 0;
                case "VOLUME" -> 1;
                case "DURATION_VOLUME" -> 2;
                default -> null;
            };
        }
        return new Gx.ChargingRule(name, flows, ruleQos, number(rule, "precedence"), ratingGroup, online, offline, metering);
    }

    private static int direction(String flowDirection) {
        return switch (flowDirection) {
            case "DOWNLINK" -> Gx.DOWNLINK;
            case "UPLINK" -> Gx.UPLINK;
            case "BIDIRECTIONAL" -> Gx.BIDIRECTIONAL;
            default -> Gx.UNSPECIFIED;
        };
    }

    /** TS 29.571 Arp as Gx's Allocation-Retention-Priority (its defaults where absent). */
    private static Gx.Arp arp(JsonNode arp) {
        return new Gx.Arp(arp.path("priorityLevel").asInt(15), "MAY_PREEMPT".equals(arp.path("preemptCap").asString("")),
                !"NOT_PREEMPTABLE".equals(arp.path("preemptVuln").asString("")));
    }

    private static Long bitRate(JsonNode node, String name) {
        long v = BitRates.bitsPerSecond(node.path(name).asString(null));
        return v < 0 ? null : v;
    }

    private static Long number(JsonNode node, String name) {
        return node.path(name).isIntegralNumber() ? node.get(name).asLong() : null;
    }
}
