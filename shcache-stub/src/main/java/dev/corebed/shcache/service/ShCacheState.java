package dev.corebed.shcache.service;

import dev.corebed.core.reset.ResettableState;
import java.util.concurrent.CompletableFuture;

/**
 * The Sh cache's state as a reset puts it back: no cached item (on the data tier and in this instance's memory) and
 * no subscription record. The HSS is not told: its subscriptions are its own state, reset on the HSS's side.
 */
public final class ShCacheState implements ResettableState {

    private final ShCacheInventory inventory;

    public ShCacheState(ShCacheInventory inventory) {
        this.inventory = inventory;
    }

    @Override
    public String name() {
        return "cached Sh data and subscription records";
    }

    @Override
    public CompletableFuture<Void> reset() {
        return inventory.clear();
    }
}
