package dev.corebed.nrf.client;

import dev.corebed.sbi.client.SbiClient;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;

/**
 * The NRF's access tokens for its own outbound calls (the SLF lookup). Asked from this NRF's own
 * /oauth2/token over the wire, as the seed NRF does (its "access token for SLF" counts as incoming
 * NRF traffic), as the NRF's NF instance, and cached per target NF type and scope until shortly
 * before they expire: 10 % of their lifetime, at most one minute. Concurrent callers share one
 * request; a failed request is not kept, so the next call asks again.
 */
public final class NrfSelfTokenSource implements AccessTokenSource {

    private static final long MAX_REFRESH_MARGIN_MILLIS = 60_000;

    private final SbiClient client;
    private final Supplier<URI> tokenUri;
    private final String nfInstanceId;
    private final Clock clock;
    private final ConcurrentHashMap<String, CompletableFuture<Token>> tokens = new ConcurrentHashMap<>();

    private record Token(String value, long refreshAtMillis) {}

    /**
     * @param tokenUri     this NRF's token endpoint, read at each request
     * @param nfInstanceId the NRF's own nfInstanceId, sent as the requester's
     */
    public NrfSelfTokenSource(SbiClient client, Supplier<URI> tokenUri, String nfInstanceId, Clock clock) {
        this.client = client;
        this.tokenUri = tokenUri;
        this.nfInstanceId = nfInstanceId;
        this.clock = clock;
    }

    @Override
    public CompletableFuture<String> token(String targetNfType, String scope) {
        String key = targetNfType + ' ' + scope;
        CompletableFuture<Token> current = tokens.get(key);
        if (current == null || stale(current)) {
            CompletableFuture<Token> seen = current;
            // Only the caller that still sees the stale entry replaces it; the others get the new request.
            current = tokens.compute(key, (k, existing) -> existing == seen ? request(targetNfType, scope) : existing);
        }
        return current.thenApply(Token::value);
    }

    private boolean stale(CompletableFuture<Token> token) {
        return token.isDone() && (token.isCompletedExceptionally() || token.join().refreshAtMillis() <= clock.millis());
    }

    private CompletableFuture<Token> request(String targetNfType, String scope) {
        String form = "grant_type=client_credentials&nfInstanceId=" + encode(nfInstanceId) + "&nfType=NRF"
                + "&targetNfType=" + encode(targetNfType) + "&scope=" + encode(scope);
        long sentAt = clock.millis();
        return client.send(SbiClient.Request.of("POST", tokenUri.get().toString())
                        .body("application/x-www-form-urlencoded", form.getBytes(StandardCharsets.US_ASCII)))
                .thenApply(response -> {
                    JsonNode rsp = response.status() == 200 ? response.json() : null;
                    if (rsp == null || !rsp.path("access_token").isString() || !rsp.path("expires_in").isIntegralNumber()) {
                        throw new IllegalStateException("the NRF did not give itself an access token for " + targetNfType
                                + " " + scope + ": " + response.status() + " " + new String(response.body(), StandardCharsets.UTF_8));
                    }
                    long lifetime = rsp.get("expires_in").asLong() * 1000;
                    return new Token(rsp.get("access_token").asString(),
                            sentAt + lifetime - Math.min(MAX_REFRESH_MARGIN_MILLIS, lifetime / 10));
                });
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
