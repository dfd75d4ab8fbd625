// Generated from the 3GPP Rel-17 OpenAPI file TS29554_Npcf_BDTPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29554;

import dev.corebed.model.ts29122.TimeWindow;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.554 TransferPolicy (TS29554_Npcf_BDTPolicyControl.yaml). */
public record TransferPolicy(
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxBitRateDl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxBitRateUl,
        @NotNull Long ratingGroup,
        @NotNull @Valid TimeWindow recTimeInt,
        @NotNull Long transPolicyId) {}
