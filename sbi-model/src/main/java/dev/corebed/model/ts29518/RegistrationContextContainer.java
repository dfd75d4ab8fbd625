// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29531.AllowedNssai;
import dev.corebed.model.ts29531.ConfiguredSnssai;
import dev.corebed.model.ts29571.GlobalRanNodeId;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.ts29571.UserLocation;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 RegistrationContextContainer (TS29518_Namf_Communication.yaml). */
public record RegistrationContextContainer(
        @NotNull @Valid UeContext ueContext,
        String localTimeZone,
        @NotNull @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String anType,
        @NotNull Long anN2ApId,
        @NotNull @Valid GlobalRanNodeId ranNodeId,
        @NotNull @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String initialAmfName,
        @NotNull @Valid UserLocation userLocation,
        @Pattern(regexp = "^[0-9a-fA-F]+$") String rrcEstCause,
        Boolean ueContextRequest,
        Long initialAmfN2ApId,
        @Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String anN2IPv4Addr,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))$") String anN2IPv6Addr,
        @Valid AllowedNssai allowedNssai,
        @Size(min = 1) List<@Valid ConfiguredSnssai> configuredNssai,
        @Size(min = 1) List<@Valid Snssai> rejectedNssaiInPlmn,
        @Size(min = 1) List<@Valid Snssai> rejectedNssaiInTa,
        @Valid PlmnId selectedPlmnId,
        Boolean iabNodeInd,
        @Valid CeModeBInd ceModeBInd,
        @Valid LteMInd lteMInd,
        Boolean authenticatedInd,
        @Valid NpnAccessInfo npnAccessInfo) {}
