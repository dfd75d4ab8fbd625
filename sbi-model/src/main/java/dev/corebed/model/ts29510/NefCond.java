// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 NefCond (TS29510_Nnrf_NFManagement.yaml). */
public record NefCond(
        @NotNull @Values({"NEF_COND"}) String conditionType,
        @Size(min = 1) List<String> afEvents,
        @Size(min = 1) List<@Valid Snssai> snssaiList,
        @Valid PfdData pfdData,
        @Size(min = 1) List<@Valid IdentityRange> gpsiRanges,
        @Size(min = 1) List<@Valid IdentityRange> externalGroupIdentifiersRanges,
        @Size(min = 1) List<String> servedFqdnList) {}
