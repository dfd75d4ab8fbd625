package dev.corebed.bsf.service;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/**
 * The UE address forms of TS 29.571 (Ipv4Addr, Ipv6Prefix, MacAddr48) as the numbers the data tier
 * indexes. Parsing never resolves a name: a string that is not an address literal is refused.
 */
public final class UeAddress {

    private UeAddress() {}

    /** Ipv4Addr of TS 29.571: dotted decimal, no leading zeros. */
    public static final Pattern IPV4 = Pattern.compile(
            "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$");
    /** MacAddr48 of TS 29.571: six hex octets separated by '-'. */
    public static final Pattern MAC48 = Pattern.compile("^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$");
    /** The lengths an IPv6 lookup tries, longest first: a /64 per PDU session, or a delegated /60.. /48. */
    static final int[] LOOKUP_LENGTHS = {64, 60, 56, 52, 48};

    /** The IPv4 address as an unsigned 32-bit number. */
    public static long ipv4(String s) {
        if (s == null || !IPV4.matcher(s).matches()) {
            throw new IllegalArgumentException("not an IPv4 address in dotted decimal");
        }
        long v = 0;
        for (String octet : s.split("\\.")) {
            v = (v << 8) | Integer.parseInt(octet);
        }
        return v;
    }

    public static String ipv4(long v) {
        return ((v >>> 24) & 255) + "." + ((v >>> 16) & 255) + "." + ((v >>> 8) & 255) + "." + (v & 255);
    }

    /** The IPv4 address of that unsigned 32-bit number. */
    public static Inet4Address inet4(long v) {
        try {
            return (Inet4Address) InetAddress.getByAddress(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e); // four bytes are always an address
        }
    }

    /** The MAC-48 address as a number. */
    public static long mac48(String s) {
        if (s == null || !MAC48.matcher(s).matches()) {
            throw new IllegalArgumentException("not a MAC-48 address (six hex octets separated by '-')");
        }
        return Long.parseLong(s.replace("-", ""), 16);
    }

    public static String mac48(long v) {
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

    /**
     * An IPv6 prefix: the 128 bits as two longs, with the bits beyond the length cleared.
     *
     * @param high the upper 64 bits
     * @param low  the lower 64 bits
     * @param len  0..128
     */
    public record Ipv6Prefix(long high, long low, int len) {

        /** Ipv6Prefix of TS 29.571 ({@code 2001:db8:1::/64}); a plain address counts as /128. */
        public static Ipv6Prefix parse(String s) {
            if (s == null) {
                throw new IllegalArgumentException("missing");
            }
            int slash = s.indexOf('/');
            int len = 128;
            String addr = s;
            if (slash >= 0) {
                String l = s.substring(slash + 1);
                if (!l.matches("[0-9]{1,3}") || Integer.parseInt(l) > 128) {
                    throw new IllegalArgumentException("the prefix length is not 0 to 128");
                }
                len = Integer.parseInt(l);
                addr = s.substring(0, slash);
            }
            long[] bits = parseAddress(addr);
            return of(bits[0], bits[1], len);
        }

        static Ipv6Prefix of(long high, long low, int len) {
            return new Ipv6Prefix(high & mask(len), len <= 64 ? 0 : low & mask(len - 64), len);
        }

        /** The key the data tier indexes: the upper 64 bits, cleared beyond the length. */
        public long key() {
            return high;
        }

        /** True when every address of {@code other} lies in this prefix. */
        public boolean contains(Ipv6Prefix other) {
            if (other.len < len) {
                return false;
            }
            Ipv6Prefix cut = of(other.high, other.low, len);
            return cut.high == high && cut.low == low;
        }

        /** The keys of the prefixes of the lookup lengths (/64, /60, .., /48) that could hold this one. */
        public long[] lookupKeys() {
            long[] keys = new long[LOOKUP_LENGTHS.length];
            int n = 0;
            for (int l : LOOKUP_LENGTHS) {
                long k = high & mask(Math.min(l, len));
                boolean seen = false;
                for (int i = 0; i < n; i++) {
                    seen |= keys[i] == k;
                }
                if (!seen) {
                    keys[n++] = k;
                }
            }
            return java.util.Arrays.copyOf(keys, n);
        }

        /** RFC 5952 text: lower case, the longest run of zero groups (two or more) as "::". */
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

        private static long mask(int bits) {
            return bits <= 0 ? 0 : bits >= 64 ? -1L : -1L << (64 - bits);
        }

        /** Hex groups with at most one "::"; no embedded IPv4 (RFC 5952 §5 mixed notation is not used in TS 29.571). */
        private static long[] parseAddress(String a) {
            if (a.isEmpty() || a.length() > 39 || !a.matches("[0-9A-Fa-f:]+")) {
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
                throw new IllegalArgumentException("not an IPv6 address: bad group '" + s + "'");
            }
            return Integer.parseInt(s, 16);
        }
    }
}
