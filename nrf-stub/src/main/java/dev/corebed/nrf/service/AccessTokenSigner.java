package dev.corebed.nrf.service;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.JWSSigner;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.corebed.sbi.Json;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.Map;

/**
 * Signs access tokens as JWS compact serializations with ES256 (RFC 7515, RFC 7518 §3.4) and publishes the
 * verification key as a JWK Set (RFC 7517), with Nimbus JOSE+JWT, the library the SBI's OAuth2 check verifies
 * them with. The claims are written by Jackson, as every other body of the stub, leaving absent attributes out
 * at every level (the TS 29.571 records they carry have optional members).
 */
public final class AccessTokenSigner {

    public static final String ALGORITHM = JWSAlgorithm.ES256.getName();

    private static final tools.jackson.databind.json.JsonMapper CLAIMS = Json.MAPPER.rebuild()
            .changeDefaultPropertyInclusion(i -> i.withValueInclusion(JsonInclude.Include.NON_NULL))
            .build();

    private final JWSSigner signer;
    private final JWSHeader header;
    private final String kid;
    private final Map<String, Object> jwks;

    /** @param keyPair an EC key pair on P-256 (secp256r1), as {@link #newKeyPair()} makes */
    public AccessTokenSigner(KeyPair keyPair) {
        if (!(keyPair.getPublic() instanceof ECPublicKey pub) || !Curve.P_256.equals(Curve.forECParameterSpec(pub.getParams()))) {
            throw new IllegalArgumentException("ES256 needs an EC key on P-256");
        }
        try {
            // The key id is the RFC 7638 thumbprint: the same key gets the same kid on every NRF instance.
            ECKey key = new ECKey.Builder(Curve.P_256, pub)
                    .privateKey(keyPair.getPrivate())
                    .keyUse(KeyUse.SIGNATURE)
                    .algorithm(JWSAlgorithm.ES256)
                    .keyIDFromThumbprint()
                    .build();
            this.signer = new ECDSASigner(key);
            this.kid = key.getKeyID();
            this.jwks = new JWKSet(key.toPublicJWK()).toJSONObject(true);
        } catch (JOSEException e) {
            throw new IllegalArgumentException("not an ES256 signing key", e);
        }
        this.header = new JWSHeader.Builder(JWSAlgorithm.ES256).type(JOSEObjectType.JWT).keyID(kid).build();
    }

    public static KeyPair newKeyPair() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK cannot generate P-256 keys", e);
        }
    }

    /** The claims, written as JSON by Jackson, in a signed JWT: header.payload.signature, each base64url. */
    public String sign(Object claims) {
        JWSObject jws = new JWSObject(header, new Payload(CLAIMS.writeValueAsBytes(claims)));
        try {
            jws.sign(signer);
        } catch (JOSEException e) {
            throw new IllegalStateException("ES256 signing failed", e);
        }
        return jws.serialize();
    }

    public String kid() {
        return kid;
    }

    /** The JWK Set with the one verification key: {"keys":[{"kty":"EC","crv":"P-256","x","y","use","alg","kid"}]}. */
    public Map<String, Object> jwks() {
        return jwks;
    }
}
