// Generated from the 3GPP Rel-17 OpenAPI file TS29504_Nudr_DR.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29504;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.504 TS29504_Nudr_DR.yaml: path, operationId, query and path parameters. */
public final class NudrDataRepository {

    private NudrDataRepository() {}

    public static final Operation READ_POLICY_DATA = new Operation("GET", "/nudr-dr/v2/policy-data/ues/{ueId}", "ReadPolicyData", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null)),
            Parameter.query("data-subset-names", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 2, null, false))));

    public static final Operation READ_ACCESS_AND_MOBILITY_POLICY_DATA = new Operation("GET", "/nudr-dr/v2/policy-data/ues/{ueId}/am-data", "ReadAccessAndMobilityPolicyData", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null))));

    public static final Operation READ_UE_POLICY_SET = new Operation("GET", "/nudr-dr/v2/policy-data/ues/{ueId}/ue-policy-set", "ReadUEPolicySet", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation CREATE_OR_REPLACE_UE_POLICY_SET = new Operation("PUT", "/nudr-dr/v2/policy-data/ues/{ueId}/ue-policy-set", "CreateOrReplaceUEPolicySet", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null))));

    public static final Operation UPDATE_UE_POLICY_SET = new Operation("PATCH", "/nudr-dr/v2/policy-data/ues/{ueId}/ue-policy-set", "UpdateUEPolicySet", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null))));

    public static final Operation READ_SESSION_MANAGEMENT_POLICY_DATA = new Operation("GET", "/nudr-dr/v2/policy-data/ues/{ueId}/sm-data", "ReadSessionManagementPolicyData", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.query("snssai", false, new ParamSchema.Json(dev.corebed.model.ts29504.NudrDataRepositoryParameters.Snssai.class)),
            Parameter.query("dnn", false, new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("fields", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), true, 1, null, false)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation UPDATE_SESSION_MANAGEMENT_POLICY_DATA = new Operation("PATCH", "/nudr-dr/v2/policy-data/ues/{ueId}/sm-data", "UpdateSessionManagementPolicyData", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null))));

    public static final Operation READ_USAGE_MONITORING_INFORMATION = new Operation("GET", "/nudr-dr/v2/policy-data/ues/{ueId}/sm-data/{usageMonId}", "ReadUsageMonitoringInformation", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.path("usageMonId", new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation CREATE_USAGE_MONITORING_RESOURCE = new Operation("PUT", "/nudr-dr/v2/policy-data/ues/{ueId}/sm-data/{usageMonId}", "CreateUsageMonitoringResource", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.path("usageMonId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_USAGE_MONITORING_INFORMATION = new Operation("DELETE", "/nudr-dr/v2/policy-data/ues/{ueId}/sm-data/{usageMonId}", "DeleteUsageMonitoringInformation", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.path("usageMonId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation READ_SPONSOR_CONNECTIVITY_DATA = new Operation("GET", "/nudr-dr/v2/policy-data/sponsor-connectivity-data/{sponsorId}", "ReadSponsorConnectivityData", List.of(
            Parameter.path("sponsorId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation READ_BDT_DATA = new Operation("GET", "/nudr-dr/v2/policy-data/bdt-data", "ReadBdtData", List.of(
            Parameter.query("bdt-ref-ids", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), false, 1, null, false)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation READ_INDIVIDUAL_BDT_DATA = new Operation("GET", "/nudr-dr/v2/policy-data/bdt-data/{bdtReferenceId}", "ReadIndividualBdtData", List.of(
            Parameter.path("bdtReferenceId", new ParamSchema.Text(List.of(), List.of(), null, null, null)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation CREATE_INDIVIDUAL_BDT_DATA = new Operation("PUT", "/nudr-dr/v2/policy-data/bdt-data/{bdtReferenceId}", "CreateIndividualBdtData", List.of(
            Parameter.path("bdtReferenceId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation UPDATE_INDIVIDUAL_BDT_DATA = new Operation("PATCH", "/nudr-dr/v2/policy-data/bdt-data/{bdtReferenceId}", "UpdateIndividualBdtData", List.of(
            Parameter.path("bdtReferenceId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_INDIVIDUAL_BDT_DATA = new Operation("DELETE", "/nudr-dr/v2/policy-data/bdt-data/{bdtReferenceId}", "DeleteIndividualBdtData", List.of(
            Parameter.path("bdtReferenceId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation CREATE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION = new Operation("POST", "/nudr-dr/v2/policy-data/subs-to-notify", "CreateIndividualPolicyDataSubscription", List.of());

    public static final Operation REPLACE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION = new Operation("PUT", "/nudr-dr/v2/policy-data/subs-to-notify/{subsId}", "ReplaceIndividualPolicyDataSubscription", List.of(
            Parameter.path("subsId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_INDIVIDUAL_POLICY_DATA_SUBSCRIPTION = new Operation("DELETE", "/nudr-dr/v2/policy-data/subs-to-notify/{subsId}", "DeleteIndividualPolicyDataSubscription", List.of(
            Parameter.path("subsId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation READ_OPERATOR_SPECIFIC_DATA = new Operation("GET", "/nudr-dr/v2/policy-data/ues/{ueId}/operator-specific-data", "ReadOperatorSpecificData", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null)),
            Parameter.query("fields", false, new ParamSchema.Array(new ParamSchema.Text(List.of(), List.of(), null, null, null), true, 1, null, false)),
            Parameter.query("supp-feat", false, new ParamSchema.Text(List.of("^[A-Fa-f0-9]*$"), List.of(), null, null, null))));

    public static final Operation REPLACE_OPERATOR_SPECIFIC_DATA = new Operation("PUT", "/nudr-dr/v2/policy-data/ues/{ueId}/operator-specific-data", "ReplaceOperatorSpecificData", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null))));

    public static final Operation UPDATE_OPERATOR_SPECIFIC_DATA = new Operation("PATCH", "/nudr-dr/v2/policy-data/ues/{ueId}/operator-specific-data", "UpdateOperatorSpecificData", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null))));

    public static final Operation DELETE_OPERATOR_SPECIFIC_DATA = new Operation("DELETE", "/nudr-dr/v2/policy-data/ues/{ueId}/operator-specific-data", "DeleteOperatorSpecificData", List.of(
            Parameter.path("ueId", new ParamSchema.Text(List.of("^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$"), List.of(), null, null, null))));

    public static final Operation READ_PLMN_UE_POLICY_SET = new Operation("GET", "/nudr-dr/v2/policy-data/plmns/{plmnId}/ue-policy-set", "ReadPlmnUePolicySet", List.of(
            Parameter.path("plmnId", new ParamSchema.Text(List.of("^[0-9]{5,6}(-[A-Fa-f0-9]{11})?$"), List.of(), null, null, null))));
}
