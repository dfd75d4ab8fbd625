// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;


/** TS 29.512 PacketFilterInfo (TS29512_Npcf_SMPolicyControl.yaml). */
public record PacketFilterInfo(
        String packFiltId,
        String packFiltCont,
        String tosTrafficClass,
        String spi,
        String flowLabel,
        String flowDirection) {}
