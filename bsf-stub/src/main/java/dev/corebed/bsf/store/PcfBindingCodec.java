package dev.corebed.bsf.store;

import static dev.corebed.dbtier.view.RowBytes.readBytes;
import static dev.corebed.dbtier.view.RowBytes.readLong;
import static dev.corebed.dbtier.view.RowBytes.readString;
import static dev.corebed.dbtier.view.RowBytes.writeBytes;
import static dev.corebed.dbtier.view.RowBytes.writeLong;
import static dev.corebed.dbtier.view.RowBytes.writeString;

import dev.corebed.dbtier.view.CompactTable;
import dev.corebed.dbtier.view.RowBytes;
import dev.corebed.dbtier.view.TableMirror;

/**
 * A {@link PcfBindingRow} as the in-memory binding table holds it: its columns and body in a few hundred bytes off
 * the heap, indexed by the UE addresses GetPCFBindings looks up (IPv4 address, the IPv6 prefix's upper 64 bits, MAC
 * address: the same keys as pcf_binding's indexes).
 */
final class PcfBindingCodec implements TableMirror.Codec<PcfBindingRow> {

    /** The secondary indexes, numbered as {@link TableMirror#find} takes them. */
    static final int IPV4 = 1;
    static final int IPV6 = 2;
    static final int MAC = 3;
    static final int INDEXES = 3;

    @Override
    public String key(PcfBindingRow row) {
        return row.bindingId();
    }

    @Override
    public long[] secondaryKeys(PcfBindingRow row) {
        return new long[] {orNone(row.ipv4Addr()), orNone(row.ipv6Prefix()), orNone(row.macAddr())};
    }

    private static long orNone(Long v) {
        return v == null ? CompactTable.NONE : v;
    }

    @Override
    public byte[] encode(PcfBindingRow r) {
        return RowBytes.encode(96 + r.body().length, out -> {
            out.writeUTF(r.bindingId());
            writeLong(out, r.ipv4Addr());
            writeString(out, r.ipDomain());
            writeLong(out, r.ipv6Prefix());
            writeLong(out, r.ipv6Low());
            writeLong(out, r.ipv6Len() == null ? null : (long) r.ipv6Len());
            writeLong(out, r.macAddr());
            writeString(out, r.supi());
            writeString(out, r.gpsi());
            writeString(out, r.dnn());
            writeString(out, r.snssai());
            out.writeLong(r.createdAt());
            out.writeLong(r.updatedAt());
            writeBytes(out, r.body());
        });
    }

    @Override
    public PcfBindingRow decode(byte[] payload) {
        return RowBytes.decode(payload, in -> {
            String id = in.readUTF();
            Long ipv4 = readLong(in);
            String ipDomain = readString(in);
            Long ipv6 = readLong(in);
            Long ipv6Low = readLong(in);
            Long ipv6Len = readLong(in);
            Long mac = readLong(in);
            String supi = readString(in);
            String gpsi = readString(in);
            String dnn = readString(in);
            String snssai = readString(in);
            long createdAt = in.readLong();
            long updatedAt = in.readLong();
            byte[] body = readBytes(in);
            return new PcfBindingRow(id, ipv4, ipDomain, ipv6, ipv6Low, ipv6Len == null ? null : ipv6Len.intValue(), mac, supi,
                    gpsi, dnn, snssai, body, createdAt, updatedAt);
        });
    }
}
