// Generated from the 3GPP Rel-17 OpenAPI file TS29507_Npcf_AMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29507;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.507 TS29507_Npcf_AMPolicyControl.yaml: path, operationId, query and path parameters. */
public final class NpcfAmPolicyControl {

    private NpcfAmPolicyControl() {}

    public static final Operation CREATE_INDIVIDUAL_AM_POLICY_ASSOCIATION = new Operation("POST", "/npcf-am-policy-control/v1/policies", "CreateIndividualAMPolicyAssociation", List.of());

    public static final Operation READ_INDIVIDUAL_AM_POLICY_ASSOCIATION = new Operation("GET", "/npcf-am-policy-control/v1/policies/{polAssoId}", "ReadIndividualAMPolicyAssociation", List.of(
            Parameter.path("polAssoId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_INDIVIDUAL_AM_POLICY_ASSOCIATION = new Operation("DELETE", "/npcf-am-policy-control/v1/policies/{polAssoId}", "DeleteIndividualAMPolicyAssociation", List.of(
            Parameter.path("polAssoId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation REPORT_OBSERVED_EVENT_TRIGGERS_FOR_INDIVIDUAL_AM_POLICY_ASSOCIATION = new Operation("POST", "/npcf-am-policy-control/v1/policies/{polAssoId}/update", "ReportObservedEventTriggersForIndividualAMPolicyAssociation", List.of(
            Parameter.path("polAssoId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));
}
