// Generated from the 3GPP Rel-17 OpenAPI file TS29525_Npcf_UEPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29525;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.525 TS29525_Npcf_UEPolicyControl.yaml: path, operationId, query and path parameters. */
public final class NpcfUePolicyControl {

    private NpcfUePolicyControl() {}

    public static final Operation CREATE_INDIVIDUAL_UE_POLICY_ASSOCIATION = new Operation("POST", "/npcf-ue-policy-control/v1/policies", "CreateIndividualUEPolicyAssociation", List.of());

    public static final Operation READ_INDIVIDUAL_UE_POLICY_ASSOCIATION = new Operation("GET", "/npcf-ue-policy-control/v1/policies/{polAssoId}", "ReadIndividualUEPolicyAssociation", List.of(
            Parameter.path("polAssoId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_INDIVIDUAL_UE_POLICY_ASSOCIATION = new Operation("DELETE", "/npcf-ue-policy-control/v1/policies/{polAssoId}", "DeleteIndividualUEPolicyAssociation", List.of(
            Parameter.path("polAssoId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation REPORT_OBSERVED_EVENT_TRIGGERS_FOR_INDIVIDUAL_UE_POLICY_ASSOCIATION = new Operation("POST", "/npcf-ue-policy-control/v1/policies/{polAssoId}/update", "ReportObservedEventTriggersForIndividualUEPolicyAssociation", List.of(
            Parameter.path("polAssoId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));
}
