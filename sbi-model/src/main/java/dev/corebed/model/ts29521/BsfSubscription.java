// Generated from the 3GPP Rel-17 OpenAPI file TS29521_Nbsf_Management.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29521;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.521 BsfSubscription (TS29521_Nbsf_Management.yaml). */
public record BsfSubscription(
        @NotNull @Size(min = 1) List<String> events,
        @NotNull String notifUri,
        @NotNull String notifCorreId,
        @NotNull @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        @Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String gpsi,
        @Valid SnssaiDnnPair snssaiDnnPairs,
        @Size(min = 1) List<@Valid SnssaiDnnPair> addSnssaiDnnPairs,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat) {}
