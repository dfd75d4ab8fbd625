package dev.corebed.model.common;

import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import java.util.Locale;

/**
 * PlmnId and PlmnIdNid of TS 29.571 as one comparable text: {@code "mcc-mnc"}, and {@code "mcc-mnc-nid"} for
 * an SNPN (the NID in lower case). A two-digit and a three-digit MNC stay apart ("001-01" is not "001-001"),
 * as TS 23.003 reads them.
 */
public final class PlmnIds {

    private PlmnIds() {}

    public static String key(PlmnId plmn) {
        return plmn.mcc() + "-" + plmn.mnc();
    }

    public static String key(PlmnIdNid plmn) {
        return key(plmn.mcc(), plmn.mnc(), plmn.nid());
    }

    /** The text of an mcc, mnc and optional nid (null when none). */
    public static String key(String mcc, String mnc, String nid) {
        return nid == null ? mcc + "-" + mnc : mcc + "-" + mnc + "-" + nid.toLowerCase(Locale.ROOT);
    }
}
