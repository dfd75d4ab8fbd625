package dev.corebed.nrf.service;

import dev.corebed.sbi.Json;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Signs access tokens as JWS compact serializations with ES256 (RFC 7515, RFC 7518 §3.4) and
 * publishes the verification key as a JWK Set (RFC 7517). JDK crypto only: the JDK's
 * {@code SHA256withECDSAinP1363Format} yields the raw 64-byte R||S signature JWS wants, so there is
 * no ASN.1 DER signature to convert.
 */
public final class AccessTokenSigner {

    public static final String ALGORITHM = "ES256";
    private static final String JCA_SIGNATURE = "SHA256withECDSAinP1363Format";
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    private final PrivateKey privateKey;
    private final String kid;
    private final String encodedHeader;
    private final Map<String, Object> jwks;

    /** @param keyPair an EC key pair on P-256 (secp256r1), as {@link #newKeyPair()} makes */
    public AccessTokenSigner(KeyPair keyPair) {
        if (!(keyPair.getPublic() instanceof ECPublicKey pub) || pub.getParams().getCurve().getField().getFieldSize() != 256) {
            throw new IllegalArgumentException("ES256 needs an EC key on P-256");
        }
        this.privateKey = keyPair.getPrivate();
        String x = BASE64URL.encodeToString(coordinate(pub.getW().getAffineX()));
        String y = BASE64URL.encodeToString(coordinate(pub.getW().getAffineY()));
        // The key id is the RFC 7638 thumbprint: the same key gets the same kid on every NRF instance.
        this.kid = BASE64URL.encodeToString(sha256("{\"crv\":\"P-256\",\"kty\":\"EC\",\"x\":\"" + x + "\",\"y\":\"" + y + "\"}"));
        Map<String, Object> jwk = new LinkedHashMap<>();
        jwk.put("kty", "EC");
        jwk.put("crv", "P-256");
        jwk.put("x", x);
        jwk.put("y", y);
        jwk.put("use", "sig");
        jwk.put("alg", ALGORITHM);
        jwk.put("kid", kid);
        this.jwks = Map.of("keys", List.of(jwk));
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("alg", ALGORITHM);
        header.put("typ", "JWT");
        header.put("kid", kid);
        this.encodedHeader = BASE64URL.encodeToString(Json.write(header));
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
        String signingInput = encodedHeader + '.' + BASE64URL.encodeToString(Json.write(claims));
        try {
            Signature signature = Signature.getInstance(JCA_SIGNATURE);
            signature.initSign(privateKey);
            signature.update(signingInput.getBytes(StandardCharsets.US_ASCII));
            return signingInput + '.' + BASE64URL.encodeToString(signature.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("ES256 signing failed", e);
        }
    }

    public String kid() {
        return kid;
    }

    /** The JWK Set with the one verification key: {"keys":[{"kty":"EC","crv":"P-256","x","y","use","alg","kid"}]}. */
    public Map<String, Object> jwks() {
        return jwks;
    }

    /** A P-256 coordinate as exactly 32 big-endian bytes (BigInteger adds a sign byte or drops leading zeros). */
    private static byte[] coordinate(BigInteger value) {
        byte[] bytes = value.toByteArray();
        if (bytes.length == 32) {
            return bytes;
        }
        byte[] fixed = new byte[32];
        int copy = Math.min(bytes.length, 32);
        System.arraycopy(bytes, bytes.length - copy, fixed, 32 - copy, copy);
        return fixed;
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
