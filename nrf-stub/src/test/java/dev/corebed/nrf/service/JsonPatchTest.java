package dev.corebed.nrf.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** RFC 6902 semantics (examples after its Appendix A) and the TS 29.500 answers to patches that fail. */
class JsonPatchTest {

    static JsonNode json(String text) {
        return Json.parse(text.getBytes(StandardCharsets.UTF_8));
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
                .isInstanceOfSatisfying(SbiException.class, e -> {
                    assertThat(e.status()).isEqualTo(409);
                    assertThat(e.toProblem(null).invalidParams().get(0).param()).isEqualTo("/1/value");
                });
        assertThat(doc).isEqualTo(json("{\"a\":1}"));
    }

    @Test
    void answersConflictsWith409AndMalformedPatchesWith400() {
        assertThat(status("{\"a\":[1]}", "[{\"op\":\"add\",\"path\":\"/a/5\",\"value\":2}]")).isEqualTo(409);
        assertThat(status("{\"a\":[1]}", "[{\"op\":\"add\",\"path\":\"/a/01\",\"value\":2}]")).isEqualTo(409);
        assertThat(status("{}", "[{\"op\":\"remove\",\"path\":\"/x/y\"}]")).isEqualTo(409);
        assertThat(status("{}", "[{\"op\":\"replace\",\"path\":\"/x\",\"value\":1}]")).isEqualTo(409);
        assertThat(status("{\"a\":{}}", "[{\"op\":\"move\",\"from\":\"/a\",\"path\":\"/a/b\"}]")).isEqualTo(400);
        assertThat(status("{}", "[{\"op\":\"add\",\"path\":\"x\",\"value\":1}]")).isEqualTo(400);
        assertThat(status("{}", "[{\"op\":\"add\",\"path\":\"/x~2\",\"value\":1}]")).isEqualTo(400);
        assertThat(status("{}", "[{\"op\":\"copy\",\"path\":\"/x\"}]")).isEqualTo(400);
        assertThat(status("{}", "[{\"path\":\"/x\"}]")).isEqualTo(400);
    }

    private static int status(String doc, String patch) {
        try {
            apply(doc, patch);
            return 200;
        } catch (SbiException e) {
            return e.status();
        }
    }
}
