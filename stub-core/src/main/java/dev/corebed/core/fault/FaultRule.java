package dev.corebed.core.fault;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A latency/fault rule: which requests it matches, what it does to them, and how often.
 * Matching fields that are null, empty or "*" match anything. Used for SBI (service = 3GPP service
 * name, operation = operationId) and Diameter (service = application, operation = command).
 *
 * @param probability 0..1, chance that a matching request is affected; null means 1
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FaultRule(
        String id,
        String nf,
        String service,
        String operation,
        Delay delay,
        Error error,
        Double probability) {

    /** Injected delay: fixed (ms), uniform (minMs..maxMs) or lognormal (medianMs, sigma). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Delay(String type, Long ms, Long minMs, Long maxMs, Long medianMs, Double sigma) {}

    /**
     * Injected error: "http" (status + cause, answered as ProblemDetails), "reset" (RST_STREAM on
     * HTTP/2, connection close on HTTP/1.1), "no-answer" (the request is never answered), or
     * "diameter" (resultCode) for Diameter peers.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Error(String type, Integer status, String cause, Long resultCode) {}

    public FaultRule withId(String newId) {
        return new FaultRule(newId, nf, service, operation, delay, error, probability);
    }

    boolean matches(String nfName, String serviceName, String operationId) {
        return field(nf, nfName) && field(service, serviceName) && field(operation, operationId);
    }

    private static boolean field(String pattern, String value) {
        return pattern == null || pattern.isEmpty() || "*".equals(pattern) || pattern.equalsIgnoreCase(value);
    }
}
