package dev.corebed.udr.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Json;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

/** The test cases of RFC 7386 Appendix A. */
class MergePatchTest {

    static JsonNode json(String s) {
        return Json.parse(s.getBytes(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"a\":\"b\"}|{\"a\":\"c\"}|{\"a\":\"c\"}",
        "{\"a\":\"b\"}|{\"b\":\"c\"}|{\"a\":\"b\",\"b\":\"c\"}",
        "{\"a\":\"b\"}|{\"a\":null}|{}",
        "{\"a\":\"b\",\"b\":\"c\"}|{\"a\":null}|{\"b\":\"c\"}",
        "{\"a\":[\"b\"]}|{\"a\":\"c\"}|{\"a\":\"c\"}",
        "{\"a\":\"c\"}|{\"a\":[\"b\"]}|{\"a\":[\"b\"]}",
        "{\"a\":{\"b\":\"c\"}}|{\"a\":{\"b\":\"d\",\"c\":null}}|{\"a\":{\"b\":\"d\"}}",
        "{\"a\":[{\"b\":\"c\"}]}|{\"a\":[1]}|{\"a\":[1]}",
        "[\"a\",\"b\"]|[\"c\",\"d\"]|[\"c\",\"d\"]",
        "{\"a\":\"b\"}|[\"c\"]|[\"c\"]",
        "{\"e\":null}|{\"a\":1}|{\"e\":null,\"a\":1}",
        "[1,2]|{\"a\":\"b\",\"c\":null}|{\"a\":\"b\"}",
        "{}|{\"a\":{\"bb\":{\"ccc\":null}}}|{\"a\":{\"bb\":{}}}"})
    void rfc7386Examples(String target, String patch, String result) {
        JsonNode t = json(target);
        assertThat(MergePatch.apply(t, json(patch))).isEqualTo(json(result));
        assertThat(t).isEqualTo(json(target)); // applied to a copy
    }
}
