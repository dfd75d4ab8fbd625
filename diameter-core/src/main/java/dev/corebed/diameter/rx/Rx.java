package dev.corebed.diameter.rx;

import static dev.corebed.diameter.AvpType.ADDRESS;
import static dev.corebed.diameter.AvpType.ENUMERATED;
import static dev.corebed.diameter.AvpType.GROUPED;
import static dev.corebed.diameter.AvpType.IP_FILTER_RULE;
import static dev.corebed.diameter.AvpType.OCTET_STRING;
import static dev.corebed.diameter.AvpType.UNSIGNED32;

import dev.corebed.diameter.AvpDef;
import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterApplication;
import java.util.ArrayList;
import java.util.List;
import org.jdiameter.api.AvpSet;

/**
 * Rx (TS 29.214): AF (P-CSCF) ↔ PCRF/PCF, relayed by the BSF. Application 16777236, commands AA
 * (AAR/AAA), Session-Termination (STR/STA), Re-Auth (RAR/RAA) and Abort-Session (ASR/ASA).
 */
public final class Rx {

    public static final DiameterApplication APPLICATION = new DiameterApplication("rx", 10415, 16777236, false);

    // TS 29.214 §5.3
    /** BEARER_RELEASED (0), INSUFFICIENT_SERVER_RESOURCES (1), INSUFFICIENT_BEARER_RESOURCES (2)... */
    public static final AvpDef ABORT_CAUSE = AvpDef.tgpp(500, "Abort-Cause", ENUMERATED);
    public static final AvpDef ACCESS_NETWORK_CHARGING_ADDRESS = AvpDef.tgpp(501, "Access-Network-Charging-Address", ADDRESS);
    public static final AvpDef ACCESS_NETWORK_CHARGING_IDENTIFIER =
            AvpDef.tgpp(502, "Access-Network-Charging-Identifier", GROUPED);
    public static final AvpDef ACCESS_NETWORK_CHARGING_IDENTIFIER_VALUE =
            AvpDef.tgpp(503, "Access-Network-Charging-Identifier-Value", OCTET_STRING);
    public static final AvpDef AF_APPLICATION_IDENTIFIER = AvpDef.tgpp(504, "AF-Application-Identifier", OCTET_STRING);
    public static final AvpDef AF_CHARGING_IDENTIFIER = AvpDef.tgpp(505, "AF-Charging-Identifier", OCTET_STRING);
    public static final AvpDef FLOW_DESCRIPTION = AvpDef.tgpp(507, "Flow-Description", IP_FILTER_RULE);
    public static final AvpDef FLOW_NUMBER = AvpDef.tgpp(509, "Flow-Number", UNSIGNED32);
    public static final AvpDef FLOWS = AvpDef.tgpp(510, "Flows", GROUPED);
    /** ENABLED-UPLINK (0), ENABLED-DOWNLINK (1), ENABLED (2), DISABLED (3), REMOVED (4). */
    public static final AvpDef FLOW_STATUS = AvpDef.tgpp(511, "Flow-Status", ENUMERATED).values(0, 1, 2, 3, 4);
    /** NO_INFORMATION (0), RTCP (1), AF_SIGNALLING (2). */
    public static final AvpDef FLOW_USAGE = AvpDef.tgpp(512, "Flow-Usage", ENUMERATED).values(0, 1, 2);
    public static final AvpDef SPECIFIC_ACTION = AvpDef.tgpp(513, "Specific-Action", ENUMERATED);
    public static final AvpDef MAX_REQUESTED_BANDWIDTH_DL = AvpDef.tgpp(515, "Max-Requested-Bandwidth-DL", UNSIGNED32);
    public static final AvpDef MAX_REQUESTED_BANDWIDTH_UL = AvpDef.tgpp(516, "Max-Requested-Bandwidth-UL", UNSIGNED32);
    public static final AvpDef MEDIA_COMPONENT_DESCRIPTION = AvpDef.tgpp(517, "Media-Component-Description", GROUPED);
    public static final AvpDef MEDIA_COMPONENT_NUMBER = AvpDef.tgpp(518, "Media-Component-Number", UNSIGNED32);
    public static final AvpDef MEDIA_SUB_COMPONENT = AvpDef.tgpp(519, "Media-Sub-Component", GROUPED);
    /** AUDIO (0), VIDEO (1), DATA (2), APPLICATION (3), CONTROL (4), TEXT (5), MESSAGE (6), OTHER (0xFFFFFFFF). */
    public static final AvpDef MEDIA_TYPE = AvpDef.tgpp(520, "Media-Type", ENUMERATED);
    public static final AvpDef RR_BANDWIDTH = AvpDef.tgpp(521, "RR-Bandwidth", UNSIGNED32);
    public static final AvpDef RS_BANDWIDTH = AvpDef.tgpp(522, "RS-Bandwidth", UNSIGNED32);
    public static final AvpDef CODEC_DATA = AvpDef.tgpp(524, "Codec-Data", OCTET_STRING);
    public static final AvpDef SERVICE_URN = AvpDef.tgpp(525, "Service-URN", OCTET_STRING);
    public static final AvpDef ACCEPTABLE_SERVICE_INFO = AvpDef.tgpp(526, "Acceptable-Service-Info", GROUPED);
    /** FINAL_SERVICE_INFORMATION (0), PRELIMINARY_SERVICE_INFORMATION (1). */
    public static final AvpDef SERVICE_INFO_STATUS = AvpDef.tgpp(527, "Service-Info-Status", ENUMERATED).values(0, 1);
    /**
     * INITIAL_REQUEST (0), UPDATE_REQUEST (1), PCSCF_RESTORATION (2). jDiameter's dictionary has it as a
     * UTF8String; TS 29.214 §5.3.50 makes it Enumerated.
     */
    public static final AvpDef RX_REQUEST_TYPE = AvpDef.tgpp(533, "Rx-Request-Type", ENUMERATED).notMandatory();
    public static final int INITIAL_REQUEST = 0;
    public static final int UPDATE_REQUEST = 1;
    public static final int PCSCF_RESTORATION = 2;

    /** AA (TS 29.214 §5.6.1): the AF opens (AAR-I) or modifies (AAR-U) an AF session. */
    public static final Command AAR = Command.of(APPLICATION, 265, "AAR", "AAA", Avps.SESSION_ID, Avps.AUTH_APPLICATION_ID,
            Avps.ORIGIN_HOST, Avps.ORIGIN_REALM, Avps.DESTINATION_REALM)
            .optional(AF_APPLICATION_IDENTIFIER, SERVICE_INFO_STATUS, AF_CHARGING_IDENTIFIER, Avps.FRAMED_IP_ADDRESS,
                    Avps.FRAMED_IPV6_PREFIX, Avps.CALLED_STATION_ID, SERVICE_URN, RX_REQUEST_TYPE, Avps.ORIGIN_STATE_ID);
    /** Session-Termination (§5.6.5). */
    public static final Command STR = Command.of(APPLICATION, 275, "STR", "STA", Avps.SESSION_ID, Avps.ORIGIN_HOST,
            Avps.ORIGIN_REALM, Avps.DESTINATION_REALM, Avps.AUTH_APPLICATION_ID, Avps.TERMINATION_CAUSE)
            .optional(Avps.ORIGIN_STATE_ID);
    /** Re-Auth (§5.6.3): the PCRF reports bearer events to the AF; {@code *{ Specific-Action }}. */
    public static final Command RAR = Command.of(APPLICATION, 258, "RAR", "RAA", Avps.SESSION_ID, Avps.ORIGIN_HOST,
            Avps.ORIGIN_REALM, Avps.DESTINATION_REALM, Avps.DESTINATION_HOST, Avps.AUTH_APPLICATION_ID, SPECIFIC_ACTION)
            .repeatable(SPECIFIC_ACTION).optional(ACCESS_NETWORK_CHARGING_ADDRESS, Avps.ORIGIN_STATE_ID);
    /** Abort-Session (§5.6.7): the PCRF ends the AF session (bearer lost). */
    public static final Command ASR = Command.of(APPLICATION, 274, "ASR", "ASA", Avps.SESSION_ID, Avps.ORIGIN_HOST,
            Avps.ORIGIN_REALM, Avps.DESTINATION_REALM, Avps.DESTINATION_HOST, Avps.AUTH_APPLICATION_ID, ABORT_CAUSE)
            .optional(Avps.ORIGIN_STATE_ID);

    public static final List<AvpDef> DEFINITIONS = List.of(ABORT_CAUSE, ACCESS_NETWORK_CHARGING_ADDRESS,
            ACCESS_NETWORK_CHARGING_IDENTIFIER, ACCESS_NETWORK_CHARGING_IDENTIFIER_VALUE, AF_APPLICATION_IDENTIFIER,
            AF_CHARGING_IDENTIFIER, FLOW_DESCRIPTION, FLOW_NUMBER, FLOWS, FLOW_STATUS, FLOW_USAGE, SPECIFIC_ACTION,
            MAX_REQUESTED_BANDWIDTH_DL, MAX_REQUESTED_BANDWIDTH_UL, MEDIA_COMPONENT_DESCRIPTION, MEDIA_COMPONENT_NUMBER,
            MEDIA_SUB_COMPONENT, MEDIA_TYPE, RR_BANDWIDTH, RS_BANDWIDTH, CODEC_DATA, SERVICE_URN,
            ACCEPTABLE_SERVICE_INFO, SERVICE_INFO_STATUS, RX_REQUEST_TYPE);

    private Rx() {}

    /** A Media-Sub-Component (§5.3.21): one IP flow of a media component. */
    public record MediaSubComponent(long flowNumber, List<String> flowDescriptions, Integer flowUsage) {}

    /**
     * A Media-Component-Description (§5.3.11), the basics: number, media type, requested bandwidths
     * (bit/s), flow status and sub-components. Null fields are absent.
     */
    public record MediaComponent(long number, Integer mediaType, Long maxRequestedBandwidthUl,
                                 Long maxRequestedBandwidthDl, Integer flowStatus, List<MediaSubComponent> subComponents) {}

    public static List<MediaComponent> mediaComponents(AvpSet set) {
        List<MediaComponent> out = new ArrayList<>();
        for (AvpSet mcd : MEDIA_COMPONENT_DESCRIPTION.groupedAll(set)) {
            List<MediaSubComponent> subs = new ArrayList<>();
            for (AvpSet msc : MEDIA_SUB_COMPONENT.groupedAll(mcd)) {
                List<String> flows = new ArrayList<>();
                FLOW_DESCRIPTION.all(msc).forEach(a -> flows.add(FLOW_DESCRIPTION.string(a)));
                subs.add(new MediaSubComponent(FLOW_NUMBER.requireNumber(msc), flows, optionalInt(FLOW_USAGE, msc)));
            }
            out.add(new MediaComponent(MEDIA_COMPONENT_NUMBER.requireNumber(mcd), optionalInt(MEDIA_TYPE, mcd),
                    optionalLong(MAX_REQUESTED_BANDWIDTH_UL, mcd), optionalLong(MAX_REQUESTED_BANDWIDTH_DL, mcd),
                    optionalInt(FLOW_STATUS, mcd), subs));
        }
        return out;
    }

    public static void addMediaComponent(AvpSet set, MediaComponent c) {
        AvpSet mcd = MEDIA_COMPONENT_DESCRIPTION.addGrouped(set);
        MEDIA_COMPONENT_NUMBER.add(mcd, c.number());
        for (MediaSubComponent s : c.subComponents()) {
            AvpSet msc = MEDIA_SUB_COMPONENT.addGrouped(mcd);
            FLOW_NUMBER.add(msc, s.flowNumber());
            s.flowDescriptions().forEach(f -> FLOW_DESCRIPTION.add(msc, f));
            if (s.flowUsage() != null) {
                FLOW_USAGE.add(msc, s.flowUsage());
            }
        }
        if (c.mediaType() != null) {
            MEDIA_TYPE.add(mcd, c.mediaType());
        }
        if (c.maxRequestedBandwidthUl() != null) {
            MAX_REQUESTED_BANDWIDTH_UL.add(mcd, c.maxRequestedBandwidthUl());
        }
        if (c.maxRequestedBandwidthDl() != null) {
            MAX_REQUESTED_BANDWIDTH_DL.add(mcd, c.maxRequestedBandwidthDl());
        }
        if (c.flowStatus() != null) {
            FLOW_STATUS.add(mcd, c.flowStatus());
        }
    }

    /** The Specific-Action values of a message, in order (AAR: the events the AF subscribes to; RAR: what happened). */
    public static List<Integer> specificActions(AvpSet set) {
        List<Integer> actions = new ArrayList<>();
        SPECIFIC_ACTION.all(set).forEach(a -> actions.add((int) SPECIFIC_ACTION.number(a)));
        return actions;
    }

    /** Adds Flows {Media-Component-Number, Flow-Number*} (§5.3.10): the flows of one media component (none: all of them). */
    public static void addFlows(AvpSet set, long mediaComponentNumber, List<Long> flowNumbers) {
        AvpSet flows = FLOWS.addGrouped(set);
        MEDIA_COMPONENT_NUMBER.add(flows, mediaComponentNumber);
        flowNumbers.forEach(n -> FLOW_NUMBER.add(flows, n));
    }

    /** The Media-Component-Numbers a message's Flows name. */
    public static List<Long> flowsMediaComponents(AvpSet set) {
        List<Long> numbers = new ArrayList<>();
        for (AvpSet flows : FLOWS.groupedAll(set)) {
            numbers.add(MEDIA_COMPONENT_NUMBER.requireNumber(flows));
        }
        return numbers;
    }

    // Specific-Action values (§5.3.13)
    public static final int CHARGING_CORRELATION_EXCHANGE = 1;
    public static final int INDICATION_OF_LOSS_OF_BEARER = 2;
    public static final int INDICATION_OF_RECOVERY_OF_BEARER = 3;
    public static final int INDICATION_OF_RELEASE_OF_BEARER = 4;
    public static final int IP_CAN_CHANGE = 6;
    public static final int INDICATION_OF_OUT_OF_CREDIT = 7;
    public static final int INDICATION_OF_SUCCESSFUL_RESOURCES_ALLOCATION = 8;
    public static final int INDICATION_OF_FAILED_RESOURCES_ALLOCATION = 9;

    /** Specific-Action values by name, as the management API names them. */
    public static final java.util.Map<String, Integer> SPECIFIC_ACTIONS = java.util.Map.of(
            "CHARGING_CORRELATION_EXCHANGE", 1, "INDICATION_OF_LOSS_OF_BEARER", 2, "INDICATION_OF_RECOVERY_OF_BEARER", 3,
            "INDICATION_OF_RELEASE_OF_BEARER", 4, "IP-CAN_CHANGE", 6, "INDICATION_OF_OUT_OF_CREDIT", 7,
            "INDICATION_OF_SUCCESSFUL_RESOURCES_ALLOCATION", 8, "INDICATION_OF_FAILED_RESOURCES_ALLOCATION", 9,
            "ACCESS_NETWORK_INFO_REPORT", 12);

    // Abort-Cause values (§5.3.1)
    public static final int BEARER_RELEASED = 0;
    public static final int INSUFFICIENT_SERVER_RESOURCES = 1;
    public static final int INSUFFICIENT_BEARER_RESOURCES = 2;

    /** Abort-Cause values by name. */
    public static final java.util.Map<String, Integer> ABORT_CAUSES = java.util.Map.of("BEARER_RELEASED", 0,
            "INSUFFICIENT_SERVER_RESOURCES", 1, "INSUFFICIENT_BEARER_RESOURCES", 2, "PS_TO_CS_HANDOVER", 3,
            "SPONSORED_DATA_CONNECTIVITY_DISALLOWED", 4);

    // Media-Type values (§5.3.19), by the names TS 29.514's MediaType has
    public static final java.util.Map<Long, String> MEDIA_TYPES = java.util.Map.of(0L, "AUDIO", 1L, "VIDEO", 2L, "DATA",
            3L, "APPLICATION", 4L, "CONTROL", 5L, "TEXT", 6L, "MESSAGE", 0xFFFFFFFFL, "OTHER");

    private static Integer optionalInt(AvpDef def, AvpSet set) {
        return def.find(set) == null ? null : (int) def.requireNumber(set);
    }

    private static Long optionalLong(AvpDef def, AvpSet set) {
        return def.find(set) == null ? null : def.requireNumber(set);
    }
}
