package dev.corebed.model.common;

/** Gpsi of TS 29.571 (TS 23.003 §2.2B): the digits of the MSISDN kind. */
public final class Gpsis {

    /** The prefix of an MSISDN-based GPSI. */
    public static final String MSISDN = "msisdn-";

    private Gpsis() {}

    /** The MSISDN digits of an {@code msisdn-} GPSI; null for a GPSI of another kind (extid). */
    public static String msisdn(String gpsi) {
        return gpsi.startsWith(MSISDN) ? gpsi.substring(MSISDN.length()) : null;
    }
}
