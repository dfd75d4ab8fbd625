package dev.corebed.pcf.service;

import dev.corebed.sbi.Json;
import java.util.Iterator;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The PCF's SM policy decision: a pure function of the session's context (SmPolicyContextData with the updates
 * merged in), what the PCF learnt from its peers (the subscriber's UDR data for the session's S-NSSAI and DNN, the
 * CHF's spending limit status) and the PCC rules of the application sessions bound to it. The same inputs always
 * give the same SmPolicyDecision, so a tester knows what to expect, and any PCF instance re-evaluates alike.
 *
 * <p>The decision has one session rule ({@value #SESSION_RULE}: authSessAmbr and authDefQos), one default PCC rule
 * ({@value #DEFAULT_PCC}: all traffic, precedence 255) with its QoS data ({@value #DEFAULT_QOS}) and, when the profile
 * names a rating group, its charging data ({@value #DEFAULT_CHG}); online/offline and the IP indexes of the UDR data
 * (else the SMF's); the configured policyCtrlReqTriggers; with usage monitoring ({@link UsageMonitoring}), umDecs and
 * the session rule's refUmData; the application sessions' PCC rules and QoS data.
 */
public final class SmPolicyDecisions {

    public static final String SESSION_RULE = "sess-1";
    public static final String DEFAULT_PCC = "pcc-default";
    public static final String DEFAULT_QOS = "qos-default";
    public static final String DEFAULT_CHG = "chg-default";
    /** The trigger of the SMF's usage reports. */
    static final String US_RE = "US_RE";
    static final String ALL_TRAFFIC = "permit out ip from any to assigned";

    private final PolicyOptions policies;
    private final SmPolicyOptions options;

    public SmPolicyDecisions(PolicyOptions policies, SmPolicyOptions options) {
        this.policies = policies;
        this.options = options;
    }

    /** The profile a session gets; see {@link PolicyOptions}. */
    public PolicyProfile profile(String snssaiKey, FanOut fan, JsonNode inputs) {
        if (restricted(inputs.path("chf"))) {
            return policies.profile(policies.restrictedPolicy());
        }
        for (JsonNode category : inputs.path("udr").path("subscCats")) {
            if (policies.profiles().containsKey(category.asString())) {
                return policies.profile(category.asString());
            }
        }
        if (fan.policy() != null && !fan.policy().isBlank()) {
            return policies.profile(fan.policy());
        }
        return policies.profile(policies.snssaiPolicies().getOrDefault(snssaiKey, "default"));
    }

    /** A spending limit status (SpendingLimitStatus) with a counter in one of the restricted statuses. */
    boolean restricted(JsonNode chfStatus) {
        for (JsonNode counter : chfStatus.path("statusInfos")) {
            if (policies.restrictedStatuses().contains(counter.path("currentStatus").asString(""))) {
                return true;
            }
        }
        return false;
    }

    /** The attributes of the context {@link #evaluate} reads: an update that changes none of them changes no decision. */
    public static final java.util.Set<String> CONTEXT_INPUTS = java.util.Set.of("sliceInfo", "subsSessAmbr", "subsDefQos", "online",
            "offline", "suppFeat");

    /** The decision in full. */
    public ObjectNode evaluate(JsonNode context, JsonNode inputs, FanOut fan) {
        String snssai = Keys.snssai(context.get("sliceInfo"));
        PolicyProfile p = profile(snssai, fan, inputs);
        JsonNode udr = inputs.path("udr");
        ObjectNode d = Json.MAPPER.createObjectNode();

        ObjectNode rule = d.putObject("sessRules").putObject(SESSION_RULE).put("sessRuleId", SESSION_RULE);
        ObjectNode ambr = ambr(p.sessionAmbrUplink(), p.sessionAmbrDownlink(), context.get("subsSessAmbr"));
        if (ambr != null) {
            rule.set("authSessAmbr", ambr);
        }
        JsonNode subsDefQos = context.path("subsDefQos");
        int fiveQi = p.default5qi() != null ? p.default5qi() : subsDefQos.path("5qi").asInt(9);
        ObjectNode arp = arp(p, subsDefQos.path("arp"));
        ObjectNode defQos = rule.putObject("authDefQos").put("5qi", fiveQi);
        defQos.set("arp", arp);
        if (subsDefQos.has("priorityLevel")) {
            defQos.set("priorityLevel", subsDefQos.get("priorityLevel"));
        }

        ObjectNode pcc = d.putObject("pccRules").putObject(DEFAULT_PCC).put("pccRuleId", DEFAULT_PCC);
        pcc.putArray("flowInfos").addObject().put("flowDescription", ALL_TRAFFIC).put("flowDirection", "BIDIRECTIONAL");
        pcc.put("precedence", 255);
        pcc.putArray("refQosData").add(DEFAULT_QOS);
        ObjectNode qos = d.putObject("qosDecs").putObject(DEFAULT_QOS).put("qosId", DEFAULT_QOS).put("5qi", fiveQi);
        if (!p.maxbrUplink().isBlank()) {
            qos.put("maxbrUl", p.maxbrUplink());
        }
        if (!p.maxbrDownlink().isBlank()) {
            qos.put("maxbrDl", p.maxbrDownlink());
        }
        qos.set("arp", arp.deepCopy());

        Boolean online = bool(udr, "online", context, "online");
        Boolean offline = bool(udr, "offline", context, "offline");
        if (p.ratingGroup() != null) {
            pcc.putArray("refChgData").add(DEFAULT_CHG);
            ObjectNode chg = d.putObject("chgDecs").putObject(DEFAULT_CHG).put("chgId", DEFAULT_CHG)
                    .put("meteringMethod", "VOLUME").put("ratingGroup", p.ratingGroup());
            if (online != null) {
                chg.put("online", online);
            }
            if (offline != null) {
                chg.put("offline", offline);
            }
        }
        if (online != null) {
            d.put("online", online);
        }
        if (offline != null) {
            d.put("offline", offline);
        }
        if (udr.has("ipv4Index")) {
            d.set("ipv4Index", udr.get("ipv4Index"));
        }
        if (udr.has("ipv6Index")) {
            d.set("ipv6Index", udr.get("ipv6Index"));
        }
        for (String name : p.predefinedRules()) {
            // A predefined PCC rule is activated by its id alone (TS 29.512 §4.2.6.2.1; Gx: Charging-Rule-Name).
            ((ObjectNode) d.get("pccRules")).putObject(name).put("pccRuleId", name);
        }
        ArrayNode triggers = d.putArray("policyCtrlReqTriggers");
        options.triggers().forEach(triggers::add);
        if (fan.usageMonitoring() != null && inputs.has("usage")) {
            fan.usageMonitoring().decide(d, rule, inputs.get("usage"));
            if (!options.triggers().contains(US_RE)) {
                triggers.add(US_RE);
            }
        }
        if (context.hasNonNull("suppFeat")) {
            d.put("suppFeat", Keys.features(options.supportedFeatures(), context.get("suppFeat").asString()));
        }
        for (JsonNode app : inputs.path("apps")) {
            merge(d, "pccRules", app.path("pccRules"));
            merge(d, "qosDecs", app.path("qosDecs"));
        }
        return d;
    }

    private static void merge(ObjectNode decision, String map, JsonNode entries) {
        if (entries.isObject() && !entries.isEmpty()) {
            ObjectNode into = decision.has(map) ? (ObjectNode) decision.get(map) : decision.putObject(map);
            for (Map.Entry<String, JsonNode> e : entries.properties()) {
                into.set(e.getKey(), e.getValue());
            }
        }
    }

    /** The profile's AMBR where it sets one, else the SMF's subscribed AMBR; null when neither. */
    static ObjectNode ambr(String uplink, String downlink, JsonNode subscribed) {
        if (uplink.isBlank() && downlink.isBlank() && subscribed == null) {
            return null;
        }
        String ul = !uplink.isBlank() ? uplink : subscribed != null ? subscribed.path("uplink").asString("") : "";
        String dl = !downlink.isBlank() ? downlink : subscribed != null ? subscribed.path("downlink").asString("") : "";
        if (ul.isBlank() || dl.isBlank()) {
            return null;
        }
        return Json.MAPPER.createObjectNode().put("uplink", ul).put("downlink", dl);
    }

    private static ObjectNode arp(PolicyProfile p, JsonNode subscribed) {
        int level = p.arpPriorityLevel() != null ? p.arpPriorityLevel() : subscribed.path("priorityLevel").asInt(8);
        return Json.MAPPER.createObjectNode().put("priorityLevel", level)
                .put("preemptCap", subscribed.path("preemptCap").asString("NOT_PREEMPT"))
                .put("preemptVuln", subscribed.path("preemptVuln").asString("PREEMPTABLE"));
    }

    private static Boolean bool(JsonNode first, String a, JsonNode second, String b) {
        if (first.path(a).isBoolean()) {
            return first.get(a).asBoolean();
        }
        return second.path(b).isBoolean() ? second.get(b).asBoolean() : null;
    }

    /**
     * What the SMF must be told to go from one decision to the next (TS 29.512 §4.2.3: the PCF provides the policy
     * decisions that changed): in the maps (sessRules, pccRules, qosDecs, chgDecs...), the entries new or changed,
     * and {@code null} for those removed; any other attribute, its new value when it changed. Empty when nothing
     * changed.
     */
    public static ObjectNode delta(JsonNode before, JsonNode after) {
        ObjectNode d = Json.MAPPER.createObjectNode();
        for (Map.Entry<String, JsonNode> e : after.properties()) {
            JsonNode old = before.get(e.getKey());
            if (old != null && old.equals(e.getValue())) {
                continue;
            }
            if (MAPS.contains(e.getKey()) && old != null && old.isObject() && e.getValue().isObject()) {
                ObjectNode m = d.putObject(e.getKey());
                for (Map.Entry<String, JsonNode> entry : e.getValue().properties()) {
                    if (!entry.getValue().equals(old.get(entry.getKey()))) {
                        m.set(entry.getKey(), entry.getValue());
                    }
                }
                for (Iterator<String> it = old.propertyNames().iterator(); it.hasNext(); ) {
                    String k = it.next();
                    if (!e.getValue().has(k)) {
                        m.putNull(k);
                    }
                }
            } else {
                d.set(e.getKey(), e.getValue());
            }
        }
        for (Map.Entry<String, JsonNode> e : before.properties()) {
            if (!after.has(e.getKey()) && MAPS.contains(e.getKey())) {
                ObjectNode m = d.putObject(e.getKey());
                for (Iterator<String> it = e.getValue().propertyNames().iterator(); it.hasNext(); ) {
                    m.putNull(it.next());
                }
            }
        }
        return d;
    }

    /** The decision's maps whose entries are provided, changed and removed one by one. */
    static final java.util.Set<String> MAPS = java.util.Set.of("sessRules", "pccRules", "qosDecs", "chgDecs", "umDecs",
            "traffContDecs", "qosChars", "qosMonDecs", "conds");
}
