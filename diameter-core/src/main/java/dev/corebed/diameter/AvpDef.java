package dev.corebed.diameter;

import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpDataException;
import org.jdiameter.api.AvpSet;

/**
 * One AVP as its specification defines it: code, Vendor-Id, whether it is sent with the M bit, data
 * format, and for some enumerations the closed set of values a receiver accepts. The typed accessors
 * read the first instance in an AVP set and turn bad input into the right {@link DiameterException}
 * (5005 when a required AVP is missing, 5004 for a value that cannot be decoded or is not allowed).
 *
 * @param values allowed values of an Enumerated AVP whose set the spec closes; null = any value
 */
public record AvpDef(String name, int code, long vendorId, boolean mandatory, AvpType type, int[] values) {

    /** An IETF AVP (Vendor-Id 0) sent with the M bit. */
    public static AvpDef base(int code, String name, AvpType type) {
        return new AvpDef(name, code, 0, true, type, null);
    }

    /** A 3GPP AVP (Vendor-Id 10415) sent with the V and M bits. */
    public static AvpDef tgpp(int code, String name, AvpType type) {
        return new AvpDef(name, code, ResultCodes.VENDOR_3GPP, true, type, null);
    }

    /** The same AVP sent without the M bit (the spec says "must not" or "may"). */
    public AvpDef notMandatory() {
        return new AvpDef(name, code, vendorId, false, type, values);
    }

    /** The same Enumerated AVP with a closed set of values; any other value is answered with 5004. */
    public AvpDef values(int... allowed) {
        return new AvpDef(name, code, vendorId, mandatory, type, allowed.clone());
    }

    // ---- reading ----

    public Avp find(AvpSet set) {
        return set.getAvp(code, vendorId);
    }

    public Avp require(AvpSet set) {
        Avp avp = set.getAvp(code, vendorId);
        if (avp == null) {
            throw DiameterException.missingAvp(this);
        }
        return avp;
    }

    public List<Avp> all(AvpSet set) {
        return Arrays.asList(set.getAvps(code, vendorId).asArray());
    }

    /** UTF8String, DiameterIdentity, DiameterURI or OctetString as text; null when absent. */
    public String string(AvpSet set) {
        Avp avp = find(set);
        return avp == null ? null : string(avp);
    }

    public String requireString(AvpSet set) {
        return string(require(set));
    }

    public String string(Avp avp) {
        return new String(raw(avp), StandardCharsets.UTF_8);
    }

    public byte[] octets(AvpSet set) {
        Avp avp = find(set);
        return avp == null ? null : raw(avp);
    }

    public byte[] octets(Avp avp) {
        return raw(avp);
    }

    /** Unsigned32, Integer32, Enumerated or Time (NTP seconds) as a number; {@code absent} when absent. */
    public long number(AvpSet set, long absent) {
        Avp avp = find(set);
        return avp == null ? absent : number(avp);
    }

    public long requireNumber(AvpSet set) {
        return number(require(set));
    }

    public long number(Avp avp) {
        byte[] b = raw(avp);
        if (type.fixedLength > 0 && b.length != type.fixedLength) {
            throw DiameterException.invalidAvpLength(avp, "expected " + type.fixedLength + " octets, got " + b.length);
        }
        long v = unsigned(b);
        if (values != null && !allowed((int) v)) {
            throw DiameterException.invalidAvpValue(avp, "value " + (int) v + " is not one of " + Arrays.toString(values));
        }
        return type == AvpType.INTEGER32 || type == AvpType.ENUMERATED ? (int) v : v;
    }

    private static long unsigned(byte[] b) {
        long v = 0;
        for (byte x : b) {
            v = v << 8 | (x & 0xff);
        }
        return v;
    }

    private boolean allowed(int v) {
        for (int a : values) {
            if (a == v) {
                return true;
            }
        }
        return false;
    }

    /** An Address AVP; null when absent. */
    public InetAddress address(AvpSet set) {
        Avp avp = find(set);
        if (avp == null) {
            return null;
        }
        try {
            return avp.getAddress();
        } catch (AvpDataException | RuntimeException e) {
            throw DiameterException.invalidAvpValue(avp, "not an IPv4 or IPv6 address");
        }
    }

    /** A Time AVP; null when absent. */
    public Date time(AvpSet set) {
        Avp avp = find(set);
        if (avp == null) {
            return null;
        }
        try {
            return avp.getTime();
        } catch (AvpDataException | RuntimeException e) {
            throw DiameterException.invalidAvpValue(avp, "not a Time");
        }
    }

    /** A Grouped AVP's members; null when absent. */
    public AvpSet grouped(AvpSet set) {
        Avp avp = find(set);
        return avp == null ? null : grouped(avp);
    }

    public AvpSet requireGrouped(AvpSet set) {
        return grouped(require(set));
    }

    /** Every instance of a Grouped AVP, in order. */
    public List<AvpSet> groupedAll(AvpSet set) {
        List<AvpSet> out = new ArrayList<>();
        for (Avp avp : set.getAvps(code, vendorId)) {
            out.add(grouped(avp));
        }
        return out;
    }

    public AvpSet grouped(Avp avp) {
        try {
            return avp.getGrouped();
        } catch (AvpDataException | RuntimeException e) {
            throw DiameterException.invalidAvpLength(avp, "its members do not parse");
        }
    }

    private static byte[] raw(Avp avp) {
        try {
            return avp.getOctetString();
        } catch (AvpDataException e) {
            throw DiameterException.invalidAvpValue(avp, e.getMessage());
        }
    }

    // ---- writing ----

    /** Adds a UTF8String, DiameterIdentity, DiameterURI, IPFilterRule or OctetString AVP. */
    public Avp add(AvpSet set, String value) {
        return add(set, value.getBytes(StandardCharsets.UTF_8));
    }

    public Avp add(AvpSet set, byte[] value) {
        return set.addAvp(code, value, vendorId, mandatory, false);
    }

    /** Adds a numeric AVP in its format (Unsigned32, Integer32, Enumerated, Unsigned64, Integer64, Time). */
    public Avp add(AvpSet set, long value) {
        return switch (type) {
            case UNSIGNED32, TIME -> set.addAvp(code, value, vendorId, mandatory, false, true);
            case INTEGER32, ENUMERATED -> set.addAvp(code, (int) value, vendorId, mandatory, false);
            case UNSIGNED64, INTEGER64 -> set.addAvp(code, value, vendorId, mandatory, false, false);
            default -> throw new IllegalArgumentException(name + " is " + type + ", not a number");
        };
    }

    /** Adds an Address AVP (address family, then the address). */
    public Avp add(AvpSet set, InetAddress value) {
        return set.addAvp(code, value, vendorId, mandatory, false);
    }

    /** Adds a Time AVP (RFC 6733 §4.3.1: NTP seconds). */
    public Avp add(AvpSet set, Date value) {
        return set.addAvp(code, value, vendorId, mandatory, false);
    }

    public AvpSet addGrouped(AvpSet set) {
        return set.addGroupedAvp(code, vendorId, mandatory, false);
    }

    /** An example of this AVP for Failed-AVP: the minimum payload of its format, zero-filled. */
    void addExample(AvpSet set) {
        switch (type) {
            case GROUPED -> addGrouped(set);
            case ADDRESS -> add(set, new byte[] {0, 1, 0, 0, 0, 0});
            default -> add(set, new byte[Math.max(type.fixedLength, 0)]);
        }
    }

    // ---- receiving ----

    /** Checks a received instance against the data format and value set; null when it is fine. */
    DiameterException check(Avp avp) {
        byte[] b;
        try {
            b = avp.getRaw();
        } catch (AvpDataException e) {
            return DiameterException.invalidAvpValue(avp, e.getMessage());
        }
        if (type.fixedLength > 0 && b.length != type.fixedLength) {
            return DiameterException.invalidAvpLength(avp, "expected " + type.fixedLength + " octets, got " + b.length);
        }
        if (type == AvpType.ADDRESS) {
            int family = b.length < 2 ? -1 : (b[0] & 0xff) << 8 | b[1] & 0xff;
            if (b.length < 2 || family == 1 && b.length != 6 || family == 2 && b.length != 18) {
                return DiameterException.invalidAvpLength(avp, "address of " + b.length + " octets");
            }
        }
        if (values != null && !allowed((int) unsigned(b))) {
            return DiameterException.invalidAvpValue(avp, "value " + (int) unsigned(b) + " is not one of " + Arrays.toString(values));
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AvpDef d && d.code == code && d.vendorId == vendorId;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(vendorId * 31 + code);
    }

    @Override
    public String toString() {
        return name + " (" + code + (vendorId == 0 ? "" : "/" + vendorId) + ")";
    }
}
