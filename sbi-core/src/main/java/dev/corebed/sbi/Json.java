package dev.corebed.sbi;

import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.Violation;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON of the SBI. {@link #bind} turns a body into a validated model record (strict binding, see
 * {@link StrictJson}) or a 400 with the TS 29.500 cause and the offending attributes' JSON pointers;
 * {@link #parse}/{@link #read} are the lenient readers for what is not validated, and never throw
 * anything but a 400.
 *
 * <p>{@link #parse} and {@link #read} answer 400 INVALID_MSG_FORMAT for a body that is not one JSON text in
 * UTF-8 (RFC 8259 §8.1): malformed JSON, trailing content, invalid UTF-8 — which Jackson alone lets through
 * in part: it reads an overlong {@code C0 AF} as "/" and a code point above U+10FFFF without complaint —
 * and an object with the same member name twice, whose meaning RFC 8259 §4 leaves to the receiver: a
 * test bed tells the peer rather than pick one silently.
 */
public final class Json {

    public static final JsonMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private static final ObjectReader STRICT = MAPPER.reader().with(StreamReadFeature.STRICT_DUPLICATE_DETECTION);

    private Json() {}

    /** The body bound to a model record and validated against its schema; any failure is a 400. */
    public static <T> T bind(byte[] body, Class<T> type) {
        try {
            return StrictJson.read(body, type);
        } catch (ModelException e) {
            throw badRequest(e);
        }
    }

    /** As {@link #bind(byte[], Class)} for a list or map root: {@code StrictJson.listOf(PatchItem.class)}. */
    public static <T> T bind(byte[] body, JavaType type) {
        try {
            return StrictJson.read(body, type);
        } catch (ModelException e) {
            throw badRequest(e);
        }
    }

    /** A JSON tree (a service that keeps JsonNode, a form body turned into a tree) bound and validated. */
    public static <T> T bind(JsonNode tree, Class<T> type) {
        try {
            return StrictJson.read(tree, type);
        } catch (ModelException e) {
            throw badRequest(e);
        }
    }

    /**
     * The 400 for a refused body (TS 29.500 §5.2.7.2): not JSON → INVALID_MSG_FORMAT; a required attribute
     * absent → MANDATORY_IE_MISSING; a wrong value → MANDATORY_IE_INCORRECT when every attribute on its
     * pointer is required, else OPTIONAL_IE_INCORRECT. The cause is the most severe one found; every
     * offending attribute is in invalidParams.
     */
    public static SbiException badRequest(ModelException e) {
        List<ProblemDetails.InvalidParam> params = new ArrayList<>();
        String cause = null;
        int rank = -1;
        for (Violation v : e.violations()) {
            String c;
            int r;
            switch (v.kind()) {
                case MALFORMED -> {
                    c = Cause.INVALID_MSG_FORMAT;
                    r = 3;
                }
                case MISSING -> {
                    c = Cause.MANDATORY_IE_MISSING;
                    r = 2;
                }
                default -> {
                    c = v.mandatory() ? Cause.MANDATORY_IE_INCORRECT : Cause.OPTIONAL_IE_INCORRECT;
                    r = v.mandatory() ? 1 : 0;
                }
            }
            if (r > rank) {
                rank = r;
                cause = c;
            }
            if (v.kind() != Violation.Kind.MALFORMED) {
                params.add(new ProblemDetails.InvalidParam(v.pointer(), v.reason()));
            }
        }
        Violation first = e.violations().get(0);
        String detail = first.kind() == Violation.Kind.MALFORMED ? first.reason() : first.reason() + ": " + first.pointer();
        return new SbiException(400, cause, detail, params.isEmpty() ? null : params);
    }

    /** The body parsed as a JSON tree, unvalidated; empty or malformed is 400 INVALID_MSG_FORMAT. */
    public static JsonNode parse(byte[] body) {
        checkBody(body);
        try {
            return STRICT.readTree(body);
        } catch (JacksonException | IllegalArgumentException e) {
            throw malformed(e);
        }
    }

    /** The body read leniently into a type (no schema checks); anything unreadable is 400 INVALID_MSG_FORMAT. */
    public static <T> T read(byte[] body, Class<T> type) {
        checkBody(body);
        try {
            return STRICT.forType(type).readValue(body);
        } catch (JacksonException | IllegalArgumentException e) {
            throw malformed(e);
        }
    }

    private static String message(Exception e) {
        String m = e instanceof JacksonException j ? j.getOriginalMessage() : e.getMessage();
        if (m == null) {
            return e.getClass().getSimpleName();
        }
        int nl = m.indexOf('\n');
        m = nl < 0 ? m : m.substring(0, nl);
        return m.length() > 200 ? m.substring(0, 200) + "..." : m;
    }

    public static byte[] write(Object value) {
        return MAPPER.writeValueAsBytes(value);
    }

    /**
     * 400 INVALID_MSG_FORMAT unless the body is non-empty and valid UTF-8. For a body binding of its own
     * that reads the bytes with Jackson: Jackson checks UTF-8 only in part.
     */
    public static void checkBody(byte[] body) {
        if (body.length == 0) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "request body is empty");
        }
        int i = 0;
        while (i < body.length && body[i] >= 0) {
            i++;
        }
        if (i == body.length) {
            return; // ASCII, the usual case: one scan
        }
        try {
            // From the first non-ASCII byte (a sequence boundary); newDecoder() reports rather than replaces.
            StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(body, i, body.length - i));
        } catch (CharacterCodingException e) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "request body is not UTF-8 (RFC 8259 §8.1)");
        }
    }

    private static SbiException malformed(Exception e) {
        return SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "malformed JSON: " + message(e));
    }
}
