// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.512 TS29512_Npcf_SMPolicyControl.yaml: path, operationId, query and path parameters. */
public final class NpcfSmPolicyControl {

    private NpcfSmPolicyControl() {}

    public static final Operation CREATE_SM_POLICY = new Operation("POST", "/npcf-smpolicycontrol/v1/sm-policies", "CreateSMPolicy", List.of());

    public static final Operation GET_SM_POLICY = new Operation("GET", "/npcf-smpolicycontrol/v1/sm-policies/{smPolicyId}", "GetSMPolicy", List.of(
            Parameter.path("smPolicyId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation UPDATE_SM_POLICY = new Operation("POST", "/npcf-smpolicycontrol/v1/sm-policies/{smPolicyId}/update", "UpdateSMPolicy", List.of(
            Parameter.path("smPolicyId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_SM_POLICY = new Operation("POST", "/npcf-smpolicycontrol/v1/sm-policies/{smPolicyId}/delete", "DeleteSMPolicy", List.of(
            Parameter.path("smPolicyId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));
}
