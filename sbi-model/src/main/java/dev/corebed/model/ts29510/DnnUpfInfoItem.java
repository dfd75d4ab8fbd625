// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Alternatives;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** TS 29.510 DnnUpfInfoItem (TS29510_Nnrf_NFManagement.yaml). */
public record DnnUpfInfoItem(
        @NotNull String dnn,
        @Size(min = 1) List<String> dnaiList,
        @Size(min = 1) List<String> pduSessionTypes,
        @Size(min = 1) List<@Valid Ipv4AddressRange> ipv4AddressRanges,
        @Size(min = 1) List<@Valid Ipv6PrefixRange> ipv6PrefixRanges,
        @Size(min = 1) List<@Alternatives(value = {Long.class, String.class}, exactlyOne = false) JsonNode> ipv4IndexList,
        @Size(min = 1) List<@Alternatives(value = {Long.class, String.class}, exactlyOne = false) JsonNode> ipv6IndexList,
        @Size(min = 1) Map<String, String> dnaiNwInstanceList) {}
