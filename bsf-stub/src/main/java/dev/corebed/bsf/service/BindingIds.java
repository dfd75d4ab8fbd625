package dev.corebed.bsf.service;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Resource ids (bindingId, subscription id): UUIDs of version 7 (RFC 9562), whose leading bits are the
 * creation time, so that new rows land at the end of the primary key's B-tree instead of at random
 * pages (InnoDB); unique without coordination between BSF instances.
 */
public final class BindingIds {

    private BindingIds() {}

    public static String newId() {
        return newId(System.currentTimeMillis());
    }

    static String newId(long millis) {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        long msb = (millis << 16) | 0x7000L | (r.nextLong() & 0x0FFFL);
        long lsb = (r.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L;
        return new UUID(msb, lsb).toString();
    }

    /**
     * The ids of one bulk load: version 7 UUIDs of the load's start time whose low bits count up, so the
     * rows go into the primary key in order; a random part per load keeps loads apart.
     */
    public static java.util.function.LongFunction<String> sequence(long millis) {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        long msb = (millis << 16) | 0x7000L | (r.nextLong() & 0x0FFFL);
        long base = (r.nextLong() & 0x3FFF_FFFF_0000_0000L) | 0x8000_0000_0000_0000L;
        return i -> new UUID(msb, base | i).toString();
    }

    /**
     * Whether an id has the form this BSF issues: a UUID in lower-case hex, 8-4-4-4-12. Anything else names no
     * resource, and is answered so without asking the data tier (whose id columns hold ASCII only: other text
     * there is a collation error, not a miss).
     */
    public static boolean issued(String id) {
        if (id == null || id.length() != 36) {
            return false;
        }
        for (int i = 0; i < 36; i++) {
            char c = id.charAt(i);
            boolean ok = i == 8 || i == 13 || i == 18 || i == 23 ? c == '-' : c >= '0' && c <= '9' || c >= 'a' && c <= 'f';
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
