package dev.corebed.diameter;

/**
 * A Diameter outcome: a Result-Code (vendorId 0, RFC 6733 §7.1 and the applications' own base codes)
 * or an Experimental-Result (vendorId and Experimental-Result-Code, e.g. 3GPP's 10415). The numbers of
 * the two spaces overlap (Result-Code 5001 DIAMETER_AVP_UNSUPPORTED, Sh Experimental-Result-Code 5001
 * DIAMETER_ERROR_USER_UNKNOWN), so the vendor is part of the value.
 */
public record ResultCode(long vendorId, long code, String name) {

    public static ResultCode base(long code, String name) {
        return new ResultCode(0, code, name);
    }

    public static ResultCode tgpp(long code, String name) {
        return new ResultCode(ResultCodes.VENDOR_3GPP, code, name);
    }

    /** Carried in Experimental-Result rather than Result-Code. */
    public boolean experimental() {
        return vendorId != 0;
    }

    /** 2xxx. */
    public boolean success() {
        return code >= 2000 && code < 3000;
    }

    /** 3xxx Result-Codes: protocol errors, answered with the E bit set (RFC 6733 §7.1.3). */
    public boolean protocolError() {
        return !experimental() && code >= 3000 && code < 4000;
    }

    /** The metrics tag: "2001" for a Result-Code, "10415:5065" for an Experimental-Result. */
    public String tag() {
        return experimental() ? vendorId + ":" + code : Long.toString(code);
    }

    @Override
    public String toString() {
        return (name == null ? "" : name + " ") + "(" + tag() + ")";
    }
}
