// Generated from the 3GPP Rel-17 OpenAPI file TS29525_Npcf_UEPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29525;

import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.PresenceInfo;
import dev.corebed.model.ts29571.UserLocation;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.525 PolicyAssociationUpdateRequest (TS29525_Npcf_UEPolicyControl.yaml). */
public record PolicyAssociationUpdateRequest(
        String notificationUri,
        @Size(min = 1) List<@Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String> altNotifIpv4Addrs,
        @Size(min = 1) List<@Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))$") String> altNotifIpv6Addrs,
        @Size(min = 1) List<@Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String> altNotifFqdns,
        @Size(min = 1) List<String> triggers,
        @Size(min = 1) Map<String, @Valid PresenceInfo> praStatuses,
        @Valid UserLocation userLoc,
        @Format(Format.Kind.BYTE) String uePolDelResult,
        @Valid UePolicyTransferFailureNotification uePolTransFailNotif,
        @Format(Format.Kind.BYTE) String uePolReq,
        @Valid Guami guami,
        @Format(Format.Kind.UUID) String servingNfId,
        @Valid PlmnIdNid plmnId,
        String connectState,
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{8}-[0-9]{3}-[0-9]{2,3}-([A-Fa-f0-9][A-Fa-f0-9]){1,10}$") String> groupIds,
        @Size(min = 1) List<String> proSeCapab) {}
