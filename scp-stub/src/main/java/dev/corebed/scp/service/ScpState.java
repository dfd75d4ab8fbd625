package dev.corebed.scp.service;

import dev.corebed.core.reset.ResettableState;
import java.util.concurrent.CompletableFuture;

/**
 * The SCP's state as a reset puts it back: rate-limit rules and counts gone (here and in the data tier), the
 * discovery cache empty, no producer ejected, no LCI or OCI remembered. The view of the producers is the NRF's and
 * stays (its notifications keep it current; {@code POST /admin/v1/scp/audit} re-reads it); the NF status
 * subscriptions are made again, as the NRF may have been reset with them (the test kit resets the NRF first), and
 * the view audited against the NRF once they are.
 */
public final class ScpState implements ResettableState {

    private final RateLimiter rateLimits;
    private final DiscoveryService discovery;
    private final EndpointHealth health;
    private final LoadControl load;
    private final NrfSync nrf;

    public ScpState(RateLimiter rateLimits, DiscoveryService discovery, EndpointHealth health, LoadControl load, NrfSync nrf) {
        this.rateLimits = rateLimits;
        this.discovery = discovery;
        this.health = health;
        this.load = load;
        this.nrf = nrf;
    }

    @Override
    public String name() {
        return "rate limits, discovery cache, outlier and load state";
    }

    @Override
    public CompletableFuture<Void> reset() {
        discovery.clear();
        health.clear();
        load.clear();
        return rateLimits.clear().thenCompose(v -> nrf.resubscribe());
    }
}
