package dev.corebed.core.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The test cases of RFC 7396 Appendix A, and a merge restricted to the members a patch schema offers. */
class MergePatchTest {

    static final JsonMapper MAPPER = JsonMapper.builder().build();

    static JsonNode json(String s) {
        return MAPPER.readTree(s);
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
    void rfc7396Examples(String target, String patch, String result) {
        JsonNode t = json(target);
        assertThat(MergePatch.apply(t, json(patch))).isEqualTo(json(result));
        assertThat(t).isEqualTo(json(target)); // applied to a copy
    }

    @Test
    void mergesOnlyTheOfferedMembers() {
        JsonNode patch = json("{\"pcfFqdn\":\"b.example\",\"ipv4Addr\":null,\"unknown\":1}");
        assertThat(MergePatch.apply(json("{\"pcfFqdn\":\"a.example\",\"ipv4Addr\":\"10.0.0.1\",\"dnn\":\"x\"}"), patch,
                Set.of("pcfFqdn", "ipv4Addr"))).isEqualTo(json("{\"pcfFqdn\":\"b.example\",\"dnn\":\"x\"}"));
    }
}
