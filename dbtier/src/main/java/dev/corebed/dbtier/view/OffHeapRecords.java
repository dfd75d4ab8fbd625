package dev.corebed.dbtier.view;

import com.carrotsearch.hppc.IntObjectHashMap;
import com.carrotsearch.hppc.LongArrayList;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Variable-sized byte records in direct memory, so that a million rows of a few hundred bytes each do not weigh on
 * the heap (nor on every garbage collection): 8 MiB chunks of direct buffers cut into slots of 16-byte steps, each
 * record preceded by its length; a freed slot goes to the free list of its size and is taken by the next record of
 * that size. A record too large for a quarter chunk gets a buffer of its own, dropped when it is freed.
 *
 * <p>Not thread-safe: {@link CompactTable} guards it (one writer, readers under its read lock). Direct memory counts
 * against {@code -XX:MaxDirectMemorySize} (by default the maximum heap): a stub that holds a million rows in memory
 * needs it set (dbtier/README.md).
 */
final class OffHeapRecords {

    static final int CHUNK = 8 << 20;
    private static final int ALIGN = 16;
    private static final int LARGE = CHUNK / 4;

    private final List<ByteBuffer> chunks = new ArrayList<>();
    /** Free slots by size class (size / ALIGN). */
    private final IntObjectHashMap<LongArrayList> free = new IntObjectHashMap<>();
    /** Indexes of chunks whose own large record was freed, to reuse. */
    private final LongArrayList freeChunks = new LongArrayList();
    private ByteBuffer current;
    private int currentIndex = -1;
    private long reserved;
    private long used;

    /** Stores the bytes; answers the record's handle. */
    long put(byte[] data) {
        int size = align(data.length + 4);
        long handle;
        if (size > LARGE) {
            handle = large(size);
        } else {
            LongArrayList slots = free.get(size / ALIGN);
            if (slots != null && !slots.isEmpty()) {
                handle = slots.removeLast();
            } else {
                if (current == null || current.capacity() - current.position() < size) {
                    current = ByteBuffer.allocateDirect(CHUNK);
                    currentIndex = addChunk(current);
                    reserved += CHUNK;
                }
                handle = ((long) currentIndex << 32) | current.position();
                current.position(current.position() + size);
            }
        }
        ByteBuffer chunk = chunks.get(chunk(handle));
        int offset = offset(handle);
        chunk.putInt(offset, data.length);
        chunk.put(offset + 4, data);
        used += size;
        return handle;
    }

    private long large(int size) {
        ByteBuffer own = ByteBuffer.allocateDirect(size);
        reserved += size;
        int index;
        if (!freeChunks.isEmpty()) {
            index = (int) freeChunks.removeLast();
            chunks.set(index, own);
        } else {
            index = addChunk(own);
        }
        return (long) index << 32;
    }

    private int addChunk(ByteBuffer chunk) {
        chunks.add(chunk);
        return chunks.size() - 1;
    }

    byte[] get(long handle) {
        ByteBuffer chunk = chunks.get(chunk(handle));
        int offset = offset(handle);
        byte[] out = new byte[chunk.getInt(offset)];
        chunk.get(offset + 4, out);
        return out;
    }

    /**
     * The record's bytes after a prefix whose length is the record's first two bytes (big-endian) plus two: the
     * payload of a {@link CompactTable} row without its key, copied once.
     */
    byte[] getAfterPrefix(long handle) {
        ByteBuffer chunk = chunks.get(chunk(handle));
        int offset = offset(handle);
        int length = chunk.getInt(offset);
        int skip = 2 + (chunk.getShort(offset + 4) & 0xffff);
        byte[] out = new byte[length - skip];
        chunk.get(offset + 4 + skip, out);
        return out;
    }

    void free(long handle) {
        ByteBuffer chunk = chunks.get(chunk(handle));
        int offset = offset(handle);
        int size = align(chunk.getInt(offset) + 4);
        used -= size;
        if (size > LARGE) {
            chunks.set(chunk(handle), null);
            freeChunks.add(chunk(handle));
            reserved -= size;
            return;
        }
        LongArrayList slots = free.get(size / ALIGN);
        if (slots == null) {
            slots = new LongArrayList();
            free.put(size / ALIGN, slots);
        }
        slots.add(handle);
    }

    /** Drops every record and its chunks (the garbage collector gives their direct memory back). */
    void clear() {
        chunks.clear();
        free.clear();
        freeChunks.clear();
        current = null;
        currentIndex = -1;
        reserved = 0;
        used = 0;
    }

    /** Direct memory held (chunks and large records). */
    long reservedBytes() {
        return reserved;
    }

    /** Bytes in use by records, slot rounding included. */
    long usedBytes() {
        return used;
    }

    private static int align(int n) {
        return (n + ALIGN - 1) & -ALIGN;
    }

    private static int chunk(long handle) {
        return (int) (handle >>> 32);
    }

    private static int offset(long handle) {
        return (int) handle;
    }
}
