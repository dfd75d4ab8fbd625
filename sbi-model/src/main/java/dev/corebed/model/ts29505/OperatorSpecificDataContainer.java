// Generated from the 3GPP Rel-17 OpenAPI file TS29505_Subscription_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29505;

import dev.corebed.model.validation.Values;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** TS 29.505 OperatorSpecificDataContainer (TS29505_Subscription_Data.yaml). */
public record OperatorSpecificDataContainer(
        @NotNull @Values({"string", "integer", "number", "boolean", "object", "array"}) String dataType,
        String dataTypeDefinition,
        @NotNull JsonNode value,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures,
        @Size(min = 1) List<String> resetIds) {

    /** TS 29.505 OperatorSpecificDataContainer (TS29505_Subscription_Data.yaml), inline valueAlt5. */
    public record ValueAlt5() {}
}
