package dev.corebed.gatling.chains;

import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import java.io.PrintStream;
import java.util.Collection;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Removes what a load run created on the system under test, once: at the run's end, when its set-up
 * fails midway, or at JVM exit (Ctrl-C), whichever comes first. A test bed is shared with the NF under
 * test and with what its user provisioned, so a run removes its own resources and nothing else.
 */
final class RunCleanup {

    private final Consumer<PrintStream> action;
    private final AtomicBoolean done = new AtomicBoolean();
    private final Thread hook;

    RunCleanup(String name, Consumer<PrintStream> action) {
        this.action = action;
        this.hook = new Thread(() -> run(System.out), name + "-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Runs the clean-up unless it ran already. */
    void run(PrintStream out) {
        if (done.compareAndSet(false, true)) {
            action.accept(out);
        }
    }

    /** Runs it and takes the JVM-exit hook back. */
    void close(PrintStream out) {
        run(out);
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException exiting) {
            // the JVM is exiting and the hook runs: it finds the work done
        }
    }

    /**
     * DELETEs each URI over the SBI client (h2c or h2 over TLS), a thousand in flight at most; answers how
     * many are gone (204, or 404: removed before).
     */
    static int deleteAll(Collection<String> uris) {
        if (uris.isEmpty()) {
            return 0;
        }
        AtomicInteger gone = new AtomicInteger();
        Semaphore window = new Semaphore(1000);
        CountDownLatch done = new CountDownLatch(uris.size());
        try (SbiClient client = new SbiClient(SbiClientConfig.defaults().withPool(2, 2048))) {
            for (String uri : uris) {
                window.acquireUninterruptibly();
                client.delete(uri).whenComplete((r, t) -> {
                    if (t == null && (r.status() == 204 || r.status() == 404)) {
                        gone.incrementAndGet();
                    }
                    window.release();
                    done.countDown();
                });
            }
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (CompletionException e) {
            // counted as not removed
        }
        return gone.get();
    }
}
