// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;


/** TS 29.510 NsacfCapability (TS29510_Nnrf_NFManagement.yaml). */
public record NsacfCapability(
        Boolean supportUeSAC,
        Boolean supportPduSAC) {}
