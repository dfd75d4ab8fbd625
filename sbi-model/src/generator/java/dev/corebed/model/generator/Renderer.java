package dev.corebed.model.generator;

import dev.corebed.model.generator.Generator.JType;
import dev.corebed.model.generator.Generator.Prop;
import dev.corebed.model.generator.Generator.Rec;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Writes one generated Java file: a top-level record with its nested ones, or a service's operations. */
final class Renderer {

    static final String HEADER = "// Generated from the 3GPP Rel-17 OpenAPI file %s by sbi-model's generator: do not edit.\n"
            + "// Regenerate as sbi-model/README.md says.\n";

    /** The simple names the generated code uses, and where they come from. */
    private static final Map<String, String> FIXED = new LinkedHashMap<>();

    static {
        for (String c : List.of("Valid")) {
            FIXED.put(c, "jakarta.validation." + c);
        }
        for (String c : List.of("NotNull", "Pattern", "Size", "Min", "Max", "DecimalMin", "DecimalMax")) {
            FIXED.put(c, "jakarta.validation.constraints." + c);
        }
        for (String c : List.of("JsonProperty", "JsonSetter", "Nulls")) {
            FIXED.put(c, "com.fasterxml.jackson.annotation." + c);
        }
        for (String c : List.of("Alternatives", "Format", "Presence", "Values")) {
            FIXED.put(c, "dev.corebed.model.validation." + c);
        }
        FIXED.put("JsonNode", "tools.jackson.databind.JsonNode");
        FIXED.put("List", "java.util.List");
        FIXED.put("Map", "java.util.Map");
        FIXED.put("BigInteger", "java.math.BigInteger");
        for (String c : List.of("String", "Long", "Integer", "Double", "Boolean", "Object")) {
            FIXED.put(c, "java.lang." + c);
        }
    }

    private final Generator g;
    private final Rec top;
    /** Names declared in this file or this package: a fixed name clashing with one is written qualified. */
    private final Set<String> local = new HashSet<>();
    private final Map<String, String> imports = new TreeMap<>(); // simple → qualified

    Renderer(Generator g, Rec top) {
        this.g = g;
        this.top = top;
        for (Rec r : g.topLevel.getOrDefault(top.pkg, List.of())) {
            local.add(r.name);
        }
        for (String d : g.descriptors.keySet()) {
            if (d.startsWith(top.pkg + ".") && d.lastIndexOf('.') == top.pkg.length()) {
                local.add(d.substring(top.pkg.length() + 1));
            }
        }
        Generator.collectNames(top, local);
    }

    String file() {
        StringBuilder body = new StringBuilder();
        record(top, body, "");
        StringBuilder sb = new StringBuilder(String.format(HEADER, top.source.substring(top.source.indexOf('(') + 1,
                top.source.indexOf(')'))));
        sb.append("package ").append(top.pkg).append(";\n\n");
        for (String q : new java.util.TreeSet<>(imports.values())) {
            if (!q.startsWith("java.lang.") || q.lastIndexOf('.') != "java.lang".length()) {
                sb.append("import ").append(q).append(";\n");
            }
        }
        if (!imports.isEmpty()) {
            sb.append('\n');
        }
        return sb.append(body).toString();
    }

    private void record(Rec r, StringBuilder sb, String indent) {
        sb.append(indent).append("/** ").append(r.source).append(". */\n");
        for (String p : r.presence) {
            sb.append(indent).append('@').append(name("Presence")).append('(').append(Generator.literal(p)).append(")\n");
        }
        sb.append(indent).append("public record ").append(r.name).append('(');
        if (!r.built) {
            throw new IllegalStateException("not built: " + r.fqn());
        }
        for (int i = 0; i < r.props.size(); i++) {
            Prop p = r.props.get(i);
            sb.append(i == 0 ? "\n" : ",\n").append(indent).append("        ");
            if (p.required()) {
                sb.append('@').append(name("NotNull")).append(' ');
            }
            // A map or list of a nullable schema (SmPolicyDecision's qosDecs of QosData) takes null entries: they remove one.
            boolean contentNullable = ("Map".equals(p.type().raw) || "List".equals(p.type().raw)) && !p.type().args.isEmpty()
                    && p.type().args.get(0).nullable;
            if (p.type().nullable || contentNullable) {
                sb.append('@').append(name("JsonSetter")).append('(');
                if (p.type().nullable) {
                    sb.append("nulls = ").append(name("Nulls")).append(".SET");
                }
                if (contentNullable) {
                    sb.append(p.type().nullable ? ", " : "").append("contentNulls = ").append(name("Nulls")).append(".SET");
                }
                sb.append(") ");
            }
            if (!p.json().equals(p.java())) {
                sb.append('@').append(name("JsonProperty")).append('(').append(Generator.literal(p.json())).append(") ");
            }
            for (String a : p.type().annos) {
                sb.append(annotation(a)).append(' ');
            }
            sb.append(type(p.type(), false)).append(' ').append(p.java());
        }
        sb.append(")");
        if (r.nested.isEmpty()) {
            sb.append(" {}\n");
            return;
        }
        sb.append(" {\n");
        for (Rec n : r.nested) {
            sb.append('\n');
            record(n, sb, indent + "    ");
        }
        sb.append(indent).append("}\n");
    }

    /** A type, with its annotations when it is a type argument (where they are type annotations). */
    private String type(JType t, boolean withAnnos) {
        String qualified;
        if (t.rec != null) {
            qualified = recordName(t.rec);
        } else {
            qualified = name(t.raw.equals("java.math.BigInteger") ? "BigInteger" : t.raw);
        }
        StringBuilder sb = new StringBuilder();
        int dot = qualified.lastIndexOf('.');
        if (withAnnos && !t.annos.isEmpty()) {
            if (dot >= 0) {
                sb.append(qualified, 0, dot + 1);
            }
            for (String a : t.annos) {
                sb.append(annotation(a)).append(' ');
            }
            sb.append(qualified.substring(dot + 1));
        } else {
            sb.append(qualified);
        }
        if (!t.args.isEmpty()) {
            sb.append('<');
            if (t.raw.equals("Map")) {
                sb.append(name("String")).append(", ");
            }
            sb.append(type(t.args.get(0), true)).append('>');
        }
        return sb.toString();
    }

    /** An annotation as the generator wrote it ("@Name(...)"), with its name resolved for this file. */
    private String annotation(String a) {
        int paren = a.indexOf('(');
        String simple = paren < 0 ? a.substring(1) : a.substring(1, paren);
        String rest = paren < 0 ? "" : a.substring(paren);
        if (simple.equals("Format")) {
            rest = rest.replace("Format.Kind.", name("Format") + ".Kind.");
        }
        return "@" + name(simple) + rest;
    }

    /** A fixed name: imported when free, else written qualified. */
    private String name(String simple) {
        String q = FIXED.get(simple);
        if (q == null) {
            throw new IllegalArgumentException("unknown name " + simple);
        }
        if (local.contains(simple)) {
            return q;
        }
        imports.put(simple, q);
        return simple;
    }

    /** How this file names a record: nested path, same-package name, import, or fully qualified. */
    private String recordName(Rec target) {
        Rec targetTop = target.top();
        String path = target.fqn().substring(targetTop.fqn().length()); // "" or ".N1.N2"
        if (targetTop == top) {
            return path.isEmpty() ? top.name : path.substring(1);
        }
        String topName;
        if (targetTop.pkg.equals(top.pkg)) {
            Set<String> nestedNames = new HashSet<>();
            Generator.collectNames(top, nestedNames);
            nestedNames.remove(top.name);
            topName = nestedNames.contains(targetTop.name) ? targetTop.fqn() : targetTop.name;
        } else {
            String imported = imports.get(targetTop.name);
            boolean free = !local.contains(targetTop.name) && !FIXED.containsKey(targetTop.name)
                    && (imported == null || imported.equals(targetTop.fqn()));
            if (free) {
                imports.put(targetTop.name, targetTop.fqn());
                topName = targetTop.name;
            } else {
                topName = targetTop.fqn();
            }
        }
        return topName + path;
    }

    static String descriptor(Generator g, String fqn, String file, String constants) {
        String pkg = fqn.substring(0, fqn.lastIndexOf('.'));
        String name = fqn.substring(pkg.length() + 1);
        StringBuilder sb = new StringBuilder(String.format(HEADER, file));
        sb.append("package ").append(pkg).append(";\n\n");
        if (constants.contains("Format.Kind.")) {
            sb.append("import dev.corebed.model.validation.Format;\n");
        }
        sb.append("import dev.corebed.model.api.Operation;\n");
        sb.append("import dev.corebed.model.api.ParamSchema;\n");
        sb.append("import dev.corebed.model.api.Parameter;\n");
        sb.append("import java.util.List;\n\n");
        sb.append("/** The operations of ").append(Generator.specOf(file)).append(' ').append(file)
                .append(": path, operationId, query and path parameters. */\n");
        sb.append("public final class ").append(name).append(" {\n\n    private ").append(name).append("() {}\n");
        sb.append(constants);
        sb.append("}\n");
        return sb.toString();
    }
}
