package dev.corebed.sbi.admin;

import dev.corebed.core.rules.Matcher;
import dev.corebed.core.rules.RuleException;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import java.lang.reflect.RecordComponent;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the bodies of the management API strictly: a field the body type does not have is refused with
 * 400 naming it ({@code "operaton"} is not silently ignored, leaving a rule that applies to every
 * operation), and so is a value of the wrong type. Like every SBI body ({@link Json#parse}), a body that is
 * not UTF-8 or names a member twice is 400 INVALID_MSG_FORMAT. Errors are ProblemDetails whose invalidParams
 * name the field as a JSON pointer.
 */
public final class AdminBodies {

    private static final JsonMapper STRICT = Json.MAPPER.rebuild()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // An absent number is 0 (Jackson 3 would refuse it, hiding the misspelt field that left it absent).
            .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private AdminBodies() {}

    /** The body as a {@code type}; 400 for malformed JSON, an unknown field or a wrong type. */
    public static <T> T read(SbiRequest r, Class<T> type) {
        Json.checkBody(r.body());
        try {
            return STRICT.readValue(r.body(), type);
        } catch (UnrecognizedPropertyException e) {
            throw unknownField(pointer(e));
        } catch (MismatchedInputException e) {
            String at = pointer(e);
            throw new SbiException(400, Cause.MANDATORY_IE_INCORRECT, "wrong type at " + at + ": " + e.getOriginalMessage(),
                    List.of(new InvalidParam(at.isEmpty() ? "/" : at, "wrong type")));
        } catch (JacksonException e) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "malformed JSON: " + e.getOriginalMessage());
        }
    }

    /**
     * The body bound to {@code type} by the model's strict binding (Bean Validation on its components, the TS 29.500
     * causes), refusing first a top-level field the record does not have: the model's binding lets unknown
     * attributes through (3GPP extensions), the management API does not.
     */
    public static <T extends Record> T bind(SbiRequest r, Class<T> type) {
        JsonNode body = r.json();
        only(body, "", type);
        return Json.bind(body, type);
    }

    /** Refuses a field of {@code object} (at {@code pointer}) that is not a component of {@code type}. */
    public static void only(JsonNode object, String pointer, Class<? extends Record> type) {
        Set<String> fields = new HashSet<>();
        for (RecordComponent c : type.getRecordComponents()) {
            fields.add(c.getName());
        }
        only(object, pointer, fields);
    }

    /** Refuses a field of {@code object} (at {@code pointer}) that is not one of {@code fields}. */
    public static void only(JsonNode object, String pointer, Set<String> fields) {
        if (object == null || !object.isObject()) {
            return;
        }
        for (String name : object.propertyNames()) {
            if (!fields.contains(name)) {
                throw unknownField(pointer + "/" + Matcher.escape(name));
            }
        }
    }

    /** 400 naming an unknown field. */
    public static SbiException unknownField(String pointer) {
        return new SbiException(400, Cause.OPTIONAL_IE_INCORRECT, "unknown field " + pointer,
                List.of(new InvalidParam(pointer, "unknown field")));
    }

    /** A rule (or reset request) a user got wrong: 400 naming the field. */
    public static SbiException invalid(RuleException e) {
        return new SbiException(400, Cause.MANDATORY_IE_INCORRECT, e.getMessage() + ": " + e.pointer(),
                List.of(new InvalidParam(e.pointer(), e.getMessage())));
    }

    /** A query parameter a user got wrong: 400 naming it. */
    public static SbiException invalidQuery(RuleException e) {
        return SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, e.pointer(), e.getMessage());
    }

    /** The JSON pointer of the field a Jackson error is about. */
    static String pointer(JacksonException e) {
        StringBuilder p = new StringBuilder();
        for (JacksonException.Reference ref : e.getPath()) {
            if (ref.getPropertyName() != null) {
                p.append('/').append(Matcher.escape(ref.getPropertyName()));
            } else if (ref.getIndex() >= 0) {
                p.append('/').append(ref.getIndex());
            }
        }
        return p.toString();
    }
}
