package dev.corebed.dbtier.view;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongIntHashMap;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * Rows held in memory for reads that must not wait for the data tier, sized for millions: each row is a primary key
 * and an opaque payload (the stub's encoding of the row) kept off the heap ({@link OffHeapRecords}), found by its key
 * or by secondary keys the stub computes (an IPv4 address as a number, a hash of a SUPI...). The indexes are
 * primitive hash maps with the rows of one key chained through int arrays, so a row costs the heap about 20 bytes per
 * index and no object.
 *
 * <p>One writer at a time (a view's thread), any number of readers: a read holds the read lock while it copies a
 * payload out, a write holds the write lock for one row. A reader never sees half a row; it may see some of a batch
 * of writes and not the rest, each row being either before or after.
 */
public final class CompactTable {

    /** A secondary key a row does not have (it is not in that index). */
    public static final long NONE = Long.MIN_VALUE;
    private static final int NO_SLOT = -1;

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final OffHeapRecords records = new OffHeapRecords();
    /** Index 0: the primary key's hash; 1..n the secondary keys. Each maps a key to the first slot of its chain. */
    private final LongIntHashMap[] heads;
    private int[][] next;
    private long[][] keys;
    /** Per slot: the record's handle, or -1 for a free slot. */
    private long[] handles;
    /** Per slot: the sweep it was last put in ({@link #beginSweep}). */
    private int[] sweeps;
    private final IntArrayList freeSlots = new IntArrayList();
    private int slots;
    private int size;
    private int sweep;

    /** @param secondaryIndexes how many secondary keys a row has */
    public CompactTable(int secondaryIndexes) {
        int n = secondaryIndexes + 1;
        heads = new LongIntHashMap[n];
        next = new int[n][];
        keys = new long[n][];
        for (int i = 0; i < n; i++) {
            heads[i] = new LongIntHashMap();
        }
        // A secondary index gets its arrays with its first key: an index no row uses (the MAC addresses of an IP
        // population) costs nothing.
        next[0] = new int[1024];
        keys[0] = new long[1024];
        handles = new long[1024];
        sweeps = new int[1024];
    }

    /** The 64-bit hash the primary key is indexed by; also a secondary key for a string column (check the value). */
    public static long hash(String key) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < key.length(); i++) {
            h = (h ^ key.charAt(i)) * 0x100000001b3L;
        }
        return h ^ (h >>> 29);
    }

    /**
     * Stores the row under its key, replacing the one there (writer only).
     *
     * @param secondary one key per secondary index, {@link #NONE} where the row has none
     * @return whether the key was new
     */
    public boolean put(String key, long[] secondary, byte[] payload) {
        byte[] k = key.getBytes(StandardCharsets.UTF_8);
        byte[] record = new byte[2 + k.length + payload.length];
        record[0] = (byte) (k.length >>> 8);
        record[1] = (byte) k.length;
        System.arraycopy(k, 0, record, 2, k.length);
        System.arraycopy(payload, 0, record, 2 + k.length, payload.length);
        long h = hash(key);
        lock.writeLock().lock();
        try {
            boolean replaced = unlinkKey(key, h);
            int slot = freeSlots.isEmpty() ? newSlot() : freeSlots.removeLast();
            handles[slot] = records.put(record);
            sweeps[slot] = sweep;
            link(0, slot, h);
            for (int i = 0; i < secondary.length; i++) {
                link(i + 1, slot, secondary[i]);
            }
            if (!replaced) {
                size++;
            }
            return !replaced;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Removes the row of the key (writer only); whether there was one. */
    public boolean remove(String key) {
        lock.writeLock().lock();
        try {
            if (unlinkKey(key, hash(key))) {
                size--;
                return true;
            }
            return false;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** The payload of the key's row, or null. */
    public byte[] get(String key) {
        long h = hash(key);
        lock.readLock().lock();
        try {
            int slot = find(key, h);
            return slot == NO_SLOT ? null : records.getAfterPrefix(handles[slot]);
        } finally {
            lock.readLock().unlock();
        }
    }

    /** The payloads of the rows whose secondary key {@code index} (from 1) is {@code value}, at most {@code limit}. */
    public List<byte[]> find(int index, long value, int limit) {
        lock.readLock().lock();
        try {
            int slot = keys[index] == null ? NO_SLOT : heads[index].getOrDefault(value, NO_SLOT);
            if (slot == NO_SLOT) {
                return List.of();
            }
            List<byte[]> found = new ArrayList<>(2);
            for (; slot != NO_SLOT && found.size() < limit; slot = next[index][slot]) {
                if (keys[index][slot] == value) {
                    found.add(records.getAfterPrefix(handles[slot]));
                }
            }
            return found;
        } finally {
            lock.readLock().unlock();
        }
    }

    public int size() {
        return size;
    }

    /** Direct memory held by the rows' payloads. */
    public long offHeapBytes() {
        lock.readLock().lock();
        try {
            return records.reservedBytes();
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Removes every row (writer only). */
    public void clear() {
        lock.writeLock().lock();
        try {
            for (LongIntHashMap h : heads) {
                h.clear();
            }
            records.clear();
            freeSlots.clear();
            Arrays.fill(handles, 0, slots, -1);
            for (int s = slots - 1; s >= 0; s--) {
                freeSlots.add(s);
            }
            size = 0;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Starts a reload: the rows put from now on are kept by {@link #endSweep()}, the others removed. */
    public void beginSweep() {
        lock.writeLock().lock();
        try {
            sweep++;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Removes the rows not put since {@link #beginSweep()}; answers how many. */
    public int endSweep() {
        List<String> stale = new ArrayList<>();
        lock.readLock().lock();
        try {
            for (int s = 0; s < slots; s++) {
                if (handles[s] != -1 && sweeps[s] != sweep) {
                    stale.add(key(records.get(handles[s])));
                }
            }
        } finally {
            lock.readLock().unlock();
        }
        stale.forEach(this::remove);
        return stale.size();
    }

    private int find(String key, long h) {
        for (int slot = heads[0].getOrDefault(h, NO_SLOT); slot != NO_SLOT; slot = next[0][slot]) {
            if (keys[0][slot] == h && key.equals(key(records.get(handles[slot])))) {
                return slot;
            }
        }
        return NO_SLOT;
    }

    private boolean unlinkKey(String key, long h) {
        int slot = find(key, h);
        if (slot == NO_SLOT) {
            return false;
        }
        for (int i = 0; i < heads.length; i++) {
            unlink(i, slot);
        }
        records.free(handles[slot]);
        handles[slot] = -1;
        freeSlots.add(slot);
        return true;
    }

    private void link(int index, int slot, long key) {
        if (keys[index] == null) {
            if (key == NONE) {
                return;
            }
            keys[index] = new long[handles.length];
            Arrays.fill(keys[index], NONE);
            next[index] = new int[handles.length];
        }
        keys[index][slot] = key;
        if (key == NONE && index > 0) {
            next[index][slot] = NO_SLOT;
            return;
        }
        next[index][slot] = heads[index].getOrDefault(key, NO_SLOT);
        heads[index].put(key, slot);
    }

    private void unlink(int index, int slot) {
        if (keys[index] == null) {
            return;
        }
        long key = keys[index][slot];
        if (key == NONE && index > 0) {
            return;
        }
        int head = heads[index].getOrDefault(key, NO_SLOT);
        if (head == slot) {
            int after = next[index][slot];
            if (after == NO_SLOT) {
                heads[index].remove(key);
            } else {
                heads[index].put(key, after);
            }
            return;
        }
        for (int s = head; s != NO_SLOT; s = next[index][s]) {
            if (next[index][s] == slot) {
                next[index][s] = next[index][slot];
                return;
            }
        }
    }

    private int newSlot() {
        if (slots == handles.length) {
            int grown = slots + Math.max(1024, slots / 2);
            handles = Arrays.copyOf(handles, grown);
            sweeps = Arrays.copyOf(sweeps, grown);
            for (int i = 0; i < heads.length; i++) {
                if (keys[i] != null) {
                    next[i] = Arrays.copyOf(next[i], grown);
                    keys[i] = Arrays.copyOf(keys[i], grown);
                }
            }
        }
        return slots++;
    }

    private static String key(byte[] record) {
        int length = (record[0] & 0xff) << 8 | (record[1] & 0xff);
        return new String(record, 2, length, StandardCharsets.UTF_8);
    }
}
