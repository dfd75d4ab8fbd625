package dev.corebed.bsf.store;

import static dev.corebed.bsf.store.PcfBindingColumns.COLUMNS;
import static dev.corebed.bsf.store.PcfBindingColumns.PLACEHOLDERS;
import static dev.corebed.bsf.store.PcfBindingColumns.SELECT;
import static dev.corebed.bsf.store.PcfBindingColumns.bind;
import static dev.corebed.bsf.store.PcfBindingColumns.row;
import static dev.corebed.bsf.store.PcfBindingColumns.setInt;
import static dev.corebed.bsf.store.PcfBindingColumns.setLong;

import dev.corebed.dbtier.DbExecutor;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;

/**
 * The pcf_binding table (migration bsf/V1). A create is one indexed SELECT (the same UE address) and one INSERT
 * in one transaction, undone if the data tier goes away while it commits; a delete is one DELETE by key in
 * auto-commit mode; PATCH takes a transaction (read, lock, write).
 */
public final class JdbcPcfBindingStore implements PcfBindingStore {

    private final DbExecutor db;

    public JdbcPcfBindingStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<CreateResult> create(PcfBindingRow row, SamePcfCheck check, boolean replaceSameAddress) {
        // One transaction, so that a create the data tier loses half-way leaves nothing; and if it is lost while
        // committing, the undo takes the binding out again (and puts back those it replaced) once the tier is back:
        // the PCF was answered 503, so the binding must not be found.
        return db.transaction(c -> {
            if (check != null) {
                PcfBindingRow existing = sameCombination(c, check);
                if (existing != null) {
                    return new Refused(existing);
                }
            }
            // Two creates of one address at the same moment may both miss the other; discovery then answers
            // per stub.bsf.multiple-bindings, as it does for kept duplicates.
            List<PcfBindingRow> replaced = replaceSameAddress ? removeSameAddress(c, row) : List.of();
            try (PreparedStatement s = c.prepareStatement("INSERT INTO pcf_binding (" + COLUMNS + ") VALUES " + PLACEHOLDERS)) {
                bind(s, 1, row);
                s.executeUpdate();
            }
            return new Created(replaced);
        }, (c, result) -> {
            if (result instanceof Created created) {
                undoCreate(c, row, created.replaced());
            }
        });
    }

    private static void undoCreate(Connection c, PcfBindingRow row, List<PcfBindingRow> replaced) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE binding_id = ?")) {
            s.setString(1, row.bindingId());
            s.executeUpdate();
        }
        for (PcfBindingRow old : replaced) {
            try (PreparedStatement s = c.prepareStatement("INSERT IGNORE INTO pcf_binding (" + COLUMNS + ") VALUES " + PLACEHOLDERS)) {
                bind(s, 1, old);
                s.executeUpdate();
            }
        }
    }

    static PcfBindingRow sameCombination(Connection c, SamePcfCheck check) throws SQLException {
        StringBuilder sql = new StringBuilder(SELECT).append(" WHERE supi = ?");
        if (check.dnn() != null) {
            sql.append(" AND dnn = ?");
        }
        if (check.snssai() != null) {
            sql.append(" AND snssai = ?");
        }
        try (PreparedStatement s = c.prepareStatement(sql.append(" LIMIT 1").toString())) {
            int i = 1;
            s.setString(i++, check.supi());
            if (check.dnn() != null) {
                s.setString(i++, check.dnn());
            }
            if (check.snssai() != null) {
                s.setString(i, check.snssai());
            }
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    /** Removes the bindings of the new row's UE address(es) in its DNN and S-NSSAI; answers those this call removed. */
    private static List<PcfBindingRow> removeSameAddress(Connection c, PcfBindingRow row) throws SQLException {
        Map<String, PcfBindingRow> same = new LinkedHashMap<>();
        if (row.ipv4Addr() != null) {
            collect(c, " WHERE ipv4_addr = ? AND ip_domain = ? AND dnn = ? AND snssai = ?", same,
                    row.ipv4Addr(), row.ipDomain(), row.dnn(), row.snssai());
        }
        if (row.ipv6Prefix() != null) {
            collect(c, " WHERE ipv6_prefix = ? AND ipv6_len = ? AND ipv6_low <=> ? AND dnn = ? AND snssai = ?", same,
                    row.ipv6Prefix(), row.ipv6Len(), row.ipv6Low(), row.dnn(), row.snssai());
        }
        if (row.macAddr() != null) {
            collect(c, " WHERE mac_addr = ? AND dnn = ? AND snssai = ?", same, row.macAddr(), row.dnn(), row.snssai());
        }
        if (same.isEmpty()) {
            return List.of();
        }
        List<PcfBindingRow> removed = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE binding_id = ?")) {
            for (PcfBindingRow old : same.values()) {
                s.setString(1, old.bindingId());
                if (s.executeUpdate() == 1) {
                    removed.add(old);
                }
            }
        }
        return removed;
    }

    private static void collect(Connection c, String where, Map<String, PcfBindingRow> into, Object... params) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SELECT + where + " LIMIT 100")) {
            for (int i = 0; i < params.length; i++) {
                if (params[i] == null) {
                    s.setNull(i + 1, Types.BIGINT);
                } else {
                    s.setObject(i + 1, params[i]);
                }
            }
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    PcfBindingRow r = row(rs);
                    into.put(r.bindingId(), r);
                }
            }
        }
    }

    @Override
    public CompletableFuture<List<PcfBindingRow>> findByAddress(AddressKind kind, long[] keys, int limit) {
        String column = switch (kind) {
            case IPV4 -> "ipv4_addr";
            case IPV6 -> "ipv6_prefix";
            case MAC -> "mac_addr";
        };
        StringBuilder sql = new StringBuilder(SELECT).append(" WHERE ").append(column);
        if (keys.length == 1) {
            sql.append(" = ?");
        } else {
            sql.append(" IN (");
            for (int i = 0; i < keys.length; i++) {
                sql.append(i == 0 ? "?" : ", ?");
            }
            sql.append(')');
        }
        sql.append(" LIMIT ?");
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement(sql.toString())) {
                int i = 1;
                for (long k : keys) {
                    s.setLong(i++, k);
                }
                s.setInt(i, limit);
                List<PcfBindingRow> rows = new ArrayList<>(2);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(row(rs));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<Optional<PcfBindingRow>> get(String bindingId) {
        return db.submit(c -> Optional.ofNullable(get(c, bindingId, false)));
    }

    private static PcfBindingRow get(Connection c, String bindingId, boolean lock) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SELECT + " WHERE binding_id = ?" + (lock ? " FOR UPDATE" : ""))) {
            s.setString(1, bindingId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    @Override
    public CompletableFuture<Optional<PcfBindingRow>> update(String bindingId, UnaryOperator<PcfBindingRow> change) {
        return db.transaction(c -> update(c, bindingId, change));
    }

    /** The update, in the caller's transaction: the row read under its lock, changed, written. */
    static Optional<PcfBindingRow> update(Connection c, String bindingId, UnaryOperator<PcfBindingRow> change) throws SQLException {
        PcfBindingRow current = get(c, bindingId, true);
        if (current == null) {
            return Optional.empty();
        }
        PcfBindingRow next = change.apply(current);
        try (PreparedStatement s = c.prepareStatement("UPDATE pcf_binding SET ipv4_addr = ?, ip_domain = ?, ipv6_prefix = ?,"
                + " ipv6_low = ?, ipv6_len = ?, mac_addr = ?, supi = ?, gpsi = ?, dnn = ?, snssai = ?, body = ?, updated_at = ?"
                + " WHERE binding_id = ?")) {
            setLong(s, 1, next.ipv4Addr());
            s.setString(2, next.ipDomain());
            setLong(s, 3, next.ipv6Prefix());
            setLong(s, 4, next.ipv6Low());
            setInt(s, 5, next.ipv6Len());
            setLong(s, 6, next.macAddr());
            s.setString(7, next.supi());
            s.setString(8, next.gpsi());
            s.setString(9, next.dnn());
            s.setString(10, next.snssai());
            s.setString(11, new String(next.body(), StandardCharsets.UTF_8));
            s.setLong(12, next.updatedAt());
            s.setString(13, bindingId);
            s.executeUpdate();
        }
        return Optional.of(next);
    }

    @Override
    public CompletableFuture<Optional<PcfBindingRow>> delete(String bindingId, boolean readFirst) {
        return db.submit(c -> {
            PcfBindingRow before = null;
            if (readFirst) {
                before = get(c, bindingId, false);
                if (before == null) {
                    return Optional.empty();
                }
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE binding_id = ?")) {
                s.setString(1, bindingId);
                if (s.executeUpdate() == 0) {
                    return Optional.empty();
                }
            }
            return Optional.of(before != null ? before
                    : new PcfBindingRow(bindingId, null, null, null, null, null, null, null, null, null, null, null, 0, 0));
        });
    }
}
