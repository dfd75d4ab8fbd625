package dev.corebed.model.common;

import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.SdRange;
import dev.corebed.model.ts29571.Snssai;
import java.util.List;
import java.util.Locale;

/**
 * TS 29.571 Snssai compared as 3GPP means it: the SST as a number and the SD as hexadecimal digits, whatever
 * their case ({@code "00000A"} and {@code "00000a"} are one slice). Its canonical key, the form to compare and
 * index by, is {@code 1} or {@code 1-00000a}. An ExtSnssai's numeric forms compare fast in a discovery:
 * {@link Slice}, an S-NSSAI asked for; {@link Served}, the slices an ExtSnssai covers.
 */
public final class Snssais {

    private Snssais() {}

    /**
     * {@code "<sst>"} or {@code "<sst>-<sd>"}, the SD in lower case ({@code "1-00000a"}): two S-NSSAIs are the
     * same slice exactly when their keys are equal. For a value that passed its schema (SST 0 to 255, SD six
     * hexadecimal digits) the key is ASCII and at most 10 characters.
     */
    public static String key(long sst, String sd) {
        return sd == null ? Long.toString(sst) : sst + "-" + sd.toLowerCase(Locale.ROOT);
    }

    /** {@link #key(long, String)} of a bound Snssai. */
    public static String key(Snssai snssai) {
        return key(snssai.sst(), snssai.sd());
    }

    /** An SD's value (six hexadecimal digits), -1 when absent or not an SD. */
    public static int sdValue(String sd) {
        if (sd == null || sd.length() != 6) {
            return -1;
        }
        int value = 0;
        for (int i = 0; i < 6; i++) {
            int d = Character.digit(sd.charAt(i), 16);
            if (d < 0) {
                return -1;
            }
            value = value << 4 | d;
        }
        return value;
    }

    /** An S-NSSAI as numbers; {@code sd} is -1 when it has none. Equal by value. */
    public record Slice(int sst, int sd) {

        public static Slice of(Snssai s) {
            return new Slice(s.sst().intValue(), sdValue(s.sd()));
        }

        /** The S-NSSAI of an ExtSnssai, without its SD ranges. */
        public static Slice of(ExtSnssai s) {
            return new Slice(s.sst().intValue(), sdValue(s.sd()));
        }
    }

    /**
     * The S-NSSAIs an ExtSnssai covers: its SST with its SD, with any SD of its sdRanges, or with any SD at
     * all (wildcardSd). An SD of -1 is "no SD", a slice of its own.
     */
    public record Served(int sst, int sd, int[] sdStarts, int[] sdEnds, boolean wildcardSd) {

        public static Served of(Snssai s) {
            return new Served(s.sst().intValue(), sdValue(s.sd()), null, null, false);
        }

        public static Served of(ExtSnssai s) {
            List<SdRange> ranges = s.sdRanges();
            int[] starts = null;
            int[] ends = null;
            if (ranges != null) {
                starts = new int[ranges.size()];
                ends = new int[ranges.size()];
                for (int i = 0; i < starts.length; i++) {
                    starts[i] = sdValue(ranges.get(i).start());
                    ends[i] = sdValue(ranges.get(i).end());
                }
            }
            return new Served(s.sst().intValue(), sdValue(s.sd()), starts, ends, Boolean.TRUE.equals(s.wildcardSd()));
        }

        public boolean serves(Slice wanted) {
            if (sst != wanted.sst()) {
                return false;
            }
            if (wildcardSd) {
                return true;
            }
            if (sdStarts != null && wanted.sd() >= 0) {
                for (int i = 0; i < sdStarts.length; i++) {
                    if (wanted.sd() >= sdStarts[i] && wanted.sd() <= sdEnds[i]) {
                        return true;
                    }
                }
            }
            return sd == wanted.sd();
        }
    }
}
