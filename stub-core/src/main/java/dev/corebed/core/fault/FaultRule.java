package dev.corebed.core.fault;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.corebed.core.rules.Match;
import dev.corebed.core.rules.RequestView;
import dev.corebed.core.rules.Rule;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * A latency/fault rule: which requests it matches, what it does to them, how often and in which order.
 * Matching fields that are null, empty or "*" match anything. Used for SBI (service = 3GPP service
 * name, operation = operationId) and Diameter (service = application, operation = command).
 * {@code remaining} and {@code applied}, which the admin API shows, are accepted back and ignored.
 *
 * @param match       content matching (path, body, SUPI, AVPs...), AND-ed with nf, service and operation
 * @param times       applies to the next N matching requests, then is spent; null = no limit
 * @param after       lets the first N matching requests through before applying ("fail the second update": after 1, times 1)
 * @param priority    higher first; ties in the order the rules were added; null = 0
 * @param probability 0..1, chance that a matching request is affected; null means 1
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(value = {"remaining", "applied"}, allowGetters = true)
public record FaultRule(
        String id,
        String nf,
        String service,
        String operation,
        Delay delay,
        Error error,
        Double probability,
        Match match,
        Long times,
        Long after,
        Integer priority) implements Rule<FaultRule> {

    /** The one configuration binds (faults.rules[n].*). */
    @ConstructorBinding
    public FaultRule {
    }

    /** A rule of the fields fault rules had before match, times, after and priority. */
    public FaultRule(String id, String nf, String service, String operation, Delay delay, Error error, Double probability) {
        this(id, nf, service, operation, delay, error, probability, null, null, null, null);
    }

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

    @Override
    public FaultRule withId(String newId) {
        return new FaultRule(newId, nf, service, operation, delay, error, probability, match, times, after, priority);
    }

    /** An "http" error is for SBI requests and a "diameter" one for Diameter; delays, resets and no-answers for both. */
    @Override
    public boolean serves(String transport) {
        if (error == null || error.type() == null) {
            return true;
        }
        return switch (error.type().toLowerCase()) {
            case "http" -> RequestView.SBI.equals(transport);
            case "diameter" -> RequestView.DIAMETER.equals(transport);
            default -> true;
        };
    }
}
