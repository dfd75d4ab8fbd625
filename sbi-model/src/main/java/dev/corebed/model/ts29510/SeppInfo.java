// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.510 SeppInfo (TS29510_Nnrf_NFManagement.yaml). */
public record SeppInfo(
        String seppPrefix,
        @Size(min = 1) Map<String, @Min(0L) @Max(65535L) Long> seppPorts,
        @Size(min = 1) List<@Valid PlmnId> remotePlmnList,
        @Size(min = 1) List<@Valid PlmnIdNid> remoteSnpnList) {}
