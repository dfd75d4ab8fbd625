-- The key the NRF signs OAuth2 access tokens with (TS 29.510 Nnrf_AccessToken, TS 33.501 §13.4.1).
-- Kept in the data tier so that every NRF instance on it signs with the same key, and a token
-- issued by one verifies with the JWKS of any other. The first instance to start inserts it.
CREATE TABLE access_token_keys (
    key_name    VARCHAR(32) NOT NULL,  -- which key: 'nrf-access-token'
    algorithm   VARCHAR(8)  NOT NULL,  -- JWS "alg": ES256
    private_key TEXT        NOT NULL,  -- PKCS#8 DER, base64
    public_key  TEXT        NOT NULL,  -- X.509 SubjectPublicKeyInfo DER, base64
    created_at  BIGINT      NOT NULL,  -- epoch millis
    PRIMARY KEY (key_name)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
