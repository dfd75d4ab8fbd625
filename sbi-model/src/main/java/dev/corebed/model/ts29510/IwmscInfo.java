// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 IwmscInfo (TS29510_Nnrf_NFManagement.yaml). */
public record IwmscInfo(
        @Size(min = 1) List<@Valid IdentityRange> msisdnRanges,
        @Size(min = 1) List<@Valid SupiRange> supiRanges,
        @Size(min = 1) List<@Valid TaiRange> taiRangeList,
        @Pattern(regexp = "^[0-9]{5,15}$") String scNumber) {}
