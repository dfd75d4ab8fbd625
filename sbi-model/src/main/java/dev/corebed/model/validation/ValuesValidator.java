package dev.corebed.model.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.Set;

public final class ValuesValidator implements ConstraintValidator<Values, Object> {

    private Set<String> values;

    @Override
    public void initialize(Values annotation) {
        values = Set.of(annotation.value());
    }

    @Override
    public boolean isValid(Object value, ConstraintValidatorContext context) {
        return value == null || values.contains(value.toString());
    }
}
