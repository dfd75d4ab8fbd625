// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.Valid;

/** TS 29.571 UserLocation (TS29571_CommonData.yaml). */
public record UserLocation(
        @Valid EutraLocation eutraLocation,
        @Valid NrLocation nrLocation,
        @Valid N3gaLocation n3gaLocation,
        @Valid UtraLocation utraLocation,
        @Valid GeraLocation geraLocation) {}
