package dev.corebed.model.api;

import dev.corebed.model.validation.Format;
import java.util.List;

/** The form a parameter value must have, from the parameter's schema or content in the OpenAPI file. */
public sealed interface ParamSchema {

    /**
     * A string: every pattern matches (anchored as written), one of {@code values} when not empty (a closed
     * enumeration), the length within bounds, the format when given.
     */
    record Text(List<String> patterns, List<String> values, Integer minLength, Integer maxLength, Format.Kind format)
            implements ParamSchema {}

    /** An integer (decimal, optional minus sign) within bounds. */
    record Int(Long minimum, Long maximum) implements ParamSchema {}

    /** A number within bounds. */
    record Num(Double minimum, Double maximum) implements ParamSchema {}

    /** "true" or "false". */
    record Bool() implements ParamSchema {}

    /**
     * An array, style form: {@code explode} false is one comma-separated value, true is the parameter
     * repeated once per item; {@code uniqueItems}: no item twice.
     */
    record Array(ParamSchema items, boolean explode, Integer minItems, Integer maxItems, boolean uniqueItems)
            implements ParamSchema {}

    /**
     * {@code content: application/json}: the value is JSON that binds strictly, as the one component
     * {@code value} of the generated {@code holder} record, and validates against the parameter's schema (array
     * bounds, maps and unions as a body attribute of that schema).
     */
    record Json(Class<? extends Record> holder) implements ParamSchema {}

    /** Any value (a schema the model does not check, e.g. an object exploded into several parameters). */
    record Any() implements ParamSchema {}
}
