package dev.corebed.nrf.service;

import dev.corebed.model.common.Snssais;
import dev.corebed.model.ts29510.AfEventExposureData;
import dev.corebed.model.ts29510.DccfCond;
import dev.corebed.model.ts29510.DccfInfo;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29510.NefCond;
import dev.corebed.model.ts29510.NefInfo;
import dev.corebed.model.ts29510.NwdafCond;
import dev.corebed.model.ts29510.NwdafInfo;
import dev.corebed.model.ts29510.PfdData;
import dev.corebed.model.ts29510.TaiRange;
import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.ts29571.Tai;
import dev.corebed.nrf.store.NfProfileKeys;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The subscription conditions on what an NF type's info block says (TS 29.510 NwdafCond, NefCond, DccfCond): the
 * profile is covered when one of its info blocks passes every criterion the condition gives. A criterion is
 * passed when the block shares one value with it, or does not declare the attribute at all (then it restricts
 * nothing, as in discovery). Not compared: taiRangeList, mlAnalyticsList, gpsiRanges and
 * externalGroupIdentifiersRanges of the conditions.
 */
final class NfInfoConditions {

    private NfInfoConditions() {}

    /** NWDAFs by Analytics ID (eventIds, nwdafEvents), S-NSSAI, serving area (TAIs) and served NF types and sets. */
    static boolean nwdaf(NwdafCond c, NFProfile p) {
        if (!servesAnySlice(p.sNssais(), c.snssaiList())) {
            return false;
        }
        List<NwdafInfo> blocks = NfProfileKeys.infos(p.nwdafInfo(), p.nwdafInfoList());
        return blocks.isEmpty() || blocks.stream().anyMatch(i -> shares(c.analyticsIds(), union(i.eventIds(), i.nwdafEvents()), false)
                && servesAnyTai(i.taiList(), i.taiRangeList(), c.taiList(), p.nfInstanceId())
                && shares(c.servingNfTypeList(), i.servingNfTypeList(), false)
                && shares(c.servingNfSetIdList(), i.servingNfSetIdList(), true));
    }

    /** NEFs by AF event, S-NSSAI, application and AF ids (pfdData) and served FQDN. */
    static boolean nef(NefCond c, NFProfile p) {
        if (!servesAnySlice(p.sNssais(), c.snssaiList())) {
            return false;
        }
        NefInfo i = p.nefInfo();
        if (i == null) {
            return true;
        }
        AfEventExposureData ee = i.afEeData();
        PfdData wanted = c.pfdData();
        PfdData pfd = i.pfdData();
        return shares(c.afEvents(), ee == null ? null : ee.afEvents(), false)
                && (wanted == null || pfd == null || shares(wanted.appIds(), pfd.appIds(), false) && shares(wanted.afIds(), pfd.afIds(), false))
                && shares(c.servedFqdnList(), i.servedFqdnList(), true);
    }

    /** DCCFs by serving area (TAIs) and served NF types and sets. */
    static boolean dccf(DccfCond c, NFProfile p) {
        DccfInfo i = p.dccfInfo();
        return i == null || servesAnyTai(i.taiList(), i.taiRangeList(), c.taiList(), p.nfInstanceId())
                && shares(c.servingNfTypeList(), i.servingNfTypeList(), false)
                && shares(c.servingNfSetIdList(), i.servingNfSetIdList(), true);
    }

    /** Whether the block's list shares a value with the condition's; true when either is absent. */
    private static boolean shares(List<String> wanted, List<String> have, boolean ignoreCase) {
        if (wanted == null || have == null) {
            return true;
        }
        for (String w : wanted) {
            for (String h : have) {
                if (ignoreCase ? w.toLowerCase(Locale.ROOT).equals(h.toLowerCase(Locale.ROOT)) : w.equals(h)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<String> union(List<String> a, List<String> b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static boolean servesAnySlice(List<ExtSnssai> served, List<Snssai> wanted) {
        if (wanted == null || served == null) {
            return true;
        }
        for (ExtSnssai s : served) {
            Snssais.Served slice = Snssais.Served.of(s);
            if (wanted.stream().anyMatch(w -> slice.serves(Snssais.Slice.of(w)))) {
                return true;
            }
        }
        return false;
    }

    private static boolean servesAnyTai(List<Tai> taiList, List<TaiRange> taiRangeList, List<Tai> wanted, String nfInstanceId) {
        return wanted == null || wanted.stream().anyMatch(t -> NfProfileKeys.servesTai(taiList, taiRangeList, t, nfInstanceId));
    }
}
