package dev.corebed.sbi;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The one JSON mapper of the project, configured once. */
public final class Json {

    public static final JsonMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private Json() {}

    public static JsonNode parse(byte[] body) {
        if (body.length == 0) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "request body is empty");
        }
        try {
            return MAPPER.readTree(body);
        } catch (JacksonException e) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "malformed JSON: " + e.getOriginalMessage());
        }
    }

    public static <T> T read(byte[] body, Class<T> type) {
        if (body.length == 0) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "request body is empty");
        }
        try {
            return MAPPER.readValue(body, type);
        } catch (JacksonException e) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "malformed JSON: " + e.getOriginalMessage());
        }
    }

    public static byte[] write(Object value) {
        return MAPPER.writeValueAsBytes(value);
    }
}
