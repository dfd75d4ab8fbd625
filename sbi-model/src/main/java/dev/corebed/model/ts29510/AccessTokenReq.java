// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_AccessToken.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 AccessTokenReq (TS29510_Nnrf_AccessToken.yaml). */
public record AccessTokenReq(
        @NotNull @JsonProperty("grant_type") @Values({"client_credentials"}) String grantType,
        @NotNull @Format(Format.Kind.UUID) String nfInstanceId,
        String nfType,
        String targetNfType,
        @NotNull @Pattern(regexp = "^([a-zA-Z0-9_:-]+)( [a-zA-Z0-9_:-]+)*$") String scope,
        @Format(Format.Kind.UUID) String targetNfInstanceId,
        @Valid PlmnId requesterPlmn,
        @Size(min = 2) List<@Valid PlmnId> requesterPlmnList,
        @Size(min = 1) List<@Valid Snssai> requesterSnssaiList,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String requesterFqdn,
        @Size(min = 1) List<@Valid PlmnIdNid> requesterSnpnList,
        @Valid PlmnId targetPlmn,
        @Valid PlmnIdNid targetSnpn,
        @Size(min = 1) List<@Valid Snssai> targetSnssaiList,
        @Size(min = 1) List<String> targetNsiList,
        String targetNfSetId,
        String targetNfServiceSetId,
        String hnrfAccessTokenUri,
        @Format(Format.Kind.UUID) String sourceNfInstanceId) {}
