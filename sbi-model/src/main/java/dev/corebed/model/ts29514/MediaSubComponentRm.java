// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 MediaSubComponentRm (TS29514_Npcf_PolicyAuthorization.yaml). */
public record MediaSubComponentRm(
        @JsonSetter(nulls = Nulls.SET) String afSigProtocol,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1, max = 2) List<@Valid EthFlowDescription> ethfDescs,
        @NotNull Long fNum,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1, max = 2) List<String> fDescs,
        String fStatus,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String marBwDl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String marBwUl,
        @JsonSetter(nulls = Nulls.SET) String tosTrCl,
        String flowUsage) {}
