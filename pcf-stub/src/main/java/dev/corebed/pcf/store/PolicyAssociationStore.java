package dev.corebed.pcf.store;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** The AM and UE policy associations. Every future completes on a data-tier thread, after the commit. */
public interface PolicyAssociationStore {

    CompletableFuture<Void> insert(PolicyAssociationRow row);

    CompletableFuture<Optional<PolicyAssociationRow>> find(String polAssoId);

    /** Replaces the documents if the version is still {@code row.version() - 1}; false when another write came first. */
    CompletableFuture<Boolean> update(PolicyAssociationRow row);

    /** Removes the association; the row as it was, empty when it did not exist. */
    CompletableFuture<Optional<PolicyAssociationRow>> delete(String polAssoId);

    CompletableFuture<Long> count(String kind);

    /** One page of one kind's associations in polAssoId order, after {@code after} (null: the first), of one subscriber when supi is set. */
    CompletableFuture<List<PolicyAssociationRow>> page(String kind, String supi, String after, int limit);

    /** Removes every AM and UE association (a reset): TRUNCATE. */
    CompletableFuture<Void> clear();
}
