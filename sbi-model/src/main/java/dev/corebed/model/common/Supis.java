package dev.corebed.model.common;

import java.util.regex.Pattern;

/**
 * TS 29.571 Supi: {@code imsi-<5 to 15 digits>}, {@code nai-<NAI>}, {@code gci-<GCI>}, {@code gli-<GLI>}. The
 * yaml's pattern ends in {@code |.+}, so any non-empty string is schema-valid; a value that starts with one of
 * these prefixes and breaks the form ({@code imsi-12ab}, a bare {@code nai-}) is nevertheless no SUPI.
 */
public final class Supis {

    /** The SUPI forms, by their prefix. */
    public enum Kind {
        IMSI("imsi-"), NAI("nai-"), GCI("gci-"), GLI("gli-");

        private final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }

        public String prefix() {
            return prefix;
        }
    }

    private static final Pattern IMSI = Pattern.compile("imsi-[0-9]{5,15}");
    private static final Kind[] KINDS = Kind.values();

    private Supis() {}

    /** The form the value's prefix names, or null when it names none (it may still be an opaque SUPI). */
    public static Kind kind(String value) {
        for (Kind k : KINDS) {
            if (value.startsWith(k.prefix)) {
                return k;
            }
        }
        return null;
    }

    /** Why a value that names a SUPI form breaks it, or null when it is well formed or names no form. */
    public static String malformation(String value) {
        Kind k = kind(value);
        if (k == Kind.IMSI) {
            return IMSI.matcher(value).matches() ? null : "not a SUPI imsi-<5 to 15 digits>";
        }
        return k != null && value.length() == k.prefix.length() ? "not a SUPI " + k.prefix + "<value>" : null;
    }

    /** True for a well-formed SUPI of a known form. */
    public static boolean isSupi(String value) {
        return kind(value) != null && malformation(value) == null;
    }

    /** The digits of a well-formed {@code imsi-} SUPI (the IMSI), or null. */
    public static String imsi(String value) {
        return value.startsWith(Kind.IMSI.prefix) && IMSI.matcher(value).matches()
                ? value.substring(Kind.IMSI.prefix.length()) : null;
    }
}
