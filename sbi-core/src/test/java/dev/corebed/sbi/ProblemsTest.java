package dev.corebed.sbi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.core.health.DependencyUnavailableException;
import dev.corebed.core.json.JsonPatch;
import dev.corebed.core.json.PatchException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/** What failures become at the edge: a failed JSON Patch (TS 29.500 §5.2.7.2, RFC 5789 §2.2), a data tier that cannot serve. */
class ProblemsTest {

    private static ProblemDetails problem(String doc, String patch) {
        try {
            JsonPatch.apply(Json.MAPPER.readTree(doc), JsonPatch.parse(Json.MAPPER.readTree(patch)));
        } catch (PatchException e) {
            // As a handler's future would carry it.
            return Problems.from(new CompletionException(e)).toProblem("/x");
        }
        throw new AssertionError("the patch applied");
    }

    @Test
    void aMalformedPatchIs400WithItsCauseAndTheFailingMember() {
        ProblemDetails missing = problem("{}", "[{\"op\":\"add\",\"path\":\"/a\",\"value\":1},{\"op\":\"copy\",\"path\":\"/b\"}]");
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.cause()).isEqualTo(Cause.MANDATORY_IE_MISSING);
        assertThat(missing.invalidParams()).singleElement().satisfies(p -> {
            assertThat(p.param()).isEqualTo("/1/from");
            assertThat(p.reason()).contains("failed operation index= 1");
        });
        assertThat(problem("{}", "[{\"op\":\"add\",\"path\":\"a\",\"value\":1}]").cause()).isEqualTo(Cause.MANDATORY_IE_INCORRECT);
        ProblemDetails notAPatch = problem("{}", "{}");
        assertThat(notAPatch.status()).isEqualTo(400);
        assertThat(notAPatch.cause()).isEqualTo(Cause.INVALID_MSG_FORMAT);
        assertThat(notAPatch.invalidParams()).isNull();
    }

    @Test
    void aDataTierThatCannotServeIs503NfCongestionWithRetryAfter() {
        for (DependencyUnavailableException.Reason reason : DependencyUnavailableException.Reason.values()) {
            SbiResponse r = Problems.response(Problems.from(new CompletionException(new DependencyUnavailableException(
                    reason, "the data tier is unreachable; nothing was done", 2, false, null))), "/x");
            assertThat(r.status()).isEqualTo(503);
            assertThat(r.cause()).isEqualTo(Cause.NF_CONGESTION);
            assertThat(r.headerValue("retry-after")).isEqualTo("2");
            assertThat(Json.MAPPER.readTree(r.body()).get("detail").asString()).isEqualTo("the data tier is unreachable; nothing was done");
        }
    }

    @Test
    void aPatchThatDoesNotFitTheResourceIs409() {
        ProblemDetails conflict = problem("{\"a\":1}", "[{\"op\":\"test\",\"path\":\"/a\",\"value\":2}]");
        assertThat(conflict.status()).isEqualTo(409);
        assertThat(conflict.cause()).isNull();
        assertThat(conflict.title()).isEqualTo("Conflict");
        assertThat(conflict.invalidParams()).singleElement().satisfies(p -> assertThat(p.param()).isEqualTo("/0/value"));
    }
}
