// Generated from the 3GPP Rel-17 OpenAPI file TS29507_Npcf_AMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29507;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29571.Ambr;
import dev.corebed.model.ts29571.PcfUeCallbackInfo;
import dev.corebed.model.ts29571.PduSessionInfo;
import dev.corebed.model.ts29571.PresenceInfo;
import dev.corebed.model.ts29571.ServiceAreaRestriction;
import dev.corebed.model.ts29571.WirelineServiceAreaRestriction;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.507 PolicyAssociation (TS29507_Npcf_AMPolicyControl.yaml). */
public record PolicyAssociation(
        @Valid PolicyAssociationRequest request,
        @Size(min = 1) List<String> triggers,
        @Valid ServiceAreaRestriction servAreaRes,
        @Valid WirelineServiceAreaRestriction wlServAreaRes,
        @Min(1L) @Max(256L) Long rfsp,
        @Min(1L) @Max(256L) Long targetRfsp,
        @JsonSetter(nulls = Nulls.SET) @Valid SmfSelectionData smfSelInfo,
        @Valid Ambr ueAmbr,
        @JsonSetter(contentNulls = Nulls.SET) @Size(min = 1) List<@Valid UeSliceMbr> ueSliceMbrs,
        @Size(min = 1) Map<String, @Valid PresenceInfo> pras,
        @NotNull @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat,
        @JsonSetter(nulls = Nulls.SET) @Valid PcfUeCallbackInfo pcfUeInfo,
        @JsonSetter(nulls = Nulls.SET) List<@Valid PduSessionInfo> matchPdus,
        @JsonSetter(nulls = Nulls.SET) @Valid AsTimeDistributionParam asTimeDisParam) {}
