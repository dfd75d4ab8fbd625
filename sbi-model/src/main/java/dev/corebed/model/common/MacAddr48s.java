package dev.corebed.model.common;

/** MacAddr48 of TS 29.571 (six hex octets separated by '-', either case) as a 48-bit number, and back. */
public final class MacAddr48s {

    private MacAddr48s() {}

    /** The address as a number; IllegalArgumentException when it is not a MacAddr48. */
    public static long parse(String s) {
        if (s.length() != 17) {
            throw new IllegalArgumentException("not a MAC-48 address (six hex octets separated by '-')");
        }
        long v = 0;
        for (int i = 0; i < 17; i++) {
            char c = s.charAt(i);
            if (i % 3 == 2) {
                if (c != '-') {
                    throw new IllegalArgumentException("not a MAC-48 address (six hex octets separated by '-')");
                }
                continue;
            }
            int d = Character.digit(c, 16);
            if (d < 0 || c > 'f') {
                throw new IllegalArgumentException("not a MAC-48 address (six hex octets separated by '-')");
            }
            v = (v << 4) | d;
        }
        return v;
    }

    /** Lower case, the form TS 29.571's examples use. */
    public static String format(long v) {
        StringBuilder b = new StringBuilder(17);
        for (int shift = 40; shift >= 0; shift -= 8) {
            if (b.length() > 0) {
                b.append('-');
            }
            int octet = (int) ((v >>> shift) & 255);
            b.append(Character.forDigit(octet >> 4, 16)).append(Character.forDigit(octet & 15, 16));
        }
        return b.toString();
    }
}
