// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.validation.Alternatives;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** TS 29.510 SubscriptionData (TS29510_Nnrf_NFManagement.yaml). */
public record SubscriptionData(
        @NotNull String nfStatusNotificationUri,
        @Format(Format.Kind.UUID) String reqNfInstanceId,
        @Alternatives(value = {dev.corebed.model.ts29510.NfInstanceIdCond.class, dev.corebed.model.ts29510.NfInstanceIdListCond.class, dev.corebed.model.ts29510.NfTypeCond.class, dev.corebed.model.ts29510.ServiceNameCond.class, dev.corebed.model.ts29510.ServiceNameListCond.class, dev.corebed.model.ts29510.AmfCond.class, dev.corebed.model.ts29510.GuamiListCond.class, dev.corebed.model.ts29510.NetworkSliceCond.class, dev.corebed.model.ts29510.NfGroupCond.class, dev.corebed.model.ts29510.NfGroupListCond.class, dev.corebed.model.ts29510.NfSetCond.class, dev.corebed.model.ts29510.NfServiceSetCond.class, dev.corebed.model.ts29510.UpfCond.class, dev.corebed.model.ts29510.ScpDomainCond.class, dev.corebed.model.ts29510.NwdafCond.class, dev.corebed.model.ts29510.NefCond.class, dev.corebed.model.ts29510.DccfCond.class}, exactlyOne = true) JsonNode subscrCond,
        @Pattern(regexp = "^([0-9]{5,6}-(x3Lf57A:nid=[A-Fa-f0-9]{11}:)?)?[^-]+$") String subscriptionId,
        @Format(Format.Kind.DATE_TIME) String validityTime,
        @Size(min = 1) List<String> reqNotifEvents,
        @Valid PlmnId plmnId,
        @Pattern(regexp = "^[A-Fa-f0-9]{11}$") String nid,
        @Valid NotifCondition notifCondition,
        String reqNfType,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String reqNfFqdn,
        @Size(min = 1) List<@Valid ExtSnssai> reqSnssais,
        @Size(min = 1) List<@Valid PlmnSnssai> reqPerPlmnSnssais,
        @Size(min = 1) List<@Valid PlmnId> reqPlmnList,
        @Size(min = 1) List<@Valid PlmnIdNid> reqSnpnList,
        @Size(min = 1) List<String> servingScope,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String requesterFeatures,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String nrfSupportedFeatures,
        String hnrfUri,
        Boolean onboardingCapability,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String targetHni,
        String preferredLocality) {}
