package dev.corebed.sbi;

import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import dev.corebed.model.validation.FormatValidator;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The query and path parameters of one operation checked for form, compiled once per route from the
 * operation's descriptor (patterns compiled, JSON types resolved), so a request pays a hash lookup and
 * the checks of the parameters it actually sends.
 *
 * <p>Causes (TS 29.500 §5.2.7.2): a required query parameter absent → MANDATORY_QUERY_PARAM_MISSING; a
 * query parameter of the wrong form (including percent-encoded bytes that are not UTF-8) →
 * MANDATORY_QUERY_PARAM_INCORRECT or OPTIONAL_QUERY_PARAM_INCORRECT; a path parameter of the wrong form →
 * MANDATORY_IE_INCORRECT, the cause the table gives for a mandatory IE "within the variable part of an
 * apiSpecificResourceUriPart" (RESOURCE_URI_STRUCTURE_NOT_FOUND is 404, for a path that matches no
 * resource at all). invalidParams names the parameter as the OpenAPI file does.
 */
public final class ParameterCheck {

    private final Map<String, Check> query = new HashMap<>();
    private final List<String> requiredQuery = new ArrayList<>();
    private final List<Check> path = new ArrayList<>();

    private ParameterCheck() {}

    /** Compiles the checks; the route's path template must have each path parameter of the operation. */
    public static ParameterCheck compile(Operation operation, String pathTemplate) {
        return compile(operation, pathTemplate, Set.of());
    }

    /**
     * As {@link #compile(Operation, String)}, the query parameters named in {@code conditional} answered as
     * mandatory ones when their value is wrong (see {@link Route.Builder#conditional}).
     */
    public static ParameterCheck compile(Operation operation, String pathTemplate, Set<String> conditional) {
        ParameterCheck c = new ParameterCheck();
        for (String name : conditional) {
            if (operation.parameters().stream().noneMatch(p -> p.in() == Parameter.In.QUERY && p.name().equals(name))) {
                throw new IllegalArgumentException(name + " is no query parameter of " + operation.operationId());
            }
        }
        for (Parameter p : operation.parameters()) {
            Check check = new Check(p.name(), p.required() || conditional.contains(p.name()), compile(p.schema()));
            if (p.in() == Parameter.In.PATH) {
                if (!pathTemplate.contains("{" + p.name() + "}")) {
                    throw new IllegalArgumentException(pathTemplate + " has no path parameter {" + p.name() + "} of "
                            + operation.operationId());
                }
                c.path.add(check);
            } else {
                c.query.put(p.name(), check);
                if (p.required()) {
                    c.requiredQuery.add(p.name());
                }
            }
        }
        return c;
    }

    /** Throws the 400 for the first parameter of wrong form or missing. */
    public void check(SbiRequest request) {
        for (Check c : path) {
            String v = request.pathParam(c.name);
            if (v != null) {
                String why = c.value.test(v);
                if (why != null) {
                    throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, c.name, why);
                }
            }
        }
        Map<String, List<String>> q;
        try {
            q = request.query();
        } catch (SbiException e) {
            // A value that does not decode (malformed escape, not UTF-8) is an incorrect value of this operation's
            // parameter; a name that is none of them stays INVALID_QUERY_PARAM.
            Check c = e.invalidParams().isEmpty() ? null : query.get(e.invalidParams().get(0).param());
            throw c != null ? incorrect(c, e.invalidParams().get(0).reason()) : e;
        }
        for (String name : requiredQuery) {
            List<String> values = q.get(name);
            if (values == null || values.isEmpty()) {
                throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_MISSING, name, "mandatory query parameter missing");
            }
        }
        for (Map.Entry<String, List<String>> e : q.entrySet()) {
            Check c = query.get(e.getKey());
            if (c == null) {
                continue; // not of this operation: the route's list of accepted names decides
            }
            String why = c.values(e.getValue());
            if (why != null) {
                throw incorrect(c, why);
            }
        }
    }

    private static SbiException incorrect(Check c, String why) {
        return SbiException.invalidParam(c.required ? Cause.MANDATORY_QUERY_PARAM_INCORRECT
                : Cause.OPTIONAL_QUERY_PARAM_INCORRECT, c.name, why);
    }

    /** A check of one value; returns why it is wrong, or null. */
    private interface ValueCheck {
        String test(String value);

        /** All the values a parameter was given; by default exactly one. */
        default String values(List<String> values) {
            return values.size() != 1 ? "given more than once" : test(values.get(0));
        }
    }

    /** @param required whether a wrong value is MANDATORY_QUERY_PARAM_INCORRECT (required, or conditional) */
    private record Check(String name, boolean required, ValueCheck value) {
        String values(List<String> values) {
            return value.values(values);
        }
    }

    private static final Pattern INTEGER = Pattern.compile("-?(0|[1-9][0-9]*)");
    private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

    private static ValueCheck compile(ParamSchema schema) {
        return switch (schema) {
            case ParamSchema.Text t -> text(t);
            case ParamSchema.Int i -> v -> {
                if (!INTEGER.matcher(v).matches()) {
                    return "not an integer";
                }
                long n;
                try {
                    n = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    return "integer out of range";
                }
                return i.minimum() != null && n < i.minimum() || i.maximum() != null && n > i.maximum()
                        ? "integer out of range" : null;
            };
            case ParamSchema.Num num -> v -> {
                if (!NUMBER.matcher(v).matches()) {
                    return "not a number";
                }
                double d = Double.parseDouble(v);
                return !Double.isFinite(d) || num.minimum() != null && d < num.minimum()
                        || num.maximum() != null && d > num.maximum() ? "number out of range" : null;
            };
            case ParamSchema.Bool b -> v -> v.equals("true") || v.equals("false") ? null : "not true or false";
            case ParamSchema.Array a -> array(a);
            case ParamSchema.Json j -> json(j);
            case ParamSchema.Any any -> v -> null;
        };
    }

    private static ValueCheck text(ParamSchema.Text t) {
        List<Pattern> patterns = t.patterns().stream().map(Pattern::compile).toList();
        Set<String> values = Set.copyOf(t.values());
        return v -> {
            for (Pattern p : patterns) {
                if (!p.matcher(v).find()) {
                    return "does not match " + p.pattern();
                }
            }
            if (!values.isEmpty() && !values.contains(v)) {
                return "not one of " + t.values();
            }
            int len = v.codePointCount(0, v.length());
            if (t.minLength() != null && len < t.minLength() || t.maxLength() != null && len > t.maxLength()) {
                return "length out of range";
            }
            return t.format() == null || FormatValidator.valid(t.format(), v) ? null : "not a " + t.format();
        };
    }

    private static ValueCheck array(ParamSchema.Array a) {
        ValueCheck item = compile(a.items());
        return new ValueCheck() {
            @Override
            public String test(String value) {
                return values(List.of(value));
            }

            @Override
            public String values(List<String> values) {
                List<String> items;
                if (a.explode()) {
                    items = values;
                } else {
                    if (values.size() != 1) {
                        return "given more than once";
                    }
                    items = List.of(values.get(0).split(",", -1));
                }
                if (a.minItems() != null && items.size() < a.minItems() || a.maxItems() != null && items.size() > a.maxItems()) {
                    return "number of items out of range";
                }
                if (a.uniqueItems() && new HashSet<>(items).size() != items.size()) {
                    return "an item given twice";
                }
                for (String i : items) {
                    String why = item.test(i);
                    if (why != null) {
                        return why;
                    }
                }
                return null;
            }
        };
    }

    private static ValueCheck json(ParamSchema.Json j) {
        return v -> {
            try {
                // Parsed strictly first (duplicate keys, trailing content), then bound as the holder's value.
                JsonNode value = v.isEmpty() ? null : StrictJson.MAPPER.readValue(v.getBytes(StandardCharsets.UTF_8), JsonNode.class);
                if (value == null || value.isMissingNode()) {
                    return "not JSON";
                }
                StrictJson.read(StrictJson.MAPPER.createObjectNode().set(VALUE, value), j.holder());
                return null;
            } catch (JacksonException e) {
                return "not JSON: " + e.getOriginalMessage();
            } catch (ModelException e) {
                var first = e.violations().get(0);
                String at = first.pointer().startsWith("/" + VALUE) ? first.pointer().substring(VALUE.length() + 1) : first.pointer();
                return at.isEmpty() ? first.reason() : first.reason() + " at " + at;
            }
        };
    }

    /** The component of a parameter's holder record that carries its value. */
    private static final String VALUE = "value";
}
