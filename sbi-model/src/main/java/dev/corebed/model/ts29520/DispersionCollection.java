// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.ts29571.UserLocation;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 DispersionCollection (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("one(has(ueLoc),has(snssai))")
@Presence("any(has(disperAmount),has(disperClass),has(usageRank),has(percentileRank))")
public record DispersionCollection(
        @Valid UserLocation ueLoc,
        @Valid Snssai snssai,
        @Size(min = 1) List<@Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String> supis,
        @Size(min = 1) List<@Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String> gpsis,
        @Size(min = 1) List<@Valid ApplicationVolume> appVolumes,
        @Min(0L) Long disperAmount,
        String disperClass,
        @Min(1L) @Max(3L) Long usageRank,
        @Min(1L) @Max(100L) Long percentileRank,
        @Min(1L) @Max(100L) Long ueRatio,
        @Min(0L) Long confidence) {}
