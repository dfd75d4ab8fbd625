package dev.corebed.nrf.client;

import java.util.concurrent.CompletableFuture;

/**
 * Where the NRF's outbound clients (the SLF lookup, forwarding) get the OAuth2 access token they
 * present to a peer. The default gives none; the NRF's access-token service provides one that asks
 * this NRF's own /oauth2/token, as the seed NRF does for its SLF queries.
 */
@FunctionalInterface
public interface AccessTokenSource {

    /** A bearer token for calls to the target NF type and scope, or null to call without one. */
    CompletableFuture<String> token(String targetNfType, String scope);

    AccessTokenSource NONE = (type, scope) -> CompletableFuture.completedFuture(null);
}
