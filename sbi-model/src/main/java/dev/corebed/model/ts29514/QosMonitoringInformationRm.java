// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;


/** TS 29.514 QosMonitoringInformationRm (TS29514_Npcf_PolicyAuthorization.yaml). */
public record QosMonitoringInformationRm(
        Long repThreshDl,
        Long repThreshUl,
        Long repThreshRp) {}
