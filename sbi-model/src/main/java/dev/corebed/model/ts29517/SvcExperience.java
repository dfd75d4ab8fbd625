// Generated from the 3GPP Rel-17 OpenAPI file TS29517_Naf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29517;


/** TS 29.517 SvcExperience (TS29517_Naf_EventExposure.yaml). */
public record SvcExperience(
        Double mos,
        Double upperRange,
        Double lowerRange) {}
