package dev.corebed.core.json;

import dev.corebed.core.json.PatchException.Kind;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON Patch (IETF RFC 6902), as the SBI carries it (application/json-patch+json, an array of PatchItem,
 * TS 29.571): NFUpdate and UpdateSubscription of TS 29.510, UpdateOperatorSpecificData of TS 29.519. A patch
 * is checked once ({@link #parse}) and applied to a copy, all or nothing ({@link #apply}).
 *
 * <p>Errors are {@link PatchException}s that the SBI edge maps as TS 29.500 §5.2.7 and RFC 5789 §2.2 say: a
 * malformed patch document (not an array of PatchItem, an unknown op, a path that is no JSON pointer, a missing
 * value or from) is 400 with the cause of TS 29.500; a well-formed patch that cannot be applied to the resource
 * as it is (a failing {@code test}, a target that does not exist) is 409 Conflict. Each error names the failing
 * PatchItem ({@code /2/path}) with "failed operation index= N" in the reason, as TS 29.571 InvalidParam suggests.
 *
 * <p>Why our own code and not a library: the maintained RFC 6902 libraries for Java are either on Jackson 2
 * only (java-json-tools json-patch; zjsonpatch, whose Jackson 3 support is not released to Maven Central) or
 * on JSON-P (Eclipse Parsson). Parsson would need the document converted from and back to Jackson on every
 * PATCH (a heartbeat is one), and it departs from the RFCs where a tester notices: its {@code test} compares
 * numbers by scale (1 is not 1.0, against RFC 6902 §4.6), it takes {@code /a/01} as index 1 (RFC 6901 forbids
 * leading zeros), and it throws one exception type without the operation's index, so a malformed patch (400)
 * cannot be told from a conflict (409). This one implementation serves every stub.
 */
public final class JsonPatch {

    public enum Op { ADD, REMOVE, REPLACE, MOVE, COPY, TEST }

    /**
     * One PatchItem, checked.
     *
     * @param path the target as reference tokens (empty = the whole document)
     * @param from the source of move and copy, else null
     * @param value the value of add, replace and test, else null
     */
    public record Operation(int index, Op op, String pathText, List<String> path, List<String> from, JsonNode value) {}

    private JsonPatch() {}

    /** Checks a patch document: a non-empty array of PatchItem (minItems 1 in TS 29.510; an empty one changes nothing). */
    public static List<Operation> parse(JsonNode patch) {
        if (patch == null || !patch.isArray() || patch.isEmpty()) {
            throw new PatchException(Kind.NOT_A_PATCH, null, "a JSON Patch is a non-empty array of PatchItem");
        }
        List<Operation> ops = new ArrayList<>(patch.size());
        for (int i = 0; i < patch.size(); i++) {
            JsonNode item = patch.get(i);
            if (!item.isObject()) {
                throw invalid(Kind.INCORRECT, "/" + i, "a PatchItem is a JSON object", i);
            }
            JsonNode opNode = item.get("op");
            JsonNode pathNode = item.get("path");
            if (opNode == null || opNode.isNull()) {
                throw invalid(Kind.MISSING, "/" + i + "/op", "op is mandatory", i);
            }
            if (pathNode == null || pathNode.isNull()) {
                throw invalid(Kind.MISSING, "/" + i + "/path", "path is mandatory", i);
            }
            Op op = opNode.isString() ? op(opNode.asString()) : null;
            if (op == null) {
                throw invalid(Kind.INCORRECT, "/" + i + "/op",
                        "op must be add, remove, replace, move, copy or test", i);
            }
            List<String> path = pathNode.isString() ? pointer(pathNode.asString()) : null;
            if (path == null) {
                throw invalid(Kind.INCORRECT, "/" + i + "/path", "path is not a JSON pointer", i);
            }
            List<String> from = null;
            JsonNode value = null;
            switch (op) {
                case ADD, REPLACE, TEST -> {
                    value = item.get("value");
                    if (value == null) {
                        throw invalid(Kind.MISSING, "/" + i + "/value", "value is mandatory for " + opNode.asString(), i);
                    }
                }
                case MOVE, COPY -> {
                    JsonNode fromNode = item.get("from");
                    if (fromNode == null || fromNode.isNull()) {
                        throw invalid(Kind.MISSING, "/" + i + "/from", "from is mandatory for " + opNode.asString(), i);
                    }
                    from = fromNode.isString() ? pointer(fromNode.asString()) : null;
                    if (from == null) {
                        throw invalid(Kind.INCORRECT, "/" + i + "/from", "from is not a JSON pointer", i);
                    }
                    if (op == Op.MOVE && from.size() < path.size() && path.subList(0, from.size()).equals(from)) {
                        throw invalid(Kind.INCORRECT, "/" + i + "/from",
                                "a value cannot be moved into one of its children", i);
                    }
                }
                case REMOVE -> { }
            }
            ops.add(new Operation(i, op, pathNode.asString(), path, from, value));
        }
        return ops;
    }

    /** Applies the operations, in order, to a copy of the document; the document itself is not touched. */
    public static JsonNode apply(JsonNode document, List<Operation> ops) {
        JsonNode doc = document.deepCopy();
        for (Operation o : ops) {
            doc = switch (o.op()) {
                case ADD -> add(doc, o.path(), o.value().deepCopy(), o, "/path");
                case REMOVE -> {
                    remove(doc, o.path(), o, "/path");
                    yield doc;
                }
                case REPLACE -> replace(doc, o.path(), o.value().deepCopy(), o);
                case MOVE -> {
                    if (o.from().equals(o.path())) {
                        get(doc, o.from(), o, "/from");
                        yield doc;
                    }
                    yield add(doc, o.path(), remove(doc, o.from(), o, "/from"), o, "/path");
                }
                case COPY -> add(doc, o.path(), get(doc, o.from(), o, "/from").deepCopy(), o, "/path");
                case TEST -> {
                    if (!equal(get(doc, o.path(), o, "/path"), o.value())) {
                        throw conflict(o, "/value", "test failed: the value at " + o.pathText() + " differs");
                    }
                    yield doc;
                }
            };
        }
        return doc;
    }

    /**
     * JSON equality as RFC 6902 §4.6 defines it for test: numbers by value (1 equals 1.0), objects
     * regardless of member order, arrays element by element.
     */
    public static boolean equal(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        if (a.isObject() && b.isObject()) {
            if (a.size() != b.size()) {
                return false;
            }
            for (Map.Entry<String, JsonNode> e : a.properties()) {
                JsonNode other = b.get(e.getKey());
                if (other == null || !equal(e.getValue(), other)) {
                    return false;
                }
            }
            return true;
        }
        if (a.isArray() && b.isArray()) {
            if (a.size() != b.size()) {
                return false;
            }
            Iterator<JsonNode> x = a.iterator();
            Iterator<JsonNode> y = b.iterator();
            while (x.hasNext()) {
                if (!equal(x.next(), y.next())) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }

    /** One reference token written into a JSON pointer (RFC 6901 §3: ~ as ~0, / as ~1). */
    public static String escape(String token) {
        return token.indexOf('~') < 0 && token.indexOf('/') < 0 ? token : token.replace("~", "~0").replace("/", "~1");
    }

    /** The reference tokens of a JSON pointer, or null when it is not one. */
    public static List<String> pointer(String text) {
        if (text.isEmpty()) {
            return List.of();
        }
        if (text.charAt(0) != '/') {
            return null;
        }
        List<String> tokens = new ArrayList<>();
        for (String raw : text.substring(1).split("/", -1)) {
            for (int i = raw.indexOf('~'); i >= 0; i = raw.indexOf('~', i + 1)) {
                if (i + 1 >= raw.length() || (raw.charAt(i + 1) != '0' && raw.charAt(i + 1) != '1')) {
                    return null;
                }
            }
            tokens.add(raw.replace("~1", "/").replace("~0", "~"));
        }
        return tokens;
    }

    private static Op op(String name) {
        return switch (name) {
            case "add" -> Op.ADD;
            case "remove" -> Op.REMOVE;
            case "replace" -> Op.REPLACE;
            case "move" -> Op.MOVE;
            case "copy" -> Op.COPY;
            case "test" -> Op.TEST;
            default -> null;
        };
    }

    private static JsonNode get(JsonNode doc, List<String> path, Operation o, String member) {
        JsonNode node = doc;
        for (String token : path) {
            node = child(node, token);
            if (node == null) {
                throw conflict(o, member, "no value at " + text(path));
            }
        }
        return node;
    }

    private static JsonNode add(JsonNode doc, List<String> path, JsonNode value, Operation o, String member) {
        if (path.isEmpty()) {
            return value;
        }
        JsonNode parent = get(doc, path.subList(0, path.size() - 1), o, member);
        String last = path.get(path.size() - 1);
        if (parent instanceof ObjectNode object) {
            object.set(last, value);
        } else if (parent instanceof ArrayNode array) {
            int index = last.equals("-") ? array.size() : index(last);
            if (index < 0 || index > array.size()) {
                throw conflict(o, member, "array index " + last + " is out of range at " + text(path));
            }
            array.insert(index, value);
        } else {
            throw conflict(o, member, "the parent of " + text(path) + " is neither an object nor an array");
        }
        return doc;
    }

    /** Replaces an existing value in place, so an object keeps the order of its members. */
    private static JsonNode replace(JsonNode doc, List<String> path, JsonNode value, Operation o) {
        if (path.isEmpty()) {
            return value;
        }
        JsonNode parent = get(doc, path.subList(0, path.size() - 1), o, "/path");
        String last = path.get(path.size() - 1);
        if (parent instanceof ObjectNode object && object.has(last)) {
            object.set(last, value);
        } else if (parent instanceof ArrayNode array && index(last) >= 0 && index(last) < array.size()) {
            array.set(index(last), value);
        } else {
            throw conflict(o, "/path", "no value at " + text(path));
        }
        return doc;
    }

    /** Removes and returns the value at the path. */
    private static JsonNode remove(JsonNode doc, List<String> path, Operation o, String member) {
        if (path.isEmpty()) {
            throw conflict(o, member, "the whole document cannot be removed");
        }
        JsonNode parent = get(doc, path.subList(0, path.size() - 1), o, member);
        String last = path.get(path.size() - 1);
        JsonNode removed = null;
        if (parent instanceof ObjectNode object) {
            removed = object.remove(last);
        } else if (parent instanceof ArrayNode array) {
            int index = index(last);
            if (index >= 0 && index < array.size()) {
                removed = array.remove(index);
            }
        }
        if (removed == null) {
            throw conflict(o, member, "no value at " + text(path));
        }
        return removed;
    }

    private static JsonNode child(JsonNode node, String token) {
        if (node.isObject()) {
            return node.get(token);
        }
        if (node.isArray()) {
            int index = index(token);
            return index >= 0 && index < node.size() ? node.get(index) : null;
        }
        return null;
    }

    /** An array index token: 0, or digits without a leading zero; -1 when it is not one. */
    private static int index(String token) {
        if (token.isEmpty() || token.length() > 9 || (token.length() > 1 && token.charAt(0) == '0')) {
            return -1;
        }
        for (int i = 0; i < token.length(); i++) {
            if (token.charAt(i) < '0' || token.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(token);
    }

    private static String text(List<String> path) {
        StringBuilder b = new StringBuilder();
        for (String token : path) {
            b.append('/').append(escape(token));
        }
        return b.toString();
    }

    private static PatchException invalid(Kind kind, String param, String reason, int index) {
        return new PatchException(kind, param, reason + " (failed operation index= " + index + ")");
    }

    private static PatchException conflict(Operation o, String member, String reason) {
        return new PatchException(Kind.CONFLICT, "/" + o.index() + member, reason + " (failed operation index= " + o.index() + ")");
    }
}
