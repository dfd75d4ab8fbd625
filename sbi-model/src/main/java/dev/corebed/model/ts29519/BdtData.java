// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import dev.corebed.model.ts29122.UsageThreshold;
import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.ts29554.TransferPolicy;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.519 BdtData (TS29519_Policy_Data.yaml). */
public record BdtData(
        @NotNull String aspId,
        @NotNull @Valid TransferPolicy transPolicy,
        String bdtRefId,
        @Valid NetworkAreaInfo nwAreaInfo,
        @Min(0L) Long numOfUes,
        @Valid UsageThreshold volPerUe,
        String dnn,
        @Valid Snssai snssai,
        String trafficDes,
        String bdtpStatus,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat,
        @Size(min = 1) List<String> resetIds) {}
