package dev.corebed.bsf.store;

import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;

/** The columns of pcf_binding (migration bsf/V1) and how a {@link PcfBindingRow} is written to and read from them. */
final class PcfBindingColumns {

    static final String COLUMNS = "binding_id, ipv4_addr, ip_domain, ipv6_prefix, ipv6_low, ipv6_len, mac_addr, supi, gpsi,"
            + " dnn, snssai, body, created_at, updated_at";
    static final String SELECT = "SELECT " + COLUMNS + " FROM pcf_binding";
    static final String PLACEHOLDERS = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private PcfBindingColumns() {}

    /** Binds the row's 14 columns from parameter {@code p}; answers the next parameter index. */
    static int bind(PreparedStatement s, int p, PcfBindingRow r) throws SQLException {
        s.setString(p++, r.bindingId());
        setLong(s, p++, r.ipv4Addr());
        s.setString(p++, r.ipDomain());
        setLong(s, p++, r.ipv6Prefix());
        setLong(s, p++, r.ipv6Low());
        setInt(s, p++, r.ipv6Len());
        setLong(s, p++, r.macAddr());
        s.setString(p++, r.supi());
        s.setString(p++, r.gpsi());
        s.setString(p++, r.dnn());
        s.setString(p++, r.snssai());
        s.setString(p++, new String(r.body(), StandardCharsets.UTF_8));
        s.setLong(p++, r.createdAt());
        s.setLong(p++, r.updatedAt());
        return p;
    }

    static PcfBindingRow row(ResultSet rs) throws SQLException {
        return new PcfBindingRow(rs.getString(1), getLong(rs, 2), rs.getString(3), getLong(rs, 4), getLong(rs, 5),
                getInt(rs, 6), getLong(rs, 7), rs.getString(8), rs.getString(9), rs.getString(10), rs.getString(11),
                rs.getString(12).getBytes(StandardCharsets.UTF_8), rs.getLong(13), rs.getLong(14));
    }

    static void setLong(PreparedStatement s, int i, Long v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.BIGINT);
        } else {
            s.setLong(i, v);
        }
    }

    static void setInt(PreparedStatement s, int i, Integer v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.INTEGER);
        } else {
            s.setInt(i, v);
        }
    }

    static Long getLong(ResultSet rs, int i) throws SQLException {
        long v = rs.getLong(i);
        return rs.wasNull() ? null : v;
    }

    static Integer getInt(ResultSet rs, int i) throws SQLException {
        int v = rs.getInt(i);
        return rs.wasNull() ? null : v;
    }
}
