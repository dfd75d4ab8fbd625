package dev.corebed.bsf.service;

import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.bsf.store.PcfBindingStore.AddressKind;
import dev.corebed.model.common.Ipv6Prefixes;
import java.util.Arrays;

/**
 * A GetPCFBindings query: one UE address (what the data tier looks up) and the qualifiers the candidates
 * are then narrowed by. A qualifier leaves out a binding that has the attribute with another value; a
 * binding without the attribute stays (it does not contradict the query). DNNs compare without case
 * (TS 23.003 §9.1: APN labels are not case sensitive).
 *
 * @param address the IPv4 or MAC address as a number, when kind is IPV4 or MAC
 * @param ipv6    the queried IPv6 prefix (an address is /128) when kind is IPV6: a binding matches when its
 *                prefix holds it
 * @param snssai  the Snssai's key ({@link dev.corebed.model.common.Snssais#key})
 */
public record BindingQuery(AddressKind kind, long address, Ipv6Prefixes.Prefix ipv6, String ipDomain, String dnn,
                           String snssai, String supi, String gpsi) {

    /**
     * The prefix lengths an IPv6 lookup tries, longest first: a /64 per PDU session, or a delegated /60../48. A
     * binding's prefix is stored under its upper 64 bits (cleared beyond its length), so a prefix of one of
     * these lengths that holds the queried one is found by one indexed lookup of these keys.
     */
    static final int[] LOOKUP_LENGTHS = {64, 60, 56, 52, 48};

    public static BindingQuery ipv4(long address) {
        return new BindingQuery(AddressKind.IPV4, address, null, null, null, null, null, null);
    }

    public static BindingQuery ipv6(Ipv6Prefixes.Prefix prefix) {
        return new BindingQuery(AddressKind.IPV6, 0, prefix, null, null, null, null, null);
    }

    /** The keys of the address column to look up. */
    long[] keys() {
        return kind == AddressKind.IPV6 ? lookupKeys(ipv6) : new long[] {address};
    }

    /** The stored keys of the prefixes of the lookup lengths (/64, /60, .., /48) that could hold this one. */
    static long[] lookupKeys(Ipv6Prefixes.Prefix p) {
        long[] keys = new long[LOOKUP_LENGTHS.length];
        int n = 0;
        for (int l : LOOKUP_LENGTHS) {
            long k = p.high() & Ipv6Prefixes.mask(Math.min(l, p.len()));
            boolean seen = false;
            for (int i = 0; i < n; i++) {
                seen |= keys[i] == k;
            }
            if (!seen) {
                keys[n++] = k;
            }
        }
        return Arrays.copyOf(keys, n);
    }

    boolean matches(PcfBindingRow r) {
        boolean address = switch (kind) {
            case IPV4 -> r.ipv4Addr() != null && r.ipv4Addr() == this.address
                    && (ipDomain == null || r.ipDomain() == null || r.ipDomain().isEmpty() || r.ipDomain().equals(ipDomain));
            case IPV6 -> r.ipv6Prefix() != null && r.ipv6Len() != null
                    && Ipv6Prefixes.Prefix.of(r.ipv6Prefix(), r.ipv6Low() == null ? 0 : r.ipv6Low(), r.ipv6Len()).contains(ipv6);
            case MAC -> r.macAddr() != null && r.macAddr() == this.address;
        };
        return address
                && (dnn == null || r.dnn() == null || r.dnn().equalsIgnoreCase(dnn))
                && (snssai == null || r.snssai() == null || r.snssai().equals(snssai))
                && (supi == null || r.supi() == null || r.supi().equals(supi))
                && (gpsi == null || r.gpsi() == null || r.gpsi().equals(gpsi));
    }
}
