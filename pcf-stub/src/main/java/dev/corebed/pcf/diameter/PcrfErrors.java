package dev.corebed.pcf.diameter;

import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.pcf.service.PcfCause;
import dev.corebed.pcf.service.PcrfException;
import dev.corebed.sbi.SbiException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * The PCRF's answers to what its services refuse, in one place for Gx, Rx and Sy: the service's typed errors, and the
 * SBI errors the shared policy code throws (the same behaviour serves N7 and N5), as the result codes of RFC 6733 and
 * the applications' specifications. Anything else goes on to the dispatcher (the data tier unavailable: 3004; a bug:
 * 5012).
 */
public final class PcrfErrors {

    private PcrfErrors() {}

    /** The stage, its failures answered as this class says. */
    public static <T> CompletionStage<T> mapped(CompletionStage<T> stage) {
        return stage.handle((v, t) -> {
            if (t != null) {
                throw new CompletionException(diameter(t));
            }
            return v;
        });
    }

    /** Runs a handler's work, its failures (thrown or in the stage) answered as this class says. */
    public static <T> CompletionStage<T> call(java.util.function.Supplier<CompletionStage<T>> work) {
        try {
            return mapped(work.get());
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(diameter(e));
        }
    }

    /** The longest Session-Id and DiameterIdentity the data tier keeps (migration pcf/V2). */
    public static final int MAX_IDENTITY = 255;

    /** A Session-Id or DiameterIdentity the data tier keeps: 1 to {@value #MAX_IDENTITY} characters, else 5004. */
    public static String identity(org.jdiameter.api.AvpSet avps, dev.corebed.diameter.AvpDef def) {
        String value = def.requireString(avps);
        if (value.isEmpty() || value.length() > MAX_IDENTITY) {
            throw DiameterException.invalidAvpValue(def.require(avps), "1 to " + MAX_IDENTITY + " characters are kept");
        }
        return value;
    }

    static Throwable diameter(Throwable t) {
        Throwable c = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
        if (c instanceof PcrfException e) {
            return switch (e.reason()) {
                case UNKNOWN_SESSION -> new DiameterException(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID, e.getMessage());
                case LATE_OVERLAPPING_REQUEST -> new DiameterException(ResultCodes.DIAMETER_ERROR_LATE_OVERLAPPING_REQUEST,
                        e.getMessage());
                case IP_CAN_SESSION_NOT_AVAILABLE -> new DiameterException(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE, e.getMessage());
            };
        }
        if (c instanceof SbiException e) {
            if (e.status() == 503 || e.status() == 429) {
                return new DiameterException(ResultCodes.DIAMETER_TOO_BUSY, e.getMessage());
            }
            return switch (e.cause() == null ? "" : e.cause()) {
                case PcfCause.USER_UNKNOWN -> new DiameterException(ResultCodes.DIAMETER_USER_UNKNOWN, e.getMessage());
                case PcfCause.CONTEXT_NOT_FOUND, PcfCause.APPLICATION_SESSION_CONTEXT_NOT_FOUND ->
                        new DiameterException(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID, e.getMessage());
                case PcfCause.PDU_SESSION_NOT_AVAILABLE -> new DiameterException(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE,
                        e.getMessage());
                default -> new DiameterException(ResultCodes.DIAMETER_UNABLE_TO_COMPLY, e.getMessage());
            };
        }
        return c;
    }
}
