package dev.corebed.udr.store;

import dev.corebed.udr.store.PolicyDataStore.UeRecord;
import dev.corebed.udr.store.PolicyDataStore.Watcher;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Whole UEs on the data tier, as provisioning writes them: like {@link PolicyDataStore}'s writes, each runs in
 * one transaction that also finds the subscriptions watching anything of the UE.
 */
public interface PolicyDataProvisioningStore {

    /** A provisioning write of a whole UE; before or after is null when the UE did not or does not exist. */
    record UeWritten(UeRecord before, UeRecord after, List<Watcher> watchers) {}

    /** Creates or replaces a whole UE: its documents, GPSI alias and usage monitoring resources. */
    CompletableFuture<UeWritten> putUe(UeRecord ue);

    /** Removes a whole UE; empty when it did not exist. */
    CompletableFuture<Optional<UeWritten>> deleteUe(String ueId);

    /** Removes every UE: documents, GPSI aliases, usage monitoring resources (a reset; nobody is notified). */
    CompletableFuture<Void> clear();

    /**
     * Removes the UEs whose ueId lies between {@code first} and {@code last} and has their length (a bulk load's range:
     * one prefix, zero-padded digits), with their GPSI aliases and usage monitoring resources; nobody is notified.
     * Answers how many UEs were removed.
     */
    CompletableFuture<Long> deleteRange(String first, String last);

    /** Loads generated UEs; see {@link PolicyDataBulk}. */
    CompletableFuture<PolicyDataBulk.Result> bulkLoad(PolicyDataBulk bulk);
}
