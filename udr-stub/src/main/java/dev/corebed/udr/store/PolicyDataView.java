package dev.corebed.udr.store;

import static dev.corebed.udr.store.PolicyDataRows.ALL_COLUMNS;
import static dev.corebed.udr.store.PolicyDataRows.SETS;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.view.ChangeLog;
import dev.corebed.dbtier.view.CompactTable;
import dev.corebed.dbtier.view.TableMirror;
import dev.corebed.model.common.Gpsis;
import dev.corebed.udr.store.PolicyDataStore.Found;
import dev.corebed.udr.store.PolicyDataStore.Read;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The UEs' policy documents (policy_data_ues) held in memory for the reads the PCF makes per session (am-data,
 * sm-data, ue-policy-set, operator-specific-data): a {@link TableMirror} of the table, off the heap, found by ueId or
 * by the GPSI a UE is also known by. The writes of this instance log their ueId in their transaction and hand the row
 * as committed to the view before they are answered; other UDR instances on the data tier fetch it within their
 * poll interval. Usage monitoring resources and ReadPolicyData stay on the data tier.
 */
public final class PolicyDataView implements AutoCloseable {

    /** One policy_data_ues row: the documents by {@link PolicyDataSet} ordinal, null where absent. */
    record UeRow(String ueId, String gpsi, byte[][] sets) {}

    static final String TABLE = "policy_data_ues";
    private static final int GPSI = 1;

    private final ChangeLog changeLog;
    private final TableMirror<UeRow> mirror;

    public PolicyDataView(DbExecutor db, ChangeLog changeLog, Duration pollInterval) {
        this.changeLog = changeLog;
        this.mirror = new TableMirror<>("udr-policy-data-view", db, changeLog, TABLE, "ue_id", "ue_id, " + ALL_COLUMNS,
                PolicyDataView::row, new Codec(), 1, pollInterval);
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
     * In a writer's transaction, after its statements: logs the UE as changed and answers its row as it will be
     * committed (null: removed), for {@link #written} once the commit is done.
     */
    UeRow logged(Connection c, String ueId) throws SQLException {
        changeLog.record(c, TABLE, List.of(ueId), System.currentTimeMillis());
        try (PreparedStatement s = c.prepareStatement("SELECT ue_id, " + ALL_COLUMNS + " FROM " + TABLE + " WHERE ue_id = ?")) {
            s.setString(1, ueId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    /** A committed change of this instance: answered after reads see it. */
    CompletableFuture<Void> written(String ueId, UeRow row) {
        return mirror.written(List.of(new TableMirror.Change<>(ueId, row)));
    }

    /** A write whose commit was cut off: its UE is fetched again at the next poll. */
    void recheck(String ueId) {
        mirror.recheck(List.of(ueId));
    }

    /** After bulk work on the table (a bulk load, a truncate): reloaded here and by the other instances. */
    <T> CompletableFuture<T> reloaded(CompletableFuture<T> work) {
        return mirror.reloadAfter(work);
    }

    /**
     * In a write's transaction: the UE's change logged and its row as it will be committed kept in {@code written}
     * for {@link #visible} (a row without documents: removed).
     */
    void logged(Connection c, String ueId, UeRow[] written) throws SQLException {
        UeRow row = logged(c, ueId);
        written[0] = row != null ? row : new UeRow(ueId, null, null);
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
                    recheck(r.ueId());
                }
                return CompletableFuture.<T>failedFuture(failure);
            }
            return r == null ? CompletableFuture.completedFuture(w)
                    : written(r.ueId(), r.sets() == null ? null : r).thenApply(v -> w);
        }).thenCompose(f -> f);
    }

    private static UeRow row(ResultSet rs) throws SQLException {
        byte[][] sets = new byte[SETS.length][];
        for (int i = 0; i < SETS.length; i++) {
            sets[i] = rs.getBytes(3 + i);
        }
        return new UeRow(rs.getString(1), rs.getString(2), sets);
    }

    /** ueId, GPSI, then each document as its length (-1: absent) and bytes. */
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
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
            try (DataOutputStream out = new DataOutputStream(bytes)) {
                out.writeUTF(row.ueId());
                out.writeBoolean(row.gpsi() != null);
                if (row.gpsi() != null) {
                    out.writeUTF(row.gpsi());
                }
                for (byte[] set : row.sets()) {
                    out.writeInt(set == null ? -1 : set.length);
                    if (set != null) {
                        out.write(set);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return bytes.toByteArray();
        }

        @Override
        public UeRow decode(byte[] payload) {
            try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload))) {
                String ueId = in.readUTF();
                String gpsi = in.readBoolean() ? in.readUTF() : null;
                byte[][] sets = new byte[SETS.length][];
                for (int i = 0; i < sets.length; i++) {
                    int n = in.readInt();
                    if (n >= 0) {
                        sets[i] = in.readNBytes(n);
                    }
                }
                return new UeRow(ueId, gpsi, sets);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
