// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;

/** TS 29.571 N3gaLocation (TS29571_CommonData.yaml). */
public record N3gaLocation(
        @Valid Tai n3gppTai,
        @Pattern(regexp = "^[A-Fa-f0-9]+$") String n3IwfId,
        @Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String ueIpv4Addr,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))$") String ueIpv6Addr,
        @Min(0L) Long portNumber,
        String protocol,
        @Valid TnapId tnapId,
        @Valid TwapId twapId,
        @Valid HfcNodeId hfcNodeId,
        @Format(Format.Kind.BYTE) String gli,
        String w5gbanLineType,
        String gci) {}
