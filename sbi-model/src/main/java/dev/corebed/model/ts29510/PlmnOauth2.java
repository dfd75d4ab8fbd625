// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.PlmnId;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 PlmnOauth2 (TS29510_Nnrf_NFManagement.yaml). */
public record PlmnOauth2(
        @Size(min = 1) List<@Valid PlmnId> oauth2RequiredPlmnIdList,
        @Size(min = 1) List<@Valid PlmnId> oauth2NotRequiredPlmnIdList) {}
