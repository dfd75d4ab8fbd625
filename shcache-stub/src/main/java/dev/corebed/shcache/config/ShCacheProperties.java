package dev.corebed.shcache.config;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.shcache.*}: the Sh cache's own behaviour. Every default is here and in docs/configuration.md.
 *
 * @param ttl   how long an item stays in the cache after it was filled or written (Cassandra-like: counted from the
 *              write, a read does not extend it); the product's default is 24 h, the seed's benchmark ran 20 min
 * @param sweep the removal of expired items and subscriptions
 * @param hss   the HSS the cache reads from and writes to
 * @param nearCache the rows this instance just read or wrote, also kept in memory for a few seconds
 */
@ConfigurationProperties("stub.shcache")
public record ShCacheProperties(
        @DefaultValue("24h") Duration ttl,
        @DefaultValue Sweep sweep,
        @DefaultValue Hss hss,
        @DefaultValue NearCache nearCache) {

    public ShCacheProperties {
        if (ttl.toMillis() < 1) {
            throw new IllegalArgumentException("stub.shcache.ttl must be positive, got " + ttl);
        }
    }

    /**
     * @param maxAge     how long a row this instance read or wrote is answered from memory (never past its expiry); a
     *                   write through another instance of the same data tier is seen after at most this; 0 = off
     * @param maxEntries rows kept in memory at most
     */
    public record NearCache(
            @DefaultValue("2s") Duration maxAge,
            @DefaultValue("20000") long maxEntries) {

        public NearCache {
            if (maxAge.isNegative() || maxEntries < 0) {
                throw new IllegalArgumentException("stub.shcache.near-cache: max-age >= 0 and max-entries >= 0, got " + this);
            }
        }

        public boolean enabled() {
            return !maxAge.isZero() && maxEntries > 0;
        }
    }

    /**
     * @param interval  how often each instance sweeps
     * @param batchSize rows per DELETE (each committed alone, under NDB's per-transaction operation limit)
     * @param maxPerRun rows one run removes at most; the next run goes on
     */
    public record Sweep(
            @DefaultValue("10s") Duration interval,
            @DefaultValue("1000") int batchSize,
            @DefaultValue("100000") int maxPerRun) {

        public Sweep {
            if (interval.toMillis() < 1 || batchSize < 1 || maxPerRun < batchSize) {
                throw new IllegalArgumentException("stub.shcache.sweep: interval > 0, batch-size >= 1 and max-per-run >= batch-size, got "
                        + this);
            }
        }
    }

    /**
     * @param destinationRealm Destination-Realm of UDR, PUR and SNR; empty = this node's realm ({@code diameter.origin-realm})
     * @param destinationHost  Destination-Host; empty = none: any open peer of the realm that advertised Sh
     * @param timeout          how long a request waits for the HSS's answer before the REST request is answered 504
     * @param maxInFlight      requests waiting for the HSS at most; beyond, a request that needs the HSS is answered 503
     */
    public record Hss(
            String destinationRealm,
            String destinationHost,
            @DefaultValue("2s") Duration timeout,
            @DefaultValue("4096") int maxInFlight) {

        public Hss {
            destinationRealm = destinationRealm == null ? "" : destinationRealm.strip();
            destinationHost = destinationHost == null ? "" : destinationHost.strip();
            if (timeout.toMillis() < 1 || maxInFlight < 1) {
                throw new IllegalArgumentException("stub.shcache.hss: timeout > 0 and max-in-flight >= 1, got " + this);
            }
        }
    }
}
