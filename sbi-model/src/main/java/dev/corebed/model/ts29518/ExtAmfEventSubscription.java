// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** TS 29.518 ExtAmfEventSubscription (TS29518_Namf_Communication.yaml). */
public record ExtAmfEventSubscription(
        @NotNull @Size(min = 1) List<@Valid AmfEvent> eventList,
        @NotNull String eventNotifyUri,
        @NotNull String notifyCorrelationId,
        @NotNull @Format(Format.Kind.UUID) String nfId,
        String subsChangeNotifyUri,
        String subsChangeNotifyCorrelationId,
        @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        @Pattern(regexp = "^[A-Fa-f0-9]{8}-[0-9]{3}-[0-9]{2,3}-([A-Fa-f0-9][A-Fa-f0-9]){1,10}$") String groupId,
        @Size(min = 1) List<@Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String> excludeSupiList,
        @Size(min = 1) List<@Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String> excludeGpsiList,
        @Size(min = 1) List<@Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String> includeSupiList,
        @Size(min = 1) List<@Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String> includeGpsiList,
        @Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String gpsi,
        @Pattern(regexp = "^(imei-[0-9]{15}|imeisv-[0-9]{16}|mac((-[0-9a-fA-F]{2}){6})(-untrusted)?|eui((-[0-9a-fA-F]{2}){8})|.+)$") String pei,
        Boolean anyUE,
        @Valid AmfEventMode options,
        String sourceNfType,
        @Size(min = 1, max = 2) List<String> bindingInfo,
        String subscribingNfType,
        Boolean eventSyncInd,
        @Size(min = 1) List<String> nfConsumerInfo,
        JsonNode aoiStateList) {}
