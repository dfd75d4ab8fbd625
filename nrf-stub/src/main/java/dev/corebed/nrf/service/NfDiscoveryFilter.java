package dev.corebed.nrf.service;

import dev.corebed.model.common.Snssais;
import dev.corebed.nrf.store.NfProfileViewEntry;
import dev.corebed.nrf.store.NfProfileKeys.IdRange;
import dev.corebed.nrf.store.NfProfileKeys.Service;
import dev.corebed.nrf.store.NfProfileKeys.SliceDnns;
import dev.corebed.nrf.store.NfProfileKeys.TacRange;
import java.util.List;
import java.util.Set;

/**
 * Whether one NF profile matches a SearchNFInstances query (TS 29.510 §6.2.3.2.3.1), on the attributes
 * the view parsed in advance. An attribute the profile does not provide restricts nothing, except
 * where an absent attribute cannot match (groupId, guamiList, pgwFqdn, nfSetIdList, services).
 */
final class NfDiscoveryFilter {

    /** The profile does not match. */
    static final long NO_MATCH = 0;
    /** The profile matches with every service. */
    static final long ALL_SERVICES = -1L;

    private NfDiscoveryFilter() {}

    /**
     * {@link #NO_MATCH}, or the services to return as a bit mask over {@code entry.services()}:
     * the requested ones (service-names) that the requester is allowed to use.
     */
    static long match(NfProfileViewEntry e, NfDiscoveryQuery q) {
        if (!matchesProfile(e, q)) {
            return NO_MATCH;
        }
        Service[] services = e.services();
        boolean restrictedForRequester = e.servicesRestricted() && q.requesterNfType() != null;
        if (q.serviceNames() == null && !restrictedForRequester) {
            return ALL_SERVICES;
        }
        if (services.length > 63) {
            // Beyond a mask's reach: return them all, still requiring one requested service.
            return q.serviceNames() == null || anyService(services, q) ? ALL_SERVICES : NO_MATCH;
        }
        long mask = 0;
        for (int i = 0; i < services.length; i++) {
            Service s = services[i];
            if ((q.serviceNames() == null || q.serviceNames().contains(s.name())) && s.allows(q.requesterNfType())) {
                mask |= 1L << i;
            }
        }
        if (mask == 0) {
            // With service-names, a profile offering none of them does not match; without, it matches
            // and shows no service. The high bit marks "matched, no service" apart from NO_MATCH.
            return q.serviceNames() != null ? NO_MATCH : 1L << 63;
        }
        return mask;
    }

    private static boolean anyService(Service[] services, NfDiscoveryQuery q) {
        for (Service s : services) {
            if (q.serviceNames().contains(s.name()) && s.allows(q.requesterNfType())) {
                return true;
            }
        }
        return false;
    }

    private static boolean matchesProfile(NfProfileViewEntry e, NfDiscoveryQuery q) {
        if (q.targetNfInstanceId() != null && !q.targetNfInstanceId().equalsIgnoreCase(e.nfInstanceId())) {
            return false;
        }
        if (q.requesterNfType() != null && e.allowedNfTypes() != null && !e.allowedNfTypes().contains(q.requesterNfType())) {
            return false;
        }
        if (q.requesterSnssais() != null && e.allowedNssais() != null && !intersects(e.allowedNssais(), q.requesterSnssais())) {
            return false;
        }
        if (q.snssais() != null && e.sNssais() != null && !intersects(e.sNssais(), q.snssais())) {
            return false;
        }
        if (!matchesSlicesAndDnn(e, q)) {
            return false;
        }
        if (q.taiKey() != null && e.tais() != null && !servesTai(e, q)) {
            return false;
        }
        if (q.pgw() != null && !e.pgwFqdns().contains(q.pgw())) {
            return false;
        }
        if (q.pgwInd() != null && q.pgwInd() == e.pgwFqdns().isEmpty()) {
            return false; // true: a combined PGW-C+SMF (it has a PGW FQDN); false: a standalone SMF
        }
        if (q.guami() != null && !e.guamis().contains(q.guami())) {
            return false;
        }
        if (q.amfRegionId() != null && !e.amfRegionIds().contains(q.amfRegionId())) {
            return false;
        }
        if (q.amfSetId() != null && !e.amfSetIds().contains(q.amfSetId())) {
            return false;
        }
        if (q.groupIds() != null && !anyIn(e.groupIds(), q.groupIds())) {
            return false;
        }
        if (q.supi() != null && e.supiRanges() != null && !inRanges(e.supiRanges(), q.supi(), q.supiDigits())) {
            return false;
        }
        if (q.gpsi() != null && e.gpsiRanges() != null && !inRanges(e.gpsiRanges(), q.gpsi(), q.gpsiDigits())) {
            return false;
        }
        if (q.routingIndicator() != null && e.routingIndicators() != null && !e.routingIndicators().contains(q.routingIndicator())) {
            return false;
        }
        if (q.dataSet() != null && e.dataSets() != null && !e.dataSets().contains(q.dataSet())) {
            return false;
        }
        if (q.targetNfSetId() != null && !e.nfSetIds().contains(q.targetNfSetId())) {
            return false;
        }
        return q.targetNfFqdn() == null || q.targetNfFqdn().equals(e.fqdn());
    }

    /**
     * An SMF or UPF serves a DNN on a slice (sNssaiSmfInfoList / sNssaiUpfInfoList): with both snssais
     * and dnn, one item must serve both. A PCF or BSF lists DNNs without slices (dnnList).
     */
    private static boolean matchesSlicesAndDnn(NfProfileViewEntry e, NfDiscoveryQuery q) {
        if (q.snssais() == null && q.dnn() == null) {
            return true;
        }
        List<SliceDnns> items = e.sliceDnns();
        if (items != null) {
            for (SliceDnns item : items) {
                if ((q.snssais() == null || servesAny(item.slice(), q.snssais())) && (q.dnn() == null || item.servesDnn(q.dnn()))) {
                    return true;
                }
            }
            return false;
        }
        return q.dnn() == null || e.dnnList() == null || e.dnnList().contains(q.dnn());
    }

    private static boolean servesTai(NfProfileViewEntry e, NfDiscoveryQuery q) {
        if (e.tais().contains(q.taiKey())) {
            return true;
        }
        for (TacRange r : e.tacRanges()) {
            if (r.contains(q.taiPlmn(), q.tac(), q.tacValue())) {
                return true;
            }
        }
        return false;
    }

    private static boolean intersects(List<Snssais.Served> served, List<Snssais.Slice> wanted) {
        for (Snssais.Served s : served) {
            if (servesAny(s, wanted)) {
                return true;
            }
        }
        return false;
    }

    private static boolean servesAny(Snssais.Served served, List<Snssais.Slice> wanted) {
        for (Snssais.Slice w : wanted) {
            if (served.serves(w)) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyIn(Set<String> have, Set<String> wanted) {
        for (String h : have) {
            if (wanted.contains(h)) {
                return true;
            }
        }
        return false;
    }

    private static boolean inRanges(List<IdRange> ranges, String id, String digits) {
        for (IdRange r : ranges) {
            if (r.contains(id, digits)) {
                return true;
            }
        }
        return false;
    }
}
