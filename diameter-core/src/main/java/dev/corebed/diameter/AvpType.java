package dev.corebed.diameter;

/** The AVP data formats of RFC 6733 §4.2–4.3 (and the derived ones the 3GPP specs use). */
public enum AvpType {
    OCTET_STRING(-1),
    UTF8_STRING(-1),
    DIAMETER_IDENTITY(-1),
    DIAMETER_URI(-1),
    IP_FILTER_RULE(-1),
    ADDRESS(-1),
    INTEGER32(4),
    INTEGER64(8),
    UNSIGNED32(4),
    UNSIGNED64(8),
    FLOAT32(4),
    FLOAT64(8),
    ENUMERATED(4),
    TIME(4),
    GROUPED(-1);

    /** Payload length the format requires, or -1 when it varies. */
    final int fixedLength;

    AvpType(int fixedLength) {
        this.fixedLength = fixedLength;
    }

    /**
     * Maps a jDiameter dictionary type name. Formats it does not model are opaque octets, and so is its
     * "IPAddress", which it gives both to NASREQ's 4-octet addresses and to Diameter Address AVPs.
     */
    static AvpType ofDictionaryName(String name) {
        if (name == null) {
            return OCTET_STRING;
        }
        return switch (name) {
            case "UTF8String" -> UTF8_STRING;
            case "DiameterIdentity" -> DIAMETER_IDENTITY;
            case "DiameterURI" -> DIAMETER_URI;
            case "IPFilterRule" -> IP_FILTER_RULE;
            case "Address" -> ADDRESS;
            case "Integer32" -> INTEGER32;
            case "Integer64" -> INTEGER64;
            case "Unsigned32", "AppId", "VendorId", "Unsigned32Enumerated" -> UNSIGNED32;
            case "Unsigned64" -> UNSIGNED64;
            case "Float32" -> FLOAT32;
            case "Float64" -> FLOAT64;
            case "Enumerated" -> ENUMERATED;
            case "Time" -> TIME;
            case "Grouped" -> GROUPED;
            default -> OCTET_STRING;
        };
    }
}
