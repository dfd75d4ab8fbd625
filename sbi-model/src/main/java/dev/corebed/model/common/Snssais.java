package dev.corebed.model.common;

import dev.corebed.model.ts29571.Snssai;
import java.util.Locale;

/**
 * TS 29.571 Snssai compared as 3GPP means it: the SST as a number and the SD as hexadecimal digits, whatever
 * their case ({@code "00000A"} and {@code "00000a"} are one slice). Its canonical key, the form to compare and
 * index by, is {@code 1} or {@code 1-00000a}.
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
}
