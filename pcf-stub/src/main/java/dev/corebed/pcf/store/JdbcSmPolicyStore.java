package dev.corebed.pcf.store;

import dev.corebed.dbtier.Batches;
import dev.corebed.dbtier.DbExecutor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;

/**
 * sm_policy_association and app_session (migrations pcf/V1, V2). The hot path costs one round trip per step: a
 * create is one INSERT, an update one SELECT by key and one UPDATE by key and version, a delete one transaction
 * (SELECT, DELETE of the association and of its application sessions).
 */
public final class JdbcSmPolicyStore implements SmPolicyStore {

    /** Rows per INSERT statement and per transaction of the bulk load (under NDB's per-transaction operation limit). */
    static final int ROWS_PER_STATEMENT = 250;
    static final int ROWS_PER_TRANSACTION = 2_000;

    static final String COLUMNS = "sm_policy_id, kind, supi, gpsi, pdu_session_id, dnn, snssai, ipv4_addr, ip_domain,"
            + " ipv6_prefix, context, decision, inputs, udr_subscription, chf_subscription, bsf_binding, version,"
            + " created_at, updated_at, diameter_session_id, cc_request_number, origin_host, origin_realm, via_peer, sy_session_id";
    private static final String PLACEHOLDERS = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String SELECT = "SELECT " + COLUMNS + " FROM sm_policy_association";
    private static final String APP_COLUMNS = "app_session_id, sm_policy_id, supi, context, pcc_rules, created_at, updated_at,"
            + " kind, diameter_session_id, origin_host, origin_realm, via_peer";

    private final DbExecutor db;

    public JdbcSmPolicyStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Void> insert(SmPolicyRow row) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO sm_policy_association (" + COLUMNS + ") VALUES " + PLACEHOLDERS)) {
                bind(s, 1, row);
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public CompletableFuture<Boolean> insertIfNew(SmPolicyRow row) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO sm_policy_association (" + COLUMNS + ") VALUES " + PLACEHOLDERS)) {
                bind(s, 1, row);
                s.executeUpdate();
                return true;
            } catch (java.sql.SQLIntegrityConstraintViolationException duplicate) {
                return false;
            }
        });
    }

    @Override
    public CompletableFuture<Optional<SmPolicyRow>> find(String smPolicyId) {
        return db.submit(c -> Optional.ofNullable(find(c, smPolicyId, false)));
    }

    private static SmPolicyRow find(Connection c, String smPolicyId, boolean forUpdate) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SELECT + " WHERE sm_policy_id = ?" + (forUpdate ? " FOR UPDATE" : ""))) {
            s.setString(1, smPolicyId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    @Override
    public CompletableFuture<Boolean> update(SmPolicyRow row) {
        return db.submit(c -> update(c, row));
    }

    private static boolean update(Connection c, SmPolicyRow row) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE sm_policy_association SET ipv4_addr = ?, ip_domain = ?,"
                + " ipv6_prefix = ?, context = ?, decision = ?, inputs = ?, udr_subscription = ?, chf_subscription = ?,"
                + " bsf_binding = ?, version = ?, updated_at = ?, cc_request_number = ?, sy_session_id = ?"
                + " WHERE sm_policy_id = ? AND version = ?")) {
            setLong(s, 1, row.ipv4Addr());
            s.setString(2, row.ipDomain());
            setLong(s, 3, row.ipv6Prefix());
            s.setString(4, row.context());
            s.setString(5, row.decision());
            s.setString(6, row.inputs());
            s.setString(7, row.udrSubscription());
            s.setString(8, row.chfSubscription());
            s.setString(9, row.bsfBinding());
            s.setInt(10, row.version());
            s.setLong(11, row.updatedAt());
            setLong(s, 12, row.gx() == null ? null : row.gx().ccRequestNumber());
            s.setString(13, row.gx() == null ? null : row.gx().sySessionId());
            s.setString(14, row.smPolicyId());
            s.setInt(15, row.version() - 1);
            return s.executeUpdate() == 1;
        }
    }

    @Override
    public CompletableFuture<Optional<Deleted>> delete(String smPolicyId) {
        return db.transaction(c -> {
            SmPolicyRow row = find(c, smPolicyId, true);
            if (row == null) {
                return Optional.<Deleted>empty();
            }
            List<AppSessionRow> sessions = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT " + APP_COLUMNS + " FROM app_session WHERE sm_policy_id = ?")) {
                s.setString(1, smPolicyId);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        sessions.add(appRow(rs));
                    }
                }
            }
            if (sessions.stream().anyMatch(a -> a.rx() == null)) {
                // An Rx session stays until the AF's STR (after the PCRF's ASR), as RFC 6733 §8.5 keeps a session.
                try (PreparedStatement s = c.prepareStatement("DELETE FROM app_session WHERE sm_policy_id = ? AND kind <> 'RX'")) {
                    s.setString(1, smPolicyId);
                    s.executeUpdate();
                }
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM sm_policy_association WHERE sm_policy_id = ?")) {
                s.setString(1, smPolicyId);
                s.executeUpdate();
            }
            return Optional.of(new Deleted(row, sessions));
        });
    }

    @Override
    public CompletableFuture<List<SmPolicyRow>> findByIpv4(long ipv4, String ipDomain, int limit) {
        return db.submit(c -> list(c, SELECT + " WHERE ipv4_addr = ? AND ip_domain = ? ORDER BY created_at DESC LIMIT ?",
                ipv4, ipDomain, limit));
    }

    @Override
    public CompletableFuture<List<SmPolicyRow>> findByIpv6(long high, int limit) {
        return db.submit(c -> list(c, SELECT + " WHERE ipv6_prefix = ? ORDER BY created_at DESC LIMIT ?", high, limit));
    }

    private static List<SmPolicyRow> list(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                s.setObject(i + 1, params[i]);
            }
            List<SmPolicyRow> rows = new ArrayList<>();
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    rows.add(row(rs));
                }
            }
            return rows;
        }
    }

    @Override
    public CompletableFuture<Long> count() {
        return db.bulk(c -> count(c, "sm_policy_association"));
    }

    @Override
    public CompletableFuture<Long> countAppSessions() {
        return db.bulk(c -> count(c, "app_session"));
    }

    @Override
    public CompletableFuture<java.util.Map<String, Long>> countsByKind() {
        return db.bulk(c -> {
            java.util.Map<String, Long> counts = new java.util.TreeMap<>();
            for (String table : List.of("sm_policy_association", "app_session")) {
                try (PreparedStatement s = c.prepareStatement("SELECT kind, COUNT(*) FROM " + table + " GROUP BY kind");
                     ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        counts.put(rs.getString(1), rs.getLong(2));
                    }
                }
            }
            return counts;
        });
    }

    private static long count(Connection c, String table) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM " + table); ResultSet rs = s.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Override
    public CompletableFuture<Boolean> insertAppSession(AppSessionRow session, SmPolicyRow association) {
        return db.transaction(c -> {
            if (!update(c, association)) {
                return false;
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO app_session (" + APP_COLUMNS
                    + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                s.setString(1, session.appSessionId());
                s.setString(2, session.smPolicyId());
                s.setString(3, session.supi());
                s.setString(4, session.context());
                s.setString(5, session.pccRules());
                s.setLong(6, session.createdAt());
                s.setLong(7, session.updatedAt());
                s.setString(8, session.kind());
                AppSessionRow.RxState rx = session.rx();
                s.setString(9, rx == null ? null : rx.sessionId());
                s.setString(10, rx == null ? null : rx.originHost());
                s.setString(11, rx == null ? null : rx.originRealm());
                s.setString(12, rx == null ? null : rx.viaPeer());
                s.executeUpdate();
            }
            return true;
        });
    }

    @Override
    public CompletableFuture<Optional<AppSessionRow>> findAppSession(String appSessionId) {
        return db.submit(c -> appSession(c, "app_session_id", appSessionId));
    }

    @Override
    public CompletableFuture<Optional<AppSessionRow>> findAppSessionByDiameterSession(String sessionId) {
        return db.submit(c -> appSession(c, "diameter_session_id", sessionId));
    }

    private static Optional<AppSessionRow> appSession(Connection c, String column, String value) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + APP_COLUMNS + " FROM app_session WHERE " + column + " = ?")) {
            s.setString(1, value);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? Optional.of(appRow(rs)) : Optional.empty();
            }
        }
    }

    @Override
    public CompletableFuture<Optional<SmPolicyRow>> findByDiameterSession(String sessionId) {
        return db.submit(c -> Optional.ofNullable(one(c, SELECT + " WHERE diameter_session_id = ?", sessionId)));
    }

    @Override
    public CompletableFuture<Optional<SmPolicyRow>> findBySySession(String sySessionId) {
        return db.submit(c -> Optional.ofNullable(one(c, SELECT + " WHERE sy_session_id = ?", sySessionId)));
    }

    private static SmPolicyRow one(Connection c, String sql, String value) throws SQLException {
        List<SmPolicyRow> rows = list(c, sql, value);
        return rows.isEmpty() ? null : rows.get(0);
    }

    @Override
    public CompletableFuture<Boolean> updateAppSessions(SmPolicyRow association, List<AppSessionRow> sessions) {
        return db.transaction(c -> {
            if (!update(c, association)) {
                return false;
            }
            for (AppSessionRow session : sessions) {
                updateAppSession(c, session);
            }
            return true;
        });
    }

    @Override
    public CompletableFuture<Boolean> deleteOrphanAppSession(String appSessionId) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM app_session WHERE app_session_id = ?")) {
                s.setString(1, appSessionId);
                return s.executeUpdate() == 1;
            }
        });
    }

    @Override
    public CompletableFuture<Boolean> updateAppSession(AppSessionRow session, SmPolicyRow association) {
        return db.transaction(c -> {
            if (!update(c, association)) {
                return false;
            }
            updateAppSession(c, session);
            return true;
        });
    }

    private static void updateAppSession(Connection c, AppSessionRow session) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE app_session SET context = ?, pcc_rules = ?, updated_at = ? WHERE app_session_id = ?")) {
            s.setString(1, session.context());
            s.setString(2, session.pccRules());
            s.setLong(3, session.updatedAt());
            s.setString(4, session.appSessionId());
            if (s.executeUpdate() != 1) {
                throw new SQLException("application session " + session.appSessionId() + " is gone");
            }
        }
    }

    @Override
    public CompletableFuture<Boolean> deleteAppSession(String appSessionId, SmPolicyRow association) {
        return db.transaction(c -> {
            if (!update(c, association)) {
                return false;
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM app_session WHERE app_session_id = ?")) {
                s.setString(1, appSessionId);
                s.executeUpdate();
            }
            return true;
        });
    }

    @Override
    public CompletableFuture<Long> bulkInsert(long count, LongFunction<SmPolicyRow> rows, int connections) {
        int slices = (int) Math.max(1, Math.min(connections, (count + ROWS_PER_TRANSACTION - 1) / ROWS_PER_TRANSACTION));
        long per = (count + slices - 1) / slices;
        List<CompletableFuture<Long>> parts = new ArrayList<>();
        for (int i = 0; i < slices; i++) {
            long from = i * per;
            long to = Math.min(count, from + per);
            if (from < to) {
                parts.add(db.bulk(c -> insertSlice(c, from, to, rows)));
            }
        }
        return CompletableFuture.allOf(parts.toArray(CompletableFuture[]::new))
                .thenApply(v -> parts.stream().mapToLong(CompletableFuture::join).sum());
    }

    private static long insertSlice(Connection c, long from, long to, LongFunction<SmPolicyRow> rows) throws SQLException {
        return Batches.load(c, to - from, ROWS_PER_STATEMENT, ROWS_PER_TRANSACTION, (first, n) -> {
            StringBuilder sql = new StringBuilder("INSERT INTO sm_policy_association (" + COLUMNS + ") VALUES ");
            for (int k = 0; k < n; k++) {
                sql.append(k == 0 ? PLACEHOLDERS : ", " + PLACEHOLDERS);
            }
            try (PreparedStatement s = c.prepareStatement(sql.toString())) {
                int p = 1;
                for (int k = 0; k < n; k++) {
                    p = bind(s, p, rows.apply(from + first + k));
                }
                s.executeUpdate();
            }
        });
    }

    @Override
    public CompletableFuture<Long> deleteRange(String first, String last) {
        return db.bulk(c -> {
            long removed = 0;
            int n;
            // In batches, each its own transaction: under NDB's per-transaction operation limit.
            do {
                try (PreparedStatement s = c.prepareStatement(
                        "DELETE FROM sm_policy_association WHERE sm_policy_id BETWEEN ? AND ? LIMIT " + ROWS_PER_TRANSACTION)) {
                    s.setString(1, first);
                    s.setString(2, last);
                    n = s.executeUpdate();
                }
                removed += n;
            } while (n == ROWS_PER_TRANSACTION);
            return removed;
        });
    }

    @Override
    public CompletableFuture<List<SmPolicyRow>> page(String supi, String after, int limit) {
        String a = after == null ? "" : after;
        return db.submit(c -> supi == null
                ? list(c, SELECT + " WHERE sm_policy_id > ? ORDER BY sm_policy_id LIMIT ?", a, limit)
                : list(c, SELECT + " WHERE supi = ? AND sm_policy_id > ? ORDER BY sm_policy_id LIMIT ?", supi, a, limit));
    }

    @Override
    public CompletableFuture<List<AppSessionRow>> appSessionsOf(String smPolicyId) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT " + APP_COLUMNS
                    + " FROM app_session WHERE sm_policy_id = ? ORDER BY app_session_id")) {
                s.setString(1, smPolicyId);
                List<AppSessionRow> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(appRow(rs));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("app_session", "sm_policy_association");
    }

    private static int bind(PreparedStatement s, int i, SmPolicyRow r) throws SQLException {
        s.setString(i++, r.smPolicyId());
        s.setString(i++, r.kind());
        s.setString(i++, r.supi());
        s.setString(i++, r.gpsi());
        s.setInt(i++, r.pduSessionId());
        s.setString(i++, r.dnn());
        s.setString(i++, r.snssai());
        setLong(s, i++, r.ipv4Addr());
        s.setString(i++, r.ipDomain());
        setLong(s, i++, r.ipv6Prefix());
        s.setString(i++, r.context());
        s.setString(i++, r.decision());
        s.setString(i++, r.inputs());
        s.setString(i++, r.udrSubscription());
        s.setString(i++, r.chfSubscription());
        s.setString(i++, r.bsfBinding());
        s.setInt(i++, r.version());
        s.setLong(i++, r.createdAt());
        s.setLong(i++, r.updatedAt());
        SmPolicyRow.GxState gx = r.gx();
        s.setString(i++, gx == null ? null : gx.sessionId());
        setLong(s, i++, gx == null ? null : gx.ccRequestNumber());
        s.setString(i++, gx == null ? null : gx.originHost());
        s.setString(i++, gx == null ? null : gx.originRealm());
        s.setString(i++, gx == null ? null : gx.viaPeer());
        s.setString(i++, gx == null ? null : gx.sySessionId());
        return i;
    }

    private static void setLong(PreparedStatement s, int i, Long v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.BIGINT);
        } else {
            s.setLong(i, v);
        }
    }

    private static SmPolicyRow row(ResultSet rs) throws SQLException {
        long v4 = rs.getLong("ipv4_addr");
        Long ipv4 = rs.wasNull() ? null : v4;
        long v6 = rs.getLong("ipv6_prefix");
        Long ipv6 = rs.wasNull() ? null : v6;
        return new SmPolicyRow(rs.getString("sm_policy_id"), rs.getString("kind"), rs.getString("supi"), rs.getString("gpsi"),
                rs.getInt("pdu_session_id"), rs.getString("dnn"), rs.getString("snssai"), ipv4, rs.getString("ip_domain"), ipv6,
                rs.getString("context"), rs.getString("decision"), rs.getString("inputs"), rs.getString("udr_subscription"),
                rs.getString("chf_subscription"), rs.getString("bsf_binding"), rs.getInt("version"), rs.getLong("created_at"),
                rs.getLong("updated_at"), gx(rs));
    }

    private static SmPolicyRow.GxState gx(ResultSet rs) throws SQLException {
        String sessionId = rs.getString("diameter_session_id");
        return sessionId == null ? null : new SmPolicyRow.GxState(sessionId, rs.getLong("cc_request_number"),
                rs.getString("origin_host"), rs.getString("origin_realm"), rs.getString("via_peer"), rs.getString("sy_session_id"));
    }

    private static AppSessionRow appRow(ResultSet rs) throws SQLException {
        String sessionId = rs.getString("diameter_session_id");
        return new AppSessionRow(rs.getString("app_session_id"), rs.getString("sm_policy_id"), rs.getString("supi"),
                rs.getString("context"), rs.getString("pcc_rules"), rs.getLong("created_at"), rs.getLong("updated_at"),
                sessionId == null ? null : new AppSessionRow.RxState(sessionId, rs.getString("origin_host"),
                        rs.getString("origin_realm"), rs.getString("via_peer")));
    }
}
