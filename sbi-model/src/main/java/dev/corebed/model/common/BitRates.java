package dev.corebed.model.common;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * TS 29.571 BitRate: {@code "<number> <unit>"}, the unit one of bps, Kbps, Mbps, Gbps, Tbps (powers of 1000), the
 * number an integer or a decimal ({@code "1.5 Mbps"}). Diameter carries the same rates as bit/s integers
 * (Max-Requested-Bandwidth, APN-AMBR), so a PCF serving both converts between them here.
 */
public final class BitRates {

    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?) (bps|Kbps|Mbps|Gbps|Tbps)");
    private static final String[] UNITS = {"bps", "Kbps", "Mbps", "Gbps", "Tbps"};

    private BitRates() {}

    /** The rate in bit/s (rounded down), or -1 when the text is not a BitRate. */
    public static long bitsPerSecond(String bitRate) {
        Matcher m = bitRate == null ? null : FORM.matcher(bitRate);
        if (m == null || !m.matches()) {
            return -1;
        }
        int power = switch (m.group(2)) {
            case "bps" -> 0;
            case "Kbps" -> 3;
            case "Mbps" -> 6;
            case "Gbps" -> 9;
            default -> 12;
        };
        try {
            return new BigDecimal(m.group(1)).movePointRight(power).longValue();
        } catch (ArithmeticException e) {
            return -1;
        }
    }

    /** A rate of bit/s as a BitRate, in the largest unit that keeps it an integer ({@code 64000} → {@code "64 Kbps"}). */
    public static String of(long bitsPerSecond) {
        if (bitsPerSecond < 0) {
            throw new IllegalArgumentException("a bit rate is not negative: " + bitsPerSecond);
        }
        long v = bitsPerSecond;
        int unit = 0;
        while (unit < UNITS.length - 1 && v != 0 && v % 1000 == 0) {
            v /= 1000;
            unit++;
        }
        return v + " " + UNITS[unit];
    }
}
