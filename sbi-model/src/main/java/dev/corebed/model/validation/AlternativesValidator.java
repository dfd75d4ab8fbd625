package dev.corebed.model.validation;

import dev.corebed.model.StrictJson;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.Arrays;
import java.util.stream.Collectors;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

public final class AlternativesValidator implements ConstraintValidator<Alternatives, JsonNode> {

    private Class<?>[] types;
    private boolean exactlyOne;
    private String names;

    @Override
    public void initialize(Alternatives annotation) {
        types = annotation.value();
        exactlyOne = annotation.exactlyOne();
        names = Arrays.stream(types).map(Class::getSimpleName).collect(Collectors.joining(", "));
    }

    @Override
    public boolean isValid(JsonNode value, ConstraintValidatorContext context) {
        if (value == null) {
            return true;
        }
        int matches = 0;
        for (Class<?> type : types) {
            if (binds(value, type) && ++matches > 1 && !exactlyOne) {
                break;
            }
        }
        boolean ok = exactlyOne ? matches == 1 : matches >= 1;
        if (!ok) {
            context.disableDefaultConstraintViolation();
            context.buildConstraintViolationWithTemplate(matches == 0 ? "matches none of " + names
                    : "matches more than one of " + names).addConstraintViolation();
        }
        return ok;
    }

    private static boolean binds(JsonNode value, Class<?> type) {
        try {
            return StrictJson.VALIDATOR.validate(StrictJson.MAPPER.treeToValue(value, type)).isEmpty();
        } catch (JacksonException e) {
            return false;
        }
    }
}
