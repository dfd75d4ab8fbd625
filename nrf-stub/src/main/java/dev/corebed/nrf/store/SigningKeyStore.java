package dev.corebed.nrf.store;

import java.security.KeyPair;
import java.util.concurrent.CompletableFuture;

/** Where the NRF keeps the key it signs access tokens with: the data tier, shared by every NRF instance on it. */
public interface SigningKeyStore {

    /**
     * The stored EC P-256 signing key. When none is stored yet, {@code candidate} is stored and returned.
     * Instances starting at once each offer a candidate; exactly one is kept and every instance gets that one.
     */
    CompletableFuture<KeyPair> loadOrCreate(KeyPair candidate);
}
