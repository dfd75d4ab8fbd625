package dev.corebed.model.api;

/** A query or path parameter of an {@link Operation}. */
public record Parameter(String name, In in, boolean required, ParamSchema schema) {

    public enum In { QUERY, PATH }

    public static Parameter query(String name, boolean required, ParamSchema schema) {
        return new Parameter(name, In.QUERY, required, schema);
    }

    public static Parameter path(String name, ParamSchema schema) {
        return new Parameter(name, In.PATH, true, schema);
    }
}
