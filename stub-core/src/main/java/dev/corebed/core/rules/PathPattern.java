package dev.corebed.core.rules;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A request path pattern: a glob where {@code *} stands for any characters within one segment and
 * {@code **} for any across segments ({@code /nudr-dr/v2/policy-data/ues/*}{@code /sm-data}), or a regular
 * expression when it starts with {@code ~} ({@code ~/nnrf-nfm/v1/nf-instances/[0-9a-f-]+}). The whole path
 * must match.
 */
public final class PathPattern {

    private final String source;
    private final Pattern pattern;

    private PathPattern(String source, Pattern pattern) {
        this.source = source;
        this.pattern = pattern;
    }

    /** @throws RuleException naming {@code pointer} when the regular expression does not compile */
    public static PathPattern compile(String source, String pointer) {
        if (source.startsWith("~")) {
            try {
                return new PathPattern(source, Pattern.compile(source.substring(1)));
            } catch (PatternSyntaxException e) {
                throw new RuleException(pointer, "not a regular expression: " + e.getDescription());
            }
        }
        StringBuilder regex = new StringBuilder();
        int literal = 0;
        for (int i = 0; i < source.length(); i++) {
            if (source.charAt(i) != '*') {
                continue;
            }
            regex.append(Pattern.quote(source.substring(literal, i)));
            if (i + 1 < source.length() && source.charAt(i + 1) == '*') {
                regex.append(".*");
                i++;
            } else {
                regex.append("[^/]*");
            }
            literal = i + 1;
        }
        regex.append(Pattern.quote(source.substring(literal)));
        return new PathPattern(source, Pattern.compile(regex.toString()));
    }

    public boolean matches(String path) {
        return path != null && pattern.matcher(path).matches();
    }

    @Override
    public String toString() {
        return source;
    }
}
