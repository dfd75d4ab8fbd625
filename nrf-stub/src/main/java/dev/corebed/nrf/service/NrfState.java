package dev.corebed.nrf.service;

import dev.corebed.core.reset.ResettableState;
import dev.corebed.sbi.callback.CallbackDelivery;
import java.util.concurrent.CompletableFuture;

/**
 * The NRF's state as a reset puts it back: no subscription, no NF instance, no notification waiting for a
 * retry, and discovery serving that at once (its view polled, its SLF answers forgotten). The access-token
 * signing key stays: tokens already issued keep verifying.
 */
public final class NrfState implements ResettableState {

    private final NfManagementService management;
    private final NfSubscriptionService subscriptions;
    private final NfDiscoveryService discovery;
    private final CallbackDelivery notifications;

    public NrfState(NfManagementService management, NfSubscriptionService subscriptions, NfDiscoveryService discovery,
                    CallbackDelivery notifications) {
        this.management = management;
        this.subscriptions = subscriptions;
        this.discovery = discovery;
        this.notifications = notifications;
    }

    @Override
    public String name() {
        return "NF instances and subscriptions";
    }

    @Override
    public CompletableFuture<Void> reset() {
        // Subscriptions first, so that nobody is told about the instances going.
        return subscriptions.removeAll()
                .thenCompose(v -> management.removeAll())
                .thenRun(notifications::dropPending)
                .thenCompose(v -> discovery.refresh());
    }
}
