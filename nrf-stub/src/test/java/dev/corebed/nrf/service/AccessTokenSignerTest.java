package dev.corebed.nrf.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jwt.SignedJWT;
import dev.corebed.sbi.Json;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The signer's token and JWK Set, read back as a verifier reads them. */
class AccessTokenSignerTest {

    @Test
    void signsAnEs256JwtThatThePublishedKeyVerifies() throws Exception {
        KeyPair keys = AccessTokenSigner.newKeyPair();
        AccessTokenSigner signer = new AccessTokenSigner(keys);
        String jwt = signer.sign(Map.of("iss", "nrf", "scope", "nudm-sdm"));

        SignedJWT token = SignedJWT.parse(jwt);
        assertThat(token.getHeader().getAlgorithm().getName()).isEqualTo("ES256");
        assertThat(token.getHeader().getType().getType()).isEqualTo("JWT");
        assertThat(token.getHeader().getKeyID()).isEqualTo(signer.kid());
        JWKSet set = JWKSet.parse(new String(Json.write(signer.jwks())));
        ECKey key = (ECKey) set.getKeyByKeyId(signer.kid());
        assertThat(key.isPrivate()).as("the JWK Set carries no private key").isFalse();
        assertThat(key.computeThumbprint().toString()).as("kid: the RFC 7638 thumbprint").isEqualTo(signer.kid());
        assertThat(token.verify(new ECDSAVerifier(key))).isTrue();
        assertThat(token.getJWTClaimsSet().getIssuer()).isEqualTo("nrf");

        assertThat(new AccessTokenSigner(keys).kid()).as("the same key, the same kid").isEqualTo(signer.kid());
        assertThat(((List<?>) signer.jwks().get("keys"))).hasSize(1);
    }

    @Test
    void refusesAKeyOffP256() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp384r1"));
        assertThatThrownBy(() -> new AccessTokenSigner(generator.generateKeyPair())).isInstanceOf(IllegalArgumentException.class);
    }
}
