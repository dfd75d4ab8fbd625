package dev.corebed.udr.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.sbi.Json;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The {@code fields} query parameter ("attributes to be retrieved"): each value names a top-level attribute
 * ({@code umData}) or, starting with '/', a JSON pointer to a nested one
 * ({@code /smPolicySnssaiData/1-000001}). The answer holds those attributes, with their enclosing objects;
 * names that match nothing are left out.
 */
final class Fields {

    private Fields() {}

    static JsonNode select(JsonNode doc, List<String> fields) {
        ObjectNode out = Json.MAPPER.createObjectNode();
        for (String f : fields) {
            List<String> tokens = f.startsWith("/") ? JsonPatch.pointer(f) : List.of(f);
            if (tokens == null || tokens.isEmpty() || (f.startsWith("/") ? doc.at(f).isMissingNode() : !doc.has(f))) {
                continue;
            }
            JsonNode from = doc;
            ObjectNode to = out;
            for (int i = 0; i < tokens.size() && from != null; i++) {
                String t = tokens.get(i);
                JsonNode next = from.isObject() ? from.get(t) : null;
                if (next == null) {
                    break;
                }
                if (i == tokens.size() - 1) {
                    to.set(t, next.deepCopy());
                } else {
                    JsonNode existing = to.get(t);
                    if (!(existing instanceof ObjectNode)) {
                        if (existing != null) {
                            break; // already copied whole by a shorter field
                        }
                        existing = to.putObject(t);
                    }
                    to = (ObjectNode) existing;
                }
                from = next;
            }
        }
        return out;
    }
}
