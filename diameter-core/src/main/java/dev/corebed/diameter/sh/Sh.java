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
import dev.corebed.diameter.DiameterNode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;

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
    public static final int SUBSCRIBE = 0;
    public static final int UNSUBSCRIBE = 1;
    /** CS-Domain (0), PS-Domain (1). */
    public static final AvpDef REQUESTED_DOMAIN = AvpDef.tgpp(706, "Requested-Domain", ENUMERATED).values(0, 1);
    /** DoNotNeedInitiateActiveLocationRetrieval (0), InitiateActiveLocationRetrieval (1). */
    public static final AvpDef CURRENT_LOCATION = AvpDef.tgpp(707, "Current-Location", ENUMERATED).values(0, 1);
    /** ALL_IDENTITIES (0), REGISTERED_IDENTITIES (1), IMPLICIT_IDENTITIES (2), ALIAS_IDENTITIES (3). */
    public static final AvpDef IDENTITY_SET = AvpDef.tgpp(708, "Identity-Set", ENUMERATED).notMandatory().values(0, 1, 2, 3);
    /** When a subscription to notifications ends (TS 29.329 §6.3.16): asked for in SNR, granted in SNA. */
    public static final AvpDef EXPIRY_TIME = AvpDef.tgpp(709, "Expiry-Time", TIME).notMandatory();
    /** USER_DATA_NOT_REQUESTED (0), USER_DATA_REQUESTED (1): whether the SNA carries the data subscribed to. */
    public static final AvpDef SEND_DATA_INDICATION = AvpDef.tgpp(710, "Send-Data-Indication", ENUMERATED).notMandatory().values(0, 1);
    public static final int USER_DATA_REQUESTED = 1;
    public static final AvpDef DSAI_TAG = AvpDef.tgpp(711, "DSAI-Tag", OCTET_STRING);
    /** ONE_TIME_NOTIFICATION_REQUESTED (0): the HSS ends the subscription after its first notification. */
    public static final AvpDef ONE_TIME_NOTIFICATION = AvpDef.tgpp(712, "One-Time-Notification", ENUMERATED).notMandatory().values(0);
    public static final int ONE_TIME_NOTIFICATION_REQUESTED = 0;
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

    /**
     * User-Data (TS 29.329 §6.1.1): the AS reads a user's data; {@code *{ Data-Reference }}, and
     * {@code *[ Service-Indication ]} naming the repository data asked for.
     */
    public static final Command UDR = Command.of(APPLICATION, 306, "UDR", "UDA", Avps.SESSION_ID,
            Avps.VENDOR_SPECIFIC_APPLICATION_ID, Avps.AUTH_SESSION_STATE, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM,
            Avps.DESTINATION_REALM, USER_IDENTITY, DATA_REFERENCE)
            .repeatable(DATA_REFERENCE)
            .optional(WILDCARDED_PUBLIC_IDENTITY, WILDCARDED_IMPU, SERVER_NAME, REQUESTED_DOMAIN, CURRENT_LOCATION,
                    Avps.USER_NAME, REQUESTED_NODES, SERVING_NODE_INDICATION, UDR_FLAGS);
    /**
     * Profile-Update (§6.1.3): the AS writes repository data (or STN-SR...): the new data in User-Data, a
     * repository data's Sequence-Number in its Sh-Data ({@link ShData}).
     */
    public static final Command PUR = Command.of(APPLICATION, 307, "PUR", "PUA", Avps.SESSION_ID,
            Avps.VENDOR_SPECIFIC_APPLICATION_ID, Avps.AUTH_SESSION_STATE, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM,
            Avps.DESTINATION_REALM, USER_IDENTITY, DATA_REFERENCE, USER_DATA)
            .optional(WILDCARDED_PUBLIC_IDENTITY, WILDCARDED_IMPU, Avps.USER_NAME);
    /**
     * Subscribe-Notifications (§6.1.5): the AS subscribes to (Subs-Req-Type 0) or unsubscribes from (1) changes of a
     * user's data; {@code *{ Data-Reference }}, {@code *[ Service-Indication ]}, the Expiry-Time it asks for.
     */
    public static final Command SNR = Command.of(APPLICATION, 308, "SNR", "SNA", Avps.SESSION_ID,
            Avps.VENDOR_SPECIFIC_APPLICATION_ID, Avps.AUTH_SESSION_STATE, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM,
            Avps.DESTINATION_REALM, USER_IDENTITY, SUBS_REQ_TYPE, DATA_REFERENCE)
            .repeatable(DATA_REFERENCE)
            .optional(WILDCARDED_PUBLIC_IDENTITY, WILDCARDED_IMPU, SERVER_NAME, EXPIRY_TIME, SEND_DATA_INDICATION,
                    ONE_TIME_NOTIFICATION, Avps.USER_NAME);
    /** Push-Notification (§6.1.7): the HSS tells a subscribed AS that data changed; the changed data in User-Data. */
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


    /**
     * A request of an Sh command as an AS or the HSS sends it: Session-Id, Vendor-Specific-Application-Id,
     * Auth-Session-State NO_STATE_MAINTAINED (every Sh message carries it), Origin-Host/-Realm and the
     * destination. The caller adds User-Identity and the command's own AVPs.
     */
    public static Request request(DiameterNode node, Command command, String destinationRealm, String destinationHost) {
        Request r = node.createRequest(command, node.newSessionId(), destinationRealm, destinationHost);
        Avps.AUTH_SESSION_STATE.add(r.getAvps(), Avps.NO_STATE_MAINTAINED);
        return r;
    }

    /** The Service-Indication values of a request, in order (UTF-8; TS 29.329 gives them no other encoding). */
    public static List<String> serviceIndications(AvpSet set) {
        List<String> out = new ArrayList<>(1);
        for (Avp a : SERVICE_INDICATION.all(set)) {
            out.add(SERVICE_INDICATION.string(a));
        }
        return out;
    }

    public static void addServiceIndication(AvpSet set, String serviceIndication) {
        SERVICE_INDICATION.add(set, serviceIndication);
    }

    /** Subs-Req-Type: {@link #SUBSCRIBE} or {@link #UNSUBSCRIBE} (5004 for another value, 5005 when absent). */
    public static int subsReqType(AvpSet set) {
        return (int) SUBS_REQ_TYPE.requireNumber(set);
    }

    /** Expiry-Time as an instant; null when absent. */
    public static Instant expiryTime(AvpSet set) {
        Date d = EXPIRY_TIME.time(set);
        return d == null ? null : d.toInstant();
    }

    public static void addExpiryTime(AvpSet set, Instant expiry) {
        EXPIRY_TIME.add(set, Date.from(expiry));
    }

    /** Repository-Data-ID {Service-Indication, Sequence-Number} (TS 29.329 §6.3.24), as a PUA names what it stored. */
    public record RepositoryDataId(String serviceIndication, long sequenceNumber) {}

    public static RepositoryDataId repositoryDataId(AvpSet set) {
        AvpSet g = REPOSITORY_DATA_ID.grouped(set);
        if (g == null) {
            return null;
        }
        return new RepositoryDataId(SERVICE_INDICATION.requireString(g), SEQUENCE_NUMBER.requireNumber(g));
    }

    public static void addRepositoryDataId(AvpSet set, RepositoryDataId id) {
        AvpSet g = REPOSITORY_DATA_ID.addGrouped(set);
        SERVICE_INDICATION.add(g, id.serviceIndication());
        SEQUENCE_NUMBER.add(g, id.sequenceNumber());
    }

    /**
     * The Data-Reference values of TS 29.329 §6.3.4 by the names TS 29.328 gives the data (Table 7.6.1), which
     * are also the names of its Sh-Data elements: "RepositoryData" (0), "MSISDN" (17), "UEReachabilityForIP" (25),
     * "STN-SR" (27)...
     */
    public static final Map<String, Integer> DATA_REFERENCES;

    static {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("RepositoryData", REPOSITORY_DATA);
        m.put("IMSPublicIdentity", IMS_PUBLIC_IDENTITY);
        m.put("IMSUserState", IMS_USER_STATE);
        m.put("S-CSCFName", S_CSCF_NAME);
        m.put("InitialFilterCriteria", INITIAL_FILTER_CRITERIA);
        m.put("LocationInformation", LOCATION_INFORMATION);
        m.put("UserState", USER_STATE);
        m.put("ChargingInformation", CHARGING_INFORMATION);
        m.put("MSISDN", MSISDN_DATA);
        m.put("PSIActivation", 18);
        m.put("DSAI", 19);
        m.put("ServiceLevelTraceInfo", 21);
        m.put("IPAddressSecureBindingInformation", 22);
        m.put("ServicePriorityLevel", 23);
        m.put("SMSRegistrationInfo", 24);
        m.put("UEReachabilityForIP", UE_REACHABILITY_FOR_IP);
        m.put("TADSinformation", 26);
        m.put("STN-SR", STN_SR);
        m.put("UE-SRVCC-Capability", 28);
        m.put("ExtendedPriority", 29);
        m.put("CSRN", 30);
        m.put("ReferenceLocationInformation", 31);
        m.put("IMSI", 32);
        m.put("IMSPrivateUserIdentity", 33);
        DATA_REFERENCES = Collections.unmodifiableMap(m);
    }

    /** The TS 29.328 name of a Data-Reference value, or its number as text when this list does not name it. */
    public static String dataReferenceName(int dataReference) {
        for (Map.Entry<String, Integer> e : DATA_REFERENCES.entrySet()) {
            if (e.getValue() == dataReference) {
                return e.getKey();
            }
        }
        return Integer.toString(dataReference);
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
