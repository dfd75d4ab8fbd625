package dev.corebed.peersim.ocs.service;

import dev.corebed.core.reset.ResettableState;
import java.util.concurrent.CompletableFuture;

/** The OCS simulator's state as a reset puts it back: no Sy session, the configured counter statuses, the configured SNR rate. */
public final class OcsState implements ResettableState {

    private final OcsSessions sessions;
    private final SpendingNotifications notifications;
    private final double configuredRate;

    public OcsState(OcsSessions sessions, SpendingNotifications notifications, double configuredRate) {
        this.sessions = sessions;
        this.notifications = notifications;
        this.configuredRate = configuredRate;
    }

    @Override
    public String name() {
        return "Sy sessions, counter statuses, the SNR rate";
    }

    @Override
    public CompletableFuture<Void> reset() {
        sessions.clear();
        notifications.rate(configuredRate);
        return CompletableFuture.completedFuture(null);
    }
}
