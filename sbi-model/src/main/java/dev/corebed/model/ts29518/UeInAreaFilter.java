// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;


/** TS 29.518 UeInAreaFilter (TS29518_Namf_EventExposure.yaml). */
public record UeInAreaFilter(
        String ueType,
        Boolean aerialSrvDnnInd) {}
