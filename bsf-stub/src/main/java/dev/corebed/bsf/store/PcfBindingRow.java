package dev.corebed.bsf.store;

/**
 * One row of pcf_binding (migration bsf/V1): the PcfBinding as stored (body) and the columns it is
 * looked up and narrowed by. Null columns are absent attributes.
 */
public record PcfBindingRow(
        String bindingId,
        Long ipv4Addr,
        String ipDomain,
        Long ipv6Prefix,
        Long ipv6Low,
        Integer ipv6Len,
        Long macAddr,
        String supi,
        String gpsi,
        String dnn,
        String snssai,
        byte[] body,
        long createdAt,
        long updatedAt) {

    public PcfBindingRow withBody(byte[] newBody, long now) {
        return new PcfBindingRow(bindingId, ipv4Addr, ipDomain, ipv6Prefix, ipv6Low, ipv6Len, macAddr, supi, gpsi, dnn,
                snssai, newBody, createdAt, now);
    }
}
