package dev.corebed.model.validation;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** An OpenAPI string {@code format} the value is checked against. */
@Documented
@Constraint(validatedBy = FormatValidator.class)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE})
@Retention(RetentionPolicy.RUNTIME)
public @interface Format {

    Kind value();

    String message() default "not of the format the schema gives";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    enum Kind {
        /** RFC 4122 textual form. */
        UUID,
        /** RFC 3339 date-time, with a time zone offset. */
        DATE_TIME,
        /** RFC 3339 full-date. */
        DATE,
        IPV4,
        IPV6,
        /** An absolute URI (RFC 3986). */
        URI,
        /** Base64 (RFC 4648) bytes. */
        BYTE
    }
}
