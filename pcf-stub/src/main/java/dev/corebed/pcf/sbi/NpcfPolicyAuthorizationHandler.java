package dev.corebed.pcf.sbi;

import dev.corebed.model.ts29514.AppSessionContext;
import dev.corebed.model.ts29514.AppSessionContextUpdateDataPatch;
import dev.corebed.model.ts29514.EventsSubscReqData;
import dev.corebed.pcf.service.PcfMetrics;
import dev.corebed.pcf.service.PolicyAuthorizationService;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/** Npcf_PolicyAuthorization on the wire: bodies bound to their Rel-17 records; the behaviour in PolicyAuthorizationService. */
@Component
public class NpcfPolicyAuthorizationHandler {

    private final PolicyAuthorizationService service;
    private final PcfMetrics metrics;

    public NpcfPolicyAuthorizationHandler(PolicyAuthorizationService service, PcfMetrics metrics) {
        this.service = service;
        this.metrics = metrics;
    }

    /** 201 with the AppSessionContext (its ascRespData) and the session's URI in Location. */
    CompletionStage<SbiResponse> postAppSessions(SbiRequest r) {
        var context = NpcfSmPolicyControlHandler.bind(r, AppSessionContext.class);
        StoredLengths.check(context, StoredLengths.APP_SESSION);
        return service.create(context).thenApply(created -> SbiResponse.json(201, created.context())
                .header("location", r.apiRoot() + PolicyAuthorizationService.RESOURCE + created.appSessionId()));
    }

    /** P-CSCF restoration: nothing to restore in a stub; counted, 204. */
    CompletionStage<SbiResponse> pcscfRestoration(SbiRequest r) {
        JsonNode body = r.json();
        Json.bind(body, dev.corebed.model.ts29514.PcscfRestorationRequestData.class);
        metrics.association("app_session", "pcscf_restoration");
        return CompletableFuture.completedFuture(SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> getAppSession(SbiRequest r) {
        return service.get(r.pathParam("appSessionId")).thenApply(c -> SbiResponse.json(200, c));
    }

    /** 200 with the AppSessionContext after the patch. */
    CompletionStage<SbiResponse> modAppSession(SbiRequest r) {
        JsonNode patch = r.json();
        Json.bind(patch, AppSessionContextUpdateDataPatch.class);
        return service.modify(r.pathParam("appSessionId"), patch).thenApply(c -> SbiResponse.json(200, c));
    }

    /** 204; the optional body (EventsSubscReqData) is checked and has nothing to report. */
    CompletionStage<SbiResponse> deleteAppSession(SbiRequest r) {
        if (r.hasBody()) {
            Json.bind(r.json(), EventsSubscReqData.class);
        }
        return service.delete(r.pathParam("appSessionId")).thenApply(v -> SbiResponse.noContent());
    }

    /** 201 with Location when the session had no subscription, else 200; the body is the subscription as stored. */
    CompletionStage<SbiResponse> updateEventsSubsc(SbiRequest r) {
        JsonNode body = r.json();
        Json.bind(body, EventsSubscReqData.class);
        String id = r.pathParam("appSessionId");
        return service.subscribeEvents(id, body).thenApply(created -> created
                ? SbiResponse.json(201, body).header("location", r.apiRoot() + PolicyAuthorizationService.RESOURCE + id + "/events-subscription")
                : SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> deleteEventsSubsc(SbiRequest r) {
        return service.unsubscribeEvents(r.pathParam("appSessionId")).thenApply(v -> SbiResponse.noContent());
    }
}
