package dev.corebed.pcf.sbi;

import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29519.PolicyDataChangeNotification;
import dev.corebed.model.ts29518.N1MessageNotification;
import dev.corebed.model.ts29594.SpendingLimitStatus;
import dev.corebed.model.ts29594.SubscriptionTerminationInfo;
import dev.corebed.pcf.service.PcfCause;
import dev.corebed.pcf.service.PeerNotifications;
import dev.corebed.pcf.service.PolicyAssociationService;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Multipart;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.List;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Qualifier;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/** The peers' notifications on the wire: bodies checked against their Rel-17 schemas, the behaviour in PeerNotifications. */
@Component
public class PcfCallbackHandler {

    private final PeerNotifications notifications;
    private final PolicyAssociationService am;
    private final PolicyAssociationService ue;

    public PcfCallbackHandler(PeerNotifications notifications, @Qualifier("amPolicyService") PolicyAssociationService am,
                              @Qualifier("uePolicyService") PolicyAssociationService ue) {
        this.notifications = notifications;
        this.am = am;
        this.ue = ue;
    }

    /** An array of PolicyDataChangeNotification (TS 29.519's callback of subs-to-notify). */
    CompletionStage<SbiResponse> smPolicyDataChange(SbiRequest r) {
        return answer(notifications.smPolicyDataChanged(r.pathParam("smPolicyId"), changes(r)));
    }

    CompletionStage<SbiResponse> amPolicyDataChange(SbiRequest r) {
        return answer(am.policyDataChanged(r.pathParam("polAssoId"), changes(r)));
    }

    CompletionStage<SbiResponse> uePolicyDataChange(SbiRequest r) {
        return answer(ue.policyDataChanged(r.pathParam("polAssoId"), changes(r)));
    }

    private static JsonNode changes(SbiRequest r) {
        JsonNode body = r.json();
        try {
            StrictJson.read(body, StrictJson.listOf(PolicyDataChangeNotification.class));
        } catch (ModelException e) {
            throw Json.badRequest(e);
        }
        return body;
    }

    /** A SpendingLimitStatus for an AM policy association: its counters replace those the association had. */
    CompletionStage<SbiResponse> amSpendingLimitStatus(SbiRequest r) {
        JsonNode body = r.json();
        Json.bind(body, SpendingLimitStatus.class);
        return answer(am.reevaluate(r.pathParam("polAssoId"), (row, inputs) -> {
            inputs.set("chf", PeerNotifications.mergeStatus(inputs.get("chf"), body));
            return inputs;
        }, true));
    }

    CompletionStage<SbiResponse> amSpendingLimitTermination(SbiRequest r) {
        Json.bind(r.json(), SubscriptionTerminationInfo.class);
        return answer(am.reevaluate(r.pathParam("polAssoId"), (row, inputs) -> {
            inputs.remove("chf");
            return inputs;
        }, true));
    }

    /**
     * N1MessageNotify (TS 29.518): the UE's answer to its UE policy container, multipart/related (the
     * N1MessageNotification and the NAS message its n1MessageContent names) or the JSON alone.
     */
    CompletionStage<SbiResponse> n1MessageNotify(SbiRequest r) {
        String contentType = r.header("content-type");
        JsonNode json;
        byte[] nas = new byte[0];
        if (Multipart.isRelated(contentType)) {
            List<Multipart.Part> parts = Multipart.parse(contentType, r.body());
            json = Json.parse(parts.get(0).body());
            String id = json.path("n1MessageContainer").path("n1MessageContent").path("contentId").asString(null);
            for (Multipart.Part p : parts.subList(1, parts.size())) {
                String cid = p.contentId() == null ? null : p.contentId().replaceAll("^<|>$", "");
                if (id != null && id.equals(cid)) {
                    nas = p.body();
                }
            }
        } else {
            json = r.json();
        }
        Json.bind(json, N1MessageNotification.class);
        return answer(ue.uePolicyDelivered(r.pathParam("polAssoId"), nas));
    }

    /** A SpendingLimitStatus. */
    CompletionStage<SbiResponse> smSpendingLimitStatus(SbiRequest r) {
        JsonNode body = r.json();
        Json.bind(body, SpendingLimitStatus.class);
        return answer(notifications.smSpendingLimitStatus(r.pathParam("smPolicyId"), body));
    }

    /** A SubscriptionTerminationInfo. */
    CompletionStage<SbiResponse> smSpendingLimitTermination(SbiRequest r) {
        Json.bind(r.json(), SubscriptionTerminationInfo.class);
        return answer(notifications.smSpendingLimitTerminated(r.pathParam("smPolicyId")));
    }

    static CompletionStage<SbiResponse> answer(CompletionStage<? extends Optional<?>> done) {
        return done.thenApply(applied -> {
            if (applied.isEmpty()) {
                throw new SbiException(404, PcfCause.CONTEXT_NOT_FOUND, "no policy association for this notification");
            }
            return SbiResponse.noContent();
        });
    }
}
