package dev.corebed.model.validation;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An OpenAPI {@code oneOf}/{@code anyOf} whose alternatives are different types: the value, kept as a
 * JSON tree, binds strictly and validates as exactly one ({@code exactlyOne}, oneOf) or at least one
 * (anyOf) of the listed types. Scalar alternatives are String, Long, Double, Boolean.
 */
@Documented
@Constraint(validatedBy = AlternativesValidator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
public @interface Alternatives {

    Class<?>[] value();

    boolean exactlyOne();

    String message() default "does not match the alternatives of the schema";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
