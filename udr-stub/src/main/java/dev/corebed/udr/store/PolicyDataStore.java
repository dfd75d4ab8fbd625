package dev.corebed.udr.store;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * The UEs' policy data (TS 29.519 §5.2) on the data tier, one resource at a time (whole UEs are
 * {@link PolicyDataProvisioningStore}'s). A ueId that is a GPSI known as the alias of a SUPI
 * reads and writes that SUPI's row. Every write runs in one transaction that also finds, as of that
 * transaction, the subscriptions watching what it changed; the caller notifies them once the future
 * completes, that is after the commit.
 */
public interface PolicyDataStore {

    /** What a read found: the data, a known UE without that data, or no such UE. */
    enum Found { DATA, NO_DATA, NO_USER }

    /** @param ueId the row's ueId (the SUPI when the read named its GPSI); json the document, null unless DATA */
    record Read(Found found, String ueId, byte[] json) {}

    /** A subscription that watches a changed resource, through the listed resource keys. */
    record Watcher(String subsId, String subscription, Set<String> resources) {}

    /**
     * One write of one document.
     *
     * @param ueId      the row's ueId, gpsi its GPSI or null
     * @param ueCreated the write created the UE
     * @param before    the document before (null: absent), after the document after (null: removed)
     */
    record Written(String ueId, String gpsi, boolean ueCreated, String before, String after, List<Watcher> watchers) {}

    /** Everything stored for one UE: its documents, and its usage monitoring resources by usageMonId. */
    record UeRecord(String ueId, String gpsi, Map<PolicyDataSet, String> sets, Map<String, String> usageMon) {}

    /**
     * The change a write makes, run inside its transaction: given the document as stored (null when absent)
     * and whether the UE exists, returns the document to store (null removes it). It may throw to abort the
     * write, which then stores nothing.
     */
    @FunctionalInterface
    interface Mutation {
        String apply(String before, boolean ueExists);
    }

    CompletableFuture<Read> read(String ueId, PolicyDataSet set);

    CompletableFuture<Optional<UeRecord>> readUe(String ueId);

    CompletableFuture<Read> readUsageMon(String ueId, String usageMonId);

    /** Writes one document; a UE that does not exist is created when the mutation returns a document. */
    CompletableFuture<Written> write(String ueId, PolicyDataSet set, Mutation mutation);

    /** Writes one usage monitoring resource, likewise. */
    CompletableFuture<Written> writeUsageMon(String ueId, String usageMonId, Mutation mutation);
}
