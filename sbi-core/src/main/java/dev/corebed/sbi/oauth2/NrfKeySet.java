package dev.corebed.sbi.oauth2;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import dev.corebed.sbi.client.SbiClient;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The NRF's JWK Set, fetched over the SBI client (never blocking the caller's thread) and kept; fetched again
 * when a token names a key the set lacks (the NRF's key changed), at most once per refresh interval.
 * Concurrent lookups share one fetch.
 */
final class NrfKeySet {

    private static final Logger log = LoggerFactory.getLogger(NrfKeySet.class);

    private final SbiClient client;
    private final String uri;
    private final long refreshNanos;
    private final LongSupplier clock;
    private volatile JWKSet keys;
    private volatile long fetchedAt;
    private CompletableFuture<JWKSet> fetching;

    NrfKeySet(SbiClient client, String uri, Duration refreshInterval, LongSupplier clock) {
        this.client = client;
        this.uri = uri;
        this.refreshNanos = refreshInterval.toNanos();
        this.clock = clock;
    }

    String uri() {
        return uri;
    }

    /** The key with this id (any key when the token names none); empty when the NRF has no such key. */
    CompletableFuture<Optional<JWK>> key(String kid) {
        JWKSet cached = keys;
        Optional<JWK> found = find(cached, kid);
        if (found.isPresent() || (cached != null && clock.getAsLong() - fetchedAt < refreshNanos)) {
            return CompletableFuture.completedFuture(found);
        }
        return fetch().thenApply(set -> find(set, kid));
    }

    private static Optional<JWK> find(JWKSet set, String kid) {
        if (set == null) {
            return Optional.empty();
        }
        return kid == null ? set.getKeys().stream().findFirst() : Optional.ofNullable(set.getKeyByKeyId(kid));
    }

    private synchronized CompletableFuture<JWKSet> fetch() {
        if (fetching == null) {
            CompletableFuture<JWKSet> f = client.get(uri).thenApply(r -> {
                if (r.status() != 200) {
                    throw new IllegalStateException("GET " + uri + " answered " + r.status());
                }
                try {
                    return JWKSet.parse(new String(r.body(), StandardCharsets.UTF_8));
                } catch (ParseException e) {
                    throw new IllegalStateException("GET " + uri + " answered no JWK Set: " + e.getMessage(), e);
                }
            });
            fetching = f;
            f.whenComplete((set, failure) -> {
                synchronized (this) {
                    fetching = null;
                    if (set != null) {
                        keys = set;
                        fetchedAt = clock.getAsLong();
                        log.info("Access tokens: {} key(s) of the NRF's key set from {}", set.getKeys().size(), uri);
                    } else {
                        log.warn("Access tokens: cannot fetch the NRF's key set: {}", failure.getMessage());
                    }
                }
            });
        }
        return fetching;
    }
}
