package dev.corebed.bsf.service;

import dev.corebed.core.reset.ResettableState;
import dev.corebed.sbi.callback.CallbackDelivery;
import java.util.concurrent.CompletableFuture;

/**
 * The BSF's state as a reset puts it back: no event subscription (here and on the data tier), no PCF
 * binding of either kind, no notification waiting for a retry. Nobody is notified: the subscriptions go
 * first. Sessions the Rx proxy is relaying are the Diameter peers' and stay.
 */
public final class BsfState implements ResettableState {

    private final BsfSubscriptionService subscriptions;
    private final PcfBindingService bindings;
    private final PcfForUeBindingService ueBindings;
    private final CallbackDelivery notifications;

    public BsfState(BsfSubscriptionService subscriptions, PcfBindingService bindings, PcfForUeBindingService ueBindings,
                    CallbackDelivery notifications) {
        this.subscriptions = subscriptions;
        this.bindings = bindings;
        this.ueBindings = ueBindings;
        this.notifications = notifications;
    }

    @Override
    public String name() {
        return "PCF bindings and event subscriptions";
    }

    @Override
    public CompletableFuture<Void> reset() {
        return subscriptions.removeAll()
                .thenRun(notifications::dropPending)
                .thenCompose(v -> bindings.removeAll())
                .thenCompose(v -> ueBindings.removeAll());
    }
}
