package dev.corebed.model.common;

import java.util.regex.Pattern;

/**
 * TS 29.571 Gpsi: {@code msisdn-<5 to 15 digits>} or {@code extid-<id>@<domain>}. The yaml's pattern ends in
 * {@code |.+}, so any non-empty string is schema-valid; a value that starts with one of these prefixes and breaks
 * the form ({@code msisdn-12}, {@code extid-x} without '@') is nevertheless no GPSI.
 */
public final class Gpsis {

    /** The GPSI forms, by their prefix. */
    public enum Kind {
        MSISDN("msisdn-"), EXTID("extid-");

        private final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }

        public String prefix() {
            return prefix;
        }
    }

    private static final Pattern MSISDN = Pattern.compile("msisdn-[0-9]{5,15}");
    private static final Pattern EXTID = Pattern.compile("extid-[^@]+@[^@]+");

    private Gpsis() {}

    /** The form the value's prefix names, or null when it names none. */
    public static Kind kind(String value) {
        if (value.startsWith(Kind.MSISDN.prefix)) {
            return Kind.MSISDN;
        }
        return value.startsWith(Kind.EXTID.prefix) ? Kind.EXTID : null;
    }

    /** Why a value that names a GPSI form breaks it, or null when it is well formed or names no form. */
    public static String malformation(String value) {
        Kind k = kind(value);
        if (k == Kind.MSISDN) {
            return MSISDN.matcher(value).matches() ? null : "not a GPSI msisdn-<5 to 15 digits>";
        }
        return k == Kind.EXTID && !EXTID.matcher(value).matches() ? "not a GPSI extid-<id>@<domain>" : null;
    }

    /** True for a well-formed GPSI of a known form. */
    public static boolean isGpsi(String value) {
        return kind(value) != null && malformation(value) == null;
    }

    /** The digits of a well-formed {@code msisdn-} GPSI (the MSISDN), or null. */
    public static String msisdn(String value) {
        return value.startsWith(Kind.MSISDN.prefix) && MSISDN.matcher(value).matches()
                ? value.substring(Kind.MSISDN.prefix.length()) : null;
    }
}
