package dev.corebed.udr.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A bulk load of generated UEs: {@code count} SUPIs {@code prefix + (first + i)} zero-padded to first's width,
 * each with the documents of {@code templates}, optionally the GPSI {@code gpsiPrefix + (gpsiFirst + i)} as an
 * alias, and optionally, per NF type of {@code groupIds}, the group-id map entry {@code groupIds[type][i % n]}
 * for the SUPI (and the GPSI). Existing rows are replaced.
 *
 * @param connections how many data-tier connections load contiguous slices of the range in parallel
 */
public record PolicyDataBulk(String prefix, String first, long count, String gpsiPrefix, String gpsiFirst,
                             Map<PolicyDataSet, Template> templates, Map<String, List<String>> groupIds, int connections) {

    /** What a bulk load did, and how long the data tier took. */
    public record Result(long count, String firstUe, String lastUe, long groupIdEntries, long millis) {}

    public String supi(long i) {
        return prefix + pad(Long.parseLong(first) + i, first.length());
    }

    public String lastSupi() {
        return supi(count - 1);
    }

    /** The GPSI of UE i, or null without GPSIs. */
    public String gpsi(long i) {
        return gpsiFirst == null ? null : gpsiPrefix + pad(Long.parseLong(gpsiFirst) + i, gpsiFirst.length());
    }

    public static String pad(long n, int width) {
        String digits = Long.toString(n);
        return digits.length() >= width ? digits : "0".repeat(width - digits.length()) + digits;
    }

    /**
     * A JSON document in which {@code ${supi}}, {@code ${gpsi}} and {@code ${index}} are replaced per UE (inside
     * JSON strings; the values need no escaping). A template without them is the same text for every UE.
     */
    public static final class Template {

        private static final List<String> PLACEHOLDERS = List.of("${supi}", "${gpsi}", "${index}");

        private final String text;
        /** Literal text and placeholder indexes (Integer) in order; null when the text has no placeholder. */
        private final List<Object> parts;

        public Template(String text) {
            this.text = text;
            List<Object> p = new ArrayList<>();
            int from = 0;
            while (true) {
                int at = -1;
                int which = -1;
                for (int k = 0; k < PLACEHOLDERS.size(); k++) {
                    int i = text.indexOf(PLACEHOLDERS.get(k), from);
                    if (i >= 0 && (at < 0 || i < at)) {
                        at = i;
                        which = k;
                    }
                }
                if (at < 0) {
                    p.add(text.substring(from));
                    break;
                }
                p.add(text.substring(from, at));
                p.add(which);
                from = at + PLACEHOLDERS.get(which).length();
            }
            this.parts = p.size() == 1 ? null : List.copyOf(p);
        }

        public String render(String supi, String gpsi, long index) {
            if (parts == null) {
                return text;
            }
            StringBuilder b = new StringBuilder(text.length() + 32);
            for (Object part : parts) {
                if (part instanceof String s) {
                    b.append(s);
                } else {
                    switch ((Integer) part) {
                        case 0 -> b.append(supi);
                        case 1 -> b.append(gpsi == null ? "" : gpsi);
                        default -> b.append(index);
                    }
                }
            }
            return b.toString();
        }

        public String text() {
            return text;
        }
    }
}
