package dev.corebed.nrf.service;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * AccessTokenErr of TS 29.510 (TS29510_Nnrf_AccessToken.yaml): the body of a 400 answer to an access token request,
 * with the error codes of RFC 6749 §5.2 (the ones this NRF answers with are named here).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AccessTokenErr(String error, @JsonProperty("error_description") String errorDescription) {

    /** A parameter is missing, repeated, malformed or has a value the NRF does not accept. */
    public static final String INVALID_REQUEST = "invalid_request";
    /** The requester may not get a token for that target (the authorization rules refuse it). */
    public static final String UNAUTHORIZED_CLIENT = "unauthorized_client";
    /** grant_type is not client_credentials. */
    public static final String UNSUPPORTED_GRANT_TYPE = "unsupported_grant_type";
    /** The scope is malformed, or asks for services the rules do not grant to this requester. */
    public static final String INVALID_SCOPE = "invalid_scope";
}
