package dev.corebed.model.common;

import dev.corebed.model.ts29571.Guami;
import java.util.Locale;

/** Guami of TS 29.571 as one comparable text: the PLMN ({@link PlmnIds#key}) and the AMF id in lower case. */
public final class Guamis {

    private Guamis() {}

    /** {@code "mcc-mnc-amfid"}, {@code "mcc-mnc-nid-amfid"} for an SNPN; the AMF id is hexadecimal, so case does not count. */
    public static String key(Guami guami) {
        return PlmnIds.key(guami.plmnId()) + "-" + guami.amfId().toLowerCase(Locale.ROOT);
    }
}
