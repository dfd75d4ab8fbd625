package dev.corebed.scp.store;

import dev.corebed.scp.service.Discovered;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Delegated discovery results by their parameters, each kept for the validityPeriod the NRF gave it (bounded by
 * configuration), in memory. Full, it first drops what has expired, then what is left at random.
 */
public final class DiscoveryCache {

    private final Map<String, Discovered> entries = new ConcurrentHashMap<>();
    private final int maxEntries;
    private final LongSupplier nanoClock;

    public DiscoveryCache(int maxEntries, LongSupplier nanoClock) {
        this.maxEntries = maxEntries;
        this.nanoClock = nanoClock;
    }

    /** The result for this key while it is valid, else null. */
    public Discovered get(String key) {
        Discovered d = entries.get(key);
        if (d == null) {
            return null;
        }
        if (d.validUntil() - nanoClock.getAsLong() <= 0) {
            entries.remove(key, d);
            return null;
        }
        return d;
    }

    public void put(String key, Discovered result) {
        if (entries.size() >= maxEntries) {
            evict();
        }
        entries.put(key, result);
    }

    private void evict() {
        long now = nanoClock.getAsLong();
        entries.values().removeIf(d -> d.validUntil() - now <= 0);
        Iterator<String> it = entries.keySet().iterator();
        while (entries.size() >= maxEntries && it.hasNext()) {
            it.next();
            it.remove();
        }
    }

    public int size() {
        return entries.size();
    }

    public void clear() {
        entries.clear();
    }
}
