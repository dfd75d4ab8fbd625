package dev.corebed.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.constraints.NotNull;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the model records say about their attributes, looked up once per class: JSON name, Java name,
 * whether the schema requires it (its {@code @NotNull}), its declared type. Used to turn a binding or
 * validation error's path into a JSON pointer and to tell a mandatory attribute from an optional one.
 */
public final class ModelPaths {

    /** One attribute of a record. */
    public record Attribute(String jsonName, String javaName, boolean required, Type type, MethodHandle accessor) {}

    private record Attributes(Map<String, Attribute> byJson, Map<String, Attribute> byJava) {}

    private static final ClassValue<Attributes> ATTRIBUTES = new ClassValue<>() {
        @Override
        protected Attributes computeValue(Class<?> type) {
            Map<String, Attribute> byJson = new HashMap<>();
            Map<String, Attribute> byJava = new HashMap<>();
            RecordComponent[] components = type.getRecordComponents();
            if (components == null) {
                return new Attributes(Map.of(), Map.of());
            }
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            for (RecordComponent c : components) {
                JsonProperty p = c.getAnnotation(JsonProperty.class);
                String json = p == null || p.value().isEmpty() ? c.getName() : p.value();
                boolean required;
                MethodHandle accessor;
                try {
                    required = type.getDeclaredField(c.getName()).isAnnotationPresent(NotNull.class);
                    java.lang.reflect.Method m = c.getAccessor();
                    m.setAccessible(true); // records declared inside other classes are not public
                    accessor = lookup.unreflect(m);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("model record " + type.getName() + " is not readable", e);
                }
                Attribute a = new Attribute(json, c.getName(), required, c.getGenericType(), accessor);
                byJson.put(json, a);
                byJava.put(c.getName(), a);
            }
            return new Attributes(Map.copyOf(byJson), Map.copyOf(byJava));
        }
    };

    private ModelPaths() {}

    /** The attribute of a model record by its JSON name, or null. */
    public static Attribute attribute(Class<?> type, String jsonName) {
        return ATTRIBUTES.get(type).byJson().get(jsonName);
    }

    /** The Java component name of a JSON attribute name (itself when unknown). */
    public static String javaName(Class<?> type, String jsonName) {
        Attribute a = attribute(type, jsonName);
        return a == null ? jsonName : a.javaName();
    }

    /** The value of a record's attribute by JSON name, or null when absent or unknown. */
    public static Object get(Record r, String jsonName) {
        Attribute a = attribute(r.getClass(), jsonName);
        if (a == null) {
            return null;
        }
        try {
            return a.accessor().invoke(r);
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** One step of a path: an attribute (by JSON or Java name) or an array index / map key. */
    public record Step(String name, boolean element) {
        public static Step attribute(String name) {
            return new Step(name, false);
        }

        public static Step element(String indexOrKey) {
            return new Step(indexOrKey, true);
        }
    }

    /** The type of a list or map root (a JSON Patch document, a map of containers): its element type. */
    public record Container(Type element) implements Type {}

    /** A path resolved against a root type: the JSON pointer and whether each attribute on it is required. */
    public record Resolved(String pointer, boolean mandatory) {}

    /**
     * Resolves a path of steps from the root type. Attribute names may be JSON or Java names ({@code javaNames}).
     * Mandatory means every attribute along the path is required where it appears; a step into a type the
     * model does not describe (a JSON tree, a map of anything) keeps the names as given.
     */
    public static Resolved resolve(Type root, List<Step> steps, boolean javaNames) {
        StringBuilder pointer = new StringBuilder();
        boolean mandatory = true;
        Type type = root;
        for (Step s : steps) {
            if (s.element() || isMap(type)) {
                pointer.append('/').append(escape(s.name()));
                type = elementType(type);
                continue;
            }
            Class<?> raw = raw(type);
            Attributes attrs = raw == null ? null : ATTRIBUTES.get(raw);
            Attribute a = attrs == null ? null : javaNames ? attrs.byJava().get(s.name()) : attrs.byJson().get(s.name());
            if (a == null) {
                pointer.append('/').append(escape(s.name()));
                mandatory = false;
                type = null;
            } else {
                pointer.append('/').append(escape(a.jsonName()));
                mandatory &= a.required();
                type = a.type();
            }
        }
        return new Resolved(pointer.toString(), mandatory);
    }

    private static boolean isMap(Type t) {
        return t instanceof Container || t instanceof ParameterizedType p && p.getRawType() == Map.class;
    }

    private static Type elementType(Type t) {
        if (t instanceof Container c) {
            return c.element();
        }
        if (t instanceof ParameterizedType p) {
            Type[] args = p.getActualTypeArguments();
            return args[args.length - 1]; // List<E> or Map<String, V>
        }
        return null;
    }

    private static Class<?> raw(Type t) {
        if (t instanceof Class<?> c) {
            return c.isRecord() ? c : null;
        }
        return null;
    }

    /** RFC 6901 escaping of one reference token. */
    public static String escape(String token) {
        return token.indexOf('~') < 0 && token.indexOf('/') < 0 ? token : token.replace("~", "~0").replace("/", "~1");
    }
}
