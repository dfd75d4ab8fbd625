package dev.corebed.sbi;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

/**
 * The one JSON mapper of the project, configured once, and the strict reading of JSON bodies.
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

    public static JsonNode parse(byte[] body) {
        checkBody(body);
        try {
            return STRICT.readTree(body);
        } catch (JacksonException e) {
            throw malformed(e);
        }
    }

    public static <T> T read(byte[] body, Class<T> type) {
        checkBody(body);
        try {
            return STRICT.forType(type).readValue(body);
        } catch (JacksonException e) {
            throw malformed(e);
        }
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

    private static SbiException malformed(JacksonException e) {
        String message = e.getOriginalMessage();
        if (message != null && message.length() > 200) {
            message = message.substring(0, 200) + "...";
        }
        return SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "malformed JSON: " + message);
    }
}
