// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import jakarta.validation.constraints.NotNull;
import java.util.List;

/** TS 29.519 SponsorConnectivityData (TS29519_Policy_Data.yaml). */
public record SponsorConnectivityData(
        @NotNull List<String> aspIds) {}
