package dev.corebed.pcf.client;

import dev.corebed.sbi.Json;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nbsf_Management (TS 29.521) as the PCF uses it: register the PCF binding of a PDU session on create
 * (CreatePCFBinding), deregister it on delete (DeleteIndPCFBinding).
 */
public final class NbsfManagementClient {

    static final String ROOT = "/nbsf-management/v1/pcfBindings";

    private final PeerRequests requests;

    public NbsfManagementClient(PeerRequests requests) {
        this.requests = requests;
    }

    /** Completes with the binding's URI (Location). */
    public CompletableFuture<String> register(PeerRoute bsf, ObjectNode pcfBinding) {
        String operation = "CreatePCFBinding";
        return requests.send(bsf, operation, "POST", ROOT, "application/json", Json.write(pcfBinding)).thenApply(r -> {
            String location = r.header("location");
            if (r.status() != 201 || location == null) {
                throw PeerRequests.unexpected(bsf, operation, r);
            }
            return location;
        });
    }

    /** A binding the BSF no longer has (404: replaced, audited away) is gone all the same. */
    public CompletableFuture<Void> deregister(String bindingUri) {
        return requests.sendTo(Peer.BSF, "DeleteIndPCFBinding", "DELETE", bindingUri)
                .thenAccept(r -> NudrPolicyDataClient.expectGone(Peer.BSF, r.status(), bindingUri));
    }
}
