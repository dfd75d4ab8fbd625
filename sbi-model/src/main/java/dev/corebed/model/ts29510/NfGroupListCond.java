// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Values;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 NfGroupListCond (TS29510_Nnrf_NFManagement.yaml). */
public record NfGroupListCond(
        @NotNull @Values({"NF_GROUP_LIST_COND"}) String conditionType,
        @NotNull @Values({"UDM", "AUSF", "UDR", "PCF", "CHF", "HSS"}) String nfType,
        @NotNull @Size(min = 1) List<String> nfGroupIdList) {}
