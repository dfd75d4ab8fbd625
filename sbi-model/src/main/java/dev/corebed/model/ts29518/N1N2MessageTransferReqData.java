// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.corebed.model.ts29571.Arp;
import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.ts29571.RefToBinaryData;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** TS 29.518 N1N2MessageTransferReqData (TS29518_Namf_Communication.yaml). */
public record N1N2MessageTransferReqData(
        @Valid N1MessageContainer n1MessageContainer,
        @Valid N2InfoContainer n2InfoContainer,
        @Valid RefToBinaryData mtData,
        Boolean skipInd,
        Boolean lastMsgIndication,
        @Min(0L) @Max(255L) Long pduSessionId,
        @Size(min = 1, max = 255) String lcsCorrelationId,
        @Min(0L) @Max(7L) Long ppi,
        @Valid Arp arp,
        @JsonProperty("5qi") @Min(0L) @Max(255L) Long _5qi,
        String n1n2FailureTxfNotifURI,
        Boolean smfReallocationInd,
        @Valid AreaOfValidity areaOfValidity,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures,
        @Valid Guami oldGuami,
        Boolean maAcceptedInd,
        Boolean extBufSupport,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String targetAccess,
        @Format(Format.Kind.UUID) String nfId) {}
