package dev.corebed.model.validation;

import dev.corebed.model.ModelPaths;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.hibernate.validator.constraintvalidation.HibernateConstraintValidatorContext;

/** Evaluates a {@link Presence} expression on a record, reading its attributes through {@link ModelPaths}. */
public final class PresenceValidator implements ConstraintValidator<Presence, Record> {

    /** The kind of failure, carried as the violation's dynamic payload for the error mapping. */
    public enum Failure { MISSING, INCORRECT }

    private Expr expr;
    private String text;

    @Override
    public void initialize(Presence annotation) {
        text = annotation.value();
        Parser p = new Parser(text);
        expr = p.expr();
        if (p.pos != text.length()) {
            throw new IllegalArgumentException("trailing text in presence rule: " + text);
        }
    }

    @Override
    public boolean isValid(Record value, ConstraintValidatorContext context) {
        if (value == null || expr.test(value)) {
            return true;
        }
        // A rule asking for one of several attributes, none sent, is a missing attribute; anything else
        // (two exclusive attributes together, a value excluded by the rule) is an incorrect one.
        boolean missing = expr.onlyAsksPresence() && !expr.anyPresent(value);
        List<String> names = new ArrayList<>();
        expr.names(names);
        String blame = names.get(0);
        if (!missing) {
            for (String n : names) {
                if (ModelPaths.get(value, n) != null) {
                    blame = n;
                }
            }
        }
        context.disableDefaultConstraintViolation();
        context.unwrap(HibernateConstraintValidatorContext.class)
                .withDynamicPayload(missing ? Failure.MISSING : Failure.INCORRECT)
                .buildConstraintViolationWithTemplate((missing ? "required by the schema's rule " : "against the schema's rule ")
                        + text.replace("{", "\\{").replace("$", "\\$"))
                .addPropertyNode(ModelPaths.javaName(value.getClass(), blame))
                .addConstraintViolation();
        return false;
    }

    private sealed interface Expr permits Has, In, Op {
        boolean test(Record r);

        void names(List<String> out);

        /** True when the rule only asks attributes to be present (has/any/one/all of has). */
        boolean onlyAsksPresence();

        boolean anyPresent(Record r);
    }

    private record Has(String name) implements Expr {
        public boolean test(Record r) {
            return ModelPaths.get(r, name) != null;
        }

        public void names(List<String> out) {
            out.add(name);
        }

        public boolean onlyAsksPresence() {
            return true;
        }

        public boolean anyPresent(Record r) {
            return test(r);
        }
    }

    private record In(String name, Set<String> values) implements Expr {
        public boolean test(Record r) {
            Object v = ModelPaths.get(r, name);
            return v == null || values.contains(v.toString());
        }

        public void names(List<String> out) {
            out.add(name);
        }

        public boolean onlyAsksPresence() {
            return false;
        }

        public boolean anyPresent(Record r) {
            return ModelPaths.get(r, name) != null;
        }
    }

    private record Op(String op, List<Expr> args) implements Expr {
        public boolean test(Record r) {
            switch (op) {
                case "not":
                    return !args.get(0).test(r);
                case "all":
                    for (Expr e : args) {
                        if (!e.test(r)) {
                            return false;
                        }
                    }
                    return true;
                case "any":
                    for (Expr e : args) {
                        if (e.test(r)) {
                            return true;
                        }
                    }
                    return false;
                default: // one
                    int n = 0;
                    for (Expr e : args) {
                        if (e.test(r) && ++n > 1) {
                            return false;
                        }
                    }
                    return n == 1;
            }
        }

        public void names(List<String> out) {
            for (Expr e : args) {
                e.names(out);
            }
        }

        public boolean onlyAsksPresence() {
            if (op.equals("not")) {
                return false;
            }
            for (Expr e : args) {
                if (!e.onlyAsksPresence()) {
                    return false;
                }
            }
            return true;
        }

        public boolean anyPresent(Record r) {
            for (Expr e : args) {
                if (e.anyPresent(r)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** expr := name '(' arg (',' arg)* ')'; has/in take attribute names and values, the others expressions. */
    private static final class Parser {
        final String s;
        int pos;

        Parser(String s) {
            this.s = s;
        }

        Expr expr() {
            String op = word();
            expect('(');
            Expr e;
            if (op.equals("has")) {
                e = new Has(word());
            } else if (op.equals("in")) {
                String name = word();
                List<String> values = new ArrayList<>();
                while (peek(',')) {
                    pos++;
                    values.add(word());
                }
                e = new In(name, Set.copyOf(values));
            } else if (Set.of("all", "any", "one", "not").contains(op)) {
                List<Expr> args = new ArrayList<>();
                args.add(expr());
                while (peek(',')) {
                    pos++;
                    args.add(expr());
                }
                e = new Op(op, List.copyOf(args));
            } else {
                throw new IllegalArgumentException("unknown operator " + op + " in presence rule: " + s);
            }
            expect(')');
            return e;
        }

        private String word() {
            int start = pos;
            while (pos < s.length() && "(),".indexOf(s.charAt(pos)) < 0) {
                pos++;
            }
            return s.substring(start, pos).trim();
        }

        private boolean peek(char c) {
            return pos < s.length() && s.charAt(pos) == c;
        }

        private void expect(char c) {
            if (!peek(c)) {
                throw new IllegalArgumentException("expected '" + c + "' at " + pos + " in presence rule: " + s);
            }
            pos++;
        }
    }
}
