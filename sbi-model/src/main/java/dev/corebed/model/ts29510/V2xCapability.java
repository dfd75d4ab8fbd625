// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;


/** TS 29.510 V2xCapability (TS29510_Nnrf_NFManagement.yaml). */
public record V2xCapability(
        Boolean lteV2x,
        Boolean nrV2x) {}
