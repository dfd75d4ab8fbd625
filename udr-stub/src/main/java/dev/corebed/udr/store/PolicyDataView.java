package dev.corebed.udr.store;

import static dev.corebed.dbtier.view.RowBytes.readBytes;
import static dev.corebed.dbtier.view.RowBytes.readString;
import static dev.corebed.dbtier.view.RowBytes.writeBytes;
import static dev.corebed.dbtier.view.RowBytes.writeString;
import static dev.corebed.udr.store.PolicyDataRows.SETS;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.view.ChangeLog;
import dev.corebed.dbtier.view.CompactTable;
import dev.corebed.dbtier.view.RowBytes;
import dev.corebed.dbtier.view.TableMirror;
import dev.corebed.model.common.Gpsis;
import dev.corebed.udr.store.PolicyDataStore.Found;
import dev.corebed.udr.store.PolicyDataStore.Read;
import dev.corebed.udr.store.PolicyDataStore.UeRecord;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Everything the UDR stores of a UE's policy data held in memory, for the reads the PCF makes per session (am-data,
 * sm-data, ue-policy-set, operator-specific-data, usage monitoring, ReadPolicyData): a {@link TableMirror} whose row
 * is a UE, its policy_data_ues row and its policy_data_usage_mon rows, off the heap, found by ueId or by the GPSI a UE
 * is also known by. The writes of this instance log their ueId in their transaction and hand the UE as committed to
 * the view before they are answered; other UDR instances on the data tier fetch it within their poll interval.
 */
public final class PolicyDataView implements AutoCloseable {

    /**
     * A UE: its documents by {@link PolicyDataSet} ordinal (null where absent) and its usage monitoring resources by
     * usageMonId, in the order of their ids' bytes (the column's utf8mb4_bin order); {@code sets} null: the UE is gone.
     */
    record UeRow(String ueId, String gpsi, byte[][] sets, Map<String, byte[]> usageMon) {}

    /** Changes of either table are logged under the UE's row key, in this table's name. */
    static final String TABLE = "policy_data_ues";
    private static final int GPSI = 1;
    /** A UE and its usage monitoring resources, one result row per resource (one with NULLs when it has none). */
    private static final String SELECT = "SELECT u.ue_id, u.gpsi, u.am_data, u.ue_policy_set, u.sm_data, u.op_spec_data,"
            + " m.usage_mon_id, m.usage_mon_data FROM policy_data_ues u LEFT JOIN policy_data_usage_mon m ON m.ue_id = u.ue_id";

    private final ChangeLog changeLog;
    private final TableMirror<UeRow> mirror;

    public PolicyDataView(DbExecutor db, ChangeLog changeLog, Duration pollInterval) {
        this.changeLog = changeLog;
        this.mirror = new TableMirror<>("udr-policy-data-view", db, changeLog, TABLE, new Source(), new Codec(), 1, pollInterval);
    }

    public void start() throws Exception {
        mirror.start();
    }

    @Override
    public void close() {
        mirror.close();
    }

    public int size() {
        return mirror.size();
    }

    public long offHeapBytes() {
        return mirror.offHeapBytes();
    }

    /** A document of a UE as {@link PolicyDataStore#read} answers it, from memory. */
    Read read(String ueId, PolicyDataSet set) {
        UeRow row = ue(ueId);
        if (row == null) {
            return new Read(Found.NO_USER, ueId, null);
        }
        byte[] json = row.sets()[set.ordinal()];
        return new Read(json == null ? Found.NO_DATA : Found.DATA, row.ueId(), json);
    }

    /** A usage monitoring resource as {@link PolicyDataStore#readUsageMon} answers it, from memory. */
    Read readUsageMon(String ueId, String usageMonId) {
        UeRow row = ue(ueId);
        if (row == null) {
            return new Read(Found.NO_USER, ueId, null);
        }
        byte[] json = row.usageMon().get(usageMonId);
        return new Read(json == null ? Found.NO_DATA : Found.DATA, row.ueId(), json);
    }

    /** Everything of a UE as {@link PolicyDataStore#readUe} answers it, from memory. */
    Optional<UeRecord> readUe(String ueId) {
        UeRow row = ue(ueId);
        if (row == null) {
            return Optional.empty();
        }
        Map<PolicyDataSet, String> sets = new EnumMap<>(PolicyDataSet.class);
        for (int i = 0; i < SETS.length; i++) {
            if (row.sets()[i] != null) {
                sets.put(SETS[i], new String(row.sets()[i], StandardCharsets.UTF_8));
            }
        }
        Map<String, String> usage = new LinkedHashMap<>();
        row.usageMon().forEach((id, json) -> usage.put(id, new String(json, StandardCharsets.UTF_8)));
        return Optional.of(new UeRecord(row.ueId(), row.gpsi(), sets, usage));
    }

    /** The row a ueId names: a GPSI that is a SUPI's alias names the SUPI's row, as {@link PolicyDataRows#resolve}. */
    private UeRow ue(String ueId) {
        if (Gpsis.kind(ueId) != null) {
            for (UeRow r : mirror.find(GPSI, CompactTable.hash(ueId), 8)) {
                if (ueId.equals(r.gpsi()) && !ueId.equals(r.ueId())) {
                    return r;
                }
            }
        }
        return mirror.get(ueId);
    }

    /**
     * In a write's transaction, after its statements: the UE's change logged, and its row as it will be committed kept
     * in {@code written} for {@link #visible} (a row without documents: removed).
     */
    void logged(Connection c, String ueId, UeRow[] written) throws SQLException {
        changeLog.record(c, TABLE, List.of(ueId), System.currentTimeMillis());
        UeRow row = mirror.read(c, ueId);
        written[0] = row != null ? row : new UeRow(ueId, null, null, null);
    }

    /**
     * The write answered once this view holds the row {@link #logged} kept; a write that failed after it was logged
     * (its commit may have gone through) has its UE fetched again at the next poll.
     */
    <T> CompletableFuture<T> visible(UeRow[] written, CompletableFuture<T> write) {
        return write.handle((w, failure) -> {
            UeRow r = written[0];
            if (failure != null) {
                if (r != null) {
                    mirror.recheck(List.of(r.ueId()));
                }
                return CompletableFuture.<T>failedFuture(failure);
            }
            return r == null ? CompletableFuture.completedFuture(w)
                    : mirror.written(List.of(new TableMirror.Change<>(r.ueId(), r.sets() == null ? null : r))).thenApply(v -> w);
        }).thenCompose(f -> f);
    }

    /** After bulk work on the tables (a bulk load, a truncate): reloaded here and by the other instances. */
    <T> CompletableFuture<T> reloaded(CompletableFuture<T> work) {
        return mirror.reloadAfter(work);
    }

    /**
     * The UEs from the join of their two tables, ordered by ueId so that the rows of one UE come together (the join's
     * order is the engine's otherwise: NDB pushes joins down to the data nodes).
     */
    private static final class Source implements TableMirror.Source<UeRow> {

        @Override
        public void readAll(Connection c, Consumer<UeRow> rows) throws SQLException {
            try (PreparedStatement s = c.prepareStatement(SELECT + " ORDER BY u.ue_id")) {
                s.setFetchSize(1000);
                try (ResultSet rs = s.executeQuery()) {
                    group(rs, rows);
                }
            }
        }

        @Override
        public void read(Connection c, List<String> keys, Consumer<UeRow> rows) throws SQLException {
            try (PreparedStatement s = c.prepareStatement(SELECT + " WHERE u.ue_id IN ("
                    + String.join(",", Collections.nCopies(keys.size(), "?")) + ") ORDER BY u.ue_id")) {
                for (int i = 0; i < keys.size(); i++) {
                    s.setString(i + 1, keys.get(i));
                }
                try (ResultSet rs = s.executeQuery()) {
                    group(rs, rows);
                }
            }
        }

        private static void group(ResultSet rs, Consumer<UeRow> rows) throws SQLException {
            UeRow ue = null;
            while (rs.next()) {
                String ueId = rs.getString(1);
                if (ue == null || !ue.ueId().equals(ueId)) {
                    if (ue != null) {
                        rows.accept(ordered(ue));
                    }
                    byte[][] sets = new byte[SETS.length][];
                    for (int i = 0; i < SETS.length; i++) {
                        sets[i] = rs.getBytes(3 + i);
                    }
                    ue = new UeRow(ueId, rs.getString(2), sets, new LinkedHashMap<>());
                }
                String usageMonId = rs.getString(7);
                if (usageMonId != null) {
                    ue.usageMon().put(usageMonId, rs.getBytes(8));
                }
            }
            if (ue != null) {
                rows.accept(ordered(ue));
            }
        }

        /** The usage monitoring resources in the order of their ids' UTF-8 bytes, as ORDER BY usage_mon_id gives them. */
        private static UeRow ordered(UeRow ue) {
            if (ue.usageMon().size() < 2) {
                return ue;
            }
            Map<String, byte[]> sorted = new TreeMap<>((a, b) -> Arrays.compareUnsigned(
                    a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
            sorted.putAll(ue.usageMon());
            return new UeRow(ue.ueId(), ue.gpsi(), ue.sets(), new LinkedHashMap<>(sorted));
        }
    }

    /** ueId, GPSI, each document as its length (-1: absent) and bytes, then the usage monitoring resources. */
    private static final class Codec implements TableMirror.Codec<UeRow> {

        @Override
        public String key(UeRow row) {
            return row.ueId();
        }

        @Override
        public long[] secondaryKeys(UeRow row) {
            return new long[] {row.gpsi() == null ? CompactTable.NONE : CompactTable.hash(row.gpsi())};
        }

        @Override
        public byte[] encode(UeRow row) {
            return RowBytes.encode(512, out -> {
                out.writeUTF(row.ueId());
                writeString(out, row.gpsi());
                for (byte[] set : row.sets()) {
                    writeBytes(out, set);
                }
                out.writeInt(row.usageMon().size());
                for (Map.Entry<String, byte[]> u : row.usageMon().entrySet()) {
                    out.writeUTF(u.getKey());
                    writeBytes(out, u.getValue());
                }
            });
        }

        @Override
        public UeRow decode(byte[] payload) {
            return RowBytes.decode(payload, in -> {
                String ueId = in.readUTF();
                String gpsi = readString(in);
                byte[][] sets = new byte[SETS.length][];
                for (int i = 0; i < sets.length; i++) {
                    sets[i] = readBytes(in);
                }
                int usages = in.readInt();
                Map<String, byte[]> usageMon = usages == 0 ? Map.of() : new LinkedHashMap<>();
                for (int i = 0; i < usages; i++) {
                    usageMon.put(in.readUTF(), readBytes(in));
                }
                return new UeRow(ueId, gpsi, sets, usageMon);
            });
        }
    }
}
