package dev.corebed.nrf;

import static dev.corebed.junit.StubType.NRF;
import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jwt.SignedJWT;
import dev.corebed.nrf.client.AccessTokenSource;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

@CorebedTest(stubs = NRF, shared = false, reset = ResetMode.NEVER, properties = {
        "stub.nrf.access-token.nrf-instance-id=" + AccessTokenIT.NRF_ID,
        "stub.nrf.access-token.lifetime=" + AccessTokenIT.LIFETIME + "s",
        "stub.nrf.access-token.rules[0].requester-nf-types=AMF,SMF",
        "stub.nrf.access-token.rules[0].target-nf-types=UDM",
        "stub.nrf.access-token.rules[0].scopes=nudm-sdm,nudm-uecm",
        "stub.nrf.access-token.rules[1].requester-nf-types=NRF",
        "stub.nrf.access-token.rules[1].target-nf-types=UDR",
        "stub.nrf.access-token.rules[1].scopes=nudr-group-id-map"})
/** Nnrf_AccessToken against TS 29.510 / RFC 6749: tokens, their signature and claims, refusals, the NRF's own token cache. */
class AccessTokenIT {

    static final String NRF_ID = "6c0b0d3e-2f0a-4c1e-9a55-0d6f3c2b1a90";
    static final long LIFETIME = 3;
    static final String FORM = "content-type: application/x-www-form-urlencoded";
    static final JsonMapper JSON = JsonMapper.builder().build();

    @Stub
    static NrfHandle nrf;
    static String h2c;
    static String tls;
    static String admin;

    @BeforeAll
    static void addresses() {
        h2c = nrf.sbiUri().toString();
        tls = nrf.tlsUri().toString();
        admin = nrf.adminUri().toString();
    }

    @Test
    void aTokenForAnNfTypeIsAnEs256JwtThatVerifiesWithThePublishedJwks() throws Exception {
        String amf = UUID.randomUUID().toString();
        long before = System.currentTimeMillis() / 1000;
        Reply reply = HttpProbe.h2c("POST", h2c + "/oauth2/token", "grant_type=client_credentials&nfInstanceId=" + amf
                + "&nfType=AMF&targetNfType=UDM&scope=nudm-sdm+nudm-uecm"
                + "&requesterPlmn=%7B%22mcc%22%3A%22310%22%2C%22mnc%22%3A%22014%22%7D&targetPlmn=%7B%22mcc%22%3A%22310%22%2C%22mnc%22%3A%22014%22%7D",
                "-H", FORM);

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.header("content-type")).isEqualTo("application/json");
        assertThat(reply.header("cache-control")).isEqualTo("no-store");
        assertThat(reply.header("pragma")).isEqualTo("no-cache");
        JsonNode rsp = reply.json();
        assertThat(rsp.get("token_type").asString()).isEqualTo("Bearer");
        assertThat(rsp.get("expires_in").asLong()).isEqualTo(LIFETIME);
        assertThat(rsp.get("scope").asString()).isEqualTo("nudm-sdm nudm-uecm");

        JsonNode claims = verify(rsp.get("access_token").asString(), jwks(h2c));
        assertThat(claims.get("iss").asString()).isEqualTo(NRF_ID);
        assertThat(claims.get("sub").asString()).isEqualTo(amf);
        assertThat(claims.get("aud").asString()).isEqualTo("UDM");
        assertThat(claims.get("scope").asString()).isEqualTo("nudm-sdm nudm-uecm");
        assertThat(claims.get("iat").asLong()).isBetween(before, System.currentTimeMillis() / 1000);
        assertThat(claims.get("exp").asLong() - claims.get("iat").asLong()).isEqualTo(LIFETIME);
        assertThat(claims.get("consumerPlmnId").get("mnc").asString()).isEqualTo("014");
        assertThat(claims.get("producerPlmnId").get("mcc").asString()).isEqualTo("310");
    }

    @Test
    void aTokenForNamedInstancesHasThemAsAudienceAndTheRulesSeeTheirRegisteredType() throws Exception {
        String udm = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", h2c + "/nnrf-nfm/v1/nf-instances/" + udm, """
                {"nfInstanceId":"%s","nfType":"UDM","nfStatus":"REGISTERED","fqdn":"udm.corebed.test"}""".formatted(udm)).status())
                .isEqualTo(201);
        String smf = UUID.randomUUID().toString();

        // over h2 with TLS this time; the token endpoint does not care which transport
        Reply reply = HttpProbe.h2tls("POST", tls + "/oauth2/token", "grant_type=client_credentials&nfInstanceId=" + smf
                + "&nfType=SMF&targetNfInstanceId=" + udm + "&scope=nudm-sdm&targetNsiList=nsi-1&targetNsiList=nsi-2",
                "content-type", "application/x-www-form-urlencoded");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonNode claims = verify(reply.json().get("access_token").asString(), jwks(tls));
        assertThat(claims.get("aud").isArray()).isTrue();
        assertThat(claims.get("aud").get(0).asString()).isEqualTo(udm);
        assertThat(claims.get("producerNsiList").toString()).isEqualTo("[\"nsi-1\",\"nsi-2\"]");

        // one pair of targetNsiList (style form, explode true) is a list of one
        Reply one = HttpProbe.h2c("POST", h2c + "/oauth2/token", "grant_type=client_credentials&nfInstanceId=" + smf
                + "&nfType=SMF&targetNfInstanceId=" + udm + "&scope=nudm-sdm&targetNsiList=nsi-9", "-H", FORM);
        assertThat(one.status()).as(one.body()).isEqualTo(200);
        assertThat(verify(one.json().get("access_token").asString(), jwks(h2c)).get("producerNsiList").toString())
                .isEqualTo("[\"nsi-9\"]");

        // an instance the NRF does not know has no NF type any rule could match
        assertRefused(HttpProbe.h2c("POST", h2c + "/oauth2/token", "grant_type=client_credentials&nfInstanceId=" + smf
                + "&nfType=SMF&targetNfInstanceId=" + UUID.randomUUID() + "&scope=nudm-sdm", "-H", FORM), "unauthorized_client");
    }

    @Test
    void requestsTheRulesRefuseAre400AccessTokenErrCountedByError() {
        double unauthorized = metric("stub_nrf_access_token_refused_total\\{[^}]*error=\"unauthorized_client\"[^}]*}");
        double invalidScope = metric("stub_nrf_access_token_refused_total\\{[^}]*error=\"invalid_scope\"[^}]*}");
        String id = UUID.randomUUID().toString();

        Reply smfToUdr = token("nfInstanceId=" + id + "&nfType=SMF&targetNfType=UDR&scope=nudr-dr");
        assertRefused(smfToUdr, "unauthorized_client");
        assertThat(smfToUdr.json().get("error_description").asString()).isEqualTo("SMF may not get access tokens for UDR");
        assertRefused(token("nfInstanceId=" + id + "&nfType=AMF&targetNfType=UDM&scope=nudm-ee"), "invalid_scope");
        assertRefused(token("nfInstanceId=" + id + "&nfType=AMF&targetNfType=UDM&scope=nudm-sdm+nudm-ee"), "invalid_scope");

        assertThat(metric("stub_nrf_access_token_refused_total\\{[^}]*error=\"unauthorized_client\"[^}]*}")).isEqualTo(unauthorized + 1);
        assertThat(metric("stub_nrf_access_token_refused_total\\{[^}]*error=\"invalid_scope\"[^}]*}")).isEqualTo(invalidScope + 2);
        assertThat(metric("sbi_requests_seconds_count\\{[^}]*cause=\"invalid_scope\"[^}]*operation=\"AccessTokenRequest\"[^}]*status=\"400\"}"))
                .isGreaterThanOrEqualTo(2);
    }

    @Test
    void malformedRequestsAreInvalidRequest() {
        String id = UUID.randomUUID().toString();
        String ok = "&nfType=AMF&targetNfType=UDM&scope=nudm-sdm";
        for (String body : List.of(
                "grant_type=client_credentials" + ok,                                                 // no nfInstanceId
                "grant_type=client_credentials&nfInstanceId=amf-1" + ok,                              // not a UUID
                "grant_type=client_credentials&nfInstanceId=" + id + "&nfType=AMF&targetNfType=UDM",  // no scope
                "grant_type=client_credentials&nfInstanceId=" + id + ok + "&scope=nudm-uecm",         // scope twice
                "grant_type=client_credentials&nfInstanceId=" + id + "&nfType=AMF&scope=nudm-sdm",    // no target
                "grant_type=client_credentials&nfInstanceId=" + id + "&targetNfType=UDM&scope=nudm-sdm", // target type, no own type
                "grant_type=client_credentials&nfInstanceId=" + id + "&nfType=" + ok.substring(11),   // nfType empty
                "grant_type=client_credentials&nfInstanceId=%zz" + ok,                                // bad percent-encoding
                "grant_type=client_credentials&nfInstanceId=" + id + ok + "&requesterPlmn=%7B%22mcc%22",  // JSON cut short
                "grant_type=client_credentials&nfInstanceId=" + id + ok + "&targetSnssaiList=%7B%7D", // object, not array
                "grant_type=client_credentials&nfInstanceId=" + id + ok + "&targetSnssaiList=%5B%7B%22sd%22%3A%22000001%22%7D%5D", // no sst
                "grant_type=client_credentials&nfInstanceId=" + id + ok + "&requesterFqdn=-1",        // not an FQDN
                "grant_type=client_credentials&nfInstanceId=" + id + ok + "&targetNfSetId=%ED%A0%80", // a surrogate: not UTF-8
                "grant_type=client_credentials&nfInstanceId=" + id + ok + "&targetSnpn=%7B%7D",       // PlmnIdNid without mcc
                "")) {
            assertRefused(HttpProbe.h2c("POST", h2c + "/oauth2/token", body, "-H", FORM), "invalid_request");
        }
        assertRefused(token("nfInstanceId=" + id + "&nfType=AMF&targetNfType=UDM&scope=nudm-sdm++nudm-uecm"), "invalid_scope");

        // Outside the OAuth2 exchange the shared 29.571 answers apply: ProblemDetails
        Reply json = HttpProbe.h2c("POST", h2c + "/oauth2/token", "{\"grant_type\":\"client_credentials\"}");
        assertThat(json.status()).isEqualTo(415);
        assertThat(json.header("content-type")).isEqualTo("application/problem+json");
        assertThat(json.json().get("cause").asString()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
        Reply get = HttpProbe.h2c("GET", h2c + "/oauth2/token", null);
        assertThat(get.status()).isEqualTo(405);
        assertThat(get.header("allow")).isEqualTo("POST");
    }

    @Test
    void anyGrantTypeButClientCredentialsIsUnsupported() {
        String ok = "&nfInstanceId=" + UUID.randomUUID() + "&nfType=AMF&targetNfType=UDM&scope=nudm-sdm";
        assertRefused(HttpProbe.h2c("POST", h2c + "/oauth2/token", "grant_type=password" + ok, "-H", FORM), "unsupported_grant_type");
        assertRefused(HttpProbe.http1("POST", h2c + "/oauth2/token", "grant_type=authorization_code" + ok,
                "content-type", "application/x-www-form-urlencoded"), "unsupported_grant_type");
        assertRefused(HttpProbe.h2c("POST", h2c + "/oauth2/token", ok.substring(1), "-H", FORM), "invalid_request");
    }

    @Test
    void theNrfAsksItselfOnceOverTheWireThenServesItsTokenFromTheCacheUntilShortlyBeforeExpiry() throws Exception {
        AccessTokenSource source = InProcess.bean(nrf, AccessTokenSource.class);
        double requests = tokenRequests();

        List<CompletableFuture<String>> burst = Stream.generate(() -> source.token("UDR", "nudr-group-id-map")).limit(50).toList();
        long fetchedAt = System.currentTimeMillis();
        List<String> tokens = burst.stream().map(CompletableFuture::join).toList();
        assertThat(new HashSet<>(tokens)).hasSize(1);
        assertThat(source.token("UDR", "nudr-group-id-map").join()).isEqualTo(tokens.get(0));
        assertThat(tokenRequests()).as("one request for 51 callers").isEqualTo(requests + 1);

        JsonNode claims = verify(tokens.get(0), jwks(h2c));
        assertThat(claims.get("iss").asString()).isEqualTo(NRF_ID);
        assertThat(claims.get("sub").asString()).as("the NRF asks as itself").isEqualTo(NRF_ID);
        assertThat(claims.get("aud").asString()).isEqualTo("UDR");
        assertThat(claims.get("scope").asString()).isEqualTo("nudr-group-id-map");

        // refreshed 10 % of the lifetime before it expires: after 2.7 s of 3 s
        Thread.sleep(Math.max(0, fetchedAt + LIFETIME * 1000 - LIFETIME * 100 + 100 - System.currentTimeMillis()));
        String renewed = source.token("UDR", "nudr-group-id-map").join();
        assertThat(renewed).isNotEqualTo(tokens.get(0));
        assertThat(tokenRequests()).isEqualTo(requests + 2);
    }

    static Reply token(String fields) {
        return HttpProbe.h2c("POST", h2c + "/oauth2/token", "grant_type=client_credentials&" + fields, "-H", FORM);
    }

    static void assertRefused(Reply reply, String error) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.header("content-type")).isEqualTo("application/json");
        assertThat(reply.header("cache-control")).isEqualTo("no-store");
        assertThat(reply.header("pragma")).isEqualTo("no-cache");
        assertThat(reply.json().get("error").asString()).as(reply.body()).isEqualTo(error);
    }

    static double tokenRequests() {
        return metric("sbi_requests_seconds_count\\{[^}]*operation=\"AccessTokenRequest\"[^}]*}");
    }

    /** The sum of the Prometheus samples whose name and labels match. */
    static double metric(String sample) {
        Matcher m = Pattern.compile("(?m)^" + sample + " (\\S+)$").matcher(HttpProbe.http1("GET", admin + "/metrics", null).body());
        double sum = 0;
        while (m.find()) {
            sum += Double.parseDouble(m.group(1));
        }
        return sum;
    }

    static JsonNode jwks(String apiRoot) {
        Reply reply = apiRoot.startsWith("https") ? HttpProbe.h2tls("GET", apiRoot + "/oauth2/jwks", null)
                : HttpProbe.h2c("GET", apiRoot + "/oauth2/jwks", null);
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.header("content-type")).isEqualTo("application/json");
        return reply.json();
    }

    /**
     * Verifies a JWS compact serialization against the JWK Set with Nimbus JOSE+JWT, as an SBI producer's OAuth2
     * check would, and returns its claims: the header names ES256 and a P-256 key of the set, the signature
     * holds, and the token has not expired.
     */
    static JsonNode verify(String jwt, JsonNode jwks) throws Exception {
        SignedJWT token = SignedJWT.parse(jwt);
        assertThat(token.getHeader().getAlgorithm()).isEqualTo(JWSAlgorithm.ES256);
        JWK jwk = JWKSet.parse(jwks.toString()).getKeyByKeyId(token.getHeader().getKeyID());
        assertThat(jwk).as("a key of the JWK Set has the token's kid").isInstanceOf(ECKey.class);
        assertThat(((ECKey) jwk).getCurve()).isEqualTo(Curve.P_256);
        assertThat(token.verify(new ECDSAVerifier((ECKey) jwk))).as("signature").isTrue();

        JsonNode claims = JSON.readTree(token.getPayload().toBytes());
        assertThat(claims.get("exp").asLong()).isGreaterThanOrEqualTo(System.currentTimeMillis() / 1000);
        return claims;
    }
}
