package dev.corebed.nrf.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.sbi.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The differences between two versions of an NF profile as the ChangeItem list of TS 29.571 that
 * NF_PROFILE_CHANGED notifications carry in profileChanges: ADD, REMOVE and REPLACE at the deepest
 * path that differs. Arrays of equal length are compared element by element; an array whose length
 * changed is one REPLACE, since element moves cannot be told from edits.
 */
public final class ProfileChanges {

    /** One ChangeItem: op, path (a JSON pointer), origValue, newValue. */
    public record Change(String op, String path, JsonNode origValue, JsonNode newValue) {

        public ObjectNode toJson() {
            ObjectNode item = Json.MAPPER.createObjectNode();
            item.put("op", op);
            item.put("path", path);
            if (origValue != null) {
                item.set("origValue", origValue);
            }
            if (newValue != null) {
                item.set("newValue", newValue);
            }
            return item;
        }
    }

    private ProfileChanges() {}

    public static List<Change> between(JsonNode before, JsonNode after) {
        List<Change> changes = new ArrayList<>();
        diff("", before, after, changes);
        return changes;
    }

    private static void diff(String path, JsonNode before, JsonNode after, List<Change> out) {
        if (before.isObject() && after.isObject()) {
            for (Map.Entry<String, JsonNode> e : before.properties()) {
                String child = path + "/" + JsonPatch.escape(e.getKey());
                JsonNode now = after.get(e.getKey());
                if (now == null) {
                    out.add(new Change("REMOVE", child, e.getValue(), null));
                } else {
                    diff(child, e.getValue(), now, out);
                }
            }
            for (Map.Entry<String, JsonNode> e : after.properties()) {
                if (!before.has(e.getKey())) {
                    out.add(new Change("ADD", path + "/" + JsonPatch.escape(e.getKey()), null, e.getValue()));
                }
            }
        } else if (before.isArray() && after.isArray() && before.size() == after.size()) {
            for (int i = 0; i < before.size(); i++) {
                diff(path + "/" + i, before.get(i), after.get(i), out);
            }
        } else if (!JsonPatch.equal(before, after)) {
            out.add(new Change("REPLACE", path, before, after));
        }
    }
}
