// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 UnTrustAfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record UnTrustAfInfo(
        @NotNull String afId,
        @Size(min = 1) List<@Valid SnssaiInfoItem> sNssaiInfoList,
        Boolean mappingInd) {}
