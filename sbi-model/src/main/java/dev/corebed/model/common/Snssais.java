package dev.corebed.model.common;

import dev.corebed.model.ts29571.Snssai;
import java.util.Locale;

/**
 * TS 29.571 Snssai compared as 3GPP means it: the SST as a number and the SD as hexadecimal digits, whatever
 * their case ({@code "00000A"} and {@code "00000a"} are one slice). A canonical key, {@code 1} or
 * {@code 1-00000a}, names one S-NSSAI for maps and comparisons.
 */
public final class Snssais {

    private Snssais() {}

    /** The canonical key of an S-NSSAI: the SST in decimal, then {@code -} and the SD in lower case when it has one. */
    public static String key(long sst, String sd) {
        return sd == null ? Long.toString(sst) : sst + "-" + sd.toLowerCase(Locale.ROOT);
    }

    public static String key(Snssai snssai) {
        return key(snssai.sst(), snssai.sd());
    }
}
