package dev.corebed.diameter;

import java.util.List;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;

/**
 * A command of an application: its code, the request and answer abbreviations the specs use ("CCR",
 * "CCA"), the AVPs a request must carry (a request without one is answered 5005 with Failed-AVP), and
 * for Credit-Control the AVP that splits it into CCR-I/U/T/E in fault rules and metrics.
 */
public record Command(DiameterApplication application, int code, String request, String answer, boolean proxiable,
                      List<AvpDef> required, AvpDef requestType) {

    public static Command of(DiameterApplication application, int code, String request, String answer,
                             AvpDef... required) {
        return new Command(application, code, request, answer, true, List.of(required), null);
    }

    /** The same command, told apart by CC-Request-Type (RFC 4006 §8.3) in fault rules and metrics. */
    public Command byRequestType() {
        return new Command(application, code, request, answer, proxiable, required, Avps.CC_REQUEST_TYPE);
    }

    /** CC-Request-Type values 1..4, as they appear in operation names. */
    static final int REQUEST_TYPES = 5;
    private static final String[] SUFFIX = {"", "-I", "-U", "-T", "-E"};

    /** The request's CC-Request-Type (1..4), or 0 when the command has none or it is missing or unknown. */
    public int requestTypeOf(AvpSet avps) {
        Avp avp = requestType == null ? null : requestType.find(avps);
        if (avp == null) {
            return 0;
        }
        try {
            int type = avp.getInteger32();
            return type > 0 && type < REQUEST_TYPES ? type : 0;
        } catch (Exception e) {
            return 0;
        }
    }

    /** The operation name in fault rules and metrics: "CCR-I" for an initial Credit-Control-Request, else "CCR". */
    public String operation(int requestType) {
        return request + SUFFIX[requestType];
    }
}
