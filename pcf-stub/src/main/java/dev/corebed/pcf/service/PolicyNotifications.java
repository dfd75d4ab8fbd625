package dev.corebed.pcf.service;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.callback.CallbackDelivery.Kind;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/**
 * The callbacks the PCF sends its consumers, after the change that causes them is committed: to the SMF
 * ({@code {notificationUri}/update} with an SmPolicyNotification, {@code /terminate} with a TerminationNotification,
 * TS 29.512 §4.2.3 and §4.2.4), to the AMF for AM and UE policy associations (TS 29.507, TS 29.525: PolicyUpdate and
 * TerminationNotification), to the AF ({@code {notifUri}/terminate} with a TerminationInfo, TS 29.514). Delivered by
 * sbi-core's CallbackDelivery (retries, bound on what is in flight), counted in {@code sbi_callbacks_total{nf="pcf",kind}}.
 */
public final class PolicyNotifications {

    public static final Kind SM_UPDATE = new Kind("SmPolicyUpdateNotify", "Npcf_SMPolicyControl_UpdateNotify");
    public static final Kind SM_TERMINATE = new Kind("SmPolicyTerminationNotify", "Npcf_SMPolicyControl_UpdateNotify");
    public static final Kind AM_UPDATE = new Kind("AmPolicyUpdateNotify", "Npcf_AMPolicyControl_UpdateNotify");
    public static final Kind AM_TERMINATE = new Kind("AmPolicyTerminationNotify", "Npcf_AMPolicyControl_UpdateNotify");
    public static final Kind UE_UPDATE = new Kind("UePolicyUpdateNotify", "Npcf_UEPolicyControl_UpdateNotify");
    public static final Kind UE_TERMINATE = new Kind("UePolicyTerminationNotify", "Npcf_UEPolicyControl_UpdateNotify");
    public static final Kind APP_TERMINATE = new Kind("AppSessionTerminationNotify", "Npcf_PolicyAuthorization_Notify");

    private final CallbackDelivery delivery;

    public PolicyNotifications(CallbackDelivery delivery) {
        this.delivery = delivery;
    }

    /** POSTs the body to {@code base + suffix} (base is the consumer's notification URI, suffix /update or /terminate). */
    public CompletableFuture<Outcome> send(Kind kind, String base, String suffix, JsonNode body) {
        if (base == null || base.isBlank()) {
            delivery.dropped(kind);
            return CompletableFuture.completedFuture(Outcome.FAILED);
        }
        String uri = base.endsWith("/") ? base.substring(0, base.length() - 1) + suffix : base + suffix;
        return delivery.deliver(kind, uri, Json.write(body));
    }
}
