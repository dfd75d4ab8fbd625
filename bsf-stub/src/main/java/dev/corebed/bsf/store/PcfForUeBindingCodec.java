package dev.corebed.bsf.store;

import static dev.corebed.dbtier.view.RowBytes.readBytes;
import static dev.corebed.dbtier.view.RowBytes.readString;
import static dev.corebed.dbtier.view.RowBytes.writeBytes;
import static dev.corebed.dbtier.view.RowBytes.writeString;

import dev.corebed.dbtier.view.CompactTable;
import dev.corebed.dbtier.view.RowBytes;
import dev.corebed.dbtier.view.TableMirror;

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
        return RowBytes.encode(64 + r.body().length, out -> {
            out.writeUTF(r.bindingId());
            out.writeUTF(r.supi());
            writeString(out, r.gpsi());
            out.writeLong(r.createdAt());
            out.writeLong(r.updatedAt());
            writeBytes(out, r.body());
        });
    }

    @Override
    public PcfForUeBindingRow decode(byte[] payload) {
        return RowBytes.decode(payload, in -> {
            String id = in.readUTF();
            String supi = in.readUTF();
            String gpsi = readString(in);
            long createdAt = in.readLong();
            long updatedAt = in.readLong();
            byte[] body = readBytes(in);
            return new PcfForUeBindingRow(id, supi, gpsi, body, createdAt, updatedAt);
        });
    }
}
