package dev.corebed.sbi.oauth2;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.factories.DefaultJWSVerifierFactory;
import com.nimbusds.jose.jwk.AsymmetricJWK;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiHandler;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.text.ParseException;
import java.time.Duration;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * The producer's check of the OAuth2 access token a consumer presents (TS 33.501 §13.4.1.2, TS 29.500 §6.7.3):
 * {@code Authorization: Bearer <JWT>} signed with a key of the NRF's JWK Set, not expired, for this NF, with
 * the service's name in its scope. A refused request gets the RFC 6750 challenge and a ProblemDetails:
 *
 * <ul>
 *   <li>no token (or another scheme): 401, {@code WWW-Authenticate: Bearer realm="<nf>"} without an error code
 *       (RFC 6750 §3.1);</li>
 *   <li>a token that is malformed, signed by a key the NRF does not publish, expired, or for another NF
 *       ({@code aud} names neither this NF's type nor its nfInstanceId, TS 29.510 AccessTokenClaims): 401,
 *       {@code error="invalid_token"} (RFC 6750 §3.1; RFC 9068 §4 names a wrong audience an invalid token);</li>
 *   <li>a token whose {@code scope} lacks the service name: 403, {@code error="insufficient_scope"}, with the
 *       {@code scope} needed.</li>
 * </ul>
 * TS 29.500 defines no cause for these answers, so the ProblemDetails carries none; its detail says why.
 * The NRF's own Nnrf_AccessToken service (the token endpoint and its key set) is never checked.
 */
public final class AccessTokenCheck {

    /** Routes of this service issue the tokens: a consumer calls them without one. */
    static final String TOKEN_SERVICE = "nnrf-oauth2";

    private final NrfKeySet keys;
    private final Supplier<Set<String>> audiences;
    private final long skewSeconds;
    private final String realm;
    private final Supplier<Date> now;

    AccessTokenCheck(NrfKeySet keys, Supplier<Set<String>> audiences, Duration clockSkew, String realm, Supplier<Date> now) {
        this.keys = keys;
        this.audiences = audiences;
        this.skewSeconds = clockSkew.toSeconds();
        this.realm = realm;
        this.now = now;
    }

    /**
     * @param audiences this NF's accepted {@code aud} values, looked up per request (the nfInstanceId is known
     *                  once the NRF agent has started)
     */
    public static AccessTokenCheck of(dev.corebed.sbi.client.SbiClient client, String jwksUri, Duration refreshInterval,
                                      Duration clockSkew, String realm, Supplier<Set<String>> audiences) {
        return new AccessTokenCheck(new NrfKeySet(client, jwksUri, refreshInterval, System::nanoTime), audiences, clockSkew,
                realm, Date::new);
    }

    /** The route's handler when the request's token passes; otherwise the refusal. */
    public CompletionStage<SbiResponse> guard(Route route, SbiRequest request, SbiHandler next) throws Exception {
        if (TOKEN_SERVICE.equals(route.service())) {
            return next.handle(request);
        }
        String authorization = request.header("authorization");
        if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return CompletableFuture.completedFuture(refuse(request, 401, null, "no access token (Authorization: Bearer)", null));
        }
        SignedJWT jwt;
        try {
            jwt = SignedJWT.parse(authorization.substring(7).trim());
        } catch (ParseException e) {
            return CompletableFuture.completedFuture(invalid(request, "the access token is no signed JWT"));
        }
        String kid = jwt.getHeader().getKeyID();
        return keys.key(kid).handle((key, failure) -> failure != null
                ? Problems.response(500, Cause.SYSTEM_FAILURE, "cannot verify access tokens: no key set from " + keys.uri(),
                        request.path())
                : verify(route, request, jwt, key))
                .thenCompose(refusal -> refusal != null ? CompletableFuture.completedFuture(refusal) : handle(next, request));
    }

    private static CompletionStage<SbiResponse> handle(SbiHandler next, SbiRequest request) {
        try {
            return next.handle(request);
        } catch (Exception e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** The refusal, or null when the token passes. */
    private SbiResponse verify(Route route, SbiRequest request, SignedJWT jwt, Optional<JWK> key) {
        if (key.isEmpty() || !(key.get() instanceof AsymmetricJWK asymmetric)) {
            return invalid(request, "the access token is signed by a key the NRF does not publish");
        }
        try {
            JWSVerifier verifier = new DefaultJWSVerifierFactory().createJWSVerifier(jwt.getHeader(), asymmetric.toPublicKey());
            if (!jwt.verify(verifier)) {
                return invalid(request, "the access token's signature does not verify with the NRF's key");
            }
        } catch (JOSEException | IllegalStateException e) {
            return invalid(request, "the access token's signature cannot be verified with the NRF's key");
        }
        JWTClaimsSet claims;
        try {
            claims = jwt.getJWTClaimsSet();
        } catch (ParseException e) {
            return invalid(request, "the access token's claims are no JSON object");
        }
        Date exp = claims.getExpirationTime();
        if (exp == null || exp.getTime() / 1000 + skewSeconds < now.get().getTime() / 1000) {
            return invalid(request, exp == null ? "the access token has no exp" : "the access token expired");
        }
        List<String> aud = claims.getAudience();
        Set<String> accepted = audiences.get();
        if (aud.stream().noneMatch(accepted::contains)) {
            return invalid(request, "the access token is not for this NF (aud " + aud + ")");
        }
        String scope;
        try {
            scope = claims.getStringClaim("scope");
        } catch (ParseException e) {
            scope = null;
        }
        if (scope == null || !List.of(scope.trim().split(" +")).contains(route.service())) {
            return refuse(request, 403, "insufficient_scope", "the access token's scope does not include " + route.service(),
                    route.service());
        }
        return null;
    }

    private SbiResponse invalid(SbiRequest request, String why) {
        return refuse(request, 401, "invalid_token", why, null);
    }

    private SbiResponse refuse(SbiRequest request, int status, String error, String why, String scope) {
        // RFC 6750 §3: quoted-string values without '"' or '\'
        String description = why.replace('"', '\'').replace('\\', '/');
        StringBuilder challenge = new StringBuilder("Bearer realm=\"").append(realm).append('"');
        if (error != null) {
            challenge.append(", error=\"").append(error).append("\", error_description=\"").append(description).append('"');
        }
        if (scope != null) {
            challenge.append(", scope=\"").append(scope).append('"');
        }
        return Problems.response(status, null, why, request.path()).header("www-authenticate", challenge.toString());
    }
}
