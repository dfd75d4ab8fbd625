package dev.corebed.core.config;

import org.springframework.core.convert.converter.Converter;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * Binds a JSON value of a rule from a configuration property: {@code answers.rules[0].answer.body={"a":1}}
 * is parsed as JSON text; a value that is not JSON ({@code pcrf.example.org}) is taken as a string.
 */
final class JsonTextConverter implements Converter<String, JsonNode> {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    @Override
    public JsonNode convert(String source) {
        try {
            return MAPPER.readTree(source);
        } catch (JacksonException notJson) {
            return JsonNodeFactory.instance.stringNode(source);
        }
    }
}
