package dev.corebed.diameter;

import java.util.function.Consumer;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;

/**
 * A request that must be answered with an error: the result code, the Error-Message, and what goes
 * in Failed-AVP (RFC 6733 §7.5). Handlers and the AVP helpers throw it; the dispatcher writes the
 * answer. It carries no stack trace: it describes bad input, not a bug, and is thrown under load.
 */
public class DiameterException extends RuntimeException {

    private final ResultCode resultCode;
    private final Consumer<AvpSet> failedAvp;

    public DiameterException(ResultCode resultCode, String message) {
        this(resultCode, message, null);
    }

    private DiameterException(ResultCode resultCode, String message, Consumer<AvpSet> failedAvp) {
        super(message, null, false, false);
        this.resultCode = resultCode;
        this.failedAvp = failedAvp;
    }

    /** 5005: Failed-AVP holds an example of the missing AVP, zero-filled (RFC 6733 §7.5). */
    public static DiameterException missingAvp(AvpDef missing) {
        return new DiameterException(ResultCodes.DIAMETER_MISSING_AVP, "missing AVP " + missing, missing::addExample);
    }

    /** 5004: Failed-AVP holds the offending AVP. */
    public static DiameterException invalidAvpValue(Avp avp, String why) {
        return new DiameterException(ResultCodes.DIAMETER_INVALID_AVP_VALUE,
                "invalid value of AVP " + describe(avp) + ": " + why, set -> set.addAvp(avp));
    }

    /** 5014: the AVP's length does not fit its data format. */
    public static DiameterException invalidAvpLength(Avp avp, String why) {
        return new DiameterException(ResultCodes.DIAMETER_INVALID_AVP_LENGTH,
                "invalid length of AVP " + describe(avp) + ": " + why, set -> set.addAvp(avp));
    }

    /**
     * 5009: a single-valued AVP occurs again; Failed-AVP holds the first instance beyond the allowed
     * count (RFC 6733 §7.1.5).
     */
    public static DiameterException occursTooManyTimes(Avp avp) {
        return new DiameterException(ResultCodes.DIAMETER_AVP_OCCURS_TOO_MANY_TIMES,
                "AVP " + describe(avp) + " occurs more than once", set -> set.addAvp(avp));
    }

    /** 5001: an AVP with the M bit that this node does not know. */
    public static DiameterException avpUnsupported(Avp avp) {
        return new DiameterException(ResultCodes.DIAMETER_AVP_UNSUPPORTED,
                "unsupported AVP " + describe(avp) + " with the M bit", set -> set.addAvp(avp));
    }

    public ResultCode resultCode() {
        return resultCode;
    }

    /** Adds Failed-AVP to an answer when this error has one. */
    public void addFailedAvp(AvpSet answer) {
        if (failedAvp != null) {
            failedAvp.accept(answer.addGroupedAvp(Avps.FAILED_AVP.code(), true, false));
        }
    }

    static String describe(Avp avp) {
        AvpDef def = AvpDictionary.STANDARD.get(avp.getCode(), avp.getVendorId());
        return def != null ? def.toString() : avp.getCode() + (avp.getVendorId() == 0 ? "" : "/" + avp.getVendorId());
    }
}
