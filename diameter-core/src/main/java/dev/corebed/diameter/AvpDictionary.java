package dev.corebed.diameter;

import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.diameter.sy.Sy;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jdiameter.api.validation.AvpRepresentation;
import org.jdiameter.client.impl.DictionarySingleton;
import org.jdiameter.common.impl.validation.DictionaryImpl;

/**
 * The AVPs this node knows: jDiameter's built-in dictionary (RFC 6733, RFC 4006, NASREQ and many 3GPP
 * AVPs, 905 in 2.1.0) completed by the definitions of the Gx, Rx, Sy and Sh packages, which also win
 * where both define an AVP (they carry the value sets the stubs enforce). A received AVP that is not
 * in here and has the M bit is answered with 5001 DIAMETER_AVP_UNSUPPORTED.
 */
public final class AvpDictionary {

    public static final AvpDictionary STANDARD = new AvpDictionary(
            ((DictionaryImpl) DictionarySingleton.getDictionary()).getAvpMap().values(),
            List.of(Avps.DEFINITIONS, Gx.DEFINITIONS, Rx.DEFINITIONS, Sy.DEFINITIONS, Sh.DEFINITIONS));

    private final Map<Long, AvpDef> avps = new HashMap<>();
    /** By name in lower case; where two vendors use one name, ours (the applications' packages) or the first wins. */
    private final Map<String, AvpDef> byName = new HashMap<>();

    AvpDictionary(Collection<AvpRepresentation> builtIn, List<List<AvpDef>> ours) {
        for (AvpRepresentation r : builtIn) {
            AvpType type = r.isGrouped() ? AvpType.GROUPED : AvpType.ofDictionaryName(r.getOriginalType());
            avps.put(key(r.getCode(), r.getVendorId()),
                    new AvpDef(r.getName(), r.getCode(), r.getVendorId(), r.isMandatory(), type, null));
        }
        ours.forEach(list -> list.forEach(d -> avps.put(key(d.code(), d.vendorId()), d)));
        ours.forEach(list -> list.forEach(d -> byName.put(d.name().toLowerCase(Locale.ROOT), d)));
        avps.values().forEach(d -> byName.putIfAbsent(d.name().toLowerCase(Locale.ROOT), d));
    }

    static long key(int code, long vendorId) {
        return vendorId << 32 | (code & 0xffffffffL);
    }

    /** The definition of an AVP, or null when this node does not know it. */
    public AvpDef get(int code, long vendorId) {
        return avps.get(key(code, vendorId));
    }

    /** The definition of an AVP by its name ("Subscription-Id-Data", any case), or null. */
    public AvpDef byName(String name) {
        return byName.get(name.toLowerCase(Locale.ROOT));
    }

    public int size() {
        return avps.size();
    }
}
