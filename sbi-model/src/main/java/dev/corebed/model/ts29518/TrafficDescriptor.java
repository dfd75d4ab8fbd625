// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.DddTrafficDescriptor;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 TrafficDescriptor (TS29518_Namf_EventExposure.yaml). */
public record TrafficDescriptor(
        String dnn,
        @Valid Snssai sNssai,
        @Size(min = 1) List<@Valid DddTrafficDescriptor> dddTrafficDescriptorList) {}
