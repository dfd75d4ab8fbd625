package dev.corebed.sbi;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** ProblemDetails of TS 29.571 §5.2.4.1, written as application/problem+json. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProblemDetails(
        String type,
        String title,
        Integer status,
        String detail,
        String instance,
        String cause,
        List<InvalidParam> invalidParams) {

    /** InvalidParam of TS 29.571: the offending attribute (a JSON pointer) or query parameter. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record InvalidParam(String param, String reason) {}
}
