package dev.corebed.model.common;

import dev.corebed.model.ts29571.Snssai;
import java.util.Locale;

/** Snssai of TS 29.571 in its canonical string form, the form to compare and index by. */
public final class Snssais {

    private Snssais() {}

    /**
     * {@code "<sst>"} or {@code "<sst>-<sd>"}, sd in lower case ({@code "1-00000a"}): two Snssais are the same
     * slice exactly when their keys are equal (sd is hexadecimal, its case carries nothing). At most 10
     * characters, ASCII. The Snssai must have passed its schema (sst 0 to 255, sd six hex digits).
     */
    public static String key(Snssai s) {
        return s.sd() == null ? Long.toString(s.sst()) : s.sst() + "-" + s.sd().toLowerCase(Locale.ROOT);
    }
}
