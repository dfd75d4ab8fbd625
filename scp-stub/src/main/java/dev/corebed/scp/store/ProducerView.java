package dev.corebed.scp.store;

import dev.corebed.scp.service.Producer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The SCP's view of the producers, kept from the NRF (notifications, audits) in memory: the data path reads it
 * without a lock or a copy, a profile update replaces one entry and its index lines. Indexed by instance, by NF type,
 * by NF set, and by the apiRoot of each service (a Model C target is found by the apiRoot it names).
 *
 * <p>One writer at a time (the caller serializes updates); readers may see an update half applied to the indexes for
 * the moment it takes, never a torn profile.
 *
 * <p>Every change takes a sequence number: an audit, which reads the NRF for a while, replaces only what did not change
 * since it began, so a notification that arrived meanwhile (a registration, a deregistration) is not undone by the
 * audit's older reading.
 */
public final class ProducerView {

    /** A service of a producer, found by its apiRoot. */
    public record Located(Producer producer, Producer.Service service) {}

    private final Map<String, Producer> byId = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> byType = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> bySet = new ConcurrentHashMap<>();
    private final Map<String, Located> byApiRoot = new ConcurrentHashMap<>();
    /** The sequence number of each profile's last change, and of each recent removal (bounded). */
    private final Map<String, Long> changedAt = new ConcurrentHashMap<>();
    private final Map<String, Long> removedAt = new ConcurrentHashMap<>();
    private long sequence;
    private static final int MAX_REMOVED = 100_000;

    /** The sequence number of the last change: an audit takes it when it starts reading. */
    public synchronized long sequence() {
        return sequence;
    }

    public Producer get(String id) {
        return byId.get(id);
    }

    public int size() {
        return byId.size();
    }

    public Collection<Producer> all() {
        return byId.values();
    }

    /** The producer service at this apiRoot ({@link dev.corebed.scp.service.ApiRoot#text()}), or null. */
    public Located at(String apiRoot) {
        return byApiRoot.get(apiRoot);
    }

    public List<Producer> ofType(String nfType) {
        return collect(byType.get(nfType));
    }

    /** The producers of any of these NF sets. */
    public List<Producer> inSets(List<String> sets) {
        if (sets.size() == 1) {
            return collect(bySet.get(sets.get(0)));
        }
        Set<String> ids = new HashSet<>();
        for (String set : sets) {
            Set<String> members = bySet.get(set);
            if (members != null) {
                ids.addAll(members);
            }
        }
        return collect(ids);
    }

    private List<Producer> collect(Set<String> ids) {
        if (ids == null || ids.isEmpty()) {
            return List.of();
        }
        List<Producer> out = new ArrayList<>(ids.size());
        for (String id : ids) {
            Producer p = byId.get(id);
            if (p != null) {
                out.add(p);
            }
        }
        return out;
    }

    /** Adds or replaces a profile; answers the one it replaced, or null. */
    public synchronized Producer put(Producer p) {
        changedAt.put(p.id(), ++sequence);
        removedAt.remove(p.id());
        Producer old = byId.put(p.id(), p);
        if (old != null) {
            unindex(old);
        }
        byType.computeIfAbsent(p.nfType(), k -> ConcurrentHashMap.newKeySet()).add(p.id());
        for (String set : p.nfSets()) {
            bySet.computeIfAbsent(set, k -> ConcurrentHashMap.newKeySet()).add(p.id());
        }
        for (Producer.Service s : p.services()) {
            if (s.apiRoot() != null) {
                byApiRoot.put(s.apiRoot().text(), new Located(p, s));
            }
        }
        return old;
    }

    /** Removes a profile; answers it, or null when it was not there. */
    public synchronized Producer remove(String id) {
        changedAt.remove(id);
        if (removedAt.size() >= MAX_REMOVED) {
            removedAt.clear();
        }
        removedAt.put(id, ++sequence);
        Producer old = byId.remove(id);
        if (old != null) {
            unindex(old);
        }
        return old;
    }

    /**
     * The profiles of this type as an audit read them, the reading begun at {@code since} ({@link #sequence()}): each
     * read profile is put unless it changed (or went) after that, and a profile the audit did not find goes unless it
     * changed after that. Answers how many went.
     */
    public synchronized int replaceType(String nfType, Collection<Producer> current, long since) {
        Set<String> keep = new HashSet<>();
        for (Producer p : current) {
            keep.add(p.id());
            Long changed = changedAt.get(p.id());
            Long removed = removedAt.get(p.id());
            if ((changed == null || changed <= since) && (removed == null || removed <= since)) {
                put(p);
            }
        }
        int gone = 0;
        for (Producer p : ofType(nfType)) {
            Long changed = changedAt.get(p.id());
            if (!keep.contains(p.id()) && (changed == null || changed <= since)) {
                remove(p.id());
                gone++;
            }
        }
        return gone;
    }

    public synchronized void clear() {
        changedAt.clear();
        removedAt.clear();
        byId.clear();
        byType.clear();
        bySet.clear();
        byApiRoot.clear();
    }

    private void unindex(Producer old) {
        Set<String> t = byType.get(old.nfType());
        if (t != null) {
            t.remove(old.id());
        }
        for (String set : old.nfSets()) {
            Set<String> members = bySet.get(set);
            if (members != null) {
                members.remove(old.id());
            }
        }
        for (Producer.Service s : old.services()) {
            if (s.apiRoot() != null) {
                byApiRoot.remove(s.apiRoot().text(), new Located(old, s));
            }
        }
    }
}
