package dev.corebed.pcf.sbi;

import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29519.PolicyDataChangeNotification;
import dev.corebed.model.ts29594.SpendingLimitStatus;
import dev.corebed.pcf.service.PeerNotifications;
import dev.corebed.pcf.service.PcfCause;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/** The peers' notifications on the wire: bodies checked against their Rel-17 schemas, the behaviour in PeerNotifications. */
@Component
public class PcfCallbackHandler {

    private final PeerNotifications notifications;

    public PcfCallbackHandler(PeerNotifications notifications) {
        this.notifications = notifications;
    }

    /** An array of PolicyDataChangeNotification (TS 29.519 §5.x callback). */
    CompletionStage<SbiResponse> smPolicyDataChange(SbiRequest r) {
        JsonNode body = r.json();
        try {
            StrictJson.read(body, StrictJson.listOf(PolicyDataChangeNotification.class));
        } catch (ModelException e) {
            throw Json.badRequest(e);
        }
        return answer(notifications.smPolicyDataChanged(r.pathParam("smPolicyId"), body));
    }

    /** A SpendingLimitStatus. */
    CompletionStage<SbiResponse> smSpendingLimitStatus(SbiRequest r) {
        JsonNode body = r.json();
        Json.bind(body, SpendingLimitStatus.class);
        return answer(notifications.smSpendingLimitStatus(r.pathParam("smPolicyId"), body));
    }

    /** A SubscriptionTerminationInfo: supi mandatory, termCause and notifId optional. */
    CompletionStage<SbiResponse> smSpendingLimitTermination(SbiRequest r) {
        JsonNode body = r.json();
        terminationInfo(body);
        return answer(notifications.smSpendingLimitTerminated(r.pathParam("smPolicyId")));
    }

    /** SubscriptionTerminationInfo of TS 29.594 (the PCF's model holds no record of it). */
    static void terminationInfo(JsonNode body) {
        if (!body.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "not a SubscriptionTerminationInfo object");
        }
        JsonNode supi = body.get("supi");
        if (supi == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/supi", "mandatory");
        }
        if (!supi.isString() || supi.asString().isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/supi", "a Supi string");
        }
        for (String optional : new String[] {"notifId", "termCause"}) {
            if (body.has(optional) && !body.get(optional).isString()) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/" + optional, "a string");
            }
        }
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
