package dev.corebed.nrf.store;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/** Where the NRF keeps NF profiles: the data tier. Every future completes after the commit. */
public interface NfProfileStore {

    /**
     * A stored NF instance: its key attributes and the NFProfile JSON as served.
     *
     * @param heartbeatAt  epoch millis of the last register, update or heartbeat
     * @param notifiedLoad the load last announced to subscribers, null when none was
     */
    record StoredProfile(String nfInstanceId, String nfType, String nfStatus, byte[] profile, long heartbeatAt,
                         Integer notifiedLoad) {}

    /**
     * What a read-modify-write decided.
     *
     * @param write          the instance as it is to be stored
     * @param profileChanged false when only the heartbeat time moves: the profile, its status and
     *                       updated_at stay as they are
     * @param result         what the caller gets once it is committed
     */
    record Decision<T>(StoredProfile write, boolean profileChanged, T result) {}

    /** An NF instance the heartbeat sweep moved to SUSPENDED: as it was, and the profile now stored. */
    record Suspension(StoredProfile before, byte[] profile) {}

    /** One page of registered instance ids, and how many there are in all. */
    record Page(List<String> nfInstanceIds, int total) {}

    /**
     * Reads the instance under a row lock (null when it is not registered), lets {@code decide} choose
     * what to write, and writes it, in one transaction. An exception thrown by {@code decide} rolls back
     * and fails the future.
     */
    <T> CompletableFuture<T> modify(String nfInstanceId, Function<StoredProfile, Decision<T>> decide);

    CompletableFuture<Optional<StoredProfile>> get(String nfInstanceId);

    /**
     * The NFProfile as stored, for GetNFInstance: from memory (the discovery view: this instance's writes at once,
     * other instances' within its refresh period), from the data tier when the view does not hold it.
     */
    CompletableFuture<Optional<byte[]>> profile(String nfInstanceId);

    /** Removes the instance; the removed one, or empty when none was registered. */
    CompletableFuture<Optional<StoredProfile>> delete(String nfInstanceId);

    /**
     * Moves every REGISTERED instance whose last heartbeat is older than {@code heartbeatBefore} to
     * SUSPENDED, storing the profile {@code suspended} makes of it. Each change is conditional on the row
     * being as read, so when several NRF instances sweep one data tier exactly one of them wins each
     * suspension and a heartbeat arriving meanwhile keeps the instance REGISTERED.
     *
     * @return the suspensions this caller made
     */
    CompletableFuture<List<Suspension>> suspendSilent(long heartbeatBefore, long now, Function<StoredProfile, byte[]> suspended);

    /** Removes every NF instance (a reset), without notifying anybody. */
    CompletableFuture<Void> clear();

    /**
     * Instance ids in id order, optionally of one NF type, from {@code offset}, at most {@code max}: from the
     * discovery view, like {@link #profile}.
     */
    CompletableFuture<Page> page(String nfType, int offset, int max);
}
