package dev.corebed.model.common;

import dev.corebed.model.ts29571.Tai;
import java.util.Locale;

/** Tai of TS 29.571: one comparable text, and the value of its tracking area code. */
public final class Tais {

    private Tais() {}

    /**
     * {@code "mcc-mnc-tac"} ({@link PlmnIds#key}), {@code "mcc-mnc-nid-tac"} for an SNPN; the TAC is hexadecimal,
     * so it is written in lower case.
     */
    public static String key(Tai tai) {
        return PlmnIds.key(tai.plmnId().mcc(), tai.plmnId().mnc(), tai.nid()) + "-" + tai.tac().toLowerCase(Locale.ROOT);
    }

    /** A TAC's value (4 or 6 hexadecimal digits: 16 or 24 bits), or -1 when it is not a TAC. */
    public static int tac(String tac) {
        if (tac == null || (tac.length() != 4 && tac.length() != 6)) {
            return -1;
        }
        int value = 0;
        for (int i = 0; i < tac.length(); i++) {
            int d = Character.digit(tac.charAt(i), 16);
            if (d < 0) {
                return -1;
            }
            value = value << 4 | d;
        }
        return value;
    }
}
