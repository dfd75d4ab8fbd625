package dev.corebed.diameter;

import dev.corebed.core.journal.JournalPayload;
import dev.corebed.core.rules.Identities;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpDataException;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Message;
import tools.jackson.databind.node.ObjectNode;

/**
 * A received Diameter request as rules and the journal see it. The message is kept by reference (the
 * relay forwards a copy, so it does not change) and its AVPs are decoded only when asked.
 *
 * <p>Subscribers: Subscription-Id (RFC 4006 §8.46) END_USER_IMSI is the SUPI imsi-..., END_USER_NAI and
 * END_USER_PRIVATE a SUPI as sent, END_USER_E164 the GPSI msisdn-...; User-Name is a SUPI; Sh's
 * Public-Identity (TS 29.329 §6.3.2) {@code tel:+N} or {@code sip:+N@...} is the GPSI msisdn-N.
 */
final class DiameterRequestView implements JournalPayload {

    private static final AvpDef PUBLIC_IDENTITY = AvpDef.tgpp(601, "Public-Identity", AvpType.UTF8_STRING);

    private final Message message;
    private final AvpValues values;
    private List<String> supis;
    private List<String> gpsis;

    DiameterRequestView(Message message, AvpValues values) {
        this.message = message;
        this.values = values;
    }

    @Override
    public String transport() {
        return DIAMETER;
    }

    @Override
    public List<String> avpValues(String nameOrCode) {
        return values.find(message.getAvps(), nameOrCode);
    }

    @Override
    public List<String> identities(Identities.Kind kind) {
        if (supis == null) {
            List<String> s = new ArrayList<>();
            List<String> g = new ArrayList<>();
            AvpSet avps = message.getAvps();
            try {
                for (Avp id : avps.getAvps(Avps.SUBSCRIPTION_ID.code())) {
                    AvpSet members = id.getGrouped();
                    Avp type = members.getAvp(Avps.SUBSCRIPTION_ID_TYPE.code());
                    Avp data = members.getAvp(Avps.SUBSCRIPTION_ID_DATA.code());
                    if (type != null && data != null) {
                        String value = data.getUTF8String();
                        switch (type.getInteger32()) {
                            case Avps.SubscriptionId.END_USER_E164 -> g.add("msisdn-" + value);
                            case Avps.SubscriptionId.END_USER_IMSI -> s.add("imsi-" + value);
                            case Avps.SubscriptionId.END_USER_NAI, Avps.SubscriptionId.END_USER_PRIVATE -> s.add(value);
                            default -> { }
                        }
                    }
                }
                Avp user = avps.getAvp(Avps.USER_NAME.code());
                if (user != null) {
                    s.add(user.getUTF8String());
                }
            } catch (AvpDataException | RuntimeException malformed) {
                // a malformed identity matches nothing
            }
            for (String identity : values.find(avps, PUBLIC_IDENTITY.name())) {
                g.add(publicIdentity(identity));
            }
            gpsis = g;
            supis = s;
        }
        return kind == Identities.Kind.SUPI ? supis : gpsis;
    }

    /** tel:+123 and sip:+123@host are the MSISDN 123; other identities are compared as they are. */
    private static String publicIdentity(String identity) {
        String v = identity.toLowerCase(Locale.ROOT);
        String number = v.startsWith("tel:") ? identity.substring(4) : v.startsWith("sip:+") ? identity.substring(4) : null;
        if (number == null) {
            return identity;
        }
        int end = number.indexOf('@');
        number = end < 0 ? number : number.substring(0, end);
        int params = number.indexOf(';');
        number = params < 0 ? number : number.substring(0, params);
        return "msisdn-" + (number.startsWith("+") ? number.substring(1) : number);
    }

    @Override
    public void writeTo(ObjectNode entry) {
        AvpSet avps = message.getAvps();
        entry.put("peer", safe(Avps.ORIGIN_HOST, avps));
        entry.put("sessionId", safe(Avps.SESSION_ID, avps));
        entry.set("avps", values.toJson(avps));
    }

    private static String safe(AvpDef def, AvpSet avps) {
        try {
            return def.string(avps);
        } catch (RuntimeException malformed) {
            return null;
        }
    }
}
