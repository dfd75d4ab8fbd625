package dev.corebed.model.common;

/** Ipv4Addr of TS 29.571 (dotted decimal, no leading zeros) as an unsigned 32-bit number, and back. */
public final class Ipv4Addrs {

    private Ipv4Addrs() {}

    /** The address as a number from 0 to 2^32 - 1; IllegalArgumentException when it is not an Ipv4Addr. */
    public static long parse(String s) {
        long v = 0;
        int octets = 0;
        int i = 0;
        int n = s.length();
        while (i < n && octets < 4) {
            int start = i;
            int octet = 0;
            while (i < n && i - start < 3 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                octet = octet * 10 + s.charAt(i++) - '0';
            }
            if (i == start || octet > 255 || (i - start > 1 && s.charAt(start) == '0')) {
                break;
            }
            v = (v << 8) | octet;
            octets++;
            if (octets < 4) {
                if (i >= n || s.charAt(i) != '.') {
                    break;
                }
                i++;
            }
        }
        if (octets != 4 || i != n) {
            throw new IllegalArgumentException("not an IPv4 address in dotted decimal");
        }
        return v;
    }

    public static String format(long v) {
        return ((v >>> 24) & 255) + "." + ((v >>> 16) & 255) + "." + ((v >>> 8) & 255) + "." + (v & 255);
    }
}
