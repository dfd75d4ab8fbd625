// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.571 WirelineArea (TS29571_CommonData.yaml). */
public record WirelineArea(
        @Size(min = 1) List<@Format(Format.Kind.BYTE) String> globalLineIds,
        @Size(min = 1) List<@Size(max = 6) String> hfcNIds,
        String areaCodeB,
        String areaCodeC) {}
