package dev.corebed.sbi;

import dev.corebed.model.api.Operation;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * One 3GPP operation: method + path template (segments in braces are path parameters), the NF,
 * service and operationId it is known by in metrics and fault rules, and what it accepts.
 *
 * @param queryParams the query parameters the operation defines; any other is 400 INVALID_QUERY_PARAM.
 *                    Null accepts any.
 * @param consumes    media types accepted for a request body (first is the default); empty = no body expected
 * @param parameters  the checks of the operation's query and path parameters from its OpenAPI descriptor
 *                    ({@link Builder#operation(Operation)}), run before the handler; null when none declared
 */
public record Route(
        String method,
        String pathTemplate,
        String service,
        String operation,
        Set<String> queryParams,
        Set<String> consumes,
        SbiHandler handler,
        ParameterCheck parameters) {

    public Route(String method, String pathTemplate, String service, String operation, Set<String> queryParams,
                 Set<String> consumes, SbiHandler handler) {
        this(method, pathTemplate, service, operation, queryParams, consumes, handler, null);
    }

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
        private Operation spec;
        private Set<String> conditional = Set.of();

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

        /**
         * The operation as the OpenAPI file defines it (a generated descriptor such as
         * {@code NnrfNfDiscovery.SEARCH_NF_INSTANCES}): its operationId names the route, its query parameters
         * are the ones accepted (plus any {@link #query} adds), and every query and path parameter is checked
         * for form before the handler runs.
         */
        public Builder operation(Operation operation) {
            this.spec = operation;
            this.operation = operation.operationId();
            Set<String> names = new LinkedHashSet<>(queryParams == null ? Set.of() : queryParams);
            operation.parameters().stream().filter(p -> p.in() == dev.corebed.model.api.Parameter.In.QUERY)
                    .forEach(p -> names.add(p.name()));
            this.queryParams = Set.copyOf(names);
            return this;
        }

        /**
         * Query parameters of the {@link #operation(Operation) operation} that the yaml marks optional but its
         * specification makes mandatory in some requests (one UE address of three in GetPCFBindings): a wrong
         * value of one is MANDATORY_QUERY_PARAM_INCORRECT, "a conditional query parameter but mandatory
         * required" (TS 29.500 Table 5.2.7.2-1). Whether one is present stays the handler's rule.
         */
        public Builder conditional(String... names) {
            this.conditional = Set.of(names);
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
            return new Route(method, path, service, operation, queryParams, consumes, handler,
                    spec == null ? null : ParameterCheck.compile(spec, path, conditional));
        }
    }
}
