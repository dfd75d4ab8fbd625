// Generated from the 3GPP Rel-17 OpenAPI file TS29521_Nbsf_Management.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29521;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.521 TS29521_Nbsf_Management.yaml: path, operationId, query and path parameters. */
public final class NbsfManagement {

    private NbsfManagement() {}

    public static final Operation GET_PCF_BINDINGS = new Operation("GET", "/nbsf-management/v1/pcfBindings", "GetPCFBindings", List.of(
            Parameter.query("ipv4Addr", false, new ParamSchema.Text(List.of("^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$"), List.of(), null, null, null)),
            Parameter.query("ipv6Prefix", false, new ParamSchema.Text(List.of("^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$", "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$"), List.of(), null, null, null)),
            Parameter.query("macAddr48", false, new ParamSchema.Text(List.of("^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$"), List.of(), null, null, null)),
            Parameter.query("dnn", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("supi", false, new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.query("gpsi", false, new ParamSchema.Text(List.of("^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$"), List.of(), null, null, null)),
            Parameter.query("snssai", false, new ParamSchema.Json(dev.corebed.model.ts29521.NbsfManagementParameters.Snssai.class)),
            Parameter.query("ipDomain", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation CREATE_PCF_BINDING = new Operation("POST", "/nbsf-management/v1/pcfBindings", "CreatePCFBinding", List.of());

    public static final Operation UPDATE_IND_PCF_BINDING = new Operation("PATCH", "/nbsf-management/v1/pcfBindings/{bindingId}", "UpdateIndPCFBinding", List.of(
            Parameter.path("bindingId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_IND_PCF_BINDING = new Operation("DELETE", "/nbsf-management/v1/pcfBindings/{bindingId}", "DeleteIndPCFBinding", List.of(
            Parameter.path("bindingId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation CREATE_INDIVIDUAL_SUBCRIPTION = new Operation("POST", "/nbsf-management/v1/subscriptions", "CreateIndividualSubcription", List.of());

    public static final Operation REPLACE_INDIVIDUAL_SUBCRIPTION = new Operation("PUT", "/nbsf-management/v1/subscriptions/{subId}", "ReplaceIndividualSubcription", List.of(
            Parameter.path("subId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_INDIVIDUAL_SUBCRIPTION = new Operation("DELETE", "/nbsf-management/v1/subscriptions/{subId}", "DeleteIndividualSubcription", List.of(
            Parameter.path("subId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation GET_PCF_FOR_UE_BINDINGS = new Operation("GET", "/nbsf-management/v1/pcf-ue-bindings", "GetPCFForUeBindings", List.of(
            Parameter.query("supi", false, new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.query("gpsi", false, new ParamSchema.Text(List.of("^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$"), List.of(), null, null, null)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation CREATE_PC_FFOR_UE_BINDING = new Operation("POST", "/nbsf-management/v1/pcf-ue-bindings", "CreatePCFforUEBinding", List.of());

    public static final Operation UPDATE_IND_PC_FFOR_UE_BINDING = new Operation("PATCH", "/nbsf-management/v1/pcf-ue-bindings/{bindingId}", "UpdateIndPCFforUEBinding", List.of(
            Parameter.path("bindingId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_IND_PC_FFOR_UE_BINDING = new Operation("DELETE", "/nbsf-management/v1/pcf-ue-bindings/{bindingId}", "DeleteIndPCFforUEBinding", List.of(
            Parameter.path("bindingId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation GET_PCF_MBS_BINDING = new Operation("GET", "/nbsf-management/v1/pcf-mbs-bindings", "GetPCFMbsBinding", List.of(
            Parameter.query("mbs-session-id", true, new ParamSchema.Json(dev.corebed.model.ts29521.NbsfManagementParameters.MbsSessionId.class)),
            Parameter.query("supp-feat", false, new ParamSchema.Json(dev.corebed.model.ts29521.NbsfManagementParameters.SuppFeat.class))));

    public static final Operation CREATE_PCF_MBS_BINDING = new Operation("POST", "/nbsf-management/v1/pcf-mbs-bindings", "CreatePCFMbsBinding", List.of());

    public static final Operation MODIFY_IND_PCF_MBS_BINDING = new Operation("PATCH", "/nbsf-management/v1/pcf-mbs-bindings/{bindingId}", "ModifyIndPCFMbsBinding", List.of(
            Parameter.path("bindingId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_IND_PCF_MBS_BINDING = new Operation("DELETE", "/nbsf-management/v1/pcf-mbs-bindings/{bindingId}", "DeleteIndPCFMbsBinding", List.of(
            Parameter.path("bindingId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));
}
