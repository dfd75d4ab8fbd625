package dev.corebed.nrf.sbi;

import dev.corebed.nrf.service.NfManagementService;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;

/** HTTP side of Nnrf_NFManagement: status codes and headers of TS 29.510 §6.1.3.3. */
@Component
public class NnrfNfManagementHandler {

    private final NfManagementService service;

    public NnrfNfManagementHandler(NfManagementService service) {
        this.service = service;
    }

    /** PUT: 201 with Location for a new instance, 200 for a replacement; the body is the stored NFProfile. */
    CompletionStage<SbiResponse> registerNfInstance(SbiRequest request) {
        String id = request.pathParam("nfInstanceID");
        return service.register(id, request.json()).thenApply(reg -> reg.created()
                ? SbiResponse.json(201, reg.profile()).header("location", request.apiRoot() + "/nnrf-nfm/v1/nf-instances/" + id)
                : SbiResponse.json(200, reg.profile()));
    }

    CompletionStage<SbiResponse> getNfInstance(SbiRequest request) {
        return service.profile(request.pathParam("nfInstanceID")).thenApply(profile -> SbiResponse.json(200, profile));
    }

    /** DELETE: 204 once the instance is gone from the data tier; 404 when it was not registered. */
    CompletionStage<SbiResponse> deregisterNfInstance(SbiRequest request) {
        return service.deregister(request.pathParam("nfInstanceID")).thenApply(v -> SbiResponse.noContent());
    }
}
