// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;

/** TS 29.520 QosRequirement (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("one(has(5qi),has(resType))")
public record QosRequirement(
        @JsonProperty("5qi") @Min(0L) @Max(255L) Long _5qi,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String gfbrUl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String gfbrDl,
        String resType,
        @Min(1L) Long pdb,
        @Pattern(regexp = "^([0-9]E-[0-9])$") String per) {}
