package dev.corebed.nrf.service;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * AccessTokenClaims of TS 29.510 (TS29510_Nnrf_AccessToken.yaml), the payload of the JWT, plus {@code iat} (RFC 7519 §4.1.6).
 *
 * @param aud the target NF type (a string), or the target NF instance ids (an array)
 * @param exp seconds since the epoch
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AccessTokenClaims(
        String iss,
        String sub,
        Object aud,
        String scope,
        long exp,
        long iat,
        JsonNode consumerPlmnId,
        JsonNode producerPlmnId,
        JsonNode producerSnpnId,
        JsonNode producerSnssaiList,
        List<String> producerNsiList,
        String producerNfSetId,
        String producerNfServiceSetId,
        String sourceNfInstanceId) {}
