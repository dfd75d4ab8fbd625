package dev.corebed.pcf.store;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The SM policy associations and the application sessions bound to them. Every future completes on a data-tier
 * thread, after the commit.
 */
public interface SmPolicyStore {

    CompletableFuture<Void> insert(SmPolicyRow row);

    CompletableFuture<Optional<SmPolicyRow>> find(String smPolicyId);

    /**
     * Replaces the row's documents and peer URIs if its version is still {@code row.version() - 1}; false when
     * another write came first (or the row is gone).
     */
    CompletableFuture<Boolean> update(SmPolicyRow row);

    /** An association and the application sessions bound to it, as they were when removed. */
    record Deleted(SmPolicyRow association, List<AppSessionRow> appSessions) {}

    /** Removes the association and its application sessions in one transaction; empty when it did not exist. */
    CompletableFuture<Optional<Deleted>> delete(String smPolicyId);

    /** The associations of a UE IPv4 address (and address domain, '' for none), newest first, at most limit. */
    CompletableFuture<List<SmPolicyRow>> findByIpv4(long ipv4, String ipDomain, int limit);

    /** The associations whose IPv6 prefix has these upper 64 bits, newest first. */
    CompletableFuture<List<SmPolicyRow>> findByIpv6(long high, int limit);

    CompletableFuture<Long> count();

    /**
     * Writes an application session and the bound association's new version in one transaction; false when the
     * association moved (its version) or is gone.
     */
    CompletableFuture<Boolean> insertAppSession(AppSessionRow session, SmPolicyRow association);

    CompletableFuture<Optional<AppSessionRow>> findAppSession(String appSessionId);

    /** Replaces the session's context and the association's new version together; false when the association moved. */
    CompletableFuture<Boolean> updateAppSession(AppSessionRow session, SmPolicyRow association);

    /** Removes the session and writes the association's new version together; false when the association moved. */
    CompletableFuture<Boolean> deleteAppSession(String appSessionId, SmPolicyRow association);

    CompletableFuture<Long> countAppSessions();

    /** Inserts generated rows in multi-row statements, committing every few thousand; the rows written. */
    CompletableFuture<Long> bulkInsert(long count, java.util.function.LongFunction<SmPolicyRow> row, int connections);

    /** Removes the associations whose ids lie in [first, last] (a bulk load's range); the rows removed. */
    CompletableFuture<Long> deleteRange(String first, String last);

    /**
     * One page of associations in smPolicyId order, after {@code after} (null: from the first), of one subscriber
     * when {@code supi} is not null.
     */
    CompletableFuture<List<SmPolicyRow>> page(String supi, String after, int limit);

    /** The application sessions bound to an association, in appSessionId order. */
    CompletableFuture<List<AppSessionRow>> appSessionsOf(String smPolicyId);

    /** Removes every association and application session (a reset): TRUNCATE, at once whatever the population. */
    CompletableFuture<Void> clear();
}
