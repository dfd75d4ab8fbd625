package dev.corebed.bsf.store;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;

/** The PCF for a UE bindings on the data tier. Every future completes after the commit. */
public interface PcfForUeBindingStore {

    /** The sizes of pcf_ue_binding's string columns (migration bsf/V1), in characters. */
    int SUPI_LENGTH = 128;
    int GPSI_LENGTH = 128;

    /** Stores a new binding, first removing the bindings of the same SUPI; answers those this call removed. */
    CompletableFuture<List<PcfForUeBindingRow>> create(PcfForUeBindingRow row);

    /** The bindings of the SUPI and/or GPSI (a null one is not a condition), at most {@code limit}. */
    CompletableFuture<List<PcfForUeBindingRow>> find(String supi, String gpsi, int limit);

    /** Changes a binding in one transaction, the row locked; empty when there is none. */
    CompletableFuture<Optional<PcfForUeBindingRow>> update(String bindingId, UnaryOperator<PcfForUeBindingRow> change);

    /** Removes a binding; answers the removed row, or empty when there was none. */
    CompletableFuture<Optional<PcfForUeBindingRow>> delete(String bindingId);

    /** Removes at most {@code limit} bindings last changed before {@code cutoff}; answers how many this call removed. */
    CompletableFuture<Integer> removeStale(long cutoff, int limit);

    CompletableFuture<Long> count();

    CompletableFuture<Void> clear();
}
