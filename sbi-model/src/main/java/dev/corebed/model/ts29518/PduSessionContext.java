// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29502.CnAssistedRanPara;
import dev.corebed.model.ts29502.EbiArpMapping;
import dev.corebed.model.ts29503.IpAddress;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 PduSessionContext (TS29518_Namf_Communication.yaml). */
public record PduSessionContext(
        @NotNull @Min(0L) @Max(255L) Long pduSessionId,
        @NotNull String smContextRef,
        @NotNull @Valid Snssai sNssai,
        @NotNull String dnn,
        String selectedDnn,
        @NotNull @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String additionalAccessType,
        @Size(min = 1) List<@Valid EbiArpMapping> allocatedEbiList,
        @Format(Format.Kind.UUID) String hsmfId,
        String hsmfSetId,
        String hsmfServiceSetId,
        String smfBinding,
        @Format(Format.Kind.UUID) String vsmfId,
        String vsmfSetId,
        String vsmfServiceSetId,
        String vsmfBinding,
        @Format(Format.Kind.UUID) String ismfId,
        String ismfSetId,
        String ismfServiceSetId,
        String ismfBinding,
        String nsInstance,
        String smfServiceInstanceId,
        Boolean maPduSession,
        @Valid CnAssistedRanPara cnAssistedRanPara,
        String nrfManagementUri,
        String nrfDiscoveryUri,
        String nrfAccessTokenUri,
        String smfBindingInfo,
        String vsmfBindingInfo,
        String ismfBindingInfo,
        @Valid Snssai additionalSnssai,
        String interPlmnApiRoot,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String pgwFqdn,
        @Valid IpAddress pgwIpAddr,
        @Valid PlmnId plmnId,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String anchorSmfSupportedFeatures,
        Boolean anchorSmfOauth2Required) {}
