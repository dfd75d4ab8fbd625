package dev.corebed.bsf.store;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/** The PCF for a PDU session bindings on the data tier. Every future completes after the commit. */
public interface PcfBindingStore {

    /** Which UE address column a lookup goes by. */
    enum AddressKind { IPV4, IPV6, MAC }

    /** Before a create: the binding of the same SUPI (and DNN, S-NSSAI when set) that refuses it (SamePcf). */
    record SamePcfCheck(String supi, String dnn, String snssai) {}

    sealed interface CreateResult permits Created, Refused {}

    /** Stored; {@code replaced} are the bindings of the same UE address it replaced. */
    record Created(List<PcfBindingRow> replaced) implements CreateResult {}

    /** Not stored: this existing binding matches the SamePcf check. */
    record Refused(PcfBindingRow existing) implements CreateResult {}

    /**
     * Stores a new binding. With {@code check}, a binding of that SUPI, DNN and S-NSSAI refuses it; with
     * {@code replaceSameAddress}, bindings of the same UE address, DNN and S-NSSAI are removed first.
     */
    CompletableFuture<CreateResult> create(PcfBindingRow row, SamePcfCheck check, boolean replaceSameAddress);

    /** The bindings whose address column holds one of the keys (at most {@code limit}), oldest first. */
    CompletableFuture<List<PcfBindingRow>> findByAddress(AddressKind kind, long[] keys, int limit);

    CompletableFuture<Optional<PcfBindingRow>> get(String bindingId);

    /**
     * Changes a binding in one transaction, the row locked: {@code change} gets the current row and answers the
     * new one (it may throw, which stores nothing). Empty when there is no such binding.
     */
    CompletableFuture<Optional<PcfBindingRow>> update(String bindingId, UnaryOperator<PcfBindingRow> change);

    /**
     * Removes a binding. Answers the removed row when {@code readFirst} (read before the delete, for the
     * notifications), a row with the id only when not, or empty when there was none.
     */
    CompletableFuture<Optional<PcfBindingRow>> delete(String bindingId, boolean readFirst);

    /** Removes at most {@code limit} bindings last changed before {@code cutoff}; answers how many this call removed. */
    CompletableFuture<Integer> removeStale(long cutoff, int limit);

    /**
     * Inserts {@code count} generated rows with multi-row INSERTs, in {@code streams} contiguous ranges on as many
     * data-tier threads at once; each range takes its own generator from {@code rows} (row i is
     * {@code generator.apply(i)}). Answers the count. A failure leaves the rows committed so far.
     */
    CompletableFuture<Long> bulkInsert(long count, int streams, Supplier<LongFunction<PcfBindingRow>> rows);

    CompletableFuture<Long> count();

    /** Bindings in binding id order after {@code after} (exclusive; null: from the first), at most {@code limit}. */
    CompletableFuture<List<PcfBindingRow>> page(String after, int limit);

    /** Removes every binding. */
    CompletableFuture<Void> clear();

    /**
     * Removes the bindings whose id lies between the two (inclusive, as the ids' text: those of one bulk load
     * from its firstBindingId to its lastBindingId), {@code batch} rows per DELETE, each committed alone.
     * Answers how many were removed.
     */
    CompletableFuture<Long> removeRange(String firstBindingId, String lastBindingId, int batch);
}
