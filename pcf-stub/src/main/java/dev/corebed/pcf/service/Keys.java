package dev.corebed.pcf.service;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * The TS 29.571 values the data tier indexes associations by, in the forms it compares: the S-NSSAI's string
 * key, the UE's IPv4 address as a number, the upper 64 bits of its IPv6 prefix. Values reach here after the
 * strict binding checked their form.
 */
public final class Keys {

    private Keys() {}

    /** {@code "<sst>"} or {@code "<sst>-<sd>"}, sd in lower case. */
    public static String snssai(JsonNode snssai) {
        JsonNode sd = snssai.get("sd");
        long sst = snssai.get("sst").asLong();
        return sd == null || sd.isNull() ? Long.toString(sst) : sst + "-" + sd.asString().toLowerCase(Locale.ROOT);
    }

    /** A dotted-quad IPv4 address as an unsigned 32-bit number. */
    public static long ipv4(String dotted) {
        long v = 0;
        int octet = 0;
        for (int i = 0; i < dotted.length(); i++) {
            char c = dotted.charAt(i);
            if (c == '.') {
                v = (v << 8) | octet;
                octet = 0;
            } else {
                octet = octet * 10 + (c - '0');
            }
        }
        return (v << 8) | octet;
    }

    /** The upper 64 bits of an IPv6 prefix ({@code 2001:db8:1:2::/64}) or address, masked to the prefix length. */
    public static long ipv6High(String prefix) {
        int slash = prefix.indexOf('/');
        String address = slash < 0 ? prefix : prefix.substring(0, slash);
        int len = slash < 0 ? 128 : Integer.parseInt(prefix.substring(slash + 1));
        byte[] bytes;
        try {
            bytes = InetAddress.getByName(address).getAddress(); // a literal: never a name lookup
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("not an IPv6 address: " + address, e);
        }
        long high = 0;
        for (int i = 0; i < 8; i++) {
            high = (high << 8) | (bytes[i] & 0xFF);
        }
        return len >= 64 ? high : high & (-1L << (64 - len));
    }

    /**
     * The features both sides support (TS 29.571 SupportedFeatures: hexadecimal, the last character holds
     * features 1 to 4), in the shorter of the two lengths.
     */
    public static String features(String ours, String theirs) {
        int n = Math.min(ours.length(), theirs.length());
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            int a = Character.digit(ours.charAt(ours.length() - n + i), 16);
            int c = Character.digit(theirs.charAt(theirs.length() - n + i), 16);
            b.append(Character.forDigit(a & c, 16));
        }
        return b.toString();
    }
}
