package dev.corebed.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jwt.SignedJWT;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The optional OAuth2 check (sbi.oauth2.enabled) on the BSF of a cluster whose NRF issues the tokens: a
 * consumer gets its token from the NRF stub's /oauth2/token and presents it to the BSF, which verifies it
 * with the key set it fetched from that NRF. The NRF keeps the check off: there every request passes.
 */
class AccessTokenCheckIT {

    static StubCluster cluster;
    static String nrf;
    static String bsf;
    static final String CONSUMER = "7c0c7c0c-0000-4000-8000-000000000001";
    static final String DISCOVERY = "/nbsf-management/v1/pcfBindings?ipv4Addr=10.61.0.1";

    @BeforeAll
    static void start() {
        Map<String, String> settings = new LinkedHashMap<>(TestClusters.settings(
                Path.of("target", "it-data", "oauth2-" + UUID.randomUUID()).toAbsolutePath()));
        settings.put("bsf-stub.sbi.oauth2.enabled", "true");
        // tokens that expire within the test
        settings.put("nrf-stub.stub.nrf.access-token.lifetime", "3s");
        cluster = StubCluster.start(settings);
        nrf = "http://127.0.0.1:" + cluster.endpoints("nrf-stub").sbiPort();
        bsf = "http://127.0.0.1:" + cluster.endpoints("bsf-stub").sbiPort();
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    static String token(String target, String scope) {
        Reply r = HttpProbe.http1("POST", nrf + "/oauth2/token", "grant_type=client_credentials&nfInstanceId=" + CONSUMER
                + "&nfType=PCF&" + target + "&scope=" + URLEncoder.encode(scope, StandardCharsets.UTF_8),
                "content-type", "application/x-www-form-urlencoded");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json().get("access_token").asString();
    }

    static Reply discover(String authorization) {
        return authorization == null ? HttpProbe.h2c("GET", bsf + DISCOVERY, null)
                : HttpProbe.h2c("GET", bsf + DISCOVERY, null, "-H", "authorization: " + authorization);
    }

    static void assertRefused(Reply r, int status, String challenge) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.header("www-authenticate")).startsWith(challenge);
        assertThat(r.header("content-type")).isEqualTo("application/problem+json");
        assertThat(r.json().get("status").asInt()).isEqualTo(status);
    }

    @Test
    void aTokenOfTheNrfForThisNfAndServicePasses() {
        String good = token("targetNfType=BSF", "nbsf-management");
        assertThat(discover("Bearer " + good).status()).isEqualTo(204);    // no binding for the address: passed the check
        Reply created = HttpProbe.h2c("POST", bsf + "/nbsf-management/v1/pcfBindings",
                "{\"ipv4Addr\":\"10.61.0.2\",\"dnn\":\"internet\",\"snssai\":{\"sst\":1},\"pcfFqdn\":\"pcf.test\"}",
                "-H", "authorization: Bearer " + good);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        // by the BSF's instance id, as the NRF grants a token for named NF instances
        String bsfId = HttpProbe.http1("GET", "http://127.0.0.1:" + cluster.endpoints("bsf-stub").adminPort()
                + "/admin/v1/nrf-agent", null).json().get("nfInstanceId").asString();
        assertThat(discover("Bearer " + token("targetNfInstanceId=" + bsfId, "nbsf-management")).status()).isEqualTo(204);
    }

    @Test
    void noTokenIs401WithABareChallenge() {
        assertRefused(discover(null), 401, "Bearer realm=\"bsf\"");
        assertThat(discover(null).header("www-authenticate")).doesNotContain("error=");
        assertRefused(discover("Basic dXNlcjpwYXNz"), 401, "Bearer realm=\"bsf\"");
        // the token is checked before the request's form: a client without one learns nothing else
        assertRefused(HttpProbe.h2c("GET", bsf + DISCOVERY + "&no-such-parameter=1", null), 401, "Bearer realm=\"bsf\"");
    }

    @Test
    void aMalformedTokenIs401InvalidToken() {
        assertRefused(discover("Bearer not-a-jwt"), 401, "Bearer realm=\"bsf\", error=\"invalid_token\"");
    }

    @Test
    void anExpiredTokenIs401InvalidToken() throws Exception {
        String token = token("targetNfType=BSF", "nbsf-management");
        long exp = SignedJWT.parse(token).getJWTClaimsSet().getExpirationTime().getTime();
        Thread.sleep(Math.max(0, exp - System.currentTimeMillis()) + 1100);
        Reply r = discover("Bearer " + token);
        assertRefused(r, 401, "Bearer realm=\"bsf\", error=\"invalid_token\"");
        assertThat(r.header("www-authenticate")).contains("expired");
    }

    @Test
    void aTokenForAnotherServiceIs403InsufficientScope() {
        Reply r = discover("Bearer " + token("targetNfType=BSF", "nudm-sdm"));
        assertRefused(r, 403, "Bearer realm=\"bsf\", error=\"insufficient_scope\"");
        assertThat(r.header("www-authenticate")).endsWith("scope=\"nbsf-management\"");
    }

    @Test
    void aTokenForAnotherNfIs401InvalidToken() {
        Reply r = discover("Bearer " + token("targetNfType=UDM", "nbsf-management"));
        assertRefused(r, 401, "Bearer realm=\"bsf\", error=\"invalid_token\"");
        assertThat(r.header("www-authenticate")).contains("not for this NF");
    }

    @Test
    void aTokenSignedByAnotherKeyIs401InvalidToken() throws Exception {
        SignedJWT issued = SignedJWT.parse(token("targetNfType=BSF", "nbsf-management"));
        // the same header (kid of the NRF's key) and claims, signed with a key of the tester's
        ECKey other = new ECKeyGenerator(Curve.P_256).keyID(issued.getHeader().getKeyID()).generate();
        SignedJWT forged = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.ES256).keyID(issued.getHeader().getKeyID()).build(),
                issued.getJWTClaimsSet());
        forged.sign(new ECDSASigner(other));
        assertRefused(discover("Bearer " + forged.serialize()), 401, "Bearer realm=\"bsf\", error=\"invalid_token\"");
    }

    @Test
    void theNrfsTokenEndpointAndAStubWithTheCheckOffTakeAnything() {
        // the token requests above reach the NRF without a token; the NRF, check off, serves whatever comes
        assertThat(HttpProbe.h2c("GET", nrf + "/nnrf-nfm/v1/nf-instances", null).status()).isEqualTo(200);
        assertThat(HttpProbe.h2c("GET", nrf + "/nnrf-nfm/v1/nf-instances", null, "-H", "authorization: Bearer not-a-jwt").status())
                .isEqualTo(200);
        assertThat(HttpProbe.h2c("GET", nrf + "/nnrf-nfm/v1/nf-instances", null, "-H",
                "authorization: Bearer " + token("targetNfType=BSF", "nudm-sdm")).status()).isEqualTo(200);
    }
}
