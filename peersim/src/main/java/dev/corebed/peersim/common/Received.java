package dev.corebed.peersim.common;

import dev.corebed.sbi.Json;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a simulator received and answered, for the test or tester that drives it: a count per operation since start
 * (or the last clear), and the newest {@code capacity} messages with the key they concern (an smPolicyId, a SUPI),
 * their body and the status answered. Thread-safe; a message is a few hundred bytes, the ring bounded.
 */
public final class Received {

    /** One message: the operation, the key it concerns, its JSON body (null when none), the status answered. */
    public record Message(long id, Instant at, String operation, String key, JsonNode body, int status) {}

    private final int capacity;
    private final Deque<Message> ring = new ArrayDeque<>();
    private final Map<String, AtomicLong> counts = new java.util.concurrent.ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();

    public Received(int capacity) {
        this.capacity = Math.max(1, capacity);
    }

    public void record(String operation, String key, JsonNode body, int status) {
        counts.computeIfAbsent(operation, k -> new AtomicLong()).incrementAndGet();
        Message m = new Message(ids.incrementAndGet(), Instant.now(), operation, key, body, status);
        synchronized (ring) {
            ring.addLast(m);
            if (ring.size() > capacity) {
                ring.removeFirst();
            }
        }
    }

    public long count(String operation) {
        AtomicLong c = counts.get(operation);
        return c == null ? 0 : c.get();
    }

    public void clear() {
        counts.clear();
        synchronized (ring) {
            ring.clear();
        }
    }

    /** {"counts":{operation:n}, "messages":[newest last, those matching, at most limit]}. */
    public ObjectNode view(String operation, String key, int limit) {
        ObjectNode v = Json.MAPPER.createObjectNode();
        ObjectNode c = v.putObject("counts");
        new java.util.TreeMap<>(counts).forEach((op, n) -> c.put(op, n.get()));
        Predicate<Message> match = m -> (operation == null || operation.equals(m.operation())) && (key == null || key.equals(m.key()));
        Deque<Message> selected = new ArrayDeque<>();
        synchronized (ring) {
            for (var it = ring.descendingIterator(); it.hasNext() && selected.size() < limit; ) {
                Message m = it.next();
                if (match.test(m)) {
                    selected.addFirst(m);
                }
            }
        }
        ArrayNode messages = v.putArray("messages");
        for (Message m : selected) {
            ObjectNode o = messages.addObject().put("id", m.id()).put("at", m.at().toString()).put("operation", m.operation())
                    .put("key", m.key()).put("status", m.status());
            o.set("body", m.body());
        }
        return v;
    }

    /** The counts alone, by operation. */
    public Map<String, Long> counts() {
        Map<String, Long> out = new LinkedHashMap<>();
        new java.util.TreeMap<>(counts).forEach((op, n) -> out.put(op, n.get()));
        return out;
    }
}
