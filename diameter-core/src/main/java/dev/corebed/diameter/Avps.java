package dev.corebed.diameter;

import static dev.corebed.diameter.AvpType.DIAMETER_IDENTITY;
import static dev.corebed.diameter.AvpType.ENUMERATED;
import static dev.corebed.diameter.AvpType.GROUPED;
import static dev.corebed.diameter.AvpType.OCTET_STRING;
import static dev.corebed.diameter.AvpType.UNSIGNED32;
import static dev.corebed.diameter.AvpType.UNSIGNED64;
import static dev.corebed.diameter.AvpType.UTF8_STRING;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;

/**
 * The IETF AVPs every application uses (RFC 6733 base, RFC 4006 credit control, RFC 7155 NASREQ) and
 * the 3GPP ones shared by several applications (Supported-Features, TS 29.229), with typed helpers.
 */
public final class Avps {

    // RFC 6733 §4.5
    public static final AvpDef SESSION_ID = AvpDef.base(263, "Session-Id", UTF8_STRING);
    public static final AvpDef ORIGIN_HOST = AvpDef.base(264, "Origin-Host", DIAMETER_IDENTITY);
    public static final AvpDef ORIGIN_REALM = AvpDef.base(296, "Origin-Realm", DIAMETER_IDENTITY);
    public static final AvpDef DESTINATION_HOST = AvpDef.base(293, "Destination-Host", DIAMETER_IDENTITY);
    public static final AvpDef DESTINATION_REALM = AvpDef.base(283, "Destination-Realm", DIAMETER_IDENTITY);
    public static final AvpDef AUTH_APPLICATION_ID = AvpDef.base(258, "Auth-Application-Id", UNSIGNED32);
    public static final AvpDef VENDOR_SPECIFIC_APPLICATION_ID = AvpDef.base(260, "Vendor-Specific-Application-Id", GROUPED);
    public static final AvpDef VENDOR_ID = AvpDef.base(266, "Vendor-Id", UNSIGNED32);
    public static final AvpDef RESULT_CODE = AvpDef.base(268, "Result-Code", UNSIGNED32);
    public static final AvpDef EXPERIMENTAL_RESULT = AvpDef.base(297, "Experimental-Result", GROUPED);
    public static final AvpDef EXPERIMENTAL_RESULT_CODE = AvpDef.base(298, "Experimental-Result-Code", UNSIGNED32);
    public static final AvpDef FAILED_AVP = AvpDef.base(279, "Failed-AVP", GROUPED);
    public static final AvpDef ERROR_MESSAGE = AvpDef.base(281, "Error-Message", UTF8_STRING).notMandatory();
    /** Added by each relay or proxy agent a request passes: the identity of the peer it came from (RFC 6733 §6.7.1). */
    public static final AvpDef ROUTE_RECORD = AvpDef.base(282, "Route-Record", DIAMETER_IDENTITY);
    public static final AvpDef ORIGIN_STATE_ID = AvpDef.base(278, "Origin-State-Id", UNSIGNED32);
    public static final AvpDef USER_NAME = AvpDef.base(1, "User-Name", UTF8_STRING);
    /** STATE_MAINTAINED (0), NO_STATE_MAINTAINED (1). */
    public static final AvpDef AUTH_SESSION_STATE = AvpDef.base(277, "Auth-Session-State", ENUMERATED).values(0, 1);
    public static final int NO_STATE_MAINTAINED = 1;
    /** AUTHORIZE_ONLY (0), AUTHORIZE_AUTHENTICATE (1). */
    public static final AvpDef RE_AUTH_REQUEST_TYPE = AvpDef.base(285, "Re-Auth-Request-Type", ENUMERATED).values(0, 1);
    public static final int AUTHORIZE_ONLY = 0;
    /** DIAMETER_LOGOUT (1) … DIAMETER_SESSION_TIMEOUT (8), RFC 6733 §8.15. */
    public static final AvpDef TERMINATION_CAUSE =
            AvpDef.base(295, "Termination-Cause", ENUMERATED).values(1, 2, 3, 4, 5, 6, 7, 8);
    public static final int DIAMETER_LOGOUT = 1;
    public static final int DIAMETER_ADMINISTRATIVE = 4;

    // RFC 7155 (NASREQ)
    public static final AvpDef FRAMED_IP_ADDRESS = AvpDef.base(8, "Framed-IP-Address", OCTET_STRING);
    public static final AvpDef FRAMED_IPV6_PREFIX = AvpDef.base(97, "Framed-IPv6-Prefix", OCTET_STRING);
    public static final AvpDef CALLED_STATION_ID = AvpDef.base(30, "Called-Station-Id", UTF8_STRING);

    // RFC 4006 §8
    /** INITIAL_REQUEST (1), UPDATE_REQUEST (2), TERMINATION_REQUEST (3), EVENT_REQUEST (4). */
    public static final AvpDef CC_REQUEST_TYPE = AvpDef.base(416, "CC-Request-Type", ENUMERATED).values(1, 2, 3, 4);
    public static final int INITIAL_REQUEST = 1;
    public static final int UPDATE_REQUEST = 2;
    public static final int TERMINATION_REQUEST = 3;
    public static final int EVENT_REQUEST = 4;
    public static final AvpDef CC_REQUEST_NUMBER = AvpDef.base(415, "CC-Request-Number", UNSIGNED32);
    public static final AvpDef SUBSCRIPTION_ID = AvpDef.base(443, "Subscription-Id", GROUPED);
    /** END_USER_E164 (0), END_USER_IMSI (1), END_USER_SIP_URI (2), END_USER_NAI (3), END_USER_PRIVATE (4). */
    public static final AvpDef SUBSCRIPTION_ID_TYPE = AvpDef.base(450, "Subscription-Id-Type", ENUMERATED).values(0, 1, 2, 3, 4);
    public static final AvpDef SUBSCRIPTION_ID_DATA = AvpDef.base(444, "Subscription-Id-Data", UTF8_STRING);
    public static final AvpDef RATING_GROUP = AvpDef.base(432, "Rating-Group", UNSIGNED32);
    /** The units granted (Gx: the usage monitoring thresholds) and used (Gx: the usage reported), §8.17 and §8.19. */
    public static final AvpDef GRANTED_SERVICE_UNIT = AvpDef.base(431, "Granted-Service-Unit", GROUPED);
    public static final AvpDef USED_SERVICE_UNIT = AvpDef.base(446, "Used-Service-Unit", GROUPED);
    public static final AvpDef CC_TIME = AvpDef.base(420, "CC-Time", UNSIGNED32);
    public static final AvpDef CC_TOTAL_OCTETS = AvpDef.base(421, "CC-Total-Octets", UNSIGNED64);
    public static final AvpDef CC_INPUT_OCTETS = AvpDef.base(412, "CC-Input-Octets", UNSIGNED64);
    public static final AvpDef CC_OUTPUT_OCTETS = AvpDef.base(414, "CC-Output-Octets", UNSIGNED64);

    // TS 29.229 §6.3.29–31, used by Gx, Rx and Sh
    public static final AvpDef SUPPORTED_FEATURES = AvpDef.tgpp(628, "Supported-Features", GROUPED).notMandatory();
    public static final AvpDef FEATURE_LIST_ID = AvpDef.tgpp(629, "Feature-List-ID", UNSIGNED32).notMandatory();
    public static final AvpDef FEATURE_LIST = AvpDef.tgpp(630, "Feature-List", UNSIGNED32).notMandatory();

    static final List<AvpDef> DEFINITIONS = List.of(SESSION_ID, ORIGIN_HOST, ORIGIN_REALM, DESTINATION_HOST,
            DESTINATION_REALM, AUTH_APPLICATION_ID, VENDOR_SPECIFIC_APPLICATION_ID, VENDOR_ID, RESULT_CODE,
            EXPERIMENTAL_RESULT, EXPERIMENTAL_RESULT_CODE, FAILED_AVP, ERROR_MESSAGE, ROUTE_RECORD, ORIGIN_STATE_ID, USER_NAME,
            AUTH_SESSION_STATE, RE_AUTH_REQUEST_TYPE, TERMINATION_CAUSE, FRAMED_IP_ADDRESS, FRAMED_IPV6_PREFIX,
            CALLED_STATION_ID, CC_REQUEST_TYPE, CC_REQUEST_NUMBER, SUBSCRIPTION_ID, SUBSCRIPTION_ID_TYPE,
            SUBSCRIPTION_ID_DATA, RATING_GROUP, GRANTED_SERVICE_UNIT, USED_SERVICE_UNIT, CC_TIME, CC_TOTAL_OCTETS,
            CC_INPUT_OCTETS, CC_OUTPUT_OCTETS, SUPPORTED_FEATURES, FEATURE_LIST_ID, FEATURE_LIST);

    private Avps() {}

    /** The outcome of an answer: Experimental-Result when present, else Result-Code; null when it has neither. */
    public static ResultCode resultCode(AvpSet answer) {
        AvpSet exp = EXPERIMENTAL_RESULT.grouped(answer);
        if (exp != null) {
            return ResultCodes.of(VENDOR_ID.requireNumber(exp), EXPERIMENTAL_RESULT_CODE.requireNumber(exp));
        }
        Avp rc = RESULT_CODE.find(answer);
        return rc == null ? null : ResultCodes.of(0, RESULT_CODE.number(rc));
    }

    /** Adds Result-Code, or Experimental-Result {Vendor-Id, Experimental-Result-Code} for a vendor's code. */
    public static void addResultCode(AvpSet answer, ResultCode rc) {
        if (rc.experimental()) {
            AvpSet exp = EXPERIMENTAL_RESULT.addGrouped(answer);
            VENDOR_ID.add(exp, rc.vendorId());
            EXPERIMENTAL_RESULT_CODE.add(exp, rc.code());
        } else {
            RESULT_CODE.add(answer, rc.code());
        }
    }

    /** Framed-IP-Address: four octets of IPv4 (RFC 7155 §4.4.10.5.1); null when absent. */
    public static Inet4Address framedIpAddress(AvpSet set) {
        Avp avp = FRAMED_IP_ADDRESS.find(set);
        if (avp == null) {
            return null;
        }
        byte[] b = FRAMED_IP_ADDRESS.octets(set);
        if (b.length != 4) {
            throw DiameterException.invalidAvpValue(avp, "an IPv4 address has 4 octets, not " + b.length);
        }
        try {
            return (Inet4Address) InetAddress.getByAddress(b);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void addFramedIpAddress(AvpSet set, Inet4Address address) {
        FRAMED_IP_ADDRESS.add(set, address.getAddress());
    }

    /**
     * Framed-IPv6-Prefix as "2001:db8:1::/64" (RFC 3162 §2.3: reserved octet, prefix length, prefix
     * octets); null when absent.
     */
    public static String framedIpv6Prefix(AvpSet set) {
        Avp avp = FRAMED_IPV6_PREFIX.find(set);
        if (avp == null) {
            return null;
        }
        byte[] b = FRAMED_IPV6_PREFIX.octets(set);
        int length = b.length < 2 ? -1 : b[1] & 0xff;
        if (length < 0 || length > 128 || b.length - 2 < (length + 7) / 8 || b.length > 18) {
            throw DiameterException.invalidAvpValue(avp, "not a prefix length and up to 16 prefix octets");
        }
        byte[] address = Arrays.copyOf(Arrays.copyOfRange(b, 2, b.length), 16);
        try {
            return InetAddress.getByAddress(address).getHostAddress() + "/" + length;
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void addFramedIpv6Prefix(AvpSet set, Inet6Address prefix, int length) {
        byte[] b = new byte[2 + (length + 7) / 8];
        b[1] = (byte) length;
        System.arraycopy(prefix.getAddress(), 0, b, 2, b.length - 2);
        FRAMED_IPV6_PREFIX.add(set, b);
    }

    /** A Subscription-Id (RFC 4006 §8.46): its type (END_USER_E164 0, END_USER_IMSI 1...) and data. */
    public record SubscriptionId(int type, String data) {
        public static final int END_USER_E164 = 0;
        public static final int END_USER_IMSI = 1;
        public static final int END_USER_SIP_URI = 2;
        public static final int END_USER_NAI = 3;
        public static final int END_USER_PRIVATE = 4;
    }

    public static List<SubscriptionId> subscriptionIds(AvpSet set) {
        List<SubscriptionId> ids = new ArrayList<>();
        for (AvpSet g : SUBSCRIPTION_ID.groupedAll(set)) {
            ids.add(new SubscriptionId((int) SUBSCRIPTION_ID_TYPE.requireNumber(g), SUBSCRIPTION_ID_DATA.requireString(g)));
        }
        return ids;
    }

    public static void addSubscriptionId(AvpSet set, SubscriptionId id) {
        AvpSet g = SUBSCRIPTION_ID.addGrouped(set);
        SUBSCRIPTION_ID_TYPE.add(g, id.type());
        SUBSCRIPTION_ID_DATA.add(g, id.data());
    }

    /**
     * The units of a Granted-Service-Unit or Used-Service-Unit (RFC 4006 §8.17, §8.19): CC-Total-Octets,
     * CC-Input-Octets (uplink), CC-Output-Octets (downlink), CC-Time (seconds); null where absent.
     */
    public record ServiceUnits(Long totalOctets, Long inputOctets, Long outputOctets, Long time) {
        public boolean isEmpty() {
            return totalOctets == null && inputOctets == null && outputOctets == null && time == null;
        }
    }

    /** Adds the units as a grouped AVP (Granted-Service-Unit or Used-Service-Unit). */
    public static void addServiceUnits(AvpSet set, AvpDef unit, ServiceUnits units) {
        AvpSet g = unit.addGrouped(set);
        if (units.time() != null) {
            CC_TIME.add(g, units.time());
        }
        if (units.totalOctets() != null) {
            CC_TOTAL_OCTETS.add(g, units.totalOctets());
        }
        if (units.inputOctets() != null) {
            CC_INPUT_OCTETS.add(g, units.inputOctets());
        }
        if (units.outputOctets() != null) {
            CC_OUTPUT_OCTETS.add(g, units.outputOctets());
        }
    }

    /** The units of a Granted-Service-Unit or Used-Service-Unit; null when the set has none. */
    public static ServiceUnits serviceUnits(AvpSet set, AvpDef unit) {
        AvpSet g = unit.grouped(set);
        if (g == null) {
            return null;
        }
        return new ServiceUnits(optional(CC_TOTAL_OCTETS, g), optional(CC_INPUT_OCTETS, g), optional(CC_OUTPUT_OCTETS, g),
                optional(CC_TIME, g));
    }

    /** A numeric AVP's value, or null when absent. */
    public static Long optional(AvpDef def, AvpSet set) {
        return def.find(set) == null ? null : def.requireNumber(set);
    }

    /** Vendor-Specific-Application-Id {Vendor-Id, Auth-Application-Id}. */
    public static void addVendorSpecificApplicationId(AvpSet set, long vendorId, long authApplicationId) {
        AvpSet g = VENDOR_SPECIFIC_APPLICATION_ID.addGrouped(set);
        VENDOR_ID.add(g, vendorId);
        AUTH_APPLICATION_ID.add(g, authApplicationId);
    }
}
