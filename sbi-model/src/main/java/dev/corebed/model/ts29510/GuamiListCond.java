// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.Guami;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.List;

/** TS 29.510 GuamiListCond (TS29510_Nnrf_NFManagement.yaml). */
public record GuamiListCond(
        @NotNull List<@Valid Guami> guamiList) {}
