package dev.corebed.sbi;

import java.util.Set;

/**
 * One 3GPP operation: method + path template (segments in braces are path parameters), the NF,
 * service and operationId it is known by in metrics and fault rules, and what it accepts.
 *
 * @param queryParams the query parameters the operation defines; any other is 400 INVALID_QUERY_PARAM.
 *                    Null accepts any.
 * @param consumes    media types accepted for a request body (first is the default); empty = no body expected
 */
public record Route(
        String method,
        String pathTemplate,
        String service,
        String operation,
        Set<String> queryParams,
        Set<String> consumes,
        SbiHandler handler) {

    public static Builder get(String path) {
        return new Builder("GET", path);
    }

    public static Builder put(String path) {
        return new Builder("PUT", path);
    }

    public static Builder post(String path) {
        return new Builder("POST", path);
    }

    public static Builder patch(String path) {
        return new Builder("PATCH", path);
    }

    public static Builder delete(String path) {
        return new Builder("DELETE", path);
    }

    public static Builder options(String path) {
        return new Builder("OPTIONS", path);
    }

    public static final class Builder {
        private final String method;
        private final String path;
        private String service = "";
        private String operation = "";
        private Set<String> queryParams = Set.of();
        private Set<String> consumes = Set.of();

        private Builder(String method, String path) {
            this.method = method;
            this.path = path;
        }

        public Builder service(String service) {
            this.service = service;
            return this;
        }

        public Builder operation(String operationId) {
            this.operation = operationId;
            return this;
        }

        public Builder query(String... names) {
            this.queryParams = Set.of(names);
            return this;
        }

        public Builder anyQuery() {
            this.queryParams = null;
            return this;
        }

        public Builder consumes(String... mediaTypes) {
            this.consumes = Set.of(mediaTypes);
            return this;
        }

        public Builder json() {
            return consumes(SbiResponse.APPLICATION_JSON);
        }

        public Route to(SbiHandler handler) {
            return new Route(method, path, service, operation, queryParams, consumes, handler);
        }
    }
}
