package dev.corebed.core.journal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What a stub received, SBI and Diameter, in a bounded ring (on by default, {@code journal.*}): the
 * tester's view of what the NF under test sent, refused requests included.
 *
 * <p>Recording is on the hot path and stays cheap: an id from one atomic counter and a dozen field writes
 * into a slot allocated at start; the request itself is kept as the transport received it
 * ({@link JournalPayload}: for SBI the request line and headers in one byte array and the body bytes, for
 * Diameter the message) and turned into JSON only when the journal is read. Slots are published seqlock-style: a reader that finds a slot rewritten while it copied it skips
 * the entry (it was overwritten by a newer one anyway). When the ring is full the oldest entries go
 * ({@link #dropped()}).
 */
public final class Journal {

    /**
     * @param capacity    entries kept; the oldest are overwritten
     * @param maxBodySize SBI bodies longer than this are kept truncated
     */
    public record Settings(boolean enabled, int capacity, int maxBodySize) {
        public Settings {
            if (capacity < 1) {
                throw new IllegalArgumentException("journal.capacity must be at least 1");
            }
            if (maxBodySize < 0) {
                throw new IllegalArgumentException("journal.max-body-size must not be negative");
            }
        }
    }

    /** What one read found: the matching entries kept (newest last), and how many matched in all. */
    public record Page(List<JournalEntry> entries, long total) {}

    private static final long WRITING = -1;
    private static final VarHandle SEQ;

    static {
        try {
            SEQ = MethodHandles.lookup().findVarHandle(Slot.class, "seq", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final class Slot {
        /** The id of the entry held, 0 when empty, {@link #WRITING} while being written. */
        volatile long seq;
        long time;
        long duration;
        long status;
        long vendorId;
        String transport;
        String service;
        String operation;
        String command;
        String cause;
        String fault;
        String answer;
        JournalPayload payload;
    }

    private final String nf;
    private final Settings settings;
    private final Slot[] slots;
    private final AtomicLong last = new AtomicLong();
    /** Entries a writer gave up because another still held the slot (a whole ring behind). */
    private final AtomicLong lost = new AtomicLong();
    /** Ids up to this one were cleared. */
    private volatile long floor;
    /** Entries overwritten before the last clear. */
    private volatile long droppedBefore;

    public Journal(String nf, Settings settings) {
        this.nf = nf;
        this.settings = settings;
        this.slots = new Slot[settings.enabled() ? settings.capacity() : 0];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = new Slot();
        }
    }

    public String nf() {
        return nf;
    }

    public boolean enabled() {
        return settings.enabled();
    }

    public Settings settings() {
        return settings;
    }

    /**
     * Records one request. Any thread; never blocks.
     *
     * @param arrivalMillis when it was received, epoch milliseconds
     * @param status        HTTP status or Diameter result code; 0 when nothing was answered
     */
    public void record(String transport, long arrivalMillis, long durationNanos, String service, String operation,
                       String command, long status, long vendorId, String cause, String fault, String answer,
                       JournalPayload payload) {
        if (slots.length == 0) {
            return;
        }
        long id = last.incrementAndGet();
        Slot s = slots[(int) ((id - 1) % slots.length)];
        long held = s.seq;
        if (held == WRITING || held > id || !SEQ.compareAndSet(s, held, WRITING)) {
            lost.incrementAndGet();
            return;
        }
        s.time = arrivalMillis;
        s.duration = durationNanos;
        s.status = status;
        s.vendorId = vendorId;
        s.transport = transport;
        s.service = service;
        s.operation = operation;
        s.command = command;
        s.cause = cause;
        s.fault = fault;
        s.answer = answer;
        s.payload = payload;
        s.seq = id;
    }

    /** Entries recorded since start, cleared or not. */
    public long recorded() {
        return last.get();
    }

    /** Entries lost because the ring was full (overwritten before anyone cleared them). */
    public long dropped() {
        long kept = last.get() - floor;
        return droppedBefore + Math.max(0, kept - slots.length) + lost.get();
    }

    public synchronized void clear() {
        long now = last.get();
        droppedBefore += Math.max(0, now - floor - slots.length);
        floor = now;
    }

    /** The entries {@code query} selects, oldest first, the newest {@code query.limit()} of them. */
    public Page read(JournalQuery query) {
        List<JournalEntry> all = snapshot();
        List<JournalEntry> kept = new ArrayList<>();
        long total = 0;
        for (JournalEntry e : all) {
            if (query.matches(e)) {
                total++;
                kept.add(e);
            }
        }
        int limit = query.limit();
        List<JournalEntry> newest = kept.size() > limit ? kept.subList(kept.size() - limit, kept.size()) : kept;
        return new Page(List.copyOf(newest), total);
    }

    public long count(JournalQuery query) {
        long n = 0;
        for (JournalEntry e : snapshot()) {
            if (query.matches(e)) {
                n++;
            }
        }
        return n;
    }

    /** Every entry still in the ring, oldest first. */
    List<JournalEntry> snapshot() {
        long newest = last.get();
        long oldest = Math.max(floor + 1, newest - slots.length + 1);
        List<JournalEntry> out = new ArrayList<>((int) Math.max(0, newest - oldest + 1));
        for (long id = oldest; id <= newest; id++) {
            Slot s = slots[(int) ((id - 1) % slots.length)];
            if (s.seq != id) {
                continue; // not written yet, being written, or already overwritten
            }
            JournalEntry e = new JournalEntry(id, s.time, s.duration, s.transport, s.service, s.operation, s.command,
                    s.status, s.vendorId, s.cause, s.fault, s.answer, s.payload);
            VarHandle.loadLoadFence();
            if (s.seq == id && e.payload() != null) {
                out.add(e);
            }
        }
        return out;
    }
}
