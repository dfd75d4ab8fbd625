package dev.corebed.pcf.store;

/**
 * One row of sm_policy_association (migration pcf/V1): the association's keys, its documents as JSON text, and the
 * URIs of what the PCF holds at its peers for it (null when none).
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
        long updatedAt) {

    /** The row after a re-evaluation: new documents, the next version. */
    public SmPolicyRow evaluated(String newContext, String newDecision, String newInputs, long now) {
        return new SmPolicyRow(smPolicyId, kind, supi, gpsi, pduSessionId, dnn, snssai, ipv4Addr, ipDomain, ipv6Prefix,
                newContext, newDecision, newInputs, udrSubscription, chfSubscription, bsfBinding, version + 1, createdAt, now);
    }

    public SmPolicyRow withChfSubscription(String uri) {
        return new SmPolicyRow(smPolicyId, kind, supi, gpsi, pduSessionId, dnn, snssai, ipv4Addr, ipDomain, ipv6Prefix,
                context, decision, inputs, udrSubscription, uri, bsfBinding, version, createdAt, updatedAt);
    }
}
