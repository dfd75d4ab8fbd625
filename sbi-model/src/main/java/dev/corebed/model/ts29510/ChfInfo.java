// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 ChfInfo (TS29510_Nnrf_NFManagement.yaml). */
@Presence("not(all(has(primaryChfInstance),has(secondaryChfInstance)))")
public record ChfInfo(
        @Size(min = 1) List<@Valid SupiRange> supiRangeList,
        @Size(min = 1) List<@Valid IdentityRange> gpsiRangeList,
        @Size(min = 1) List<@Valid PlmnRange> plmnRangeList,
        String groupId,
        @Format(Format.Kind.UUID) String primaryChfInstance,
        @Format(Format.Kind.UUID) String secondaryChfInstance) {}
