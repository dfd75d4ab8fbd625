package dev.corebed.core.answer;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.rules.Match;
import dev.corebed.core.rules.RequestView;
import dev.corebed.core.rules.Rule;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A scripted answer: requests that match are answered with this instead of what the stub's handler
 * would answer, after the delay, and their handler never runs (nothing is stored). An SBI answer has a
 * {@code status}; a Diameter answer a {@code resultCode}. {@code remaining} and {@code applied}, which
 * the admin API shows, are accepted back and ignored.
 *
 * @param priority higher first; ties in the order the rules were added; null = 0
 * @param times    answers the next N matching requests, then is spent; null = every one
 * @param after    lets the first N matching requests through to the handler first
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(value = {"remaining", "applied"}, allowGetters = true)
public record AnswerRule(
        String id,
        Integer priority,
        Match match,
        Long times,
        Long after,
        FaultRule.Delay delay,
        Answer answer) implements Rule<AnswerRule> {

    /**
     * What is answered. SBI: {@code status}, {@code headers}, and a JSON {@code body} (application/json
     * unless {@code contentType} says otherwise) or a {@code bodyText} (text/plain; charset=utf-8 unless
     * {@code contentType} says otherwise). Diameter: {@code resultCode}, in Experimental-Result with
     * {@code vendorId} (absent or 0: in Result-Code), and {@code avps} added to the answer.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Answer(
            Integer status,
            Map<String, String> headers,
            JsonNode body,
            String bodyText,
            String contentType,
            Long resultCode,
            Long vendorId,
            List<Avp> avps) {}

    /**
     * An AVP of a Diameter answer, by {@code name} (as in the stub's dictionary: "Charging-Rule-Install")
     * or {@code code} (with {@code vendorId}, 0 when absent). {@code value}: a string or number for a
     * simple AVP ("0x..." for raw octets), an array of AVPs for a Grouped one.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Avp(String name, Long code, Long vendorId, JsonNode value) {}

    @Override
    public AnswerRule withId(String newId) {
        return new AnswerRule(newId, priority, match, times, after, delay, answer);
    }

    @Override
    public boolean serves(String transport) {
        if (answer == null) {
            return false;
        }
        return RequestView.DIAMETER.equals(transport) ? answer.resultCode() != null : answer.status() != null;
    }
}
