package dev.corebed.pcf.client;

import dev.corebed.pcf.service.PcfMetrics;
import dev.corebed.sbi.client.SbiClient;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Sends the PCF's requests to its peers: through the SCP when one is configured, with the peer's timeout, the
 * PCF's User-Agent (TS 29.500 §5.2.2.2), and every outcome counted in {@code stub.pcf.peer.requests}. Any
 * status is an answer; only no answer at all fails the future, with a {@link PeerException}.
 */
public final class PeerRequests {

    static final String TARGET_API_ROOT = "3gpp-sbi-target-apiroot";

    private final SbiClient client;
    private final PcfMetrics metrics;
    private final Map<Peer, Duration> timeouts;
    private final String scpApiRoot;

    /** @param scpApiRoot null or empty = direct */
    public PeerRequests(SbiClient client, PcfMetrics metrics, Map<Peer, Duration> timeouts, String scpApiRoot) {
        this.client = client;
        this.metrics = metrics;
        this.timeouts = Map.copyOf(timeouts);
        this.scpApiRoot = scpApiRoot == null || scpApiRoot.isBlank() ? null : strip(scpApiRoot);
    }

    /** The route to a peer at this apiRoot. */
    public PeerRoute route(Peer peer, String apiRoot) {
        return new PeerRoute(peer, strip(apiRoot), scpApiRoot);
    }

    /** A request to a resource of the peer named by an absolute URI (a Location the peer gave). */
    public CompletableFuture<SbiClient.Response> sendTo(Peer peer, String operation, String method, String uri) {
        return sendTo(peer, operation, method, uri, null, null);
    }

    /** As {@link #sendTo(Peer, String, String, String)}, with a body. */
    public CompletableFuture<SbiClient.Response> sendTo(Peer peer, String operation, String method, String uri,
                                                        String contentType, byte[] body) {
        URI u = URI.create(uri);
        String apiRoot = u.getScheme() + "://" + u.getRawAuthority();
        return send(route(peer, apiRoot), operation, method, uri.substring(apiRoot.length()), contentType, body);
    }

    /**
     * @param path        the path (and query) under the peer's apiRoot, starting with '/'
     * @param contentType null when there is no body
     */
    public CompletableFuture<SbiClient.Response> send(PeerRoute route, String operation, String method, String path,
                                                      String contentType, byte[] body) {
        Map<String, String> headers = new HashMap<>(4);
        headers.put("user-agent", "PCF");
        if (route.scpApiRoot() != null) {
            headers.put(TARGET_API_ROOT, route.apiRoot());
        }
        if (contentType != null) {
            headers.put("content-type", contentType);
        }
        Peer peer = route.peer();
        SbiClient.Request request;
        try {
            request = new SbiClient.Request(method, URI.create(route.base() + path), headers, body, timeouts.get(peer));
        } catch (IllegalArgumentException e) {
            metrics.peerRequest(peer.tag, operation, "no_answer");
            return CompletableFuture.failedFuture(new PeerException(peer, 0, "not a URI: " + route.base() + path));
        }
        return client.send(request).handle((response, failure) -> {
            if (failure != null) {
                metrics.peerRequest(peer.tag, operation, "no_answer");
                throw new PeerException(peer, 0, peer + " " + operation + " at " + route.apiRoot() + ": no answer ("
                        + failure.getClass().getSimpleName() + ")");
            }
            metrics.peerRequest(peer.tag, operation, response.status() / 100 == 2 ? "success" : "error");
            return response;
        });
    }

    /** A peer's answer the operation does not expect, as the failure it is. */
    public static PeerException unexpected(PeerRoute route, String operation, SbiClient.Response response) {
        return new PeerException(route.peer(), response.status(), route.peer() + " " + operation + " at " + route.apiRoot()
                + " answered " + response.status());
    }

    private static String strip(String apiRoot) {
        return apiRoot.endsWith("/") ? apiRoot.substring(0, apiRoot.length() - 1) : apiRoot;
    }
}
