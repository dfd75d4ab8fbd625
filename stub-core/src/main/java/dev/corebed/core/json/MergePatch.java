package dev.corebed.core.json;

import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON Merge Patch (IETF RFC 7396), the application/merge-patch+json of the SBI (UpdateUEPolicySet and
 * UpdateSessionManagementPolicyData of TS 29.519, UpdateIndPCFBinding of TS 29.521): members of the patch
 * replace the target's, objects merge member by member, null removes. Applied to a copy; the target and the
 * patch are not touched. Our own code for the reason {@link JsonPatch} gives; RFC 7396 is the few lines below.
 */
public final class MergePatch {

    private MergePatch() {}

    /** The target (null: none) with the patch merged in. */
    public static JsonNode apply(JsonNode target, JsonNode patch) {
        if (!patch.isObject()) {
            return patch.deepCopy();
        }
        ObjectNode result = target != null && target.isObject() ? (ObjectNode) target.deepCopy()
                : JsonNodeFactory.instance.objectNode();
        for (Map.Entry<String, JsonNode> m : patch.properties()) {
            if (m.getValue().isNull()) {
                result.remove(m.getKey());
            } else {
                result.set(m.getKey(), apply(result.get(m.getKey()), m.getValue()));
            }
        }
        return result;
    }

    /**
     * The merge of only those top-level members of the patch that its schema offers (PcfBindingPatch and the
     * like): other members are left out, as unknown attributes are.
     */
    public static JsonNode apply(JsonNode target, JsonNode patch, Set<String> offered) {
        ObjectNode kept = JsonNodeFactory.instance.objectNode();
        for (Map.Entry<String, JsonNode> m : patch.properties()) {
            if (offered.contains(m.getKey())) {
                kept.set(m.getKey(), m.getValue());
            }
        }
        return apply(target, kept);
    }
}
