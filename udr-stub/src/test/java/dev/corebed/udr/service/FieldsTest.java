package dev.corebed.udr.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Json;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class FieldsTest {

    static JsonNode json(String s) {
        return Json.parse(s.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void selectsNamesAndPointersAndLeavesOutWhatIsAbsent() {
        JsonNode doc = json("{\"a\":{\"b\":{\"c\":1,\"d\":2},\"e\":3},\"f\":4}");
        assertThat(Fields.select(doc, List.of("f"))).isEqualTo(json("{\"f\":4}"));
        assertThat(Fields.select(doc, List.of("/a/b/c", "/a/e"))).isEqualTo(json("{\"a\":{\"b\":{\"c\":1},\"e\":3}}"));
        assertThat(Fields.select(doc, List.of("/a/x/y", "g"))).isEqualTo(json("{}"));
        assertThat(Fields.select(doc, List.of("a", "/a/b/c"))).isEqualTo(json("{\"a\":{\"b\":{\"c\":1,\"d\":2},\"e\":3}}"));
    }
}
