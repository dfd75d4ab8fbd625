// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 AbnormalBehaviour (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record AbnormalBehaviour(
        @Size(min = 1) List<@Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String> supis,
        @NotNull @Valid Exception excep,
        String dnn,
        @Valid Snssai snssai,
        @Min(1L) @Max(100L) Long ratio,
        @Min(0L) Long confidence,
        @Valid AdditionalMeasurement addtMeasInfo) {}
