// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.GlobalRanNodeId;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 PwsInformation (TS29518_Namf_Communication.yaml). */
public record PwsInformation(
        @NotNull @Min(0L) @Max(65535L) Long messageIdentifier,
        @NotNull @Min(0L) @Max(65535L) Long serialNumber,
        @NotNull @Valid N2InfoContent pwsContainer,
        @Size(min = 1) List<@Valid GlobalRanNodeId> bcEmptyAreaList,
        Boolean sendRanResponse,
        String omcId,
        @Format(Format.Kind.UUID) String nfId) {}
