package dev.corebed.launcher.fuzz;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Says whether an input breaks the operation's Rel-17 request definition: malformed octets, a media
 * type the operation does not take, a path parameter, query parameter or body that its schema rejects,
 * a required query parameter missing, a single-valued parameter repeated. Unknown query parameters are
 * not counted: the yaml does not forbid them. Without the yaml only what is malformed, and a media type
 * the route does not take, are known to be invalid.
 */
public final class SchemaOracle {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private final Spec spec;

    public SchemaOracle(Spec spec) {
        this.spec = spec;
    }

    /** Why the input is invalid, or null when nothing says it is. */
    public String invalid(FuzzOperation op, FuzzInput in) {
        if (in.malformed()) {
            return "malformed";
        }
        if (in.body() != null && in.body().length > 0) {
            String media = in.contentType() == null ? null : in.contentType().split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
            if (media == null || !op.consumes().isEmpty() && !op.consumes().contains(media)
                    || spec != null && op.spec().isPresent() && !op.spec().get().bodies().containsKey(media)) {
                return "media type " + media;
            }
        }
        if (spec == null || op.spec().isEmpty()) {
            return null;
        }
        Spec.Operation s = op.spec().get();
        for (Spec.Param p : s.in("path")) {
            String value = in.pathParams().get(p.name());
            if (value == null) {
                // the route names it differently: match by position is not worth it, compare the only one
                value = in.pathParams().size() == 1 && s.in("path").size() == 1 ? in.pathParams().values().iterator().next() : null;
            }
            if (value != null) {
                String why = check(p, List.of(value));
                if (why != null) {
                    return "path " + p.name() + ": " + why;
                }
            }
        }
        for (Spec.Param p : s.in("query")) {
            List<String> values = in.query().get(p.name());
            if (values == null) {
                if (p.required()) {
                    return "query " + p.name() + " missing";
                }
                continue;
            }
            String why = check(p, values);
            if (why != null) {
                return "query " + p.name() + ": " + why;
            }
        }
        if (in.body() == null || in.body().length == 0) {
            return s.bodyRequired() ? "body missing" : null;
        }
        String media = in.contentType().split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        Spec.Ref schema = s.bodies().get(media);
        JsonNode body = in.json();
        if (in.form() != null) {
            body = formToJson(schema, in.form());
            if (body == null) {
                return "form field not of its type";
            }
        }
        if (body == null) {
            return "body is not JSON";
        }
        List<String> errors = spec.validate(schema, body);
        return errors.isEmpty() ? null : "body: " + errors.get(0);
    }

    private String check(Spec.Param p, List<String> values) {
        if (p.schema().node() == null || p.schema().node().isMissingNode()) {
            return null;
        }
        Spec.Ref schema = spec.resolve(p.schema());
        JsonNode value;
        if (p.json()) {
            if (values.size() > 1) {
                return "repeated";
            }
            try {
                value = Mutator.JSON.readTree(values.get(0));
            } catch (JacksonException e) {
                return "not JSON";
            }
        } else if ("array".equals(schema.node().path("type").asString())) {
            ArrayNode items = NODES.arrayNode();
            Spec.Ref itemSchema = spec.resolve(spec.child(schema, "items"));
            for (String v : values) {
                for (String item : v.split(",", -1)) {
                    items.add(convert(item, itemSchema.node()));
                }
            }
            value = items;
        } else {
            if (values.size() > 1) {
                return "repeated";
            }
            value = convert(values.get(0), schema.node());
        }
        List<String> errors = spec.validate(p.schema(), value);
        return errors.isEmpty() ? null : errors.get(0);
    }

    /** A query, path or form value as the JSON value its schema describes (left a string when it is not one). */
    private JsonNode convert(String value, JsonNode schema) {
        String type = schema == null ? "" : schema.path("type").asString();
        try {
            switch (type) {
                case "integer" -> {
                    return NODES.numberNode(new BigInteger(value));
                }
                case "number" -> {
                    return NODES.numberNode(new BigDecimal(value));
                }
                case "boolean" -> {
                    if (value.equals("true") || value.equals("false")) {
                        return NODES.booleanNode(Boolean.parseBoolean(value));
                    }
                }
                case "object" -> {
                    return Mutator.JSON.readTree(value);
                }
                default -> { }
            }
        } catch (NumberFormatException | JacksonException e) {
            // left a string: the validator says it is of the wrong type
        }
        return NODES.textNode(value);
    }

    /** The AccessTokenReq fields as JSON: JSON-encoded fields parsed, repeated ones only where the schema has an array. */
    private JsonNode formToJson(Spec.Ref schema, Map<String, List<String>> form) {
        ObjectNode out = NODES.objectNode();
        JsonNode props = spec.resolve(schema).node().path("properties");
        for (var e : form.entrySet()) {
            Spec.Ref prop = spec.resolve(spec.child(spec.resolve(schema), "properties", e.getKey()));
            JsonNode ps = prop.node();
            String type = ps == null || ps.isMissingNode() ? "string" : ps.path("type").asString("");
            boolean array = type.equals("array");
            if (!array && e.getValue().size() > 1) {
                return null;
            }
            // An array of strings is sent as repeated pairs (style form, explode true: AccessTokenReq's targetNsiList),
            // one pair being a one-item array; arrays of objects are JSON-encoded (contentType application/json).
            boolean repeatedPairs = array && !"object".equals(spec.resolve(spec.child(prop, "items")).node().path("type").asString(""))
                    && !spec.resolve(spec.child(prop, "items")).node().has("properties");
            if (array && !props.path(e.getKey()).isMissingNode() && (e.getValue().size() > 1 || repeatedPairs)) {
                ArrayNode a = out.putArray(e.getKey());
                e.getValue().forEach(v -> a.add(convert(v, spec.resolve(spec.child(prop, "items")).node())));
                continue;
            }
            String v = e.getValue().get(0);
            if (array || type.equals("object") || ps != null && (ps.has("properties") || ps.has("allOf") || ps.has("oneOf"))) {
                try {
                    out.set(e.getKey(), Mutator.JSON.readTree(v));
                } catch (JacksonException x) {
                    return null;
                }
            } else {
                out.set(e.getKey(), convert(v, ps));
            }
        }
        return out;
    }
}
