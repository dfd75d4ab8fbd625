// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import dev.corebed.model.ts29514.AnGwAddress;
import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;

/** TS 29.512 ServingNfIdentity (TS29512_Npcf_SMPolicyControl.yaml). */
public record ServingNfIdentity(
        @Format(Format.Kind.UUID) String servNfInstId,
        @Valid Guami guami,
        @Valid AnGwAddress anGwAddr,
        @Valid SgsnAddress sgsnAddr) {}
