package dev.corebed.udr.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29505.OperatorSpecificDataContainer;
import dev.corebed.model.ts29519.AmPolicyData;
import dev.corebed.model.ts29519.SmPolicyData;
import dev.corebed.model.ts29519.SmPolicyDataPatch;
import dev.corebed.model.ts29519.UePolicySet;
import dev.corebed.model.ts29519.UePolicySetPatch;
import dev.corebed.model.ts29519.UsageMonData;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.udr.store.PolicyDataSet;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;

/**
 * A policy data document (or merge patch) that bound to its Rel-17 schema, kept as the consumer wrote it:
 * attributes the schema does not define are stored and returned too (TS 29.500 §6.2). Every instance has
 * passed the binding ({@link StrictJson}: types, required attributes, patterns, bounds, nullability) and the
 * rules the schema cannot express:
 * <ul>
 *   <li>an OperatorSpecificDataContainer's {@code value} is of its {@code dataType} (TS 29.505 §6.1.6.2.2);</li>
 *   <li>a patch modifies only what its Patch schema carries: another attribute is 403 MODIFICATION_NOT_ALLOWED
 *       naming it (UePolicySetPatch; SmPolicyDataPatch with SmPolicySnssaiDataPatch and SmPolicyDnnDataPatch).</li>
 * </ul>
 * Bad input is a 400 with the TS 29.500 cause naming the attribute by its JSON pointer, raised before anything
 * is stored.
 */
public record PolicyDocument(Schema schema, JsonNode json) {

    /** The schemas of what the UDR stores or patches. */
    public enum Schema {
        AM_POLICY_DATA(AmPolicyData.class),
        UE_POLICY_SET(UePolicySet.class),
        SM_POLICY_DATA(SmPolicyData.class),
        OPERATOR_SPECIFIC_DATA(StrictJson.mapOf(OperatorSpecificDataContainer.class)),
        USAGE_MON_DATA(UsageMonData.class),
        UE_POLICY_SET_PATCH(UePolicySetPatch.class),
        SM_POLICY_DATA_PATCH(SmPolicyDataPatch.class);

        private final JavaType type;

        Schema(Class<?> type) {
            this(StrictJson.MAPPER.constructType(type));
        }

        Schema(JavaType type) {
            this.type = type;
        }

        /** The schema of a data set's document. */
        public static Schema of(PolicyDataSet set) {
            return switch (set) {
                case AM_DATA -> AM_POLICY_DATA;
                case UE_POLICY_SET -> UE_POLICY_SET;
                case SM_DATA -> SM_POLICY_DATA;
                case OPERATOR_SPECIFIC_DATA -> OPERATOR_SPECIFIC_DATA;
            };
        }
    }

    static final Set<String> UE_POLICY_SET_PATCH = Set.of("uePolicySections", "upsis", "andspInd", "pei", "osIds");
    static final Set<String> SM_POLICY_DATA_PATCH = Set.of("umData", "smPolicySnssaiData");
    static final Set<String> SM_POLICY_SNSSAI_DATA_PATCH = Set.of("snssai", "smPolicyDnnData");
    static final Set<String> SM_POLICY_DNN_DATA_PATCH = Set.of("dnn", "bdtRefIds");

    /** Binds and checks the document; a refused one is a 400 (403 for a patch that modifies what it may not). */
    public PolicyDocument {
        try {
            StrictJson.read(json, schema.type);
        } catch (ModelException e) {
            throw Json.badRequest(e);
        }
        switch (schema) {
            case OPERATOR_SPECIFIC_DATA -> json.properties().forEach(e -> dataType(e.getValue(), "/" + JsonPatch.escape(e.getKey())));
            case UE_POLICY_SET_PATCH -> only(json, "", UE_POLICY_SET_PATCH);
            case SM_POLICY_DATA_PATCH -> {
                only(json, "", SM_POLICY_DATA_PATCH);
                for (Map.Entry<String, JsonNode> s : json.path("smPolicySnssaiData").properties()) {
                    String at = "/smPolicySnssaiData/" + JsonPatch.escape(s.getKey());
                    only(s.getValue(), at, SM_POLICY_SNSSAI_DATA_PATCH);
                    for (Map.Entry<String, JsonNode> d : s.getValue().path("smPolicyDnnData").properties()) {
                        only(d.getValue(), at + "/smPolicyDnnData/" + JsonPatch.escape(d.getKey()), SM_POLICY_DNN_DATA_PATCH);
                    }
                }
            }
            default -> { }
        }
    }

    /** The document of a data set. */
    public static PolicyDocument of(PolicyDataSet set, JsonNode json) {
        return new PolicyDocument(Schema.of(set), json);
    }

    /**
     * The document a patch produced, checked again as its full schema: its faults are the patch's (a patch that
     * leaves no JSON object is MANDATORY_IE_INCORRECT rather than a malformed message).
     */
    static PolicyDocument patched(PolicyDataSet set, JsonNode json) {
        try {
            return of(set, json);
        } catch (SbiException e) {
            if (Cause.INVALID_MSG_FORMAT.equals(e.cause())) {
                throw SbiException.badRequest(Cause.MANDATORY_IE_INCORRECT, "the patch leaves no valid " + set.resource());
            }
            throw e;
        }
    }

    /**
     * Checks a document nested in a larger body, naming its attributes from that body
     * ({@code /operatorSpecificDataSet/tariff/value}).
     */
    public static <T> T at(String prefix, Supplier<T> check) {
        try {
            return check.get();
        } catch (SbiException e) {
            throw e.under(prefix);
        }
    }

    /** The document as stored. */
    public String text() {
        return new String(Json.write(json), StandardCharsets.UTF_8);
    }

    /** OperatorSpecificDataContainer: the value's JSON type is the one dataType names; a number is finite. */
    private static void dataType(JsonNode container, String at) {
        String type = container.get("dataType").asString();
        JsonNode value = container.get("value");
        boolean fits = switch (type) {
            case "string" -> value.isString();
            case "integer" -> value.isIntegralNumber();
            case "number" -> value.isNumber() && !(value.isFloatingPointNumber() && !Double.isFinite(value.asDouble()));
            case "boolean" -> value.isBoolean();
            case "object" -> value.isObject();
            default -> value.isArray();
        };
        if (!fits) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at + "/value", "not of dataType " + type);
        }
    }

    /** Attributes other than these may not be modified: 403 MODIFICATION_NOT_ALLOWED naming the first one. */
    private static void only(JsonNode node, String at, Set<String> modifiable) {
        for (String name : node.propertyNames()) {
            if (!modifiable.contains(name)) {
                String pointer = at + "/" + JsonPatch.escape(name);
                throw SbiException.modificationNotAllowed("the attribute cannot be modified: " + pointer, List.of(pointer),
                        "not modifiable; modifiable here: " + String.join(", ", modifiable));
            }
        }
    }
}
