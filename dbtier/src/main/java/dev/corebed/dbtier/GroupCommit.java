package dev.corebed.dbtier;

import dev.corebed.core.health.DependencyUnavailableException;
import dev.corebed.core.health.DependencyUnavailableException.Reason;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Concurrent writes committed together: the operations that arrive while {@code parallel} groups are on the data
 * tier wait, and the next group takes up to {@code maxGroup} of them into one transaction (multi-row statements, one
 * commit), so that under load a commit, a redo-log sync and the statements' round trips are paid once for many
 * acknowledgements. Alone, an operation goes at once: grouping adds no wait to a quiet stub.
 *
 * <p>Each operation is still acknowledged only after its group committed: its future completes with its own result
 * then (after {@code committed}, typically the in-memory view taking the rows), and a group that fails acknowledges
 * nothing. A failure of the data tier fails every operation of the group as the {@link DbExecutor} answers it (503,
 * "nothing was done", or undone when its commit was cut off); any other failure (one operation's constraint, a bug)
 * runs each of the group's operations again alone, so that one bad operation does not refuse the others. A new
 * operation is refused at once while this queue makes operations wait too long (the executor's {@link QueueDelay}
 * rule: {@code db.queue-delay-target}, {@code db.max-queue-delay}), or {@code queueLimit} wait; one that waited past
 * its request deadline is refused without being run.
 *
 * @param <O> an operation
 * @param <R> its result
 */
public final class GroupCommit<O, R> {

    /** The group's statements in one transaction: one result per operation, in their order. */
    @FunctionalInterface
    public interface Work<O, R> {
        List<R> run(Connection connection, List<O> ops) throws SQLException;
    }

    /** Reverses a group whose commit was cut off (see {@link DbExecutor#transaction(SqlWork, SqlUndo)}). */
    @FunctionalInterface
    public interface Undo<O, R> {
        void run(Connection connection, List<O> ops, List<R> results) throws SQLException;
    }

    /** What runs after the commit, before the operations are answered (the view taking the committed rows). */
    @FunctionalInterface
    public interface Committed<O, R> {
        CompletableFuture<?> apply(List<O> ops, List<R> results);
    }

    private record Pending<O, R>(O op, long submitted, long deadline, CompletableFuture<R> result) {}

    private final DbExecutor db;
    private final int maxGroup;
    private final int parallel;
    private final int queueLimit;
    private final Work<O, R> work;
    private final Undo<O, R> undo;
    private final Committed<O, R> committed;
    private final ConcurrentLinkedQueue<Pending<O, R>> queue = new ConcurrentLinkedQueue<>();
    private final AtomicInteger queued = new AtomicInteger();
    private final AtomicInteger running = new AtomicInteger();
    private final QueueDelay queueDelay;

    /**
     * @param parallel   groups on the data tier at once (at most the pool's connections)
     * @param queueLimit operations waiting for a group beyond which new ones are refused
     * @param undo       null: a cut-off commit's outcome stays unknown
     * @param committed  null: answered right after the commit
     */
    public GroupCommit(DbExecutor db, int maxGroup, int parallel, int queueLimit, Work<O, R> work, Undo<O, R> undo,
                       Committed<O, R> committed) {
        if (maxGroup < 1 || parallel < 1 || queueLimit < 1) {
            throw new IllegalArgumentException("maxGroup, parallel and queueLimit must be positive");
        }
        this.db = db;
        this.maxGroup = maxGroup;
        this.parallel = parallel;
        this.queueLimit = queueLimit;
        this.work = work;
        this.undo = undo;
        this.committed = committed;
        this.queueDelay = db.newQueueDelay();
    }

    /** Queues the operation for the next group; completes with its result once its group committed. */
    public CompletableFuture<R> submit(O op) {
        CompletableFuture<R> result = new CompletableFuture<>();
        Pending<O, R> oldest = queue.peek();
        long now = System.nanoTime();
        if (oldest != null && queueDelay.refuses(now - oldest.submitted())) {
            result.completeExceptionally(new DependencyUnavailableException(Reason.BUSY, "the data tier's write queue is "
                    + TimeUnit.NANOSECONDS.toMillis(now - oldest.submitted()) + " ms behind; nothing was done",
                    DbExecutor.RETRY_AFTER_SECONDS, false, null));
            return result;
        }
        if (queued.incrementAndGet() > queueLimit) {
            queued.decrementAndGet();
            result.completeExceptionally(new DependencyUnavailableException(Reason.BUSY,
                    "the data tier's write queue is full; nothing was done", DbExecutor.RETRY_AFTER_SECONDS, false, null));
            return result;
        }
        queue.add(new Pending<>(op, now, db.requestDeadline(), result));
        drain();
        return result;
    }

    /** Starts groups while fewer than {@code parallel} run and operations wait. */
    private void drain() {
        while (!queue.isEmpty()) {
            int r = running.get();
            if (r >= parallel) {
                return;
            }
            if (!running.compareAndSet(r, r + 1)) {
                continue;
            }
            List<Pending<O, R>> group = take();
            if (group.isEmpty()) {
                running.decrementAndGet();
                continue;
            }
            run(group, true);
        }
    }

    private List<Pending<O, R>> take() {
        List<Pending<O, R>> group = new ArrayList<>();
        long now = System.nanoTime();
        for (Pending<O, R> p; group.size() < maxGroup && (p = queue.poll()) != null; ) {
            queued.decrementAndGet();
            queueDelay.taken(now - p.submitted(), now);
            if (now - p.deadline() >= 0) {
                p.result().completeExceptionally(new DependencyUnavailableException(Reason.BUSY,
                        "the request's data-tier work waited past its deadline; nothing was done",
                        DbExecutor.RETRY_AFTER_SECONDS, false, null));
            } else {
                group.add(p);
            }
        }
        return group;
    }

    private void run(List<Pending<O, R>> group, boolean counted) {
        long deadline = group.get(0).deadline();
        List<O> ops = new ArrayList<>(group.size());
        for (Pending<O, R> p : group) {
            ops.add(p.op());
            if (p.deadline() - deadline < 0) {
                deadline = p.deadline(); // the oldest operation's
            }
        }
        SqlUndo<List<R>> reverse = undo == null ? null : (c, results) -> undo.run(c, ops, results);
        db.transaction(c -> {
            List<R> results = work.run(c, ops);
            if (results.size() != ops.size()) {
                throw new IllegalStateException("a group's work answered " + results.size() + " results for " + ops.size());
            }
            return results;
        }, reverse, deadline).whenComplete((results, failure) -> {
            if (counted) {
                running.decrementAndGet();
                drain();
            }
            if (failure == null) {
                answer(group, ops, results);
                return;
            }
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            if (group.size() > 1 && !(cause instanceof DependencyUnavailableException)) {
                for (Pending<O, R> p : group) {
                    run(List.of(p), false);
                }
                return;
            }
            group.forEach(p -> p.result().completeExceptionally(cause));
        });
    }

    private void answer(List<Pending<O, R>> group, List<O> ops, List<R> results) {
        CompletableFuture<?> visible = committed == null ? CompletableFuture.completedFuture(null) : committed.apply(ops, results);
        visible.whenComplete((v, e) -> {
            for (int i = 0; i < group.size(); i++) {
                group.get(i).result().complete(results.get(i));
            }
        });
    }
}
