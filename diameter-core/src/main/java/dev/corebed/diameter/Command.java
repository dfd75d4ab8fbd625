package dev.corebed.diameter;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;

/**
 * A command of an application: its code, the request and answer abbreviations the specs use ("CCR",
 * "CCA"), what its request's ABNF (RFC 6733 §3.2) says of the AVPs the stubs know, and for Credit-Control
 * the AVP that splits it into CCR-I/U/T/E in fault rules and metrics.
 *
 * <p>The ABNF, as far as a receiver checks it: {@code required} are the {@code < AVP >} and
 * {@code { AVP }} entries (a request without one is answered 5005 DIAMETER_MISSING_AVP with Failed-AVP);
 * {@code single} the entries that may occur at most once, {@code < AVP >}, {@code { AVP }} and
 * {@code [ AVP ]} (a second instance is answered 5009 DIAMETER_AVP_OCCURS_TOO_MANY_TIMES). An AVP in
 * neither list may occur any number of times ({@code *[ AVP ]}, and the ABNF's {@code *[ AVP ]} for any
 * other AVP).
 */
public record Command(DiameterApplication application, int code, String request, String answer, boolean proxiable,
                      List<AvpDef> required, List<AvpDef> single, AvpDef requestType) {

    /** At most this many single-valued AVPs per command: the dispatcher tracks them in one long. */
    static final int MAX_SINGLE = 64;

    public Command {
        if (single.size() > MAX_SINGLE) {
            throw new IllegalArgumentException(request + ": more than " + MAX_SINGLE + " single-valued AVPs");
        }
    }

    /**
     * A command whose request requires these AVPs, each exactly once ({@code { AVP }}); Destination-Host,
     * {@code { AVP }} or {@code [ AVP ]} in every request ABNF, is single too. Add the command's optional
     * single AVPs with {@link #optional}, and mark a required AVP that may repeat ({@code *{ AVP }}) with
     * {@link #repeatable}.
     */
    public static Command of(DiameterApplication application, int code, String request, String answer,
                             AvpDef... required) {
        Set<AvpDef> single = new LinkedHashSet<>(List.of(required));
        single.add(Avps.DESTINATION_HOST);
        return new Command(application, code, request, answer, true, List.of(required), List.copyOf(single), null);
    }

    /** The same command with these optional AVPs ({@code [ AVP ]}) allowed at most once. */
    public Command optional(AvpDef... atMostOnce) {
        Set<AvpDef> s = new LinkedHashSet<>(single);
        s.addAll(List.of(atMostOnce));
        return new Command(application, code, request, answer, proxiable, required, List.copyOf(s), requestType);
    }

    /** The same command with these required AVPs allowed more than once ({@code *{ AVP }} or {@code 1*{ AVP }}). */
    public Command repeatable(AvpDef... many) {
        List<AvpDef> s = new ArrayList<>(single);
        s.removeAll(List.of(many));
        return new Command(application, code, request, answer, proxiable, required, List.copyOf(s), requestType);
    }

    /** The same command, told apart by CC-Request-Type (RFC 4006 §8.3) in fault rules and metrics. */
    public Command byRequestType() {
        return new Command(application, code, request, answer, proxiable, required, single, Avps.CC_REQUEST_TYPE);
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
