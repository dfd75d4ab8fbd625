package dev.corebed.udr.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON Merge Patch (IETF RFC 7386), the application/merge-patch+json of UpdateUEPolicySet and
 * UpdateSessionManagementPolicyData: members of the patch replace the target's, objects merge member by
 * member, null removes. Applied to a copy.
 */
final class MergePatch {

    private MergePatch() {}

    static JsonNode apply(JsonNode target, JsonNode patch) {
        if (!patch.isObject()) {
            return patch.deepCopy();
        }
        ObjectNode result = target != null && target.isObject() ? (ObjectNode) target.deepCopy()
                : dev.corebed.sbi.Json.MAPPER.createObjectNode();
        List<Map.Entry<String, JsonNode>> members = new ArrayList<>(patch.properties());
        for (Map.Entry<String, JsonNode> m : members) {
            if (m.getValue().isNull()) {
                result.remove(m.getKey());
            } else {
                result.set(m.getKey(), apply(result.get(m.getKey()), m.getValue()));
            }
        }
        return result;
    }
}
