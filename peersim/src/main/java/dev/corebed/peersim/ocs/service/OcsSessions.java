package dev.corebed.peersim.ocs.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The OCS's state, in memory: the Sy sessions PCRFs opened (their subscriber, the counters they subscribed to, the PCRF
 * to notify) and each subscriber's counter statuses that differ from the configured ones.
 */
public final class OcsSessions {

    /** A Sy session: its subscriber, its counters (empty: all), the PCRF (Origin-Host, -Realm, the peer it came by). */
    public record Session(String sessionId, String subscriber, List<String> counters, String pcrfHost, String pcrfRealm,
                          String viaPeer) {}

    private final Map<String, String> configured;
    private final ConcurrentHashMap<String, Session> sessions = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Map<String, String>> statuses = new ConcurrentHashMap<>();
    /** Session ids, for a random pick without a walk; stale entries are skipped and dropped. */
    private final List<String> ids = new ArrayList<>();

    public OcsSessions(Map<String, String> configured) {
        this.configured = Map.copyOf(configured);
    }

    public Map<String, String> configured() {
        return configured;
    }

    public void put(Session s) {
        if (sessions.put(s.sessionId(), s) == null) {
            synchronized (ids) {
                ids.add(s.sessionId());
            }
        }
    }

    public Session get(String sessionId) {
        return sessions.get(sessionId);
    }

    public Session remove(String sessionId) {
        return sessions.remove(sessionId);
    }

    public int size() {
        return sessions.size();
    }

    public List<Session> list(int limit) {
        return sessions.values().stream().limit(limit).toList();
    }

    public List<Session> of(String subscriber) {
        return sessions.values().stream().filter(s -> s.subscriber().equals(subscriber)).toList();
    }

    /** A live session at random; null when there is none. */
    public Session random() {
        synchronized (ids) {
            while (!ids.isEmpty()) {
                int i = ThreadLocalRandom.current().nextInt(ids.size());
                Session s = sessions.get(ids.get(i));
                if (s != null) {
                    return s;
                }
                ids.set(i, ids.get(ids.size() - 1));
                ids.remove(ids.size() - 1);
            }
            return null;
        }
    }

    /** A subscriber's counters and their statuses now: the configured ones, with the subscriber's own over them. */
    public Map<String, String> statuses(String subscriber) {
        Map<String, String> s = new LinkedHashMap<>(configured);
        Map<String, String> own = statuses.get(subscriber);
        if (own != null) {
            s.putAll(own);
        }
        return s;
    }

    /** Changes statuses of a subscriber's counters. */
    public void set(String subscriber, Map<String, String> changed) {
        statuses.compute(subscriber, (k, m) -> {
            Map<String, String> next = m == null ? new LinkedHashMap<>() : new LinkedHashMap<>(m);
            next.putAll(changed);
            return Map.copyOf(next);
        });
    }

    /** Every subscriber's statuses back to the configured ones (the sessions stay). */
    public void clearStatuses() {
        statuses.clear();
    }

    public void clear() {
        sessions.clear();
        statuses.clear();
        synchronized (ids) {
            ids.clear();
        }
    }
}
