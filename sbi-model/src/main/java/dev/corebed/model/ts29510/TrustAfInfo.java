// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 TrustAfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record TrustAfInfo(
        @Size(min = 1) List<@Valid SnssaiInfoItem> sNssaiInfoList,
        @Size(min = 1) List<String> afEvents,
        @Size(min = 1) List<String> appIds,
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{8}-[0-9]{3}-[0-9]{2,3}-([A-Fa-f0-9][A-Fa-f0-9]){1,10}$") String> internalGroupId,
        Boolean mappingInd) {}
