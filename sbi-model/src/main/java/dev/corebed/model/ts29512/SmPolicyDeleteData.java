// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.UserLocation;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 SmPolicyDeleteData (TS29512_Npcf_SMPolicyControl.yaml). */
public record SmPolicyDeleteData(
        @Valid UserLocation userLocationInfo,
        String ueTimeZone,
        @Valid PlmnIdNid servingNetwork,
        @Format(Format.Kind.DATE_TIME) String userLocationInfoTime,
        @Size(min = 1) List<@Valid RanNasRelCause> ranNasRelCauses,
        @Size(min = 1) List<@Valid AccuUsageReport> accuUsageReports,
        String pduSessRelCause) {}
