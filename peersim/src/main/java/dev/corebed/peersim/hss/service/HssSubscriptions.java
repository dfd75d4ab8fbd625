package dev.corebed.peersim.hss.service;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The subscriptions to notifications (SNR) application servers hold: per subscriber, data (Data-Reference and
 * Service-Indication) and application server (its Origin-Host), the identity it subscribed with, its realm, when it
 * ends and whether after one notification. In memory; an expired one is never notified and is dropped when met.
 */
public final class HssSubscriptions {

    /** What a subscription is to: a subscriber's data, for one application server. */
    public record Key(String subscriber, int dataReference, String serviceIndication, String asHost) {}

    /** A subscription: the identity to notify, the server's realm, its end (null: none) and whether it ends after one PNR. */
    public record Subscription(Key key, String userIdentity, boolean msisdnIdentity, String asRealm, Instant expiry,
                               boolean oneTime) {
        public boolean live(Instant now) {
            return expiry == null || expiry.isAfter(now);
        }
    }

    /** A subscriber's data, for every application server subscribed to it. */
    private record DataKey(String subscriber, int dataReference, String serviceIndication) {}

    private final ConcurrentHashMap<Key, Subscription> subscriptions = new ConcurrentHashMap<>();
    /** The same subscriptions by the data they are to: a change notifies its subscribers without a walk. */
    private final ConcurrentHashMap<DataKey, ConcurrentHashMap<String, Subscription>> byData = new ConcurrentHashMap<>();
    /** The keys, for a random pick without walking the map; stale entries are skipped and dropped. */
    private final List<Key> keys = new ArrayList<>();

    public void add(Subscription s) {
        byData.computeIfAbsent(dataKey(s.key()), k -> new ConcurrentHashMap<>(2)).put(s.key().asHost(), s);
        if (subscriptions.put(s.key(), s) == null) {
            synchronized (keys) {
                keys.add(s.key());
            }
        }
    }

    private static DataKey dataKey(Key k) {
        return new DataKey(k.subscriber(), k.dataReference(), k.serviceIndication());
    }

    public boolean remove(Key key) {
        Subscription s = subscriptions.remove(key);
        if (s != null) {
            forget(s);
        }
        return s != null;
    }

    private void forget(Subscription s) {
        byData.computeIfPresent(dataKey(s.key()), (k, m) -> {
            m.remove(s.key().asHost(), s);
            return m.isEmpty() ? null : m;
        });
    }

    /** The live subscriptions to a subscriber's data, every application server's. */
    public List<Subscription> to(String subscriber, int dataReference, String serviceIndication, Instant now) {
        Map<String, Subscription> m = byData.get(new DataKey(subscriber, dataReference, serviceIndication));
        if (m == null) {
            return List.of();
        }
        List<Subscription> out = new ArrayList<>(m.size());
        for (Subscription s : m.values()) {
            if (s.live(now)) {
                out.add(s);
            } else if (subscriptions.remove(s.key(), s)) {
                forget(s);
            }
        }
        return out;
    }

    /** The live subscriptions of a subscriber (any data). */
    public List<Subscription> of(String subscriber, Instant now) {
        return subscriptions.values().stream().filter(s -> s.key().subscriber().equals(subscriber) && s.live(now)).toList();
    }

    /** A live subscription to that data, picked at random; null when there is none. */
    public Subscription random(int dataReference, Instant now) {
        for (int attempt = 0; attempt < 64; attempt++) {
            Key k;
            synchronized (keys) {
                if (keys.isEmpty()) {
                    return null;
                }
                int i = ThreadLocalRandom.current().nextInt(keys.size());
                k = keys.get(i);
                Subscription s = subscriptions.get(k);
                if (s == null || !s.live(now)) {
                    // gone or expired: swap-remove it
                    keys.set(i, keys.get(keys.size() - 1));
                    keys.remove(keys.size() - 1);
                    if (s != null && subscriptions.remove(k, s)) {
                        forget(s);
                    }
                    continue;
                }
                if (k.dataReference() == dataReference) {
                    return s;
                }
            }
        }
        return null;
    }

    /** Drops the expired subscriptions; how many. */
    public int expire(Instant now) {
        int n = 0;
        for (Subscription s : subscriptions.values()) {
            if (!s.live(now) && subscriptions.remove(s.key(), s)) {
                forget(s);
                n++;
            }
        }
        synchronized (keys) {
            keys.removeIf(k -> !subscriptions.containsKey(k));
        }
        return n;
    }

    public int size() {
        return subscriptions.size();
    }

    public List<Subscription> list(int limit) {
        return subscriptions.values().stream().limit(limit).toList();
    }

    public void clear() {
        subscriptions.clear();
        byData.clear();
        synchronized (keys) {
            keys.clear();
        }
    }
}
