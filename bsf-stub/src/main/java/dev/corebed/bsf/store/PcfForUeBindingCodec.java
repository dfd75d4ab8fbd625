package dev.corebed.bsf.store;

import dev.corebed.dbtier.view.CompactTable;
import dev.corebed.dbtier.view.TableMirror;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A {@link PcfForUeBindingRow} as the in-memory table of PCF for a UE bindings holds it, off the heap, indexed by the
 * hashes of its SUPI and GPSI (GetPCFForUeBindings' two lookups; the reader compares the strings themselves).
 */
final class PcfForUeBindingCodec implements TableMirror.Codec<PcfForUeBindingRow> {

    /** The secondary indexes, numbered as {@link TableMirror#find} takes them. */
    static final int SUPI = 1;
    static final int GPSI = 2;
    static final int INDEXES = 2;

    @Override
    public String key(PcfForUeBindingRow row) {
        return row.bindingId();
    }

    @Override
    public long[] secondaryKeys(PcfForUeBindingRow row) {
        return new long[] {CompactTable.hash(row.supi()), row.gpsi() == null ? CompactTable.NONE : CompactTable.hash(row.gpsi())};
    }

    @Override
    public byte[] encode(PcfForUeBindingRow r) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + r.body().length);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeUTF(r.bindingId());
            out.writeUTF(r.supi());
            out.writeBoolean(r.gpsi() != null);
            if (r.gpsi() != null) {
                out.writeUTF(r.gpsi());
            }
            out.writeLong(r.createdAt());
            out.writeLong(r.updatedAt());
            out.writeInt(r.body().length);
            out.write(r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    @Override
    public PcfForUeBindingRow decode(byte[] payload) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload))) {
            String id = in.readUTF();
            String supi = in.readUTF();
            String gpsi = in.readBoolean() ? in.readUTF() : null;
            long createdAt = in.readLong();
            long updatedAt = in.readLong();
            byte[] body = new byte[in.readInt()];
            in.readFully(body);
            return new PcfForUeBindingRow(id, supi, gpsi, body, createdAt, updatedAt);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
