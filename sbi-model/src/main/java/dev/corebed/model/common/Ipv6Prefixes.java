package dev.corebed.model.common;

/**
 * Ipv6Prefix (and Ipv6Addr) of TS 29.571 as 128 bits and a length: parsed without resolving anything,
 * compared by containment, printed in the RFC 5952 form.
 */
public final class Ipv6Prefixes {

    private Ipv6Prefixes() {}

    /**
     * An IPv6 prefix: the 128 bits as two longs, the bits beyond the length cleared.
     *
     * @param high the upper 64 bits
     * @param low  the lower 64 bits
     * @param len  0..128
     */
    public record Prefix(long high, long low, int len) {

        /** The prefix of these bits and length, the bits beyond the length cleared. */
        public static Prefix of(long high, long low, int len) {
            return new Prefix(high & mask(len), len <= 64 ? 0 : low & mask(len - 64), len);
        }

        /** True when every address of {@code other} lies in this prefix. */
        public boolean contains(Prefix other) {
            if (other.len < len) {
                return false;
            }
            Prefix cut = of(other.high, other.low, len);
            return cut.high == high && cut.low == low;
        }

        /** RFC 5952 text with the length: lower case, the longest run of two or more zero groups as "::". */
        @Override
        public String toString() {
            int[] g = new int[8];
            for (int i = 0; i < 4; i++) {
                g[i] = (int) ((high >>> (48 - 16 * i)) & 0xFFFF);
                g[i + 4] = (int) ((low >>> (48 - 16 * i)) & 0xFFFF);
            }
            int bestStart = -1;
            int bestLen = 1;
            for (int i = 0; i < 8; ) {
                if (g[i] != 0) {
                    i++;
                    continue;
                }
                int j = i;
                while (j < 8 && g[j] == 0) {
                    j++;
                }
                if (j - i > bestLen) {
                    bestStart = i;
                    bestLen = j - i;
                }
                i = j;
            }
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 8; i++) {
                if (i == bestStart) {
                    b.append("::");
                    i += bestLen - 1;
                    continue;
                }
                if (b.length() > 0 && b.charAt(b.length() - 1) != ':') {
                    b.append(':');
                }
                b.append(Integer.toHexString(g[i]));
            }
            return b.append('/').append(len).toString();
        }
    }

    /** The bit mask of the first {@code bits} bits of a long. */
    public static long mask(int bits) {
        return bits <= 0 ? 0 : bits >= 64 ? -1L : -1L << (64 - bits);
    }

    /**
     * An Ipv6Prefix ({@code 2001:db8:1::/64}); IllegalArgumentException when it is not one. Without a
     * length the text is an Ipv6Addr, taken as /128.
     */
    public static Prefix parse(String s) {
        int slash = s.indexOf('/');
        int len = 128;
        String addr = s;
        if (slash >= 0) {
            String l = s.substring(slash + 1);
            if (l.isEmpty() || l.length() > 3 || !l.chars().allMatch(c -> c >= '0' && c <= '9') || Integer.parseInt(l) > 128) {
                throw new IllegalArgumentException("the prefix length is not 0 to 128");
            }
            len = Integer.parseInt(l);
            addr = s.substring(0, slash);
        }
        long[] bits = address(addr);
        return Prefix.of(bits[0], bits[1], len);
    }

    /** Hex groups with at most one "::"; no embedded IPv4 (TS 29.571's Ipv6Addr pattern has none). */
    private static long[] address(String a) {
        if (a.isEmpty() || a.length() > 39 || !a.chars().allMatch(c -> c == ':' || Character.digit(c, 16) >= 0 && c <= 'f')) {
            throw new IllegalArgumentException("not an IPv6 address");
        }
        int gap = a.indexOf("::");
        if (gap >= 0 && a.indexOf("::", gap + 1) >= 0) {
            throw new IllegalArgumentException("not an IPv6 address: more than one '::'");
        }
        String[] head;
        String[] tail;
        if (gap >= 0) {
            head = groups(a.substring(0, gap));
            tail = groups(a.substring(gap + 2));
            if (head.length + tail.length > 7) {
                throw new IllegalArgumentException("not an IPv6 address: too many groups");
            }
        } else {
            head = groups(a);
            tail = new String[0];
            if (head.length != 8) {
                throw new IllegalArgumentException("not an IPv6 address: not 8 groups");
            }
        }
        int[] g = new int[8];
        for (int i = 0; i < head.length; i++) {
            g[i] = group(head[i]);
        }
        for (int i = 0; i < tail.length; i++) {
            g[8 - tail.length + i] = group(tail[i]);
        }
        long high = 0;
        long low = 0;
        for (int i = 0; i < 4; i++) {
            high = (high << 16) | g[i];
            low = (low << 16) | g[i + 4];
        }
        return new long[] {high, low};
    }

    private static String[] groups(String s) {
        return s.isEmpty() ? new String[0] : s.split(":", -1);
    }

    private static int group(String s) {
        if (s.isEmpty() || s.length() > 4) {
            throw new IllegalArgumentException("not an IPv6 address: a group of 1 to 4 hex digits expected");
        }
        return Integer.parseInt(s, 16);
    }
}
