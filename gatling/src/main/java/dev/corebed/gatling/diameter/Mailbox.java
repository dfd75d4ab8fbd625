package dev.corebed.gatling.diameter;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.jdiameter.api.Request;

/**
 * The requests a driver role receives (a PCEF's RARs, an AF's RARs and ASRs), per session and command, for the
 * steps of a call that wait for them: a request that arrives before its step asks is kept until it does, a step that
 * asks first is completed when it arrives. Nothing blocks; a session's leftovers go with {@link #forget}.
 */
final class Mailbox {

    private record Key(String session, int command) {}

    private static final class Slot {
        final ArrayDeque<Request> arrived = new ArrayDeque<>(1);
        final ArrayDeque<CompletableFuture<Request>> waiting = new ArrayDeque<>(1);
    }

    private final Map<Key, Slot> slots = new ConcurrentHashMap<>();

    void arrived(String session, int command, Request request) {
        Slot slot = slots.computeIfAbsent(new Key(session, command), k -> new Slot());
        CompletableFuture<Request> waiter;
        synchronized (slot) {
            waiter = slot.waiting.poll();
            if (waiter == null) {
                slot.arrived.add(request);
                return;
            }
        }
        waiter.complete(request);
    }

    /** The next request of that command the session receives (already received, or to come). */
    CompletableFuture<Request> next(String session, int command) {
        Slot slot = slots.computeIfAbsent(new Key(session, command), k -> new Slot());
        synchronized (slot) {
            Request r = slot.arrived.poll();
            if (r != null) {
                return CompletableFuture.completedFuture(r);
            }
            CompletableFuture<Request> f = new CompletableFuture<>();
            slot.waiting.add(f);
            return f;
        }
    }

    /** Drops what a session left (requests nobody asked for, steps still waiting). */
    void forget(String session, int... commands) {
        for (int command : commands) {
            Slot slot = slots.remove(new Key(session, command));
            if (slot != null) {
                synchronized (slot) {
                    slot.waiting.forEach(f -> f.cancel(false));
                }
            }
        }
    }

    int size() {
        return slots.size();
    }
}
