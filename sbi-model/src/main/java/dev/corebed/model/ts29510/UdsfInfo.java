// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.510 UdsfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record UdsfInfo(
        String groupId,
        @Size(min = 1) List<@Valid SupiRange> supiRanges,
        @Size(min = 1) Map<String, @Size(min = 1) List<@Valid IdentityRange>> storageIdRanges) {}
