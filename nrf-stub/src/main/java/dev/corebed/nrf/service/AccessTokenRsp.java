package dev.corebed.nrf.service;

import com.fasterxml.jackson.annotation.JsonProperty;

/** AccessTokenRsp of TS 29.510 (TS29510_Nnrf_AccessToken.yaml): the 200 answer to an access token request. */
public record AccessTokenRsp(
        @JsonProperty("access_token") String accessToken,
        @JsonProperty("token_type") String tokenType,
        @JsonProperty("expires_in") long expiresIn,
        String scope) {

    public static final String BEARER = "Bearer";
}
