package dev.corebed.scp.client;

import dev.corebed.sbi.client.SbiClient;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/**
 * The SCP's calls to its NRF (TS 29.510): Nnrf_NFDiscovery for delegated discovery, Nnrf_NFManagement for the
 * subscription to NF status notifications and the audit of its view (NFListRetrieval, NFProfileRetrieval). Any HTTP
 * status is an answer; the futures fail only when the NRF does not answer.
 */
public final class NrfClient {

    private final SbiClient client;
    private final String apiRoot;
    private final Duration discoveryTimeout;
    private final Duration timeout;

    /** @param apiRoot the NRF's apiRoot ({@code nrf.api-root}); empty = no NRF */
    public NrfClient(SbiClient client, String apiRoot, Duration discoveryTimeout, Duration timeout) {
        this.client = client;
        this.apiRoot = apiRoot.endsWith("/") ? apiRoot.substring(0, apiRoot.length() - 1) : apiRoot;
        this.discoveryTimeout = discoveryTimeout;
        this.timeout = timeout;
    }

    public boolean configured() {
        return !apiRoot.isBlank();
    }

    public String apiRoot() {
        return apiRoot;
    }

    /** SearchNFInstances with the query string as given (already encoded). */
    public CompletableFuture<SbiClient.Response> search(String query) {
        return send(SbiClient.Request.of("GET", apiRoot + "/nnrf-disc/v1/nf-instances?" + query).timeout(discoveryTimeout));
    }

    /** NFStatusSubscribe: POST of a SubscriptionData. */
    public CompletableFuture<SbiClient.Response> subscribe(JsonNode subscriptionData) {
        return send(SbiClient.Request.of("POST", apiRoot + "/nnrf-nfm/v1/subscriptions").json(subscriptionData).timeout(timeout));
    }

    /** UpdateSubscription: a new validityTime. */
    public CompletableFuture<SbiClient.Response> renew(String subscriptionId, String validityTime) {
        byte[] patch = ("[{\"op\":\"replace\",\"path\":\"/validityTime\",\"value\":\"" + validityTime + "\"}]").getBytes();
        return send(SbiClient.Request.of("PATCH", apiRoot + "/nnrf-nfm/v1/subscriptions/" + subscriptionId)
                .body("application/json-patch+json", patch).timeout(timeout));
    }

    /** NFStatusUnsubscribe. */
    public CompletableFuture<SbiClient.Response> unsubscribe(String subscriptionId) {
        return send(SbiClient.Request.of("DELETE", apiRoot + "/nnrf-nfm/v1/subscriptions/" + subscriptionId).timeout(timeout));
    }

    /** NFListRetrieval of one NF type, one page. */
    public CompletableFuture<SbiClient.Response> list(String nfType, int pageNumber, int pageSize) {
        return send(SbiClient.Request.of("GET", apiRoot + "/nnrf-nfm/v1/nf-instances?nf-type=" + nfType + "&page-number="
                + pageNumber + "&page-size=" + pageSize).timeout(timeout));
    }

    /** NFProfileRetrieval of an instance, by the href NFListRetrieval gave (or its id). */
    public CompletableFuture<SbiClient.Response> profile(String hrefOrId) {
        String uri = hrefOrId.contains("://") ? hrefOrId : apiRoot + "/nnrf-nfm/v1/nf-instances/" + hrefOrId;
        return send(new SbiClient.Request("GET", URI.create(uri), null, null, timeout));
    }

    private CompletableFuture<SbiClient.Response> send(SbiClient.Request request) {
        if (!configured()) {
            return CompletableFuture.failedFuture(new IllegalStateException("no NRF: nrf.api-root is not set"));
        }
        return client.send(request);
    }
}
