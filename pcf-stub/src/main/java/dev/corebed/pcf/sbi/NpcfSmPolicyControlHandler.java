package dev.corebed.pcf.sbi;

import dev.corebed.model.ts29512.SmPolicyContextData;
import dev.corebed.model.ts29512.SmPolicyDeleteData;
import dev.corebed.model.ts29512.SmPolicyUpdateContextData;
import dev.corebed.pcf.service.SmPolicyService;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Npcf_SMPolicyControl on the wire: bodies bound to their Rel-17 records; the behaviour is in SmPolicyService. */
@Component
public class NpcfSmPolicyControlHandler {

    static final String ROOT = "/npcf-smpolicycontrol/v1/sm-policies/";

    private final SmPolicyService service;

    public NpcfSmPolicyControlHandler(SmPolicyService service) {
        this.service = service;
    }

    /** 201 with the SmPolicyDecision and the association's URI in Location. */
    CompletionStage<SbiResponse> createSmPolicy(SbiRequest r) {
        ObjectNode context = bind(r, SmPolicyContextData.class);
        StoredLengths.check(context, StoredLengths.SM_POLICY);
        return service.create(context).thenApply(created -> SbiResponse.json(201, created.decision())
                .header("location", r.apiRoot() + ROOT + created.smPolicyId()));
    }

    /** 200 with the SmPolicyControl: the context as updated and the policy in force. */
    CompletionStage<SbiResponse> getSmPolicy(SbiRequest r) {
        return service.get(r.pathParam("smPolicyId")).thenApply(control -> SbiResponse.json(200, control));
    }

    /** 200 with the decisions that changed. */
    CompletionStage<SbiResponse> updateSmPolicy(SbiRequest r) {
        ObjectNode update = bind(r, SmPolicyUpdateContextData.class);
        StoredLengths.check(update, StoredLengths.SM_POLICY);
        return service.update(r.pathParam("smPolicyId"), update).thenApply(delta -> SbiResponse.json(200, delta));
    }

    /** 204 once the association is gone. */
    CompletionStage<SbiResponse> deleteSmPolicy(SbiRequest r) {
        ObjectNode deleteData = bind(r, SmPolicyDeleteData.class);
        return service.delete(r.pathParam("smPolicyId"), deleteData).thenApply(v -> SbiResponse.noContent());
    }

    /** The body as a tree after it passed the record's Rel-17 schema (400 with the TS 29.500 cause otherwise). */
    static ObjectNode bind(SbiRequest r, Class<?> type) {
        JsonNode tree = r.json();
        Json.bind(tree, type);
        return (ObjectNode) tree;
    }
}
