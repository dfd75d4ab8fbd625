// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_UECM.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** TS 29.503 EpsIwkPgw (TS29503_Nudm_UECM.yaml). */
public record EpsIwkPgw(
        @NotNull @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String pgwFqdn,
        @NotNull @Format(Format.Kind.UUID) String smfInstanceId,
        @Valid PlmnId plmnId) {}
