package dev.corebed.model.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.constraints.Pattern;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.PatternSyntaxException;

/**
 * {@code @Pattern} as Hibernate Validator checks it (the whole value matches the regular expression, flags applied),
 * remembering the values that matched: a request of a call model repeats the same FQDNs, realms, PCF addresses and
 * ids in every body, and their 3GPP expressions (an FQDN's labels, an IPv4 address's octets) are the costliest
 * part of binding a body. The answer for a value is the same every time, so a remembered one is not matched again;
 * values that did not match are always matched (they are refused anyway). The compiled expression and what it
 * remembers are shared by every attribute of the same expression.
 */
public final class PatternValidator implements ConstraintValidator<Pattern, CharSequence> {

    /** Values remembered per expression at most (then forgotten all at once), and the longest one remembered. */
    static final int REMEMBERED = 512;
    static final int LONGEST_REMEMBERED = 128;

    private static final Map<String, Compiled> COMPILED = new ConcurrentHashMap<>();

    private Compiled compiled;

    /** One expression, compiled once, and the values it matched lately. */
    static final class Compiled {
        final java.util.regex.Pattern pattern;
        final Set<String> matched = ConcurrentHashMap.newKeySet();

        Compiled(java.util.regex.Pattern pattern) {
            this.pattern = pattern;
        }

        boolean matches(String s) {
            if (s.length() > LONGEST_REMEMBERED) {
                return pattern.matcher(s).matches();
            }
            if (matched.contains(s)) {
                return true;
            }
            boolean ok = pattern.matcher(s).matches();
            if (ok) {
                if (matched.size() >= REMEMBERED) {
                    matched.clear(); // values of high cardinality (SUPIs, UE addresses) must not grow it
                }
                matched.add(s);
            }
            return ok;
        }
    }

    @Override
    public void initialize(Pattern annotation) {
        int flags = 0;
        for (Pattern.Flag flag : annotation.flags()) {
            flags |= flag.getValue();
        }
        int f = flags;
        try {
            compiled = COMPILED.computeIfAbsent(f + "/" + annotation.regexp(),
                    k -> new Compiled(java.util.regex.Pattern.compile(annotation.regexp(), f)));
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("invalid regular expression in @Pattern: " + annotation.regexp(), e);
        }
    }

    @Override
    public boolean isValid(CharSequence value, ConstraintValidatorContext context) {
        return value == null || compiled.matches(value.toString());
    }
}
