package dev.corebed.pcf.client;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Where each peer is for a request: the apiRoot configured for it ({@code stub.pcf.peers.<peer>.api-root}), else the
 * one NRF discovery finds; empty when neither gives one (the step is skipped).
 */
public final class PeerDirectory {

    private final Map<Peer, String> configured;
    private final NfDiscovery discovery;
    private final PeerRequests requests;

    /** @param configured the apiRoots set in configuration; a peer absent or blank is discovered */
    public PeerDirectory(Map<Peer, String> configured, NfDiscovery discovery, PeerRequests requests) {
        this.configured = Map.copyOf(configured);
        this.discovery = discovery;
        this.requests = requests;
    }

    /**
     * @param useCache may answer from (and keep in) the discovery cache
     * @param params   more discovery query parameters (name, value...)
     */
    public CompletableFuture<Optional<PeerRoute>> route(Peer peer, boolean useCache, String... params) {
        String apiRoot = configured.get(peer);
        if (apiRoot != null && !apiRoot.isBlank()) {
            return CompletableFuture.completedFuture(Optional.of(requests.route(peer, apiRoot)));
        }
        return discovery.apiRoot(peer, useCache, params).thenApply(found -> found.map(a -> requests.route(peer, a)));
    }

    public NfDiscovery discovery() {
        return discovery;
    }

    public PeerRequests requests() {
        return requests;
    }
}
