// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 QosNotificationControlInfo (TS29512_Npcf_SMPolicyControl.yaml). */
public record QosNotificationControlInfo(
        @NotNull @Size(min = 1) List<String> refPccRuleIds,
        @NotNull String notifType,
        Long contVer,
        String altQosParamId) {}
