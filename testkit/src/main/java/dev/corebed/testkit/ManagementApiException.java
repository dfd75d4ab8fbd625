package dev.corebed.testkit;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The management API refused a call: its status and, when it sent one, its ProblemDetails (the {@code cause}
 * and the {@code invalidParams} naming what is wrong: a JSON pointer into the body, or a query parameter).
 */
public class ManagementApiException extends RuntimeException {

    private final int status;
    private final JsonNode problem;

    ManagementApiException(String call, int status, JsonNode problem, String body) {
        super(call + " answered " + status + describe(problem, body));
        this.status = status;
        this.problem = problem;
    }

    private static String describe(JsonNode problem, String body) {
        if (problem == null || !problem.isObject()) {
            return body == null || body.isBlank() ? "" : ": " + body;
        }
        StringBuilder sb = new StringBuilder();
        if (problem.hasNonNull("cause")) {
            sb.append(' ').append(problem.get("cause").asString());
        }
        if (problem.hasNonNull("detail")) {
            sb.append(": ").append(problem.get("detail").asString());
        }
        return sb.toString();
    }

    public int status() {
        return status;
    }

    /** The ProblemDetails' cause, or null. */
    public String cause() {
        return problem != null && problem.hasNonNull("cause") ? problem.get("cause").asString() : null;
    }

    /** The ProblemDetails' detail, or null. */
    public String detail() {
        return problem != null && problem.hasNonNull("detail") ? problem.get("detail").asString() : null;
    }

    /** The {@code invalidParams[].param} of the ProblemDetails: what the stub found wrong. */
    public List<String> invalidParams() {
        List<String> out = new ArrayList<>();
        if (problem != null && problem.path("invalidParams").isArray()) {
            problem.get("invalidParams").forEach(p -> out.add(p.path("param").asString()));
        }
        return out;
    }

    /** The ProblemDetails as sent, or null when the answer had none. */
    public JsonNode problem() {
        return problem;
    }
}
