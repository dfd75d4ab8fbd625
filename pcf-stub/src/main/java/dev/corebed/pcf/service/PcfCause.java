package dev.corebed.pcf.service;

/** Application error causes of the PCF's services (TS 29.512 §5.7.3, TS 29.514 §5.7.3, TS 29.500 Table 5.2.7.2-1). */
public final class PcfCause {
    private PcfCause() {}

    /** 404: no association (SM, AM or UE policy) of this id (TS 29.500). */
    public static final String CONTEXT_NOT_FOUND = "CONTEXT_NOT_FOUND";
    /** 400: the subscriber is unknown to the PCF (TS 29.512: the UDR does not know the SUPI). */
    public static final String USER_UNKNOWN = "USER_UNKNOWN";
    /** 400: an update reports a policy control request trigger the PCF did not subscribe to (TS 29.512). */
    public static final String ERROR_TRIGGER_EVENT = "ERROR_TRIGGER_EVENT";
    /** 500: no PDU session of the application session's UE address (TS 29.514). */
    public static final String PDU_SESSION_NOT_AVAILABLE = "PDU_SESSION_NOT_AVAILABLE";
    /** 404: no application session of this id (TS 29.514). */
    public static final String APPLICATION_SESSION_CONTEXT_NOT_FOUND = "APPLICATION_SESSION_CONTEXT_NOT_FOUND";
}
