package dev.corebed.bsf.service;

import dev.corebed.core.reset.ResettableState;
import java.util.concurrent.CompletableFuture;

/**
 * The BSF's state as a reset puts it back: no event subscription (here and on the data tier), no PCF
 * binding of either kind. Nobody is notified: the subscriptions go first. Sessions the Rx proxy is relaying
 * are the Diameter peers' and stay.
 */
public final class BsfState implements ResettableState {

    private final BsfSubscriptionService subscriptions;
    private final PcfBindingService bindings;
    private final PcfForUeBindingService ueBindings;

    public BsfState(BsfSubscriptionService subscriptions, PcfBindingService bindings, PcfForUeBindingService ueBindings) {
        this.subscriptions = subscriptions;
        this.bindings = bindings;
        this.ueBindings = ueBindings;
    }

    @Override
    public String name() {
        return "PCF bindings and event subscriptions";
    }

    @Override
    public CompletableFuture<Void> reset() {
        return subscriptions.removeAll()
                .thenCompose(v -> bindings.removeAll())
                .thenCompose(v -> ueBindings.removeAll());
    }
}
