package dev.corebed.bsf.service;

import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.Violation;
import dev.corebed.sbi.Json;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A request body bound to its Rel-17 model type and checked against its schema, with the JSON it came as:
 * the BSF stores and answers that JSON as received (attributes the schema does not define included, as
 * TS 29.500 §6.2 lets a receiver keep them), so it keeps the tree, but only one that passed the binding.
 *
 * @param value the bound record
 * @param json  the body as received
 */
public record Bound<T>(T value, ObjectNode json) {

    /**
     * Binds a JSON tree to {@code type}; a refusal is the 400 of TS 29.500 §5.2.7.2 (sbi-core's
     * {@link Json#badRequest}). {@code conditional} are the JSON pointers of attributes the schema marks optional
     * but the specification makes mandatory in some cases (a UE address, a PCF address): a wrong value of one is
     * MANDATORY_IE_INCORRECT, "a conditional IE but mandatory required" (TS 29.500 Table 5.2.7.2-1).
     */
    public static <T> Bound<T> bind(JsonNode tree, Class<T> type, Set<String> conditional) {
        try {
            // A record binds from a JSON object only: anything else has failed above.
            return new Bound<>(StrictJson.read(tree, type), (ObjectNode) tree);
        } catch (ModelException e) {
            List<Violation> violations = e.violations().stream()
                    .map(v -> v.kind() == Violation.Kind.INCORRECT && !v.mandatory() && conditional.contains(v.pointer())
                            ? new Violation(v.pointer(), v.kind(), true, v.reason()) : v)
                    .toList();
            throw Json.badRequest(new ModelException(violations));
        }
    }
}
