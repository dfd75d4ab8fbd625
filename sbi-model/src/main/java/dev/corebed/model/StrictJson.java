package dev.corebed.model;

import dev.corebed.model.validation.PatternValidator;
import dev.corebed.model.validation.PresenceValidator;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Path;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import jakarta.validation.constraints.NotNull;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.HibernateValidatorConfiguration;
import org.hibernate.validator.cfg.ConstraintMapping;
import org.hibernate.validator.engine.HibernateConstraintViolation;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.BeanProperty;
import com.fasterxml.jackson.annotation.Nulls;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.ValueDeserializerModifier;
import tools.jackson.databind.deser.std.DelegatingDeserializer;
import tools.jackson.databind.type.CollectionType;
import tools.jackson.databind.type.LogicalType;
import tools.jackson.databind.type.MapType;
import tools.jackson.databind.util.AccessPattern;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.deser.jdk.NumberDeserializers;
import tools.jackson.databind.exc.InvalidNullException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

/**
 * Strict binding of JSON to the model records, then Bean Validation of the schema's constraints: the one
 * place a body becomes a checked record. No scalar coercion (1 is not a string, "1" is not an integer,
 * 1.5 is not an integer, true is not a string), integers beyond the target type, non-finite numbers,
 * duplicate keys, trailing content, invalid UTF-8 and an explicit null where the schema does not say
 * {@code nullable: true} are all refused. Unknown attributes are ignored (TS 29.500 §6.2 extensibility).
 */
public final class StrictJson {

    /** The strict mapper; also used by {@link dev.corebed.model.validation.AlternativesValidator}. */
    public static final JsonMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .withCoercionConfig(LogicalType.Float, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.TryConvert))
            .withCoercionConfigDefaults(c -> {
                c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.String, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.EmptyArray, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.EmptyObject, CoercionAction.Fail);
                c.setAcceptBlankAsEmpty(false);
            })
            .addModule(new SimpleModule("strict")
                    .addDeserializer(Double.class, new FiniteDouble())
                    .setDeserializerModifier(new NoNulls()))
            .build();

    /**
     * Hibernate Validator with parameter-only message interpolation (no expression language at run time), and
     * {@code @Pattern} checked by {@link PatternValidator}, which does not match again a value it matched before.
     */
    public static final Validator VALIDATOR = validator();

    private static Validator validator() {
        HibernateValidatorConfiguration config = Validation.byProvider(HibernateValidator.class).configure()
                .messageInterpolator(new ParameterMessageInterpolator());
        ConstraintMapping patterns = config.createConstraintMapping();
        patterns.constraintDefinition(jakarta.validation.constraints.Pattern.class)
                .includeExistingValidators(false)
                .validatedBy(PatternValidator.class);
        return config.addMapping(patterns).buildValidatorFactory().getValidator();
    }

    /**
     * The most violations one refusal names: a body of thousands of wrong items (a 20 KB array of bad
     * addresses) would otherwise cost a second of CPU and a half-megabyte answer to say the same thing.
     */
    public static final int MAX_VIOLATIONS = 100;

    private StrictJson() {}

    /** The body bound to {@code type} and validated; any failure is a {@link ModelException}. */
    public static <T> T read(byte[] body, Class<T> type) {
        checkBody(body);
        T value;
        try {
            value = MAPPER.readValue(body, type);
        } catch (JacksonException e) {
            throw new ModelException(List.of(violation(e, type)));
        }
        return validate(value, type);
    }

    /** As {@link #read(byte[], Class)} for a container root, e.g. {@link #listOf}, {@link #mapOf}. */
    public static <T> T read(byte[] body, JavaType type) {
        checkBody(body);
        T value;
        try {
            value = MAPPER.readValue(body, type);
        } catch (JacksonException e) {
            throw new ModelException(List.of(violation(e, javaType(type))));
        }
        return validate(value, javaType(type));
    }

    /** A parsed JSON tree bound to {@code type} and validated. */
    public static <T> T read(JsonNode tree, Class<T> type) {
        T value;
        try {
            value = MAPPER.treeToValue(tree, type);
        } catch (JacksonException e) {
            throw new ModelException(List.of(violation(e, type)));
        }
        return validate(value, type);
    }

    /** A parsed JSON tree bound to a container type and validated. */
    public static <T> T read(JsonNode tree, JavaType type) {
        T value;
        try {
            value = MAPPER.treeToValue(tree, type);
        } catch (JacksonException e) {
            throw new ModelException(List.of(violation(e, javaType(type))));
        }
        return validate(value, javaType(type));
    }

    public static JavaType listOf(Class<?> element) {
        return MAPPER.getTypeFactory().constructCollectionType(List.class, element);
    }

    public static JavaType mapOf(Class<?> value) {
        return MAPPER.getTypeFactory().constructMapType(Map.class, String.class, value);
    }

    /** Validates a bound value (a record, or a list/map of records) against its schema's constraints. */
    public static <T> T validate(T value, Type type) {
        if (value == null) {
            throw new ModelException(List.of(new Violation("", Violation.Kind.MALFORMED, true, "the body is JSON null")));
        }
        List<Violation> out = new ArrayList<>();
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size() && out.size() < MAX_VIOLATIONS; i++) {
                collect(list.get(i), type, List.of(ModelPaths.Step.element(Integer.toString(i))), out);
            }
        } else if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (out.size() >= MAX_VIOLATIONS) {
                    break;
                }
                collect(e.getValue(), type, List.of(ModelPaths.Step.element(String.valueOf(e.getKey()))), out);
            }
        } else {
            collect(value, type, List.of(), out);
        }
        if (!out.isEmpty()) {
            out.sort(Comparator.comparing(Violation::pointer).thenComparing(Violation::reason));
            throw new ModelException(out);
        }
        return value;
    }

    private static void collect(Object value, Type rootType, List<ModelPaths.Step> prefix, List<Violation> out) {
        if (value == null) {
            return;
        }
        Set<ConstraintViolation<Object>> found = VALIDATOR.validate(value);
        for (ConstraintViolation<Object> v : found) {
            if (out.size() >= MAX_VIOLATIONS) {
                return;
            }
            List<ModelPaths.Step> steps = new ArrayList<>(prefix);
            for (Path.Node n : v.getPropertyPath()) {
                if (n.isInIterable()) {
                    Object k = n.getIndex() != null ? n.getIndex() : n.getKey();
                    steps.add(ModelPaths.Step.element(String.valueOf(k)));
                }
                if (n.getKind() == jakarta.validation.ElementKind.PROPERTY && n.getName() != null) {
                    steps.add(ModelPaths.Step.attribute(n.getName()));
                }
            }
            ModelPaths.Resolved r = ModelPaths.resolve(rootType, steps, true);
            boolean missing = v.getConstraintDescriptor().getAnnotation() instanceof NotNull
                    || v.unwrap(HibernateConstraintViolation.class).getDynamicPayload(PresenceValidator.Failure.class)
                            == PresenceValidator.Failure.MISSING;
            out.add(new Violation(r.pointer(), missing ? Violation.Kind.MISSING : Violation.Kind.INCORRECT,
                    r.mandatory(), missing ? "required attribute is missing" : v.getMessage()));
        }
    }

    private static Violation violation(JacksonException e, Type rootType) {
        boolean syntax = e instanceof StreamReadException && !(e instanceof InputCoercionException);
        List<JacksonException.Reference> path = e.getPath();
        if (syntax || path.isEmpty()) {
            return new Violation("", Violation.Kind.MALFORMED, true, "malformed JSON: " + brief(e.getOriginalMessage()));
        }
        List<ModelPaths.Step> steps = new ArrayList<>(path.size());
        for (JacksonException.Reference ref : path) {
            steps.add(ref.getIndex() >= 0 ? ModelPaths.Step.element(Integer.toString(ref.getIndex()))
                    : ModelPaths.Step.attribute(ref.getPropertyName()));
        }
        ModelPaths.Resolved r = ModelPaths.resolve(rootType, steps, false);
        String reason;
        if (e instanceof InvalidNullException) {
            reason = "null is not allowed";
        } else if (e instanceof InputCoercionException) {
            reason = "number out of range";
        } else if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            reason = "wrong JSON type for " + describe(m.getTargetType());
        } else {
            reason = brief(e.getOriginalMessage());
        }
        return new Violation(r.pointer(), Violation.Kind.INCORRECT, r.mandatory(), reason);
    }

    private static String describe(Class<?> target) {
        if (target == String.class) {
            return "a string";
        }
        if (target == Integer.class || target == Long.class || target == java.math.BigInteger.class) {
            return "an integer";
        }
        if (target == Double.class) {
            return "a number";
        }
        if (target == Boolean.class) {
            return "a boolean";
        }
        if (List.class.isAssignableFrom(target)) {
            return "an array";
        }
        return "an object";
    }

    private static String brief(String message) {
        if (message == null) {
            return "unreadable";
        }
        int nl = message.indexOf('\n');
        String s = nl < 0 ? message : message.substring(0, nl);
        return s.length() > 160 ? s.substring(0, 160) + "..." : s;
    }

    private static Type javaType(JavaType t) {
        if (t.isCollectionLikeType() || t.isMapLikeType()) {
            return new ModelPaths.Container(t.getContentType().getRawClass());
        }
        return t.getRawClass();
    }

    /** Refuses an empty body and bytes that are not UTF-8 (Jackson lets encoded surrogates through). */
    private static void checkBody(byte[] body) {
        if (body.length == 0) {
            throw new ModelException(List.of(new Violation("", Violation.Kind.MALFORMED, true, "the body is empty")));
        }
        int i = 0;
        while (i < body.length && body[i] >= 0) {
            i++;
        }
        if (i == body.length) {
            return; // ASCII: nothing to decode
        }
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body, i, body.length - i));
        } catch (CharacterCodingException e) {
            throw new ModelException(List.of(new Violation("", Violation.Kind.MALFORMED, true, "the body is not UTF-8")));
        }
    }

    /** Double that refuses what overflows to infinity (1e400): a schema number is finite. */
    private static final class FiniteDouble extends NumberDeserializers.DoubleDeserializer {
        FiniteDouble() {
            super(Double.class, null);
        }

        @Override
        public Double deserialize(JsonParser p, DeserializationContext ctxt) {
            Double d = super.deserialize(p, ctxt);
            if (d != null && !Double.isFinite(d)) {
                return (Double) ctxt.handleWeirdNumberValue(Double.class, d, "not a finite number");
            }
            return d;
        }
    }

    /**
     * An explicit JSON null is refused wherever the schema does not say {@code nullable: true} (those
     * attributes carry {@code @JsonSetter(nulls = Nulls.SET)}, which bypasses this; the maps and lists of a nullable
     * schema carry {@code contentNulls = Nulls.SET}, which lets their entries be null), while an absent
     * attribute stays null. Jackson's {@code Nulls.FAIL} cannot be the default for this: it also fails
     * absent creator properties, and every attribute of a record is one.
     */
    private static final class NoNulls extends ValueDeserializerModifier {
        @Override
        public ValueDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription.Supplier desc,
                                                       ValueDeserializer<?> deserializer) {
            return new NullRefusing(deserializer);
        }

        @Override
        public ValueDeserializer<?> modifyCollectionDeserializer(DeserializationConfig config, CollectionType type,
                                                                 BeanDescription.Supplier desc, ValueDeserializer<?> deserializer) {
            return new NullRefusing(deserializer);
        }

        @Override
        public ValueDeserializer<?> modifyMapDeserializer(DeserializationConfig config, MapType type,
                                                          BeanDescription.Supplier desc, ValueDeserializer<?> deserializer) {
            return new NullRefusing(deserializer);
        }
    }

    private static final class NullRefusing extends DelegatingDeserializer {
        NullRefusing(ValueDeserializer<?> delegate) {
            super(delegate);
        }

        @Override
        protected ValueDeserializer<?> newDelegatingInstance(ValueDeserializer<?> delegate) {
            return new NullRefusing(delegate);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) {
            return _delegatee.deserialize(p, ctxt);
        }

        @Override
        public ValueDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property) {
            ValueDeserializer<?> d = super.createContextual(ctxt, property);
            if (property != null) {
                // The deserializer of a container property's entries is given the same property: the entries follow its
                // contentNulls (a map or list of a nullable schema), the container itself its nulls (nullable: true).
                boolean entry = property.getType().isContainerType() && !property.getType().getRawClass().isAssignableFrom(handledType());
                Nulls nulls = entry ? property.getMetadata().getContentNulls() : property.getMetadata().getValueNulls();
                if (nulls == Nulls.SET) {
                    return d instanceof NullRefusing n ? n._delegatee : d;
                }
            }
            return d;
        }

        @Override
        public Object getNullValue(DeserializationContext ctxt) {
            throw InvalidNullException.from(ctxt, null, ctxt.constructType(handledType()));
        }

        @Override
        public Object getAbsentValue(DeserializationContext ctxt) {
            return null;
        }

        @Override
        public AccessPattern getNullAccessPattern() {
            return AccessPattern.DYNAMIC;
        }
    }
}
