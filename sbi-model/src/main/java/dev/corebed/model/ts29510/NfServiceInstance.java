// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFDiscovery.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;

/** TS 29.510 NfServiceInstance (TS29510_Nnrf_NFDiscovery.yaml). */
@Presence("one(has(nfInstanceId),has(nfServiceSetId))")
public record NfServiceInstance(
        String serviceInstanceId,
        @Format(Format.Kind.UUID) String nfInstanceId,
        String nfServiceSetId) {}
