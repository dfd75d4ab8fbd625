package dev.corebed.model.common;

/** Supi of TS 29.571 (TS 23.003 §2.2A): the digits of the IMSI kind. */
public final class Supis {

    /** The prefix of an IMSI-based SUPI. */
    public static final String IMSI = "imsi-";

    private Supis() {}

    /** The IMSI digits of an {@code imsi-} SUPI; null for a SUPI of another kind (nai, gci, gli). */
    public static String imsi(String supi) {
        return supi.startsWith(IMSI) ? supi.substring(IMSI.length()) : null;
    }
}
