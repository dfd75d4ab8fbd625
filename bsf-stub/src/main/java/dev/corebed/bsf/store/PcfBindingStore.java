package dev.corebed.bsf.store;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;

/**
 * The PCF for a PDU session bindings on the data tier, one at a time (the Nbsf_Management operations); the
 * population in bulk is {@link PcfBindingBulkStore}'s. Every future completes after the commit.
 */
public interface PcfBindingStore {

    /** The sizes of pcf_binding's string columns (migration bsf/V1), in characters: longer values are refused before. */
    int SUPI_LENGTH = 128;
    int GPSI_LENGTH = 128;
    int DNN_LENGTH = 100;
    int IP_DOMAIN_LENGTH = 64;

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
}
