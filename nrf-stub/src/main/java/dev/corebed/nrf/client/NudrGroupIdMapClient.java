package dev.corebed.nrf.client;

import dev.corebed.sbi.client.SbiClient;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/**
 * Nudr_GroupIDmap GetNfGroupIDs (TS29504_Nudr_GroupIDmap.yaml): which NF group serves a subscriber.
 * {@code GET {apiRoot}/nudr-group-id-map/v1/nf-group-ids?nf-type=UDM&subscriberId=imsi-...}, answered
 * by an NfGroupIdMapResult map keyed by NF type. Sent to the SLF directly, or to an SCP with the SLF's
 * apiRoot in 3gpp-Sbi-Target-apiRoot (TS 29.500 §6.10, indirect communication without delegated
 * discovery).
 */
public final class NudrGroupIdMapClient {

    static final String PATH = "/nudr-group-id-map/v1/nf-group-ids";
    static final String TARGET_API_ROOT = "3gpp-sbi-target-apiroot";

    /** Where one attempt goes: the SLF itself, or an SCP (scpApiRoot non-null) in front of it. */
    public record Route(String slfApiRoot, String scpApiRoot) {}

    /** The SLF did not give an answer this stub can use: no answer, or a status other than 200 and 404. */
    public static final class SlfFailure extends RuntimeException {
        private final int status;

        SlfFailure(String message, Throwable cause) {
            this(message, cause, 0);
        }

        SlfFailure(String message, Throwable cause, int status) {
            super(message, cause, false, false);
            this.status = status;
        }

        /** The SLF's status, 0 when it gave no answer (or one with an unusable body). */
        public int status() {
            return status;
        }
    }

    private final SbiClient client;
    private final AccessTokenSource tokens;
    private final Duration timeout;

    public NudrGroupIdMapClient(SbiClient client, AccessTokenSource tokens, Duration timeout) {
        this.client = client;
        this.tokens = tokens;
        this.timeout = timeout;
    }

    /**
     * The group of the subscriber for the NF type; empty when the SLF knows none (404, or no entry for
     * the type). Fails with {@link SlfFailure} otherwise.
     */
    public CompletableFuture<Optional<String>> groupId(Route route, String nfType, String subscriberId) {
        String query = PATH + "?nf-type=" + encode(nfType) + "&subscriberId=" + encode(subscriberId);
        String base = route.scpApiRoot() != null ? route.scpApiRoot() : route.slfApiRoot();
        return tokens.token("UDR", "nudr-group-id-map").thenCompose(token -> {
            Map<String, String> headers = new HashMap<>(4);
            if (route.scpApiRoot() != null) {
                headers.put(TARGET_API_ROOT, route.slfApiRoot());
            }
            if (token != null) {
                headers.put("authorization", "Bearer " + token);
            }
            return client.send(new SbiClient.Request("GET", URI.create(base + query), headers, null, timeout));
        }).handle((response, error) -> {
            if (error != null) {
                throw new SlfFailure("no answer from the SLF at " + base + ": " + error, error);
            }
            if (response.status() == 404) {
                return Optional.empty();
            }
            if (response.status() != 200) {
                throw new SlfFailure("the SLF at " + base + " answered " + response.status(), null, response.status());
            }
            try {
                JsonNode group = response.json().get(nfType);
                return group != null && group.isString() ? Optional.of(group.stringValue()) : Optional.<String>empty();
            } catch (RuntimeException e) {
                throw new SlfFailure("the SLF at " + base + " answered with a body that is not an NfGroupIdMapResult", e);
            }
        });
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
