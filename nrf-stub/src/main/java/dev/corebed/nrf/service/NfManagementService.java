package dev.corebed.nrf.service;

import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.NfProfileStore.StoredProfile;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Nnrf_NFManagement behaviour (TS 29.510 §5.2.2): register, read and deregister NF instances. */
public final class NfManagementService {

    /** The outcome of a registration: the profile as the NRF stored it, and whether it is new. */
    public record Registration(boolean created, byte[] profile) {}

    private final NfProfileStore store;
    private final int heartBeatTimer;
    private final Clock clock;

    public NfManagementService(NfProfileStore store, int heartBeatTimer, Clock clock) {
        this.store = store;
        this.heartBeatTimer = heartBeatTimer;
        this.clock = clock;
    }

    /** NFRegister or full replacement (PUT). Completes once the profile is committed. */
    public CompletableFuture<Registration> register(String nfInstanceId, JsonNode body) {
        NfProfileValidator.checkInstanceId(nfInstanceId);
        NfProfileValidator.validate(nfInstanceId, body);
        ObjectNode profile = (ObjectNode) body;
        // The NRF decides the heartbeat period and tells the NF in the answer (TS 29.510 §5.2.2.2.2).
        profile.put("heartBeatTimer", heartBeatTimer);
        byte[] bytes = Json.write(profile);
        StoredProfile stored = new StoredProfile(nfInstanceId, profile.get("nfType").asString(),
                profile.get("nfStatus").asString(), bytes, clock.millis());
        return store.put(stored).thenApply(created -> new Registration(created, bytes));
    }

    public CompletableFuture<byte[]> profile(String nfInstanceId) {
        NfProfileValidator.checkInstanceId(nfInstanceId);
        return store.get(nfInstanceId).thenApply(p -> p.orElseThrow(() -> unknown(nfInstanceId)).profile());
    }

    public CompletableFuture<Void> deregister(String nfInstanceId) {
        NfProfileValidator.checkInstanceId(nfInstanceId);
        return store.delete(nfInstanceId).thenAccept(removed -> {
            if (!removed) {
                throw unknown(nfInstanceId);
            }
        });
    }

    private static SbiException unknown(String nfInstanceId) {
        return SbiException.notFound("NF instance " + nfInstanceId + " is not registered");
    }
}
