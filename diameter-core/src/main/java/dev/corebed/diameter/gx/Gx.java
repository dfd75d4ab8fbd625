package dev.corebed.diameter.gx;

import static dev.corebed.diameter.AvpType.ADDRESS;
import static dev.corebed.diameter.AvpType.ENUMERATED;
import static dev.corebed.diameter.AvpType.GROUPED;
import static dev.corebed.diameter.AvpType.OCTET_STRING;
import static dev.corebed.diameter.AvpType.UNSIGNED32;
import static dev.corebed.diameter.AvpType.UTF8_STRING;

import dev.corebed.diameter.AvpDef;
import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterApplication;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.rx.Rx;
import java.util.ArrayList;
import java.util.List;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;

/**
 * Gx (TS 29.212): PCEF ↔ PCRF. Application 16777238, commands Credit-Control (CCR/CCA, from RFC 4006)
 * and Re-Auth (RAR/RAA), and the AVPs the PCF stub reads and writes.
 */
public final class Gx {

    public static final DiameterApplication APPLICATION = new DiameterApplication("gx", 10415, 16777238, false);

    // The commands are defined after the AVPs they name (static initialisation order).


    // TS 29.212 §5.3
    public static final AvpDef CHARGING_RULE_INSTALL = AvpDef.tgpp(1001, "Charging-Rule-Install", GROUPED);
    public static final AvpDef CHARGING_RULE_REMOVE = AvpDef.tgpp(1002, "Charging-Rule-Remove", GROUPED);
    public static final AvpDef CHARGING_RULE_DEFINITION = AvpDef.tgpp(1003, "Charging-Rule-Definition", GROUPED);
    public static final AvpDef CHARGING_RULE_BASE_NAME = AvpDef.tgpp(1004, "Charging-Rule-Base-Name", UTF8_STRING);
    public static final AvpDef CHARGING_RULE_NAME = AvpDef.tgpp(1005, "Charging-Rule-Name", OCTET_STRING);
    public static final AvpDef EVENT_TRIGGER = AvpDef.tgpp(1006, "Event-Trigger", ENUMERATED);
    /** DISABLE_OFFLINE (0), ENABLE_OFFLINE (1). */
    public static final AvpDef OFFLINE = AvpDef.tgpp(1008, "Offline", ENUMERATED).values(0, 1);
    /** DISABLE_ONLINE (0), ENABLE_ONLINE (1). */
    public static final AvpDef ONLINE = AvpDef.tgpp(1009, "Online", ENUMERATED).values(0, 1);
    public static final AvpDef PRECEDENCE = AvpDef.tgpp(1010, "Precedence", UNSIGNED32);
    public static final AvpDef QOS_INFORMATION = AvpDef.tgpp(1016, "QoS-Information", GROUPED);
    public static final AvpDef CHARGING_RULE_REPORT = AvpDef.tgpp(1018, "Charging-Rule-Report", GROUPED);
    /** ACTIVE (0), INACTIVE (1), TEMPORARILY_INACTIVE (2). */
    public static final AvpDef PCC_RULE_STATUS = AvpDef.tgpp(1019, "PCC-Rule-Status", ENUMERATED).values(0, 1, 2);
    public static final AvpDef BEARER_CONTROL_MODE = AvpDef.tgpp(1023, "Bearer-Control-Mode", ENUMERATED);
    public static final AvpDef NETWORK_REQUEST_SUPPORT = AvpDef.tgpp(1024, "Network-Request-Support", ENUMERATED);
    public static final AvpDef GUARANTEED_BITRATE_DL = AvpDef.tgpp(1025, "Guaranteed-Bitrate-DL", UNSIGNED32);
    public static final AvpDef GUARANTEED_BITRATE_UL = AvpDef.tgpp(1026, "Guaranteed-Bitrate-UL", UNSIGNED32);
    public static final AvpDef IP_CAN_TYPE = AvpDef.tgpp(1027, "IP-CAN-Type", ENUMERATED);
    public static final AvpDef QOS_CLASS_IDENTIFIER = AvpDef.tgpp(1028, "QoS-Class-Identifier", ENUMERATED);
    public static final AvpDef RULE_FAILURE_CODE = AvpDef.tgpp(1031, "Rule-Failure-Code", ENUMERATED);
    public static final AvpDef RAT_TYPE = AvpDef.tgpp(1032, "RAT-Type", ENUMERATED).notMandatory();
    public static final AvpDef ALLOCATION_RETENTION_PRIORITY = AvpDef.tgpp(1034, "Allocation-Retention-Priority", GROUPED);
    public static final AvpDef APN_AGGREGATE_MAX_BITRATE_DL = AvpDef.tgpp(1040, "APN-Aggregate-Max-Bitrate-DL", UNSIGNED32);
    public static final AvpDef APN_AGGREGATE_MAX_BITRATE_UL = AvpDef.tgpp(1041, "APN-Aggregate-Max-Bitrate-UL", UNSIGNED32);
    public static final AvpDef SESSION_RELEASE_CAUSE = AvpDef.tgpp(1045, "Session-Release-Cause", ENUMERATED);
    public static final AvpDef PRIORITY_LEVEL = AvpDef.tgpp(1046, "Priority-Level", UNSIGNED32);
    /** PRE-EMPTION_CAPABILITY_ENABLED (0), PRE-EMPTION_CAPABILITY_DISABLED (1). */
    public static final AvpDef PRE_EMPTION_CAPABILITY = AvpDef.tgpp(1047, "Pre-emption-Capability", ENUMERATED).values(0, 1);
    /** PRE-EMPTION_VULNERABILITY_ENABLED (0), PRE-EMPTION_VULNERABILITY_DISABLED (1). */
    public static final AvpDef PRE_EMPTION_VULNERABILITY =
            AvpDef.tgpp(1048, "Pre-emption-Vulnerability", ENUMERATED).values(0, 1);
    public static final AvpDef DEFAULT_EPS_BEARER_QOS = AvpDef.tgpp(1049, "Default-EPS-Bearer-QoS", GROUPED);
    public static final AvpDef AN_GW_ADDRESS = AvpDef.tgpp(1050, "AN-GW-Address", ADDRESS);
    // Not in jDiameter 2.1.0's dictionary; M bit "must not" as in TS 29.212's table.
    public static final AvpDef FLOW_INFORMATION = AvpDef.tgpp(1058, "Flow-Information", GROUPED).notMandatory();
    public static final AvpDef MONITORING_KEY = AvpDef.tgpp(1066, "Monitoring-Key", OCTET_STRING).notMandatory();
    public static final AvpDef USAGE_MONITORING_INFORMATION =
            AvpDef.tgpp(1067, "Usage-Monitoring-Information", GROUPED).notMandatory();

    /** Credit-Control (TS 29.212 §5.6.2): the PCEF opens (CCR-I), updates (CCR-U) and ends (CCR-T) an IP-CAN session. */
    public static final Command CCR = Command.of(APPLICATION, 272, "CCR", "CCA", Avps.SESSION_ID, Avps.AUTH_APPLICATION_ID,
            Avps.ORIGIN_HOST, Avps.ORIGIN_REALM, Avps.DESTINATION_REALM, Avps.CC_REQUEST_TYPE, Avps.CC_REQUEST_NUMBER)
            .optional(Avps.ORIGIN_STATE_ID, NETWORK_REQUEST_SUPPORT, Avps.FRAMED_IP_ADDRESS, Avps.FRAMED_IPV6_PREFIX,
                    IP_CAN_TYPE, RAT_TYPE, Avps.TERMINATION_CAUSE, QOS_INFORMATION, DEFAULT_EPS_BEARER_QOS,
                    Avps.CALLED_STATION_ID)
            .byRequestType();
    /** Re-Auth (TS 29.212 §5.6.4): the PCRF pushes rules to the PCEF. */
    public static final Command RAR = Command.of(APPLICATION, 258, "RAR", "RAA", Avps.SESSION_ID, Avps.AUTH_APPLICATION_ID,
            Avps.ORIGIN_HOST, Avps.ORIGIN_REALM, Avps.DESTINATION_REALM, Avps.DESTINATION_HOST, Avps.RE_AUTH_REQUEST_TYPE)
            .optional(SESSION_RELEASE_CAUSE, Avps.ORIGIN_STATE_ID, DEFAULT_EPS_BEARER_QOS);

    public static final List<AvpDef> DEFINITIONS = List.of(CHARGING_RULE_INSTALL, CHARGING_RULE_REMOVE,
            CHARGING_RULE_DEFINITION, CHARGING_RULE_BASE_NAME, CHARGING_RULE_NAME, EVENT_TRIGGER, OFFLINE, ONLINE,
            PRECEDENCE, QOS_INFORMATION, CHARGING_RULE_REPORT, PCC_RULE_STATUS, BEARER_CONTROL_MODE,
            NETWORK_REQUEST_SUPPORT, GUARANTEED_BITRATE_DL, GUARANTEED_BITRATE_UL, IP_CAN_TYPE, QOS_CLASS_IDENTIFIER,
            RULE_FAILURE_CODE, RAT_TYPE, ALLOCATION_RETENTION_PRIORITY, APN_AGGREGATE_MAX_BITRATE_DL,
            APN_AGGREGATE_MAX_BITRATE_UL, SESSION_RELEASE_CAUSE, PRIORITY_LEVEL, PRE_EMPTION_CAPABILITY,
            PRE_EMPTION_VULNERABILITY, DEFAULT_EPS_BEARER_QOS, AN_GW_ADDRESS, FLOW_INFORMATION, MONITORING_KEY,
            USAGE_MONITORING_INFORMATION);

    private Gx() {}

    /** A CCA with the request's CC-Request-Type and CC-Request-Number echoed, as TS 29.212 §5.6.3 requires. */
    public static Answer cca(DiameterRequest request, ResultCode result) {
        Answer answer = request.answer(result);
        AvpSet req = request.avps();
        Avps.CC_REQUEST_TYPE.add(answer.getAvps(), Avps.CC_REQUEST_TYPE.requireNumber(req));
        Avps.CC_REQUEST_NUMBER.add(answer.getAvps(), Avps.CC_REQUEST_NUMBER.requireNumber(req));
        return answer;
    }

    /**
     * A dynamic PCC rule (Charging-Rule-Definition, TS 29.212 §5.3.4), the basics: name, flows
     * (Flow-Description IPFilterRules), QCI, maximum bit rates, precedence and rating group.
     * Null fields are left out.
     */
    public record ChargingRule(String name, List<String> flowDescriptions, Integer qci, Long maxRequestedBandwidthUl,
                               Long maxRequestedBandwidthDl, Long precedence, Long ratingGroup) {}

    /**
     * Adds one Charging-Rule-Install with predefined rules (Charging-Rule-Name), rule bases
     * (Charging-Rule-Base-Name) and dynamic rules (Charging-Rule-Definition).
     */
    public static AvpSet addChargingRuleInstall(AvpSet set, List<String> ruleNames, List<String> baseNames,
                                                List<ChargingRule> definitions) {
        AvpSet install = CHARGING_RULE_INSTALL.addGrouped(set);
        for (ChargingRule rule : definitions) {
            AvpSet def = CHARGING_RULE_DEFINITION.addGrouped(install);
            CHARGING_RULE_NAME.add(def, rule.name());
            for (String flow : rule.flowDescriptions()) {
                Rx.FLOW_DESCRIPTION.add(FLOW_INFORMATION.addGrouped(def), flow);
            }
            if (rule.ratingGroup() != null) {
                Avps.RATING_GROUP.add(def, rule.ratingGroup());
            }
            if (rule.qci() != null || rule.maxRequestedBandwidthUl() != null || rule.maxRequestedBandwidthDl() != null) {
                AvpSet qos = QOS_INFORMATION.addGrouped(def);
                if (rule.qci() != null) {
                    QOS_CLASS_IDENTIFIER.add(qos, rule.qci());
                }
                if (rule.maxRequestedBandwidthUl() != null) {
                    Rx.MAX_REQUESTED_BANDWIDTH_UL.add(qos, rule.maxRequestedBandwidthUl());
                }
                if (rule.maxRequestedBandwidthDl() != null) {
                    Rx.MAX_REQUESTED_BANDWIDTH_DL.add(qos, rule.maxRequestedBandwidthDl());
                }
            }
            if (rule.precedence() != null) {
                PRECEDENCE.add(def, rule.precedence());
            }
        }
        ruleNames.forEach(n -> CHARGING_RULE_NAME.add(install, n));
        baseNames.forEach(n -> CHARGING_RULE_BASE_NAME.add(install, n));
        return install;
    }

    /** Every rule a message installs: names of predefined rules and of dynamic rules' definitions. */
    public static List<String> installedRuleNames(AvpSet set) {
        List<String> names = new ArrayList<>();
        for (AvpSet install : CHARGING_RULE_INSTALL.groupedAll(set)) {
            CHARGING_RULE_NAME.all(install).forEach(a -> names.add(CHARGING_RULE_NAME.string(a)));
            for (AvpSet def : CHARGING_RULE_DEFINITION.groupedAll(install)) {
                names.add(CHARGING_RULE_NAME.requireString(def));
            }
        }
        return names;
    }

    /** Adds QoS-Information with the APN aggregate maximum bit rates (APN-AMBR), in bit/s. */
    public static void addApnAggregateMaxBitrate(AvpSet set, long uplink, long downlink) {
        AvpSet qos = QOS_INFORMATION.addGrouped(set);
        APN_AGGREGATE_MAX_BITRATE_UL.add(qos, uplink);
        APN_AGGREGATE_MAX_BITRATE_DL.add(qos, downlink);
    }

    /** Adds Default-EPS-Bearer-QoS {QCI, Allocation-Retention-Priority {Priority-Level}}. */
    public static void addDefaultEpsBearerQos(AvpSet set, int qci, int priorityLevel) {
        AvpSet qos = DEFAULT_EPS_BEARER_QOS.addGrouped(set);
        QOS_CLASS_IDENTIFIER.add(qos, qci);
        PRIORITY_LEVEL.add(ALLOCATION_RETENTION_PRIORITY.addGrouped(qos), priorityLevel);
    }
}
