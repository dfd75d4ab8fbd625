// Generated from the 3GPP Rel-17 OpenAPI file TS29525_Npcf_UEPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29525;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29518.N2InfoContent;
import dev.corebed.model.ts29571.PresenceInfo;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.525 PolicyUpdate (TS29525_Npcf_UEPolicyControl.yaml). */
public record PolicyUpdate(
        @NotNull String resourceUri,
        @Format(Format.Kind.BYTE) String uePolicy,
        @Valid N2InfoContent n2Pc5Pol,
        @Valid N2InfoContent n2Pc5ProSePol,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<String> triggers,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) Map<String, @Valid PresenceInfo> pras) {}
