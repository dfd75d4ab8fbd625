package dev.corebed.core.rules;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * Which requests a fault rule or a scripted answer applies to. Every field is optional and they are
 * AND-ed; a field that is null, empty or "*" matches anything.
 *
 * <ul>
 *   <li>{@code nf}, {@code service}, {@code operation}: as in fault rules (3GPP service and operationId;
 *       for Diameter the application and the command, "CCR" or "CCR-I"); case-insensitive;</li>
 *   <li>{@code method}, {@code path} (a {@link PathPattern}), {@code query} (name → value, any of its
 *       values), {@code headers} (name → first value), {@code body} (JSON pointer → value: a string
 *       attribute compared as its text, anything else as its JSON text): SBI requests only;</li>
 *   <li>{@code avps} (AVP name or code → value, anywhere in the message): Diameter requests only;</li>
 *   <li>{@code supi}, {@code gpsi}: wherever the request carries the subscriber ({@link Identities}).</li>
 * </ul>
 * A value of "*" in the query, headers, body or avps maps means "present, with any value".
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Match(
        String nf,
        String service,
        String operation,
        String method,
        String path,
        Map<String, String> query,
        Map<String, String> headers,
        Map<String, String> body,
        String supi,
        String gpsi,
        Map<String, String> avps) {
}
