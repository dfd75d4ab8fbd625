// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 EthFlowDescription (TS29514_Npcf_PolicyAuthorization.yaml). */
public record EthFlowDescription(
        @Pattern(regexp = "^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$") String destMacAddr,
        @NotNull String ethType,
        String fDesc,
        String fDir,
        @Pattern(regexp = "^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$") String sourceMacAddr,
        @Size(min = 1, max = 2) List<String> vlanTags,
        @Pattern(regexp = "^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$") String srcMacAddrEnd,
        @Pattern(regexp = "^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$") String destMacAddrEnd) {}
