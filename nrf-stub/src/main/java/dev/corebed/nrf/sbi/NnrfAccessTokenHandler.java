package dev.corebed.nrf.sbi;

import dev.corebed.model.ts29510.AccessTokenReq;
import dev.corebed.nrf.service.AccessTokenErr;
import dev.corebed.nrf.service.AccessTokenException;
import dev.corebed.nrf.service.AccessTokenService;
import dev.corebed.nrf.service.NrfMetrics;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;

/**
 * HTTP side of Nnrf_AccessToken (TS29510_Nnrf_AccessToken.yaml). A refused request is a 400 with an
 * AccessTokenErr as application/json (OAuth2, RFC 6749 §5.2), not a ProblemDetails; the 200 and the
 * 400 both carry the Cache-Control and Pragma headers the yaml requires. Other failures (415, 5xx)
 * are ProblemDetails, as the yaml's shared responses say. The form is bound to the model by {@link AccessTokenForm}.
 */
@Component
public class NnrfAccessTokenHandler {

    private final AccessTokenService service;
    private final NrfMetrics metrics;
    private final byte[] jwks;

    public NnrfAccessTokenHandler(AccessTokenService service, NrfMetrics metrics) {
        this.service = service;
        this.metrics = metrics;
        this.jwks = Json.write(service.jwks());
    }

    CompletionStage<SbiResponse> accessTokenRequest(SbiRequest request) {
        AccessTokenReq req;
        try {
            req = AccessTokenForm.parse(request.body());
        } catch (AccessTokenException refused) {
            metrics.tokenRefused(refused.err().error());
            return CompletableFuture.completedFuture(refused(refused.err()));
        }
        return service.issue(req).handle((rsp, failure) -> {
            if (failure == null) {
                return noStore(SbiResponse.json(200, rsp));
            }
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            if (cause instanceof AccessTokenException refused) {
                return refused(refused.err());
            }
            throw failure instanceof CompletionException ce ? ce : new CompletionException(failure);
        });
    }

    private static SbiResponse refused(AccessTokenErr err) {
        return noStore(SbiResponse.json(400, err)).cause(err.error());
    }

    /** The JWK Set of the key the tokens are signed with; a corebed extension, not a TS 29.510 resource. */
    CompletionStage<SbiResponse> getJwks(SbiRequest request) {
        return CompletableFuture.completedFuture(SbiResponse.json(200, jwks));
    }

    private static SbiResponse noStore(SbiResponse response) {
        return response.header("cache-control", "no-store").header("pragma", "no-cache");
    }
}
