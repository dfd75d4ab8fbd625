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

    /** Inserts the row unless one with the same Diameter Session-Id is there (a CCR-I sent again): false then. */
    CompletableFuture<Boolean> insertIfNew(SmPolicyRow row);

    CompletableFuture<Optional<SmPolicyRow>> find(String smPolicyId);

    /**
     * Replaces the row's documents and peer URIs if its version is still {@code row.version() - 1}; false when
     * another write came first (or the row is gone).
     */
    CompletableFuture<Boolean> update(SmPolicyRow row);

    /** An association and the application sessions bound to it, as they were when removed. */
    record Deleted(SmPolicyRow association, List<AppSessionRow> appSessions) {}

    /**
     * Removes the association and its N5 application sessions in one transaction; empty when it did not exist. Its Rx
     * sessions stay (the AF ends them with an STR) and are returned with the others.
     */
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

    /** Rows by kind: N7 and GX associations, N5 and RX application sessions (a kind without rows is absent). */
    CompletableFuture<java.util.Map<String, Long>> countsByKind();

    /** The Gx session of a Diameter Session-Id. */
    CompletableFuture<Optional<SmPolicyRow>> findByDiameterSession(String sessionId);

    /** The Gx session whose Sy session with the OCS has this Session-Id. */
    CompletableFuture<Optional<SmPolicyRow>> findBySySession(String sySessionId);

    /** The Rx session of a Diameter Session-Id. */
    CompletableFuture<Optional<AppSessionRow>> findAppSessionByDiameterSession(String sessionId);

    /** Writes the association's new version and these sessions' contexts and rules in one transaction; false when it moved. */
    CompletableFuture<Boolean> updateAppSessions(SmPolicyRow association, List<AppSessionRow> sessions);

    /** Removes an application session whose association is gone (an Rx session after its ASR); false when it was not there. */
    CompletableFuture<Boolean> deleteOrphanAppSession(String appSessionId);

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
