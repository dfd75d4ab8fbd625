// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;


/** TS 29.571 LteV2xAuth (TS29571_CommonData.yaml). */
public record LteV2xAuth(
        String vehicleUeAuth,
        String pedestrianUeAuth) {}
