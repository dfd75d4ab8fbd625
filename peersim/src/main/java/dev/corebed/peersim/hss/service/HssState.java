package dev.corebed.peersim.hss.service;

import dev.corebed.core.reset.ResettableState;
import java.util.concurrent.CompletableFuture;

/**
 * The HSS simulator's state as a reset puts it back: no subscription (so nobody is notified of what goes), the
 * generated population as configured (provisioned subscribers and every change forgotten), PNRs at the configured
 * rate.
 */
public final class HssState implements ResettableState {

    /** The PNR rate of the configuration: per second, of that Data-Reference. */
    public record ConfiguredRate(double perSecond, int dataReference) {}

    private final Population population;
    private final HssSubscriptions subscriptions;
    private final PushNotifications notifications;
    private final ConfiguredRate rate;

    public HssState(Population population, HssSubscriptions subscriptions, PushNotifications notifications, ConfiguredRate rate) {
        this.population = population;
        this.subscriptions = subscriptions;
        this.notifications = notifications;
        this.rate = rate;
    }

    @Override
    public String name() {
        return "subscribers provisioned or changed, subscriptions, the PNR rate";
    }

    @Override
    public CompletableFuture<Void> reset() {
        subscriptions.clear();
        population.reset();
        notifications.rate(rate.perSecond(), rate.dataReference());
        return CompletableFuture.completedFuture(null);
    }

    /** Provisioned subscribers, changes and subscriptions gone; the PNR rate left as it is. */
    public void clearSubscribers() {
        subscriptions.clear();
        population.reset();
    }
}
