package dev.corebed.launcher.fuzz;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One SBI operation of a running stub: its routes (the UDR serves each under v2 and v1), the query
 * parameters and media types the route declares, a valid sample request on the provisioned state, and
 * the Rel-17 operation when the yaml is there.
 *
 * @param routeQuery the query parameter names the route accepts; null when it accepts any
 */
public record FuzzOperation(String stub, String service, String operationId, String method, List<String> templates,
                            Set<String> routeQuery, List<String> consumes, Sample sample, Optional<Spec.Operation> spec) {

    /** A valid request: decoded path parameters and query, and the body with its media type (null: none). */
    public record Sample(Map<String, String> pathParams, Map<String, List<String>> query, String contentType, String body) {

        public static Sample of(Map<String, String> pathParams) {
            return new Sample(pathParams, Map.of(), null, null);
        }

        public Sample query(Map<String, List<String>> q) {
            return new Sample(pathParams, q, contentType, body);
        }

        public Sample body(String type, String content) {
            return new Sample(pathParams, query, type, content);
        }
    }

    public String name() {
        return stub + " " + operationId;
    }

    boolean isForm() {
        return "application/x-www-form-urlencoded".equals(sample.contentType());
    }

    /** An XML body (the Sh cache's Sh-Data documents): mutated as text, never read as JSON. */
    boolean isXml() {
        return sample.contentType() != null && sample.contentType().endsWith("xml");
    }
}
