package dev.corebed.pcf.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Json;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Usage monitoring: the allowance, the reports added up, the thresholds and what the UDR is given. */
class UsageMonitoringTest {

    final UsageMonitoring um = new UsageMonitoring("um-1", 2000, 10_000);

    static JsonNode json(String s) {
        return Json.MAPPER.readTree(s);
    }

    static ObjectNode decide(UsageMonitoring um, JsonNode usage) {
        ObjectNode decision = Json.MAPPER.createObjectNode();
        ObjectNode rule = Json.MAPPER.createObjectNode();
        um.decide(decision, rule, usage);
        decision.set("rule", rule);
        return decision;
    }

    @Test
    void theAllowanceIsTheUdrsElseTheConfiguredVolume() {
        assertThat(um.start(null).at("/um-1/allowed").toString()).isEqualTo("{\"totalVolume\":10000}");
        assertThat(um.start(json("{\"limitId\":\"um-1\"}")).at("/um-1/allowed/totalVolume").asLong()).isEqualTo(10_000);
        JsonNode fromUdr = um.start(json("{\"limitId\":\"um-1\",\"allowedUsage\":{\"totalVolume\":700,\"duration\":3600}}"));
        assertThat(fromUdr.at("/um-1/allowed").toString()).isEqualTo("{\"totalVolume\":700,\"duration\":3600}");
        ObjectNode d = decide(um, fromUdr);
        assertThat(d.at("/umDecs/um-1/volumeThreshold").asLong()).isEqualTo(700); // the lower of 2000 and what remains
        assertThat(d.at("/umDecs/um-1/timeThreshold").asLong()).isEqualTo(3600);
        assertThat(d.at("/rule/refUmData").asString()).isEqualTo("um-1");
    }

    @Test
    void reportsAddUpPerUmIdAndWhatRemainsIsWhatTheUdrIsGiven() {
        ObjectNode usage = um.start(json("{\"allowedUsage\":{\"totalVolume\":5000,\"uplinkVolume\":1000}}"));
        assertThat(UsageMonitoring.accumulate(usage, json("""
                [{"refUmIds":"um-1","volUsage":1000,"volUsageUplink":400},{"refUmIds":"other","volUsage":9},
                 {"refUmIds":"um-1","volUsage":500,"timeUsage":7}]"""))).containsExactly("um-1");
        assertThat(usage.at("/um-1/used").toString()).isEqualTo("{\"volUsage\":1500,\"volUsageUplink\":400,\"timeUsage\":7}");
        JsonNode data = UsageMonitoring.usageMonData("um-1", usage.get("um-1"), json("{\"sst\":1,\"sd\":\"000001\"}"), "metered");
        assertThat(data.toString()).isEqualTo("{\"limitId\":\"um-1\",\"scopes\":{\"1-000001\":{\"snssai\":{\"sst\":1,\"sd\":\"000001\"},"
                + "\"dnn\":[\"metered\"]}},\"umLevel\":\"SESSION_LEVEL\",\"allowedUsage\":{\"totalVolume\":3500,\"uplinkVolume\":600}}");
        assertThat(decide(um, usage).at("/umDecs/um-1/volumeThresholdUplink").asLong()).isEqualTo(600);

        // Used up (never below 0): monitoring stops.
        UsageMonitoring.accumulate(usage, json("[{\"refUmIds\":\"um-1\",\"volUsageUplink\":900}]"));
        assertThat(UsageMonitoring.remaining(usage.get("um-1")).get("uplinkVolume").asLong()).isZero();
        ObjectNode stopped = decide(um, usage);
        assertThat(stopped.has("umDecs")).isFalse();
        assertThat(stopped.get("rule").has("refUmData")).isFalse();
    }
}
