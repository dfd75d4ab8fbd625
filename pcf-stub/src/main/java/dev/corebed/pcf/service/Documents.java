package dev.corebed.pcf.service;

import dev.corebed.sbi.Json;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** JSON documents as the data tier keeps them (text) and the few manipulations the services share. */
public final class Documents {

    private Documents() {}

    public static ObjectNode parse(String text) {
        return (ObjectNode) Json.MAPPER.readTree(text);
    }

    public static String text(JsonNode node) {
        return node.toString();
    }

    /** Copies into {@code target} every attribute of {@code source} named in {@code names} (replacing the old value). */
    public static void copy(JsonNode source, ObjectNode target, Set<String> names) {
        for (String name : names) {
            JsonNode v = source.get(name);
            if (v != null) {
                target.set(name, v);
            }
        }
    }

    /** A string attribute, or null when absent or not a string. */
    public static String string(JsonNode node, String name) {
        JsonNode v = node.get(name);
        return v != null && v.isString() ? v.asString() : null;
    }
}
