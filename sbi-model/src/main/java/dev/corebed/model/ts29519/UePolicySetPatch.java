// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.519 UePolicySetPatch (TS29519_Policy_Data.yaml). */
public record UePolicySetPatch(
        @Size(min = 1) Map<String, @Valid UePolicySection> uePolicySections,
        @Size(min = 1) List<String> upsis,
        Boolean andspInd,
        @Pattern(regexp = "^(imei-[0-9]{15}|imeisv-[0-9]{16}|mac((-[0-9a-fA-F]{2}){6})(-untrusted)?|eui((-[0-9a-fA-F]{2}){8})|.+)$") String pei,
        @Size(min = 1) List<@Format(Format.Kind.UUID) String> osIds) {}
