package dev.corebed.nrf.service;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.Snssai;
import java.util.List;

/**
 * AccessTokenClaims of TS 29.510 (TS29510_Nnrf_AccessToken.yaml), the payload of the JWT, plus {@code iat} (RFC 7519 §4.1.6).
 *
 * @param aud the target NF type (a string), or the target NF instance ids (an array)
 * @param exp seconds since the epoch
 * Absent attributes, here and in the nested TS 29.571 records, are left out ({@link AccessTokenSigner}).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AccessTokenClaims(
        String iss,
        String sub,
        Object aud,
        String scope,
        long exp,
        long iat,
        PlmnId consumerPlmnId,
        PlmnId producerPlmnId,
        PlmnIdNid producerSnpnId,
        List<Snssai> producerSnssaiList,
        List<String> producerNsiList,
        String producerNfSetId,
        String producerNfServiceSetId,
        String sourceNfInstanceId) {}
