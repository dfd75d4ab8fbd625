package dev.corebed.bsf.service;

import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.bsf.store.PcfBindingStore.AddressKind;

/**
 * A GetPCFBindings query: one UE address (what the data tier looks up) and the qualifiers the candidates
 * are then narrowed by. A qualifier leaves out a binding that has the attribute with another value; a
 * binding without the attribute stays (it does not contradict the query). DNNs compare without case
 * (TS 23.003 §9.1: APN labels are not case sensitive).
 *
 * @param ipv6 the queried IPv6 prefix (an address is /128) when kind is IPV6: a binding matches when its
 *             prefix holds it
 */
public record BindingQuery(AddressKind kind, long address, UeAddress.Ipv6Prefix ipv6, String ipDomain, String dnn,
                           String snssai, String supi, String gpsi) {

    /** The keys of the address column to look up. */
    long[] keys() {
        return kind == AddressKind.IPV6 ? ipv6.lookupKeys() : new long[] {address};
    }

    boolean matches(PcfBindingRow r) {
        boolean address = switch (kind) {
            case IPV4 -> r.ipv4Addr() != null && r.ipv4Addr() == this.address
                    && (ipDomain == null || r.ipDomain() == null || r.ipDomain().isEmpty() || r.ipDomain().equals(ipDomain));
            case IPV6 -> r.ipv6Prefix() != null && r.ipv6Len() != null
                    && UeAddress.Ipv6Prefix.of(r.ipv6Prefix(), r.ipv6Low() == null ? 0 : r.ipv6Low(), r.ipv6Len()).contains(ipv6);
            case MAC -> r.macAddr() != null && r.macAddr() == this.address;
        };
        return address
                && (dnn == null || r.dnn() == null || r.dnn().equalsIgnoreCase(dnn))
                && (snssai == null || r.snssai() == null || r.snssai().equals(snssai))
                && (supi == null || r.supi() == null || r.supi().equals(supi))
                && (gpsi == null || r.gpsi() == null || r.gpsi().equals(gpsi));
    }
}
