package dev.corebed.core.rules;

import java.util.List;
import java.util.Locale;

/**
 * SUPI and GPSI as rules compare them (TS 29.571 §5.3.2): "imsi-001010000000001" and "001010000000001"
 * name the same subscriber, so a rule written either way matches a path segment, a body attribute or a
 * Diameter Subscription-Id-Data, whichever form the request carries.
 */
public final class Identities {

    public enum Kind { SUPI, GPSI }

    private static final List<String> SUPI_PREFIXES = List.of("imsi-", "nai-", "gci-", "gli-");
    private static final List<String> GPSI_PREFIXES = List.of("msisdn-", "extid-");

    private Identities() {}

    /** The kind a prefixed identity names (imsi-, nai-, gci-, gli-: SUPI; msisdn-, extid-: GPSI), or null. */
    public static Kind kindOf(String value) {
        if (value == null) {
            return null;
        }
        String v = value.toLowerCase(Locale.ROOT);
        for (String p : SUPI_PREFIXES) {
            if (v.startsWith(p)) {
                return Kind.SUPI;
            }
        }
        for (String p : GPSI_PREFIXES) {
            if (v.startsWith(p)) {
                return Kind.GPSI;
            }
        }
        return null;
    }

    /** True when both name the same subscriber, prefix or not. */
    public static boolean same(String a, String b) {
        return a != null && b != null && bare(a).equalsIgnoreCase(bare(b));
    }

    static String bare(String value) {
        String v = value.toLowerCase(Locale.ROOT);
        for (List<String> prefixes : List.of(SUPI_PREFIXES, GPSI_PREFIXES)) {
            for (String p : prefixes) {
                if (v.startsWith(p)) {
                    return value.substring(p.length());
                }
            }
        }
        return value;
    }
}
