package dev.corebed.pcf.service;

import dev.corebed.sbi.Json;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Session-level usage monitoring of a DNN's sessions (TS 29.512 UsageMonitoringData in umDecs, the SMF's
 * AccuUsageReports; TS 29.519 UsageMonData at the UDR), kept in the association's inputs as
 * {@code usage: {<umId>: {allowed: UsageThreshold, used: {volUsage, volUsageUplink, volUsageDownlink, timeUsage}}}}.
 *
 * <p>The allowance is the UDR's allowedUsage for the UE (its usage monitoring resource {@code sm-data/<key>}) when it
 * has one, else {@code allowedVolume}; what the SMF reports is added to {@code used}; what remains of the allowance is
 * what the PCF writes back to the UDR, so the UE's next session starts from it. The SMF reports at the lower of the
 * configured threshold and what remains; once an attribute of the allowance is used up, monitoring stops (umDecs
 * entry removed).
 *
 * @param key             the umId of the decision, the UDR's usageMonId and limitId
 * @param volumeThreshold the volumeThreshold (bytes) the SMF reports at, at most
 * @param allowedVolume   the totalVolume allowed to a UE the UDR has no usage monitoring data of
 */
public record UsageMonitoring(String key, long volumeThreshold, long allowedVolume) {

    /** Each attribute of an allowance (UsageThreshold) and the AccuUsageReport attribute that consumes it. */
    static final List<Map.Entry<String, String>> CONSUMED = List.of(Map.entry("totalVolume", "volUsage"),
            Map.entry("uplinkVolume", "volUsageUplink"), Map.entry("downlinkVolume", "volUsageDownlink"),
            Map.entry("duration", "timeUsage"));

    /** The usage state of a new session, from the UDR's UsageMonData (null when the UDR has none). */
    public ObjectNode start(JsonNode usageMonData) {
        ObjectNode usage = Json.MAPPER.createObjectNode();
        ObjectNode entry = usage.putObject(key);
        JsonNode allowed = usageMonData == null ? null : usageMonData.get("allowedUsage");
        if (allowed != null && allowed.isObject() && !allowed.isEmpty()) {
            entry.set("allowed", allowed.deepCopy());
        } else {
            entry.putObject("allowed").put("totalVolume", allowedVolume);
        }
        entry.putObject("used");
        return usage;
    }

    /**
     * Adds AccuUsageReports to a session's usage; reports of a umId the session does not monitor are left out.
     *
     * @return the umIds whose usage changed
     */
    public static Set<String> accumulate(JsonNode usage, JsonNode reports) {
        Set<String> changed = new LinkedHashSet<>();
        for (JsonNode report : reports) {
            String umId = report.path("refUmIds").asString("");
            JsonNode entry = usage.path(umId);
            if (!entry.isObject()) {
                continue;
            }
            ObjectNode used = entry.path("used").isObject() ? (ObjectNode) entry.get("used") : ((ObjectNode) entry).putObject("used");
            for (Map.Entry<String, String> consumed : CONSUMED) {
                String attribute = consumed.getValue();
                if (report.path(attribute).isIntegralNumber()) {
                    used.put(attribute, used.path(attribute).asLong(0) + report.get(attribute).asLong());
                }
            }
            changed.add(umId);
        }
        return changed;
    }

    /** What remains of an entry's allowance: each attribute less its usage, never below 0. */
    static ObjectNode remaining(JsonNode entry) {
        ObjectNode left = Json.MAPPER.createObjectNode();
        JsonNode used = entry.path("used");
        for (Map.Entry<String, String> e : CONSUMED) {
            JsonNode allowed = entry.path("allowed").path(e.getKey());
            if (allowed.isIntegralNumber()) {
                left.put(e.getKey(), Math.max(0, allowed.asLong() - used.path(e.getValue()).asLong(0)));
            }
        }
        return left;
    }

    /** Adds the session's UsageMonitoringData to the decision (umDecs, the session rule's refUmData), unless used up. */
    void decide(ObjectNode decision, ObjectNode sessionRule, JsonNode usage) {
        JsonNode entry = usage.path(key);
        if (!entry.isObject()) {
            return;
        }
        ObjectNode left = remaining(entry);
        for (JsonNode v : left) {
            if (v.asLong() == 0) {
                return;
            }
        }
        ObjectNode um = decision.putObject("umDecs").putObject(key).put("umId", key);
        um.put("volumeThreshold", Math.min(volumeThreshold, left.path("totalVolume").asLong(volumeThreshold)));
        if (left.has("uplinkVolume")) {
            um.put("volumeThresholdUplink", left.get("uplinkVolume").asLong());
        }
        if (left.has("downlinkVolume")) {
            um.put("volumeThresholdDownlink", left.get("downlinkVolume").asLong());
        }
        if (left.has("duration")) {
            um.put("timeThreshold", Math.min(Integer.MAX_VALUE, left.get("duration").asLong()));
        }
        sessionRule.put("refUmData", key);
    }

    /** The UsageMonData the UDR keeps of an entry (TS 29.519): the limit, its scope (S-NSSAI and DNN), what remains. */
    static ObjectNode usageMonData(String umId, JsonNode entry, JsonNode snssai, String dnn) {
        ObjectNode data = Json.MAPPER.createObjectNode().put("limitId", umId);
        ObjectNode scope = data.putObject("scopes").putObject(Keys.snssai(snssai));
        scope.set("snssai", snssai);
        scope.putArray("dnn").add(dnn);
        data.put("umLevel", "SESSION_LEVEL");
        data.set("allowedUsage", remaining(entry));
        return data;
    }
}
