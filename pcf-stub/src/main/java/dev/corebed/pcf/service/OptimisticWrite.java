package dev.corebed.pcf.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Optimistic concurrency on a row's version, as every change of an association is written: the change is computed
 * from the row read, written only if the row's version did not move meanwhile (the write answers false otherwise),
 * and computed again on the row read anew; after {@value #ATTEMPTS} attempts the request fails (500 SYSTEM_FAILURE).
 */
final class OptimisticWrite {

    static final int ATTEMPTS = 5;

    private OptimisticWrite() {}

    /**
     * @param change what to write, computed from a row
     * @param write  writes it; false when the row's version moved
     * @param reread the row as it is now (failing when it is gone)
     * @param what   the row, for the error
     */
    static <R, C> CompletableFuture<C> apply(R row, Function<R, C> change, Function<C, CompletableFuture<Boolean>> write,
                                             Function<R, CompletableFuture<R>> reread, String what) {
        return attempt(row, 0, change, write, reread, what);
    }

    private static <R, C> CompletableFuture<C> attempt(R row, int attempt, Function<R, C> change,
                                                       Function<C, CompletableFuture<Boolean>> write,
                                                       Function<R, CompletableFuture<R>> reread, String what) {
        C c = change.apply(row);
        return write.apply(c).thenCompose(written -> {
            if (written) {
                return CompletableFuture.completedFuture(c);
            }
            if (attempt + 1 >= ATTEMPTS) {
                return CompletableFuture.failedFuture(new SbiException(500, Cause.SYSTEM_FAILURE, what + " kept changing under this request"));
            }
            return reread.apply(row).thenCompose(fresh -> attempt(fresh, attempt + 1, change, write, reread, what));
        });
    }
}
