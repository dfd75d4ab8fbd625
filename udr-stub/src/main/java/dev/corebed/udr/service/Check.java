package dev.corebed.udr.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * Checks one JSON object of a request body against the attributes its 3GPP schema defines, naming the
 * offending attribute by its JSON pointer in the body ({@code /smPolicySnssaiData/1-000001/snssai/sst}).
 * Causes follow TS 29.500 §5.2.7.2: a missing mandatory IE is MANDATORY_IE_MISSING, a malformed one
 * MANDATORY_IE_INCORRECT, a malformed optional one OPTIONAL_IE_INCORRECT; an attribute a patch may not
 * change is 403 MODIFICATION_NOT_ALLOWED. Attributes the schema does not name are kept, not refused (the
 * schemas allow additional properties).
 */
final class Check {

    static final Pattern HEX = Pattern.compile("[A-Fa-f0-9]*");
    static final Pattern SD = Pattern.compile("[A-Fa-f0-9]{6}");

    private final JsonNode node;
    private final String path;
    /** In a JSON merge patch a null value removes the attribute, so it is accepted for any optional attribute. */
    private final boolean patch;

    private Check(JsonNode node, String path, boolean patch) {
        this.node = node;
        this.path = path;
        this.patch = patch;
    }

    /** The request body: a JSON object, or 400 INVALID_MSG_FORMAT. */
    static Check body(JsonNode body, String schema) {
        if (body == null || !body.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "the body is not a JSON object (" + schema + ")");
        }
        return new Check(body, "", false);
    }

    /** A JSON merge patch body (RFC 7386): an object whose null members remove attributes. */
    static Check patch(JsonNode body, String schema) {
        if (body == null || !body.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "the merge patch is not a JSON object (" + schema + ")");
        }
        return new Check(body, "", true);
    }

    static String pointer(String parent, String name) {
        return parent + "/" + name.replace("~", "~0").replace("/", "~1");
    }

    static SbiException missing(String path) {
        return SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, path, "mandatory attribute missing");
    }

    static SbiException incorrect(boolean mandatory, String path, String reason) {
        return SbiException.invalidParam(mandatory ? Cause.MANDATORY_IE_INCORRECT : Cause.OPTIONAL_IE_INCORRECT, path, reason);
    }

    /** The attribute's value; null when absent (or null in a patch); throws when a mandatory one is missing. */
    private JsonNode value(String name, boolean mandatory) {
        JsonNode v = node.get(name);
        if (v == null || (v.isNull() && patch && !mandatory)) {
            if (mandatory) {
                throw missing(pointer(path, name));
            }
            return null;
        }
        if (v.isNull()) {
            throw incorrect(mandatory, pointer(path, name), "null is not a value of this attribute");
        }
        return v;
    }

    Check string(String name, boolean mandatory) {
        JsonNode v = value(name, mandatory);
        if (v != null && (!v.isString() || (mandatory && v.asString().isEmpty()))) {
            throw incorrect(mandatory, pointer(path, name), "a non-empty string expected");
        }
        return this;
    }

    Check bool(String name) {
        JsonNode v = value(name, false);
        if (v != null && !v.isBoolean()) {
            throw incorrect(false, pointer(path, name), "a boolean expected");
        }
        return this;
    }

    Check integer(String name, long min, long max) {
        JsonNode v = value(name, false);
        if (v != null && (!v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() < min || v.asLong() > max)) {
            throw incorrect(false, pointer(path, name), "an integer from " + min + " to " + max + " expected");
        }
        return this;
    }

    Check strings(String name, int minItems) {
        JsonNode v = value(name, false);
        if (v == null) {
            return this;
        }
        if (!v.isArray() || v.size() < minItems) {
            throw incorrect(false, pointer(path, name), "an array of at least " + minItems + " string(s) expected");
        }
        for (int i = 0; i < v.size(); i++) {
            if (!v.get(i).isString()) {
                throw incorrect(false, pointer(path, name) + "/" + i, "a string expected");
            }
        }
        return this;
    }

    /** SupportedFeatures: a hexadecimal string. */
    Check hex(String name) {
        JsonNode v = value(name, false);
        if (v != null && (!v.isString() || !HEX.matcher(v.asString()).matches())) {
            throw incorrect(false, pointer(path, name), "SupportedFeatures: hexadecimal digits expected");
        }
        return this;
    }

    /** DateTime: an RFC 3339 date-time with its offset. */
    Check dateTime(String name, boolean mandatory) {
        JsonNode v = value(name, mandatory);
        if (v != null && (!v.isString() || !isDateTime(v.asString()))) {
            throw incorrect(mandatory, pointer(path, name), "a date-time (RFC 3339) expected");
        }
        return this;
    }

    static boolean isDateTime(String text) {
        try {
            OffsetDateTime.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** Any JSON value but null. */
    Check any(String name, boolean mandatory) {
        value(name, mandatory);
        return this;
    }

    Check object(String name, boolean mandatory, Consumer<Check> inner) {
        JsonNode v = value(name, mandatory);
        if (v == null) {
            return this;
        }
        if (!v.isObject()) {
            throw incorrect(mandatory, pointer(path, name), "a JSON object expected");
        }
        inner.accept(new Check(v, pointer(path, name), patch));
        return this;
    }

    /**
     * A map (an object whose members are all of one schema), with at least {@code minProperties} members.
     * In a patch, a null member removes that entry.
     */
    Check map(String name, boolean mandatory, int minProperties, BiConsumer<String, Check> member) {
        JsonNode v = value(name, mandatory);
        if (v == null) {
            return this;
        }
        String at = pointer(path, name);
        if (!v.isObject() || v.size() < minProperties) {
            throw incorrect(mandatory, at, "a map of at least " + minProperties + " member(s) expected");
        }
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            if (e.getValue().isNull() && patch) {
                continue;
            }
            if (!e.getValue().isObject()) {
                throw incorrect(mandatory, pointer(at, e.getKey()), "a JSON object expected");
            }
            member.accept(e.getKey(), new Check(e.getValue(), pointer(at, e.getKey()), patch));
        }
        return this;
    }

    /** A map of strings whose members (and the map itself) may be null: BdtReferenceIdRm values of bdtRefIds. */
    Check nullableStringMap(String name) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return this;
        }
        String at = pointer(path, name);
        if (!v.isObject() || v.isEmpty()) {
            throw incorrect(false, at, "a map of at least 1 member expected");
        }
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            if (!e.getValue().isNull() && !e.getValue().isString()) {
                throw incorrect(false, pointer(at, e.getKey()), "a string or null expected");
            }
        }
        return this;
    }

    /** A Snssai (TS 29.571): sst 0-255, sd six hexadecimal digits when present. */
    Check snssai(String name, boolean mandatory) {
        return object(name, mandatory, s -> s.integer("sst", 0, 255).value("sst", true)).checkSd(name);
    }

    private Check checkSd(String name) {
        JsonNode s = node.get(name);
        if (s != null && s.isObject() && s.has("sd") && (!s.get("sd").isString() || !SD.matcher(s.get("sd").asString()).matches())) {
            throw incorrect(false, pointer(pointer(path, name), "sd"), "six hexadecimal digits expected");
        }
        return this;
    }

    /** Attributes other than these may not be modified: 403 MODIFICATION_NOT_ALLOWED naming the first one. */
    Check only(Set<String> modifiable) {
        for (String name : node.propertyNames()) {
            if (!modifiable.contains(name)) {
                String at = pointer(path, name);
                throw new SbiException(403, Cause.MODIFICATION_NOT_ALLOWED, "the attribute cannot be modified: " + at,
                        List.of(new InvalidParam(at, "not modifiable; modifiable here: " + String.join(", ", modifiable))));
            }
        }
        return this;
    }

    JsonNode node() {
        return node;
    }

    String path() {
        return path;
    }
}
