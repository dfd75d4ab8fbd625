package dev.corebed.pcf.service;

import dev.corebed.core.reset.ResettableState;
import dev.corebed.pcf.client.NfDiscovery;
import dev.corebed.pcf.store.PolicyAssociationStore;
import dev.corebed.sbi.callback.CallbackDelivery;
import java.util.concurrent.CompletableFuture;

/**
 * The PCF's state as a reset puts it back: no SM, AM or UE policy association, no application session, no callback
 * waiting for a retry, no discovery result kept. Nobody is notified and no peer is called: the subscriptions the
 * associations held at the UDR, CHF, BSF and AMF are those peers' state, reset on their own management ports.
 */
public final class PcfState implements ResettableState {

    private final SmPolicyService sm;
    private final PolicyAssociationStore amAndUe;
    private final CallbackDelivery callbacks;
    private final NfDiscovery discovery;

    /** {@code amAndUe} directly: the AM and UE associations are one table, emptied once for both services. */
    public PcfState(SmPolicyService sm, PolicyAssociationStore amAndUe, CallbackDelivery callbacks, NfDiscovery discovery) {
        this.sm = sm;
        this.amAndUe = amAndUe;
        this.callbacks = callbacks;
        this.discovery = discovery;
    }

    @Override
    public String name() {
        return "policy associations, application sessions and discovery results";
    }

    @Override
    public CompletableFuture<Void> reset() {
        callbacks.dropPending();
        discovery.clear();
        return sm.removeAll().thenCompose(v -> amAndUe.clear());
    }
}
