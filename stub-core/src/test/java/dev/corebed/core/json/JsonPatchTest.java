package dev.corebed.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.core.json.PatchException.Kind;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** RFC 6902 semantics (examples after its Appendix A) and how patches that fail are told apart (400 vs 409 at the edge). */
class JsonPatchTest {

    static final JsonMapper MAPPER = JsonMapper.builder().build();

    static JsonNode json(String text) {
        return MAPPER.readTree(text);
    }

    static JsonNode apply(String doc, String patch) {
        return JsonPatch.apply(json(doc), JsonPatch.parse(json(patch)));
    }

    @Test
    void appliesEveryOperation() {
        assertThat(apply("{\"foo\":[\"bar\",\"baz\"]}", "[{\"op\":\"add\",\"path\":\"/foo/1\",\"value\":\"qux\"}]"))
                .isEqualTo(json("{\"foo\":[\"bar\",\"qux\",\"baz\"]}"));
        assertThat(apply("{\"foo\":[1]}", "[{\"op\":\"add\",\"path\":\"/foo/-\",\"value\":2}]")).isEqualTo(json("{\"foo\":[1,2]}"));
        assertThat(apply("{\"a\":1,\"b\":2}", "[{\"op\":\"remove\",\"path\":\"/a\"}]")).isEqualTo(json("{\"b\":2}"));
        assertThat(apply("{\"a\":1,\"b\":2}", "[{\"op\":\"replace\",\"path\":\"/a\",\"value\":3}]").toString())
                .as("replace keeps the member order").isEqualTo("{\"a\":3,\"b\":2}");
        assertThat(apply("{\"a\":{\"x\":1},\"b\":{}}", "[{\"op\":\"move\",\"from\":\"/a/x\",\"path\":\"/b/y\"}]"))
                .isEqualTo(json("{\"a\":{},\"b\":{\"y\":1}}"));
        assertThat(apply("{\"a\":[1,2]}", "[{\"op\":\"copy\",\"from\":\"/a/0\",\"path\":\"/c\"}]")).isEqualTo(json("{\"a\":[1,2],\"c\":1}"));
        assertThat(apply("{\"a/b\":1,\"m~n\":2}", "[{\"op\":\"test\",\"path\":\"/a~1b\",\"value\":1.0},"
                + "{\"op\":\"test\",\"path\":\"/m~0n\",\"value\":2},{\"op\":\"test\",\"path\":\"\",\"value\":{\"m~n\":2,\"a/b\":1}}]"))
                .as("numbers compare by value, objects regardless of member order").isEqualTo(json("{\"a/b\":1,\"m~n\":2}"));
    }

    @Test
    void leavesTheDocumentAloneWhenAnOperationFails() {
        JsonNode doc = json("{\"a\":1}");
        assertThatThrownBy(() -> JsonPatch.apply(doc, JsonPatch.parse(json(
                "[{\"op\":\"replace\",\"path\":\"/a\",\"value\":2},{\"op\":\"test\",\"path\":\"/a\",\"value\":1}]"))))
                .isInstanceOfSatisfying(PatchException.class, e -> {
                    assertThat(e.kind()).isEqualTo(Kind.CONFLICT);
                    assertThat(e.pointer()).isEqualTo("/1/value");
                    assertThat(e.getMessage()).contains("failed operation index= 1");
                });
        assertThat(doc).isEqualTo(json("{\"a\":1}"));
    }

    @Test
    void tellsConflictsFromMalformedPatches() {
        assertThat(failure("{\"a\":[1]}", "[{\"op\":\"add\",\"path\":\"/a/5\",\"value\":2}]")).isEqualTo(Kind.CONFLICT);
        assertThat(failure("{\"a\":[1]}", "[{\"op\":\"add\",\"path\":\"/a/01\",\"value\":2}]")).isEqualTo(Kind.CONFLICT);
        assertThat(failure("{}", "[{\"op\":\"remove\",\"path\":\"/x/y\"}]")).isEqualTo(Kind.CONFLICT);
        assertThat(failure("{}", "[{\"op\":\"replace\",\"path\":\"/x\",\"value\":1}]")).isEqualTo(Kind.CONFLICT);
        assertThat(failure("{\"a\":{}}", "[{\"op\":\"move\",\"from\":\"/a\",\"path\":\"/a/b\"}]")).isEqualTo(Kind.INCORRECT);
        assertThat(failure("{}", "[{\"op\":\"add\",\"path\":\"x\",\"value\":1}]")).isEqualTo(Kind.INCORRECT);
        assertThat(failure("{}", "[{\"op\":\"add\",\"path\":\"/x~2\",\"value\":1}]")).isEqualTo(Kind.INCORRECT);
        assertThat(failure("{}", "[{\"op\":\"bogus\",\"path\":\"/x\"}]")).isEqualTo(Kind.INCORRECT);
        assertThat(failure("{}", "[{\"op\":\"copy\",\"path\":\"/x\"}]")).isEqualTo(Kind.MISSING);
        assertThat(failure("{}", "[{\"path\":\"/x\"}]")).isEqualTo(Kind.MISSING);
        assertThat(failure("{}", "[]")).isEqualTo(Kind.NOT_A_PATCH);
        assertThat(failure("{}", "{\"op\":\"add\"}")).isEqualTo(Kind.NOT_A_PATCH);
    }

    private static Kind failure(String doc, String patch) {
        try {
            apply(doc, patch);
            return null;
        } catch (PatchException e) {
            return e.kind();
        }
    }
}
