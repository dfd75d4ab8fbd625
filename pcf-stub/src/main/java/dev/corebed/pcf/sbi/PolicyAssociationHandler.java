package dev.corebed.pcf.sbi;

import dev.corebed.pcf.service.PolicyAssociationService;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.concurrent.CompletionStage;

/**
 * Npcf_AMPolicyControl and Npcf_UEPolicyControl on the wire (the two APIs have the same shape: create, read, update,
 * delete of /policies): bodies bound to the kind's Rel-17 records; the behaviour in PolicyAssociationService.
 */
final class PolicyAssociationHandler {

    private final PolicyAssociationService service;
    private final Class<?> requestType;
    private final Class<?> updateType;

    PolicyAssociationHandler(PolicyAssociationService service, Class<?> requestType, Class<?> updateType) {
        this.service = service;
        this.requestType = requestType;
        this.updateType = updateType;
    }

    /** 201 with the PolicyAssociation and its URI in Location. */
    CompletionStage<SbiResponse> create(SbiRequest r) {
        var request = NpcfSmPolicyControlHandler.bind(r, requestType);
        StoredLengths.check(request, StoredLengths.POLICY_ASSOCIATION);
        return service.create(request).thenApply(c -> SbiResponse.json(201, c.policy())
                .header("location", r.apiRoot() + service.options().resource() + c.polAssoId()));
    }

    CompletionStage<SbiResponse> read(SbiRequest r) {
        return service.get(r.pathParam("polAssoId")).thenApply(p -> SbiResponse.json(200, p));
    }

    /** 200 with the PolicyUpdate. */
    CompletionStage<SbiResponse> update(SbiRequest r) {
        var update = NpcfSmPolicyControlHandler.bind(r, updateType);
        return service.update(r.pathParam("polAssoId"), update).thenApply(u -> SbiResponse.json(200, u));
    }

    CompletionStage<SbiResponse> delete(SbiRequest r) {
        return service.delete(r.pathParam("polAssoId")).thenApply(v -> SbiResponse.noContent());
    }
}
