package dev.corebed.nrf.store;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** Where the NRF keeps NF profiles: the data tier. Every future completes after the commit. */
public interface NfProfileStore {

    /** A stored NF instance: its key attributes and the NFProfile JSON as served. */
    record StoredProfile(String nfInstanceId, String nfType, String nfStatus, byte[] profile, long heartbeatAt) {}

    /** Inserts or replaces; true when the instance was not registered before. */
    CompletableFuture<Boolean> put(StoredProfile profile);

    CompletableFuture<Optional<StoredProfile>> get(String nfInstanceId);

    /** True when an instance was removed. */
    CompletableFuture<Boolean> delete(String nfInstanceId);
}
