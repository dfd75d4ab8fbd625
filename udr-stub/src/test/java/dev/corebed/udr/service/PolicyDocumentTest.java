package dev.corebed.udr.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.udr.service.PolicyDocument.Schema;
import dev.corebed.udr.store.PolicyDataSet;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The policy data bodies against their Rel-17 schemas (the model's records) and the rules the schemas cannot
 * express: the cause of TS 29.500 and the JSON pointer of the attribute.
 */
class PolicyDocumentTest {

    static JsonNode json(String s) {
        return Json.parse(s.getBytes(StandardCharsets.UTF_8));
    }

    static void accepted(Schema schema, String body) {
        assertThatCode(() -> new PolicyDocument(schema, json(body))).doesNotThrowAnyException();
    }

    static void refused(Schema schema, String body, int status, String cause, String param) {
        assertThatThrownBy(() -> new PolicyDocument(schema, json(body))).isInstanceOfSatisfying(SbiException.class, e -> {
            assertThat(e.status()).isEqualTo(status);
            assertThat(e.cause()).isEqualTo(cause);
            if (param == null) {
                assertThat(e.invalidParams()).isEmpty();
            } else {
                assertThat(e.invalidParams().get(0).param()).isEqualTo(param);
            }
        });
    }

    @Test
    void smPolicyDataNeedsItsSnssaiDataWithSnssaiAndDnn() {
        accepted(Schema.SM_POLICY_DATA, """
                {"smPolicySnssaiData":{"1":{"snssai":{"sst":1},"smPolicyDnnData":{"internet":{"dnn":"internet",
                 "bdtRefIds":{"x":null,"y":"r"},"ipv4Index":3}}}},"umData":{"l":{"limitId":"l"}},"anyOtherAttribute":1}""");
        refused(Schema.SM_POLICY_DATA, "{}", 400, "MANDATORY_IE_MISSING", "/smPolicySnssaiData");
        refused(Schema.SM_POLICY_DATA, "{\"smPolicySnssaiData\":{}}", 400, "MANDATORY_IE_INCORRECT", "/smPolicySnssaiData");
        refused(Schema.SM_POLICY_DATA, "{\"smPolicySnssaiData\":{\"1\":{}}}", 400, "MANDATORY_IE_MISSING", "/smPolicySnssaiData/1/snssai");
        refused(Schema.SM_POLICY_DATA, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1,\"sd\":\"xyz\"}}}}", 400,
                "OPTIONAL_IE_INCORRECT", "/smPolicySnssaiData/1/snssai/sd");
        refused(Schema.SM_POLICY_DATA, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1},\"smPolicyDnnData\":{\"a/b\":{}}}}}", 400,
                "MANDATORY_IE_MISSING", "/smPolicySnssaiData/1/smPolicyDnnData/a~1b/dnn");
        refused(Schema.SM_POLICY_DATA, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1}}},\"umDataLimits\":{\"l\":{\"limitId\":\"l\",\"resetPeriod\":{}}}}",
                400, "MANDATORY_IE_MISSING", "/umDataLimits/l/resetPeriod/period");
        refused(Schema.SM_POLICY_DATA, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1}}},\"suppFeat\":\"xyz\"}", 400,
                "OPTIONAL_IE_INCORRECT", "/suppFeat");
        // 2^63 as an sst: a number out of range, not a server error
        refused(Schema.SM_POLICY_DATA, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":9223372036854775808}}}}", 400,
                "MANDATORY_IE_INCORRECT", "/smPolicySnssaiData/1/snssai/sst");
        refused(Schema.SM_POLICY_DATA, "\"text\"", 400, "INVALID_MSG_FORMAT", null);
    }

    @Test
    void usageMonDataRefusesANegativeOrNullVolume() {
        accepted(Schema.USAGE_MON_DATA, "{\"limitId\":\"l\",\"allowedUsage\":{\"totalVolume\":0},\"resetTime\":\"2026-01-01T00:00:00Z\"}");
        refused(Schema.USAGE_MON_DATA, "{\"limitId\":\"l\",\"allowedUsage\":{\"totalVolume\":-1}}", 400,
                "OPTIONAL_IE_INCORRECT", "/allowedUsage/totalVolume");
        refused(Schema.USAGE_MON_DATA, "{\"limitId\":\"l\",\"allowedUsage\":{\"totalVolume\":null}}", 400,
                "OPTIONAL_IE_INCORRECT", "/allowedUsage/totalVolume");
        refused(Schema.USAGE_MON_DATA, "{\"allowedUsage\":{\"totalVolume\":1}}", 400, "MANDATORY_IE_MISSING", "/limitId");
        refused(Schema.USAGE_MON_DATA, "{\"limitId\":\"l\",\"scopes\":{\"1\":{\"snssai\":{\"sst\":1},\"dnn\":[]}}}",
                400, "OPTIONAL_IE_INCORRECT", "/scopes/1/dnn");
        refused(Schema.USAGE_MON_DATA, "{\"limitId\":\"l\",\"resetTime\":\"yesterday\"}", 400, "OPTIONAL_IE_INCORRECT", "/resetTime");
    }

    @Test
    void operatorSpecificDataContainersMatchTheirDataType() {
        accepted(Schema.OPERATOR_SPECIFIC_DATA, """
                {"a":{"dataType":"number","value":1.5},"b":{"dataType":"array","value":[1]},"c":{"dataType":"object","value":{}}}""");
        accepted(Schema.OPERATOR_SPECIFIC_DATA, "{}");
        refused(Schema.OPERATOR_SPECIFIC_DATA, "{\"a\":{\"dataType\":\"integer\",\"value\":1.5}}", 400, "MANDATORY_IE_INCORRECT", "/a/value");
        refused(Schema.OPERATOR_SPECIFIC_DATA, "{\"a\":{\"dataType\":\"number\",\"value\":1e400}}", 400, "MANDATORY_IE_INCORRECT", "/a/value");
        refused(Schema.OPERATOR_SPECIFIC_DATA, "{\"a\":{\"dataType\":\"date\",\"value\":\"x\"}}", 400, "MANDATORY_IE_INCORRECT", "/a/dataType");
        refused(Schema.OPERATOR_SPECIFIC_DATA, "{\"a\":{\"dataType\":\"string\"}}", 400, "MANDATORY_IE_MISSING", "/a/value");
        refused(Schema.OPERATOR_SPECIFIC_DATA, "{\"a\":1}", 400, "MANDATORY_IE_INCORRECT", "/a");
        // nested in a provisioning body, the attribute is named from there
        assertThatThrownBy(() -> PolicyDocument.at("/operatorSpecificDataSet",
                () -> PolicyDocument.of(PolicyDataSet.OPERATOR_SPECIFIC_DATA, json("{\"a\":{\"dataType\":\"boolean\",\"value\":1}}"))))
                .isInstanceOfSatisfying(SbiException.class,
                        e -> assertThat(e.invalidParams().get(0).param()).isEqualTo("/operatorSpecificDataSet/a/value"));
    }

    @Test
    void patchesModifyOnlyWhatTheirSchemaCarries() {
        accepted(Schema.UE_POLICY_SET_PATCH, "{\"upsis\":[\"a\"],\"uePolicySections\":{\"s\":{\"uePolicySectionInfo\":\"AQID\",\"upsi\":\"s\"}}}");
        refused(Schema.UE_POLICY_SET_PATCH, "{\"praInfos\":{}}", 403, "MODIFICATION_NOT_ALLOWED", "/praInfos");
        refused(Schema.UE_POLICY_SET_PATCH, "{\"andspInd\":1}", 400, "OPTIONAL_IE_INCORRECT", "/andspInd");
        // UePolicySetPatch has no nullable attribute: a merge patch cannot remove one (the yaml's choice)
        refused(Schema.UE_POLICY_SET_PATCH, "{\"pei\":null}", 400, "OPTIONAL_IE_INCORRECT", "/pei");

        accepted(Schema.SM_POLICY_DATA_PATCH, """
                {"umData":null,"smPolicySnssaiData":{"1":{"snssai":{"sst":1},"smPolicyDnnData":{"d":{"dnn":"d","bdtRefIds":null}}}}}""");
        refused(Schema.SM_POLICY_DATA_PATCH, "{\"umDataLimits\":{}}", 403, "MODIFICATION_NOT_ALLOWED", "/umDataLimits");
        refused(Schema.SM_POLICY_DATA_PATCH, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1},\"ueSliceMbr\":{}}}}", 403,
                "MODIFICATION_NOT_ALLOWED", "/smPolicySnssaiData/1/ueSliceMbr");
        refused(Schema.SM_POLICY_DATA_PATCH, "{\"smPolicySnssaiData\":{\"1\":{\"snssai\":{\"sst\":1},\"smPolicyDnnData\":{\"d\":{\"bdtRefIds\":{\"a\":\"b\"}}}}}}",
                400, "MANDATORY_IE_MISSING", "/smPolicySnssaiData/1/smPolicyDnnData/d/dnn");
    }

    @Test
    void aPatchThatLeavesNoDocumentIsTheRequestsFault() {
        assertThatThrownBy(() -> PolicyDocument.patched(PolicyDataSet.OPERATOR_SPECIFIC_DATA, json("[1]")))
                .isInstanceOfSatisfying(SbiException.class, e -> {
                    assertThat(e.status()).isEqualTo(400);
                    assertThat(e.cause()).isEqualTo("MANDATORY_IE_INCORRECT");
                });
        refused(Schema.UE_POLICY_SET, "{\"allowedRouteSelDescs\":{\"001-01\":{}}}", 400,
                "MANDATORY_IE_MISSING", "/allowedRouteSelDescs/001-01/servingPlmn");
        refused(Schema.AM_POLICY_DATA, "{\"subscCats\":[1]}", 400, "OPTIONAL_IE_INCORRECT", "/subscCats/0");
    }
}
