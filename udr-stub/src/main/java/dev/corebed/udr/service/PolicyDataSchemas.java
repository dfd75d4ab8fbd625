package dev.corebed.udr.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The request bodies of the policy data resources, checked against TS29519_Policy_Data.yaml (and
 * OperatorSpecificDataContainer of TS29505): mandatory attributes, the types of the attributes each schema
 * defines, and what a PATCH may modify. Bad input is a 400 (403 for a forbidden modification) naming the
 * attribute, raised before anything is stored.
 */
final class PolicyDataSchemas {

    private PolicyDataSchemas() {}

    static final Set<String> UE_POLICY_SET_PATCH = Set.of("uePolicySections", "upsis", "andspInd", "pei", "osIds");
    static final Set<String> SM_POLICY_DATA_PATCH = Set.of("umData", "smPolicySnssaiData");
    static final Set<String> SM_POLICY_SNSSAI_DATA_PATCH = Set.of("snssai", "smPolicyDnnData");
    static final Set<String> SM_POLICY_DNN_DATA_PATCH = Set.of("dnn", "bdtRefIds");
    static final Set<String> OSD_TYPES = Set.of("string", "integer", "number", "boolean", "object", "array");

    static void amPolicyData(JsonNode body) {
        Check.body(body, "AmPolicyData")
                .map("praInfos", false, 1, (k, v) -> { })
                .strings("subscCats", 1);
    }

    static void uePolicySet(JsonNode body) {
        Check.body(body, "UePolicySet")
                .map("praInfos", false, 1, (k, v) -> { })
                .strings("subscCats", 1)
                .map("uePolicySections", false, 1, (k, v) -> uePolicySection(v))
                .strings("upsis", 1)
                .map("allowedRouteSelDescs", false, 1, (k, v) -> v.object("servingPlmn", true, p -> { })
                        .map("snssaiRouteSelDescs", false, 0, (kk, vv) -> { }))
                .bool("andspInd")
                .string("pei", false)
                .strings("osIds", 1)
                .hex("suppFeat")
                .strings("resetIds", 1);
    }

    private static void uePolicySection(Check s) {
        s.string("uePolicySectionInfo", true).string("upsi", true);
    }

    static void smPolicyData(JsonNode body) {
        Check.body(body, "SmPolicyData")
                .map("smPolicySnssaiData", true, 1, (k, v) -> smPolicySnssaiData(v))
                .map("umDataLimits", false, 1, (k, v) -> usageMonDataLimit(v))
                .map("umData", false, 1, (k, v) -> usageMonData(v))
                .hex("suppFeat")
                .strings("resetIds", 1);
    }

    private static void smPolicySnssaiData(Check s) {
        s.snssai("snssai", true)
                .map("smPolicyDnnData", false, 1, (k, v) -> smPolicyDnnData(v))
                .object("ueSliceMbr", false, m -> { });
    }

    private static void smPolicyDnnData(Check d) {
        d.string("dnn", true)
                .strings("allowedServices", 1)
                .strings("subscCats", 1)
                .string("gbrUl", false)
                .string("gbrDl", false)
                .bool("adcSupport")
                .bool("subscSpendingLimits")
                .integer("ipv4Index", Integer.MIN_VALUE, Integer.MAX_VALUE)
                .integer("ipv6Index", Integer.MIN_VALUE, Integer.MAX_VALUE)
                .bool("offline")
                .bool("online")
                .object("chfInfo", false, c -> { })
                .map("refUmDataLimitIds", false, 1, (k, v) -> v.string("limitId", true).strings("monkey", 1))
                .bool("mpsPriority")
                .bool("mcsPriority")
                .bool("imsSignallingPrio")
                .integer("mpsPriorityLevel", Integer.MIN_VALUE, Integer.MAX_VALUE)
                .integer("mcsPriorityLevel", Integer.MIN_VALUE, Integer.MAX_VALUE)
                .map("praInfos", false, 1, (k, v) -> { })
                .nullableStringMap("bdtRefIds")
                .bool("locRoutNotAllowed");
    }

    private static void usageMonDataLimit(Check u) {
        u.string("limitId", true)
                .map("scopes", false, 1, (k, v) -> usageMonDataScope(v))
                .string("umLevel", false)
                .dateTime("startDate", false)
                .dateTime("endDate", false)
                .object("usageLimit", false, t -> { })
                .object("resetPeriod", false, p -> p.string("period", true));
    }

    static void usageMonData(JsonNode body) {
        usageMonData(Check.body(body, "UsageMonData"));
    }

    private static void usageMonData(Check u) {
        u.string("limitId", true)
                .map("scopes", false, 1, (k, v) -> usageMonDataScope(v))
                .string("umLevel", false)
                .object("allowedUsage", false, t -> { })
                .dateTime("resetTime", false)
                .hex("suppFeat")
                .strings("resetIds", 1);
    }

    private static void usageMonDataScope(Check s) {
        s.snssai("snssai", true).strings("dnn", 1);
    }

    /** The body of PUT operator-specific-data: a map of OperatorSpecificDataContainer (may be empty). */
    static void operatorSpecificData(JsonNode body) {
        Check map = Check.body(body, "map of OperatorSpecificDataContainer");
        for (Map.Entry<String, JsonNode> e : body.properties()) {
            String at = Check.pointer("", e.getKey());
            if (!e.getValue().isObject()) {
                throw Check.incorrect(true, at, "an OperatorSpecificDataContainer (JSON object) expected");
            }
            operatorSpecificDataContainer(e.getValue(), at);
        }
        map.node();
    }

    private static void operatorSpecificDataContainer(JsonNode c, String at) {
        JsonNode type = c.get("dataType");
        if (type == null) {
            throw Check.missing(at + "/dataType");
        }
        if (!type.isString() || !OSD_TYPES.contains(type.asString())) {
            throw Check.incorrect(true, at + "/dataType", "one of " + String.join(", ", OSD_TYPES));
        }
        JsonNode value = c.get("value");
        if (value == null || value.isNull()) {
            throw Check.missing(at + "/value");
        }
        boolean fits = switch (type.asString()) {
            case "string" -> value.isString();
            case "integer" -> value.isIntegralNumber();
            case "number" -> value.isNumber();
            case "boolean" -> value.isBoolean();
            case "object" -> value.isObject();
            default -> value.isArray();
        };
        if (!fits) {
            throw Check.incorrect(true, at + "/value", "not of dataType " + type.asString());
        }
        JsonNode def = c.get("dataTypeDefinition");
        if (def != null && !def.isString()) {
            throw Check.incorrect(false, at + "/dataTypeDefinition", "a string expected");
        }
        JsonNode features = c.get("supportedFeatures");
        if (features != null && (!features.isString() || !Check.HEX.matcher(features.asString()).matches())) {
            throw Check.incorrect(false, at + "/supportedFeatures", "SupportedFeatures: hexadecimal digits expected");
        }
    }

    /** UePolicySetPatch: only its attributes may be modified; each has the type UePolicySet gives it. */
    static void uePolicySetPatch(JsonNode body) {
        Check.patch(body, "UePolicySetPatch").only(UE_POLICY_SET_PATCH)
                .map("uePolicySections", false, 1, (k, v) -> { })
                .strings("upsis", 1)
                .bool("andspInd")
                .string("pei", false)
                .strings("osIds", 1);
    }

    /**
     * SmPolicyDataPatch: umData and smPolicySnssaiData; in the latter, per S-NSSAI only snssai (mandatory) and
     * smPolicyDnnData, per DNN only dnn (mandatory) and bdtRefIds.
     */
    static void smPolicyDataPatch(JsonNode body) {
        Check.patch(body, "SmPolicyDataPatch").only(SM_POLICY_DATA_PATCH)
                .map("umData", false, 1, (k, v) -> { })
                .map("smPolicySnssaiData", false, 1, (k, v) -> v.only(SM_POLICY_SNSSAI_DATA_PATCH)
                        .snssai("snssai", true)
                        .map("smPolicyDnnData", false, 1, (kk, d) -> d.only(SM_POLICY_DNN_DATA_PATCH)
                                .string("dnn", true)
                                .nullableStringMap("bdtRefIds")));
    }

    /** A document a patch produced, checked again as the full schema; its faults are the patch's. */
    static void afterPatch(Runnable check) {
        try {
            check.run();
        } catch (SbiException e) {
            if (Cause.INVALID_MSG_FORMAT.equals(e.cause())) {
                throw SbiException.badRequest(Cause.MANDATORY_IE_INCORRECT, "the patch leaves no valid document");
            }
            throw e;
        }
    }
}
