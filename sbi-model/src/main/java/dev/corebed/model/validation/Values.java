package dev.corebed.model.validation;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A closed enumeration of the schema: the value, as its JSON text, is one of these. */
@Documented
@Constraint(validatedBy = ValuesValidator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
public @interface Values {

    String[] value();

    String message() default "not one of the values the schema allows";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
