package dev.corebed.pcf.store;

/**
 * One row of sm_policy_association (migrations pcf/V1, V2): the association's keys, its documents as JSON text, the
 * URIs of what the PCF holds at its peers for it (null when none), and for a Gx session (kind GX) its Diameter state.
 *
 * @param gx the Gx session's Diameter state; null for an N7 association
 */
public record SmPolicyRow(
        String smPolicyId,
        String kind,
        String supi,
        String gpsi,
        int pduSessionId,
        String dnn,
        String snssai,
        Long ipv4Addr,
        String ipDomain,
        Long ipv6Prefix,
        String context,
        String decision,
        String inputs,
        String udrSubscription,
        String chfSubscription,
        String bsfBinding,
        int version,
        long createdAt,
        long updatedAt,
        GxState gx) {

    /** An N7 association's row (no Diameter state). */
    public SmPolicyRow(String smPolicyId, String kind, String supi, String gpsi, int pduSessionId, String dnn, String snssai,
                       Long ipv4Addr, String ipDomain, Long ipv6Prefix, String context, String decision, String inputs,
                       String udrSubscription, String chfSubscription, String bsfBinding, int version, long createdAt,
                       long updatedAt) {
        this(smPolicyId, kind, supi, gpsi, pduSessionId, dnn, snssai, ipv4Addr, ipDomain, ipv6Prefix, context, decision, inputs,
                udrSubscription, chfSubscription, bsfBinding, version, createdAt, updatedAt, null);
    }

    /**
     * A Gx session's Diameter state.
     *
     * @param sessionId       the PCEF's Session-Id
     * @param ccRequestNumber the CC-Request-Number of the last request handled
     * @param originHost      the PCEF's Origin-Host, the RAR's Destination-Host
     * @param originRealm     the PCEF's Origin-Realm
     * @param viaPeer         the peer the session's requests came through
     * @param sySessionId     the PCRF's Sy session with the OCS; null when none
     */
    public record GxState(String sessionId, long ccRequestNumber, String originHost, String originRealm, String viaPeer,
                          String sySessionId) {

        public GxState withCcRequestNumber(long n) {
            return new GxState(sessionId, n, originHost, originRealm, viaPeer, sySessionId);
        }

        public GxState withSySessionId(String id) {
            return new GxState(sessionId, ccRequestNumber, originHost, originRealm, viaPeer, id);
        }
    }

    /** The row after a re-evaluation: new documents, the next version. */
    public SmPolicyRow evaluated(String newContext, String newDecision, String newInputs, long now) {
        return new SmPolicyRow(smPolicyId, kind, supi, gpsi, pduSessionId, dnn, snssai, ipv4Addr, ipDomain, ipv6Prefix,
                newContext, newDecision, newInputs, udrSubscription, chfSubscription, bsfBinding, version + 1, createdAt, now, gx);
    }

    /** The row with the UE's addresses as a new context has them. */
    public SmPolicyRow addressed(Long newIpv4, String newDomain, Long newIpv6) {
        return new SmPolicyRow(smPolicyId, kind, supi, gpsi, pduSessionId, dnn, snssai, newIpv4, newDomain, newIpv6, context,
                decision, inputs, udrSubscription, chfSubscription, bsfBinding, version, createdAt, updatedAt, gx);
    }

    public SmPolicyRow withChfSubscription(String uri) {
        return new SmPolicyRow(smPolicyId, kind, supi, gpsi, pduSessionId, dnn, snssai, ipv4Addr, ipDomain, ipv6Prefix,
                context, decision, inputs, udrSubscription, uri, bsfBinding, version, createdAt, updatedAt, gx);
    }

    public SmPolicyRow withGx(GxState state) {
        return new SmPolicyRow(smPolicyId, kind, supi, gpsi, pduSessionId, dnn, snssai, ipv4Addr, ipDomain, ipv6Prefix,
                context, decision, inputs, udrSubscription, chfSubscription, bsfBinding, version, createdAt, updatedAt, state);
    }
}
