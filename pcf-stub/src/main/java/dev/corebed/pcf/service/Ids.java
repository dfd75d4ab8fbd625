package dev.corebed.pcf.service;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Resource ids (smPolicyId, polAssoId, appSessionId): UUIDs of version 7 (RFC 9562), whose leading bits are the
 * creation time, so new rows land at the end of the primary key's B-tree; unique without coordination between
 * PCF instances on one data tier.
 */
public final class Ids {

    private Ids() {}

    public static String newId() {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        long msb = (System.currentTimeMillis() << 16) | 0x7000L | (r.nextLong() & 0x0FFFL);
        long lsb = (r.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L;
        return new UUID(msb, lsb).toString();
    }

    /** The ids of one bulk load: one random version 7 prefix, the low bits counting up. */
    public static java.util.function.LongFunction<String> sequence() {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        long msb = (System.currentTimeMillis() << 16) | 0x7000L | (r.nextLong() & 0x0FFFL);
        long base = (r.nextLong() & 0x3FFF_FFFF_0000_0000L) | 0x8000_0000_0000_0000L;
        return i -> new UUID(msb, base | i).toString();
    }

    /** Ids this PCF issues are 36 characters; anything else names no resource (404 without asking the data tier). */
    public static boolean plausible(String id) {
        return id != null && id.length() == 36;
    }
}
