package dev.corebed.udr.service;

import dev.corebed.core.reset.ResettableState;
import java.util.concurrent.CompletableFuture;

/**
 * The UDR's state as a reset puts it back: no subscription, no notification waiting, no policy data, no
 * group-id entry or range (the range view reloaded at once).
 */
public final class UdrState implements ResettableState {

    private final PolicyDataSubscriptionService subscriptions;
    private final PolicyDataNotifications notifications;
    private final PolicyDataProvisioningService policyData;
    private final GroupIdProvisioningService groupIds;

    public UdrState(PolicyDataSubscriptionService subscriptions, PolicyDataNotifications notifications,
                    PolicyDataProvisioningService policyData, GroupIdProvisioningService groupIds) {
        this.subscriptions = subscriptions;
        this.notifications = notifications;
        this.policyData = policyData;
        this.groupIds = groupIds;
    }

    @Override
    public String name() {
        return "policy data, its subscriptions and the group-id map";
    }

    @Override
    public CompletableFuture<Void> reset() {
        // Subscriptions first, so that nobody is told about the data going.
        return subscriptions.removeAll()
                .thenRun(notifications::dropPending)
                .thenCompose(v -> policyData.removeAll())
                .thenCompose(v -> groupIds.removeAll());
    }
}
