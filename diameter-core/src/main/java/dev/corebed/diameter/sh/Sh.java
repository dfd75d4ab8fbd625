package dev.corebed.diameter.sh;

import static dev.corebed.diameter.AvpType.ENUMERATED;
import static dev.corebed.diameter.AvpType.GROUPED;
import static dev.corebed.diameter.AvpType.OCTET_STRING;
import static dev.corebed.diameter.AvpType.TIME;
import static dev.corebed.diameter.AvpType.UNSIGNED32;
import static dev.corebed.diameter.AvpType.UTF8_STRING;

import dev.corebed.diameter.AvpDef;
import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterApplication;
import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;

/**
 * Sh (TS 29.328/29.329): application server ↔ HSS. Application 16777217; its messages carry
 * Vendor-Specific-Application-Id and Auth-Session-State. Commands User-Data (UDR/UDA), Profile-Update
 * (PUR/PUA), Subscribe-Notifications (SNR/SNA) and Push-Notification (PNR/PNA, HSS → AS).
 */
public final class Sh {

    public static final DiameterApplication APPLICATION = new DiameterApplication("sh", 10415, 16777217, true);

    // TS 29.329 §6.3 (and TS 29.229 §6.3 for Public-Identity, Server-Name, Wildcarded-*)
    public static final AvpDef USER_IDENTITY = AvpDef.tgpp(700, "User-Identity", GROUPED);
    /** E.164 number as a TBCD string (TS 29.329 §6.3.2). */
    public static final AvpDef MSISDN = AvpDef.tgpp(701, "MSISDN", OCTET_STRING);
    /** The Sh-Data XML document (TS 29.328 Annex D). */
    public static final AvpDef USER_DATA = AvpDef.tgpp(702, "User-Data", OCTET_STRING);
    /** RepositoryData (0), IMSPublicIdentity (10) ... MSISDN (17) ... UEReachabilityForIP (25), STN-SR (27)... */
    public static final AvpDef DATA_REFERENCE = AvpDef.tgpp(703, "Data-Reference", ENUMERATED);
    public static final int REPOSITORY_DATA = 0;
    public static final int IMS_PUBLIC_IDENTITY = 10;
    public static final int IMS_USER_STATE = 11;
    public static final int S_CSCF_NAME = 12;
    public static final int INITIAL_FILTER_CRITERIA = 13;
    public static final int LOCATION_INFORMATION = 14;
    public static final int USER_STATE = 15;
    public static final int CHARGING_INFORMATION = 16;
    public static final int MSISDN_DATA = 17;
    public static final int UE_REACHABILITY_FOR_IP = 25;
    public static final int STN_SR = 27;
    public static final AvpDef SERVICE_INDICATION = AvpDef.tgpp(704, "Service-Indication", OCTET_STRING);
    /** Subscribe (0), Unsubscribe (1). */
    public static final AvpDef SUBS_REQ_TYPE = AvpDef.tgpp(705, "Subs-Req-Type", ENUMERATED).values(0, 1);
    public static final AvpDef REQUESTED_DOMAIN = AvpDef.tgpp(706, "Requested-Domain", ENUMERATED);
    public static final AvpDef CURRENT_LOCATION = AvpDef.tgpp(707, "Current-Location", ENUMERATED);
    public static final AvpDef IDENTITY_SET = AvpDef.tgpp(708, "Identity-Set", ENUMERATED).notMandatory();
    public static final AvpDef EXPIRY_TIME = AvpDef.tgpp(709, "Expiry-Time", TIME).notMandatory();
    public static final AvpDef SEND_DATA_INDICATION = AvpDef.tgpp(710, "Send-Data-Indication", ENUMERATED).notMandatory();
    public static final AvpDef DSAI_TAG = AvpDef.tgpp(711, "DSAI-Tag", OCTET_STRING);
    public static final AvpDef ONE_TIME_NOTIFICATION = AvpDef.tgpp(712, "One-Time-Notification", ENUMERATED).notMandatory();
    public static final AvpDef REQUESTED_NODES = AvpDef.tgpp(713, "Requested-Nodes", UNSIGNED32).notMandatory();
    // Not in jDiameter 2.1.0's dictionary; M bit "must not" as in TS 29.329's table.
    public static final AvpDef SERVING_NODE_INDICATION = AvpDef.tgpp(714, "Serving-Node-Indication", ENUMERATED).notMandatory();
    public static final AvpDef REPOSITORY_DATA_ID = AvpDef.tgpp(715, "Repository-Data-ID", GROUPED).notMandatory();
    public static final AvpDef SEQUENCE_NUMBER = AvpDef.tgpp(716, "Sequence-Number", UNSIGNED32).notMandatory();
    public static final AvpDef UDR_FLAGS = AvpDef.tgpp(719, "UDR-Flags", UNSIGNED32).notMandatory();
    public static final AvpDef PUBLIC_IDENTITY = AvpDef.tgpp(601, "Public-Identity", UTF8_STRING);
    public static final AvpDef SERVER_NAME = AvpDef.tgpp(602, "Server-Name", UTF8_STRING);
    public static final AvpDef WILDCARDED_PUBLIC_IDENTITY =
            AvpDef.tgpp(634, "Wildcarded-Public-Identity", UTF8_STRING).notMandatory();
    public static final AvpDef WILDCARDED_IMPU = AvpDef.tgpp(636, "Wildcarded-IMPU", UTF8_STRING).notMandatory();

    /** User-Data (TS 29.329 §6.1.1): the AS reads a user's data; {@code *{ Data-Reference }}. */
    public static final Command UDR = Command.of(APPLICATION, 306, "UDR", "UDA", Avps.SESSION_ID,
            Avps.VENDOR_SPECIFIC_APPLICATION_ID, Avps.AUTH_SESSION_STATE, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM,
            Avps.DESTINATION_REALM, USER_IDENTITY, DATA_REFERENCE)
            .repeatable(DATA_REFERENCE)
            .optional(WILDCARDED_PUBLIC_IDENTITY, WILDCARDED_IMPU, SERVER_NAME, CURRENT_LOCATION, Avps.USER_NAME,
                    REQUESTED_NODES, SERVING_NODE_INDICATION, UDR_FLAGS);
    /** Profile-Update (§6.1.3): the AS writes repository data (or STN-SR...). */
    public static final Command PUR = Command.of(APPLICATION, 307, "PUR", "PUA", Avps.SESSION_ID,
            Avps.VENDOR_SPECIFIC_APPLICATION_ID, Avps.AUTH_SESSION_STATE, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM,
            Avps.DESTINATION_REALM, USER_IDENTITY, DATA_REFERENCE, USER_DATA)
            .optional(WILDCARDED_PUBLIC_IDENTITY, WILDCARDED_IMPU, Avps.USER_NAME);
    /** Subscribe-Notifications (§6.1.5): the AS subscribes to changes of a user's data; {@code *{ Data-Reference }}. */
    public static final Command SNR = Command.of(APPLICATION, 308, "SNR", "SNA", Avps.SESSION_ID,
            Avps.VENDOR_SPECIFIC_APPLICATION_ID, Avps.AUTH_SESSION_STATE, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM,
            Avps.DESTINATION_REALM, USER_IDENTITY, SUBS_REQ_TYPE, DATA_REFERENCE)
            .repeatable(DATA_REFERENCE)
            .optional(WILDCARDED_PUBLIC_IDENTITY, WILDCARDED_IMPU, SERVER_NAME, EXPIRY_TIME, SEND_DATA_INDICATION,
                    ONE_TIME_NOTIFICATION, Avps.USER_NAME);
    /** Push-Notification (§6.1.7): the HSS tells a subscribed AS that data changed. */
    public static final Command PNR = Command.of(APPLICATION, 309, "PNR", "PNA", Avps.SESSION_ID,
            Avps.VENDOR_SPECIFIC_APPLICATION_ID, Avps.AUTH_SESSION_STATE, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM,
            Avps.DESTINATION_HOST, Avps.DESTINATION_REALM, USER_IDENTITY, USER_DATA)
            .optional(WILDCARDED_PUBLIC_IDENTITY, WILDCARDED_IMPU, Avps.USER_NAME);

    public static final List<AvpDef> DEFINITIONS = List.of(USER_IDENTITY, MSISDN, USER_DATA, DATA_REFERENCE,
            SERVICE_INDICATION, SUBS_REQ_TYPE, REQUESTED_DOMAIN, CURRENT_LOCATION, IDENTITY_SET, EXPIRY_TIME,
            SEND_DATA_INDICATION, DSAI_TAG, ONE_TIME_NOTIFICATION, REQUESTED_NODES, SERVING_NODE_INDICATION,
            REPOSITORY_DATA_ID, SEQUENCE_NUMBER, UDR_FLAGS, PUBLIC_IDENTITY, SERVER_NAME, WILDCARDED_PUBLIC_IDENTITY,
            WILDCARDED_IMPU);

    private Sh() {}

    /** An Sh answer: the result and Auth-Session-State NO_STATE_MAINTAINED, which every Sh answer carries. */
    public static Answer answer(DiameterRequest request, ResultCode result) {
        Answer answer = request.answer(result);
        Avps.AUTH_SESSION_STATE.add(answer.getAvps(), Avps.NO_STATE_MAINTAINED);
        return answer;
    }

    /** User-Identity {Public-Identity} or {MSISDN} (TS 29.329 §6.3.1): either may be null, not both. */
    public record UserIdentity(String publicIdentity, String msisdn) {}

    public static UserIdentity userIdentity(AvpSet set) {
        AvpSet ui = USER_IDENTITY.requireGrouped(set);
        Avp msisdn = MSISDN.find(ui);
        UserIdentity id = new UserIdentity(PUBLIC_IDENTITY.string(ui), msisdn == null ? null : tbcdDecode(msisdn));
        if (id.publicIdentity() == null && id.msisdn() == null) {
            throw DiameterException.missingAvp(PUBLIC_IDENTITY);
        }
        return id;
    }

    public static void addUserIdentity(AvpSet set, UserIdentity id) {
        AvpSet ui = USER_IDENTITY.addGrouped(set);
        if (id.publicIdentity() != null) {
            PUBLIC_IDENTITY.add(ui, id.publicIdentity());
        }
        if (id.msisdn() != null) {
            MSISDN.add(ui, tbcdEncode(id.msisdn()));
        }
    }

    /** The Data-Reference values of a request, in order. */
    public static List<Integer> dataReferences(AvpSet set) {
        return DATA_REFERENCE.all(set).stream().map(a -> (int) DATA_REFERENCE.number(a)).toList();
    }

    public static String userData(AvpSet set) {
        byte[] xml = USER_DATA.octets(set);
        return xml == null ? null : new String(xml, StandardCharsets.UTF_8);
    }

    public static void addUserData(AvpSet set, String shDataXml) {
        USER_DATA.add(set, shDataXml.getBytes(StandardCharsets.UTF_8));
    }

    /** Digits to TBCD: two digits per octet, the first in the low nibble, an odd count padded with F. */
    static byte[] tbcdEncode(String digits) {
        byte[] out = new byte[(digits.length() + 1) / 2];
        for (int i = 0; i < digits.length(); i++) {
            int d = Character.digit(digits.charAt(i), 10);
            if (d < 0) {
                throw new IllegalArgumentException("not a digit string: " + digits);
            }
            out[i / 2] |= (byte) (i % 2 == 0 ? d : d << 4);
        }
        if (digits.length() % 2 == 1) {
            out[out.length - 1] |= (byte) 0xf0;
        }
        return out;
    }

    static String tbcdDecode(Avp avp) {
        byte[] b = MSISDN.octets(avp);
        StringBuilder digits = new StringBuilder(b.length * 2);
        for (byte x : b) {
            for (int nibble : new int[] {x & 0x0f, (x >> 4) & 0x0f}) {
                if (nibble == 0x0f) {
                    continue;
                }
                if (nibble > 9) {
                    throw DiameterException.invalidAvpValue(avp, "not a TBCD digit string");
                }
                digits.append((char) ('0' + nibble));
            }
        }
        return digits.toString();
    }
}
