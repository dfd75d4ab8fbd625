// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 DownlinkDataNotificationControlRm (TS29512_Npcf_SMPolicyControl.yaml). */
public record DownlinkDataNotificationControlRm(
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<String> notifCtrlInds,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<String> typesOfNotif) {}
