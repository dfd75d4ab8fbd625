// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import dev.corebed.model.ts29505.OperatorSpecificDataContainer;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.519 PolicyDataChangeNotification (TS29519_Policy_Data.yaml). */
public record PolicyDataChangeNotification(
        @Valid AmPolicyData amPolicyData,
        @Valid UePolicySet uePolicySet,
        @Valid UePolicySet plmnUePolicySet,
        @Valid SmPolicyData smPolicyData,
        @Valid UsageMonData usageMonData,
        @Valid SponsorConnectivityData SponsorConnectivityData,
        @Valid BdtData bdtData,
        @Valid OperatorSpecificDataContainer opSpecData,
        @Size(min = 1) Map<String, @Valid OperatorSpecificDataContainer> opSpecDataMap,
        @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|gci-.+|gli-.+|.+)$") String ueId,
        String sponsorId,
        String bdtRefId,
        String usageMonId,
        @Valid PlmnId plmnId,
        @Size(min = 1) List<String> delResources,
        String notifId,
        @Size(min = 1) List<@Valid NotificationItem> reportedFragments,
        @Valid SlicePolicyData slicePolicyData,
        @Valid Snssai snssai) {}
