package dev.corebed.sbi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The invalidParams the shared constructors of errors build. */
class SbiExceptionTest {

    @Test
    void anErrorOfANestedDocumentNamesItsAttributesFromTheWholeBody() {
        SbiException nested = SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/dnn", "too long");
        SbiException whole = nested.under("/template");
        assertThat(whole.status()).isEqualTo(400);
        assertThat(whole.cause()).isEqualTo(Cause.MANDATORY_IE_INCORRECT);
        assertThat(whole.invalidParams()).containsExactly(new ProblemDetails.InvalidParam("/template/dnn", "too long"));
        assertThat(whole.getMessage()).isEqualTo("too long: /template/dnn");
        SbiException unnamed = SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "not JSON");
        assertThat(unnamed.under("/template")).isSameAs(unnamed);
    }

    @Test
    void aRefusedModificationNamesEveryAttribute() {
        SbiException e = SbiException.modificationNotAllowed("fixed attributes", List.of("/supi", "/dnn"), "cannot be modified");
        assertThat(e.status()).isEqualTo(403);
        assertThat(e.cause()).isEqualTo(Cause.MODIFICATION_NOT_ALLOWED);
        assertThat(e.toProblem(null).invalidParams()).extracting(ProblemDetails.InvalidParam::param).containsExactly("/supi", "/dnn");
    }
}
