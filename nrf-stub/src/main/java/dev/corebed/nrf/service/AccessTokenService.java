package dev.corebed.nrf.service;

import static dev.corebed.nrf.service.AccessTokenErr.INVALID_REQUEST;
import static dev.corebed.nrf.service.AccessTokenErr.INVALID_SCOPE;
import static dev.corebed.nrf.service.AccessTokenErr.UNAUTHORIZED_CLIENT;

import dev.corebed.model.ts29510.AccessTokenReq;
import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.NfProfileStore.StoredProfile;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Nnrf_AccessToken behaviour (TS 29.510 §5.4, TS 33.501 §13.4.1): checks an access token request (schema-valid
 * already) for what the schema cannot say and against the authorization rules, and issues a JWT signed with the
 * NRF's key. Counted in {@link NrfMetrics}: {@code stub.nrf.access-token.issued}, {@code .refused} by error.
 */
public final class AccessTokenService {

    private final AccessTokenSigner signer;
    private final String nrfInstanceId;
    private final long lifetimeSeconds;
    private final List<AccessTokenRule> rules;
    private final NfProfileStore profiles;
    private final Clock clock;
    private final NrfMetrics metrics;

    /**
     * @param nrfInstanceId the NRF's own nfInstanceId, the issuer of every token
     * @param rules         none: any requester gets a token for any target and scope
     * @param profiles      where the NF type of an instance named only by id is looked up (rules need it)
     */
    public AccessTokenService(AccessTokenSigner signer, String nrfInstanceId, Duration lifetime, List<AccessTokenRule> rules,
                              NfProfileStore profiles, Clock clock, NrfMetrics metrics) {
        this.signer = signer;
        this.nrfInstanceId = nrfInstanceId;
        this.lifetimeSeconds = lifetime.toSeconds();
        this.rules = List.copyOf(rules);
        this.profiles = profiles;
        this.clock = clock;
        this.metrics = metrics;
    }

    /**
     * AccessTokenRequest: an AccessTokenRsp for a request that passed the schema. Fails with {@link AccessTokenException}
     * when the request is refused; other failures (data tier) are the NRF's.
     */
    public CompletableFuture<AccessTokenRsp> issue(AccessTokenReq request) {
        CompletableFuture<AccessTokenRsp> result;
        try {
            check(request);
            result = authorize(request).thenApply(v -> token(request));
        } catch (AccessTokenException e) {
            result = CompletableFuture.failedFuture(e);
        }
        return result.whenComplete((rsp, failure) -> {
            if (rsp != null) {
                metrics.tokensIssued.increment();
            } else if (unwrap(failure) instanceof AccessTokenException refused) {
                metrics.tokenRefused(refused.err().error());
            }
        });
    }

    /**
     * What TS 29.510 §6.3.5.2.2 says beyond the schema: a token is for an NF type (the requester then says its own,
     * nfType) or for NF instances (targetNfInstanceId).
     */
    private static void check(AccessTokenReq request) {
        if (request.targetNfType() == null && request.targetNfInstanceId() == null) {
            throw new AccessTokenException(INVALID_REQUEST, "targetNfType or targetNfInstanceId is required");
        }
        if (request.targetNfType() != null && request.nfType() == null) {
            throw new AccessTokenException(INVALID_REQUEST, "nfType is required with targetNfType");
        }
    }

    /** The requested scopes, one per service name or additional scope. */
    private static List<String> scopes(AccessTokenReq request) {
        return Arrays.asList(request.scope().split(" "));
    }

    /** The verification key, for other NFs to check the tokens with. */
    public Map<String, Object> jwks() {
        return signer.jwks();
    }

    private CompletableFuture<Void> authorize(AccessTokenReq request) {
        if (rules.isEmpty()) {
            return CompletableFuture.completedFuture(null);
        }
        // The rules speak of NF types; a request may name the requester or the target by instance id only.
        CompletableFuture<String> requester = request.nfType() != null
                ? CompletableFuture.completedFuture(request.nfType()) : registeredType(request.nfInstanceId());
        CompletableFuture<String> target = request.targetNfType() != null
                ? CompletableFuture.completedFuture(request.targetNfType()) : registeredType(request.targetNfInstanceId());
        return requester.thenAcceptBoth(target, (requesterType, targetType) -> {
            List<AccessTokenRule> covering = rules.stream().filter(r -> r.covers(requesterType, targetType)).toList();
            if (covering.isEmpty()) {
                throw new AccessTokenException(UNAUTHORIZED_CLIENT,
                        describe(requesterType, request.nfInstanceId()) + " may not get access tokens for "
                                + describe(targetType, request.targetNfInstanceId()));
            }
            if (covering.stream().noneMatch(r -> r.grants(scopes(request)))) {
                throw new AccessTokenException(INVALID_SCOPE, "scope " + request.scope() + " is not granted to "
                        + describe(requesterType, request.nfInstanceId()) + " for " + describe(targetType, request.targetNfInstanceId()));
            }
        });
    }

    private CompletableFuture<String> registeredType(String nfInstanceId) {
        return profiles.get(nfInstanceId).thenApply(p -> p.map(StoredProfile::nfType).orElse(null));
    }

    private static String describe(String nfType, String nfInstanceId) {
        return nfType != null ? nfType : "NF instance " + nfInstanceId + " (not registered, NF type unknown)";
    }

    private AccessTokenRsp token(AccessTokenReq request) {
        long now = clock.instant().getEpochSecond();
        // A token for named instances is theirs alone; otherwise it is for any instance of the type.
        Object aud = request.targetNfInstanceId() != null ? List.of(request.targetNfInstanceId()) : request.targetNfType();
        AccessTokenClaims claims = new AccessTokenClaims(nrfInstanceId, request.nfInstanceId(), aud, request.scope(),
                now + lifetimeSeconds, now, request.requesterPlmn(), request.targetPlmn(), request.targetSnpn(),
                request.targetSnssaiList(), request.targetNsiList(), request.targetNfSetId(), request.targetNfServiceSetId(),
                request.sourceNfInstanceId());
        return new AccessTokenRsp(signer.sign(claims), AccessTokenRsp.BEARER, lifetimeSeconds, request.scope());
    }

    private static Throwable unwrap(Throwable t) {
        return t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
    }
}
