package dev.corebed.udr.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The schema checks of the policy data bodies: the cause of TS 29.500 and the JSON pointer of the attribute. */
class PolicyDataSchemasTest {

    static JsonNode json(String s) {
        return Json.parse(s.getBytes(StandardCharsets.UTF_8));
    }

    static void refused(Consumer<JsonNode> check, String body, int status, String cause, String param) {
        assertThatThrownBy(() -> check.accept(json(body))).isInstanceOfSatisfying(SbiException.class, e -> {
            assertThat(e.status()).isEqualTo(status);
            assertThat(e.cause()).isEqualTo(cause);
            if (param == null) {
                assertThat(e.toProblem(null).invalidParams()).isNull();
            } else {
                assertThat(e.toProblem(null).invalidParams().get(0).param()).isEqualTo(param);
            }
        });
    }

    @Test
    void smPolicyDataNeedsItsSnssaiDataWithSnssaiAndDnn() {
        Consumer<JsonNode> sm = PolicyDataSchemas::smPolicyData;
        assertThatCode(() -> sm.accept(json("""
                {"smPolicySnssaiData":{"1":{"snssai":{"sst":1},"smPolicyDnnData":{"internet":{"dnn":"internet",
                 "bdtRefIds":{"x":null,"y":"r"},"ipv4Index":3}}}},"umData":{"l":{"limitId":"l"}},"anyOtherAttribute":1}"""))).doesNotThrowAnyException();
        refused(sm, "{}", 400, "MANDATORY_IE_MISSING", "/smPolicySnssaiData");
        refused(sm, "{\"smPolicySnssaiData\":{}}", 400, "MANDATORY_IE_INCORRECT", "/smPolicySnssaiData");
        refused(sm, "{\"smPolicySnssaiData\":{\"1\":{}}}", 400, "MANDATORY_IE_MISSING", "/smPolicySnssaiData/1/snssai");
        refused(sm, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1,\"sd\":\"xyz\"}}}}", 400,
                "OPTIONAL_IE_INCORRECT", "/smPolicySnssaiData/1/snssai/sd");
        refused(sm, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1},\"smPolicyDnnData\":{\"a/b\":{}}}}}", 400,
                "MANDATORY_IE_MISSING", "/smPolicySnssaiData/1/smPolicyDnnData/a~1b/dnn");
        refused(sm, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1}}},\"umDataLimits\":{\"l\":{\"limitId\":\"l\",\"resetPeriod\":{}}}}",
                400, "MANDATORY_IE_MISSING", "/umDataLimits/l/resetPeriod/period");
        refused(sm, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1}}},\"suppFeat\":\"xyz\"}", 400,
                "OPTIONAL_IE_INCORRECT", "/suppFeat");
        refused(sm, "\"text\"", 400, "INVALID_MSG_FORMAT", null);
    }

    @Test
    void operatorSpecificDataContainersMatchTheirDataType() {
        Consumer<JsonNode> osd = PolicyDataSchemas::operatorSpecificData;
        assertThatCode(() -> osd.accept(json("""
                {"a":{"dataType":"number","value":1.5},"b":{"dataType":"array","value":[1]},"c":{"dataType":"object","value":{}}}""")))
                .doesNotThrowAnyException();
        assertThatCode(() -> osd.accept(json("{}"))).doesNotThrowAnyException();
        refused(osd, "{\"a\":{\"dataType\":\"integer\",\"value\":1.5}}", 400, "MANDATORY_IE_INCORRECT", "/a/value");
        refused(osd, "{\"a\":{\"dataType\":\"date\",\"value\":\"x\"}}", 400, "MANDATORY_IE_INCORRECT", "/a/dataType");
        refused(osd, "{\"a\":{\"dataType\":\"string\"}}", 400, "MANDATORY_IE_MISSING", "/a/value");
        refused(osd, "{\"a\":1}", 400, "MANDATORY_IE_INCORRECT", "/a");
    }

    @Test
    void patchesModifyOnlyWhatTheirSchemaCarries() {
        Consumer<JsonNode> ue = PolicyDataSchemas::uePolicySetPatch;
        assertThatCode(() -> ue.accept(json("{\"upsis\":[\"a\"],\"pei\":null,\"uePolicySections\":{\"s\":null}}")))
                .doesNotThrowAnyException();
        refused(ue, "{\"praInfos\":{}}", 403, "MODIFICATION_NOT_ALLOWED", "/praInfos");
        refused(ue, "{\"andspInd\":1}", 400, "OPTIONAL_IE_INCORRECT", "/andspInd");

        Consumer<JsonNode> sm = PolicyDataSchemas::smPolicyDataPatch;
        assertThatCode(() -> sm.accept(json("""
                {"umData":null,"smPolicySnssaiData":{"1":{"snssai":{"sst":1},"smPolicyDnnData":{"d":{"dnn":"d","bdtRefIds":null}}}}}""")))
                .doesNotThrowAnyException();
        refused(sm, "{\"umDataLimits\":{}}", 403, "MODIFICATION_NOT_ALLOWED", "/umDataLimits");
        refused(sm, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1},\"ueSliceMbr\":{}}}}", 403,
                "MODIFICATION_NOT_ALLOWED", "/smPolicySnssaiData/1/ueSliceMbr");
        refused(sm, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1},\"smPolicyDnnData\":{\"d\":{\"bdtRefIds\":{}}}}}}", 400,
                "MANDATORY_IE_MISSING", "/smPolicySnssaiData/1/smPolicyDnnData/d/dnn");
    }

    @Test
    void usageMonDataAndUePolicySet() {
        refused(PolicyDataSchemas::usageMonData, "{\"limitId\":\"\"}", 400, "MANDATORY_IE_INCORRECT", "/limitId");
        refused(PolicyDataSchemas::usageMonData, "{\"limitId\":\"l\",\"scopes\":{\"1\":{\"snssai\":{\"sst\":1},\"dnn\":[]}}}",
                400, "OPTIONAL_IE_INCORRECT", "/scopes/1/dnn");
        assertThatCode(() -> PolicyDataSchemas.usageMonData(json("{\"limitId\":\"l\",\"resetTime\":\"2026-01-01T00:00:00Z\"}")))
                .doesNotThrowAnyException();
        refused(PolicyDataSchemas::uePolicySet, "{\"allowedRouteSelDescs\":{\"001-01\":{}}}", 400,
                "MANDATORY_IE_MISSING", "/allowedRouteSelDescs/001-01/servingPlmn");
        refused(PolicyDataSchemas::amPolicyData, "{\"subscCats\":[1]}", 400, "OPTIONAL_IE_INCORRECT", "/subscCats/0");
    }
}
