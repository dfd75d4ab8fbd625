package dev.corebed.nrf.client;

import dev.corebed.sbi.client.SbiClient;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Sends a SearchNFInstances on to a peer NRF (Nnrf_NFDiscovery, TS 29.510 §5.3.2.2) and hands back
 * its answer as received. The request carries a Via entry naming this stub, so that a peer which is
 * itself a corebed NRF configured to forward back does not loop.
 */
public final class NrfForwardingClient {

    /** The pseudonym in the Via entry (RFC 9110 §7.6.3) a forwarded search carries. */
    public static final String VIA_NAME = "corebed-nrf";
    static final String VIA = "2.0 " + VIA_NAME;

    /** The peer's answer: status, content type, Cache-Control (may be null) and body, to relay as they are. */
    public record Relayed(int status, String contentType, String cacheControl, byte[] body) {}

    private final SbiClient client;
    private final AccessTokenSource tokens;
    private final String searchUri;
    private final Duration timeout;

    public NrfForwardingClient(SbiClient client, AccessTokenSource tokens, String peerApiRoot, Duration timeout) {
        this.client = client;
        this.tokens = tokens;
        this.searchUri = peerApiRoot + "/nnrf-disc/v1/nf-instances?";
        this.timeout = timeout;
    }

    /** @param rawQuery the search's query string, encoded, without the '?' */
    public CompletableFuture<Relayed> forward(String rawQuery) {
        return tokens.token("NRF", "nnrf-disc").thenCompose(token -> {
            Map<String, String> headers = new HashMap<>(4);
            headers.put("via", VIA);
            if (token != null) {
                headers.put("authorization", "Bearer " + token);
            }
            return client.send(new SbiClient.Request("GET", URI.create(searchUri + rawQuery), headers, null, timeout));
        }).thenApply(r -> new Relayed(r.status(), r.header("content-type"), r.header("cache-control"), r.body()));
    }
}
