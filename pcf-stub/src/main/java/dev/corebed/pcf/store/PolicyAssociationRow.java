package dev.corebed.pcf.store;

/**
 * One row of policy_association (migration pcf/V1): an AM or UE policy association, its documents as JSON text, and
 * the URIs of what the PCF holds at its peers for it (null when none).
 */
public record PolicyAssociationRow(
        String polAssoId,
        String kind,
        String supi,
        String request,
        String policy,
        String inputs,
        String udrSubscription,
        String chfSubscription,
        String n1n2Subscription,
        String amfApiRoot,
        int version,
        long createdAt,
        long updatedAt) {

    public PolicyAssociationRow next(String newRequest, String newPolicy, String newInputs, long now) {
        return new PolicyAssociationRow(polAssoId, kind, supi, newRequest, newPolicy, newInputs, udrSubscription,
                chfSubscription, n1n2Subscription, amfApiRoot, version + 1, createdAt, now);
    }
}
