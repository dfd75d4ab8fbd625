package dev.corebed.model.validation;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A schema's rule on which of its attributes are present together (OpenAPI {@code required} inside
 * {@code oneOf}/{@code anyOf}/{@code allOf}/{@code not}), as an expression over JSON attribute names:
 * {@code has(a)}, {@code in(a,V1,V2)} (absent, or one of the values), {@code all(..)}, {@code any(..)},
 * {@code one(..)} (exactly one holds) and {@code not(..)}. An attribute sent as JSON null counts as absent.
 */
@Documented
@Constraint(validatedBy = PresenceValidator.class)
@Target({ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Repeatable(Presence.List.class)
public @interface Presence {

    String value();

    String message() default "attributes present together against the schema";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    @Documented
    @Target({ElementType.TYPE})
    @Retention(RetentionPolicy.RUNTIME)
    @interface List {
        Presence[] value();
    }
}
