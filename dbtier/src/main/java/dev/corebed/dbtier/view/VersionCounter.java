package dev.corebed.dbtier.view;

import java.util.concurrent.Callable;
import java.util.function.LongFunction;
import java.util.function.ToLongFunction;

/**
 * What to poll when rows change rarely and a write also bumps a one-row version counter: every period the
 * counter is read (a primary-key read), and only when it moved is everything reloaded. The counter is read
 * before the rows, so a write in between only causes one more reload.
 */
public final class VersionCounter {

    private VersionCounter() {}

    /**
     * @param readVersion reads the counter
     * @param versionOf   the counter value a state was loaded at
     * @param load        loads the whole state at a counter value
     */
    public static <S> PolledView.Poll<S> poll(Callable<Long> readVersion, ToLongFunction<S> versionOf, LongFunction<S> load) {
        return current -> {
            long version = readVersion.call();
            return version == versionOf.applyAsLong(current) ? current : load.apply(version);
        };
    }
}
