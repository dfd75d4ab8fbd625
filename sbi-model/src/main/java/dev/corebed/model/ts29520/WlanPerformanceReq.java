// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 WlanPerformanceReq (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record WlanPerformanceReq(
        @Size(min = 1) List<String> ssIds,
        @Size(min = 1) List<String> bssIds,
        String wlanOrderCriter,
        String order) {}
