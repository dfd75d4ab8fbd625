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
    /** DURATION (0), VOLUME (1), DURATION_VOLUME (2). */
    public static final AvpDef METERING_METHOD = AvpDef.tgpp(1007, "Metering-Method", ENUMERATED).values(0, 1, 2);
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
    /** SESSION_LEVEL (0), PCC_RULE_LEVEL (1), ADC_RULE_LEVEL (2). */
    public static final AvpDef USAGE_MONITORING_LEVEL =
            AvpDef.tgpp(1068, "Usage-Monitoring-Level", ENUMERATED).notMandatory().values(0, 1, 2);
    /** USAGE_MONITORING_REPORT_REQUIRED (0). */
    public static final AvpDef USAGE_MONITORING_REPORT =
            AvpDef.tgpp(1069, "Usage-Monitoring-Report", ENUMERATED).notMandatory().values(0);
    /** USAGE_MONITORING_DISABLED (0). */
    public static final AvpDef USAGE_MONITORING_SUPPORT =
            AvpDef.tgpp(1070, "Usage-Monitoring-Support", ENUMERATED).notMandatory().values(0);
    /** UNSPECIFIED (0), DOWNLINK (1), UPLINK (2), BIDIRECTIONAL (3). */
    public static final AvpDef FLOW_DIRECTION = AvpDef.tgpp(1080, "Flow-Direction", ENUMERATED).notMandatory().values(0, 1, 2, 3);

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
            .optional(SESSION_RELEASE_CAUSE, Avps.ORIGIN_STATE_ID, DEFAULT_EPS_BEARER_QOS, ONLINE, OFFLINE);

    public static final List<AvpDef> DEFINITIONS = List.of(CHARGING_RULE_INSTALL, CHARGING_RULE_REMOVE,
            CHARGING_RULE_DEFINITION, CHARGING_RULE_BASE_NAME, CHARGING_RULE_NAME, EVENT_TRIGGER, OFFLINE, ONLINE,
            PRECEDENCE, QOS_INFORMATION, CHARGING_RULE_REPORT, PCC_RULE_STATUS, BEARER_CONTROL_MODE,
            NETWORK_REQUEST_SUPPORT, GUARANTEED_BITRATE_DL, GUARANTEED_BITRATE_UL, IP_CAN_TYPE, QOS_CLASS_IDENTIFIER,
            RULE_FAILURE_CODE, RAT_TYPE, ALLOCATION_RETENTION_PRIORITY, APN_AGGREGATE_MAX_BITRATE_DL,
            APN_AGGREGATE_MAX_BITRATE_UL, SESSION_RELEASE_CAUSE, PRIORITY_LEVEL, PRE_EMPTION_CAPABILITY,
            PRE_EMPTION_VULNERABILITY, DEFAULT_EPS_BEARER_QOS, AN_GW_ADDRESS, FLOW_INFORMATION, MONITORING_KEY,
            USAGE_MONITORING_INFORMATION, METERING_METHOD, USAGE_MONITORING_LEVEL, USAGE_MONITORING_REPORT,
            USAGE_MONITORING_SUPPORT, FLOW_DIRECTION);

    private Gx() {}

    /** A CCA with the request's CC-Request-Type and CC-Request-Number echoed, as TS 29.212 §5.6.3 requires. */
    public static Answer cca(DiameterRequest request, ResultCode result) {
        Answer answer = request.answer(result);
        AvpSet req = request.avps();
        Avps.CC_REQUEST_TYPE.add(answer.getAvps(), Avps.CC_REQUEST_TYPE.requireNumber(req));
        Avps.CC_REQUEST_NUMBER.add(answer.getAvps(), Avps.CC_REQUEST_NUMBER.requireNumber(req));
        return answer;
    }

    /** A flow of a dynamic rule (Flow-Information): an IPFilterRule and its Flow-Direction. */
    public record Flow(String description, int direction) {}

    /** Allocation-Retention-Priority (TS 29.212 §5.3.32): Priority-Level and the two pre-emption flags. */
    public record Arp(int priorityLevel, boolean mayPreempt, boolean preemptable) {}

    /**
     * A rule's QoS-Information: QCI, maximum and guaranteed bit rates (bit/s), ARP; null fields are left out.
     */
    public record RuleQos(Integer qci, Long maxRequestedBandwidthUl, Long maxRequestedBandwidthDl, Long guaranteedBitrateUl,
                          Long guaranteedBitrateDl, Arp arp) {}

    /**
     * A dynamic PCC rule (Charging-Rule-Definition, TS 29.212 §5.3.4): name, flows, QoS, precedence, and its charging
     * (Rating-Group, Online, Offline as ENABLE (1) / DISABLE (0), Metering-Method). Null fields are left out.
     */
    public record ChargingRule(String name, List<Flow> flows, RuleQos qos, Long precedence, Long ratingGroup, Integer online,
                               Integer offline, Integer meteringMethod) {

        /** The basics: flows in both directions, QCI and maximum bit rates, precedence and rating group. */
        public ChargingRule(String name, List<String> flowDescriptions, Integer qci, Long maxRequestedBandwidthUl,
                            Long maxRequestedBandwidthDl, Long precedence, Long ratingGroup) {
            this(name, flowDescriptions.stream().map(f -> new Flow(f, BIDIRECTIONAL)).toList(),
                    qci == null && maxRequestedBandwidthUl == null && maxRequestedBandwidthDl == null ? null
                            : new RuleQos(qci, maxRequestedBandwidthUl, maxRequestedBandwidthDl, null, null, null),
                    precedence, ratingGroup, null, null, null);
        }
    }

    /**
     * Adds one Charging-Rule-Install with predefined rules (Charging-Rule-Name), rule bases
     * (Charging-Rule-Base-Name) and dynamic rules (Charging-Rule-Definition).
     */
    public static AvpSet addChargingRuleInstall(AvpSet set, List<String> ruleNames, List<String> baseNames,
                                                List<ChargingRule> definitions) {
        AvpSet install = CHARGING_RULE_INSTALL.addGrouped(set);
        for (ChargingRule rule : definitions) {
            addDefinition(install, rule);
        }
        ruleNames.forEach(n -> CHARGING_RULE_NAME.add(install, n));
        baseNames.forEach(n -> CHARGING_RULE_BASE_NAME.add(install, n));
        return install;
    }

    private static void addDefinition(AvpSet install, ChargingRule rule) {
        AvpSet def = CHARGING_RULE_DEFINITION.addGrouped(install);
        CHARGING_RULE_NAME.add(def, rule.name());
        for (Flow flow : rule.flows()) {
            AvpSet info = FLOW_INFORMATION.addGrouped(def);
            Rx.FLOW_DESCRIPTION.add(info, flow.description());
            FLOW_DIRECTION.add(info, flow.direction());
        }
        if (rule.ratingGroup() != null) {
            Avps.RATING_GROUP.add(def, rule.ratingGroup());
        }
        if (rule.qos() != null) {
            addRuleQos(QOS_INFORMATION.addGrouped(def), rule.qos());
        }
        if (rule.online() != null) {
            ONLINE.add(def, rule.online());
        }
        if (rule.offline() != null) {
            OFFLINE.add(def, rule.offline());
        }
        if (rule.meteringMethod() != null) {
            METERING_METHOD.add(def, rule.meteringMethod());
        }
        if (rule.precedence() != null) {
            PRECEDENCE.add(def, rule.precedence());
        }
    }

    private static void addRuleQos(AvpSet qos, RuleQos q) {
        if (q.qci() != null) {
            QOS_CLASS_IDENTIFIER.add(qos, q.qci());
        }
        if (q.maxRequestedBandwidthUl() != null) {
            Rx.MAX_REQUESTED_BANDWIDTH_UL.add(qos, q.maxRequestedBandwidthUl());
        }
        if (q.maxRequestedBandwidthDl() != null) {
            Rx.MAX_REQUESTED_BANDWIDTH_DL.add(qos, q.maxRequestedBandwidthDl());
        }
        if (q.guaranteedBitrateUl() != null) {
            GUARANTEED_BITRATE_UL.add(qos, q.guaranteedBitrateUl());
        }
        if (q.guaranteedBitrateDl() != null) {
            GUARANTEED_BITRATE_DL.add(qos, q.guaranteedBitrateDl());
        }
        if (q.arp() != null) {
            addArp(qos, q.arp());
        }
    }

    private static void addArp(AvpSet set, Arp arp) {
        AvpSet g = ALLOCATION_RETENTION_PRIORITY.addGrouped(set);
        PRIORITY_LEVEL.add(g, arp.priorityLevel());
        PRE_EMPTION_CAPABILITY.add(g, arp.mayPreempt() ? 0 : 1);
        PRE_EMPTION_VULNERABILITY.add(g, arp.preemptable() ? 0 : 1);
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

    /** The dynamic rules a message installs (every Charging-Rule-Definition of its Charging-Rule-Installs). */
    public static List<ChargingRule> chargingRuleDefinitions(AvpSet set) {
        List<ChargingRule> rules = new ArrayList<>();
        for (AvpSet install : CHARGING_RULE_INSTALL.groupedAll(set)) {
            for (AvpSet def : CHARGING_RULE_DEFINITION.groupedAll(install)) {
                List<Flow> flows = new ArrayList<>();
                for (AvpSet info : FLOW_INFORMATION.groupedAll(def)) {
                    flows.add(new Flow(Rx.FLOW_DESCRIPTION.requireString(info), (int) FLOW_DIRECTION.number(info, UNSPECIFIED)));
                }
                AvpSet q = QOS_INFORMATION.grouped(def);
                RuleQos qos = q == null ? null : new RuleQos(integer(QOS_CLASS_IDENTIFIER, q),
                        Avps.optional(Rx.MAX_REQUESTED_BANDWIDTH_UL, q), Avps.optional(Rx.MAX_REQUESTED_BANDWIDTH_DL, q),
                        Avps.optional(GUARANTEED_BITRATE_UL, q), Avps.optional(GUARANTEED_BITRATE_DL, q), arp(q));
                rules.add(new ChargingRule(CHARGING_RULE_NAME.requireString(def), flows, qos, Avps.optional(PRECEDENCE, def),
                        Avps.optional(Avps.RATING_GROUP, def), integer(ONLINE, def), integer(OFFLINE, def),
                        integer(METERING_METHOD, def)));
            }
        }
        return rules;
    }

    /** Adds one Charging-Rule-Remove naming the rules. */
    public static void addChargingRuleRemove(AvpSet set, List<String> ruleNames) {
        AvpSet remove = CHARGING_RULE_REMOVE.addGrouped(set);
        ruleNames.forEach(n -> CHARGING_RULE_NAME.add(remove, n));
    }

    /** Every rule a message removes. */
    public static List<String> removedRuleNames(AvpSet set) {
        List<String> names = new ArrayList<>();
        for (AvpSet remove : CHARGING_RULE_REMOVE.groupedAll(set)) {
            CHARGING_RULE_NAME.all(remove).forEach(a -> names.add(CHARGING_RULE_NAME.string(a)));
        }
        return names;
    }

    /** PCC-Rule-Status values (TS 29.212 §5.3.19). */
    public static final int ACTIVE = 0;
    public static final int INACTIVE = 1;
    public static final int TEMPORARILY_INACTIVE = 2;

    /**
     * A Charging-Rule-Report (TS 29.212 §5.3.18): the rules it names (Charging-Rule-Name), their PCC-Rule-Status
     * and, for a rule that failed, the Rule-Failure-Code (null when absent).
     */
    public record RuleReport(List<String> ruleNames, int status, Integer failureCode) {}

    public static void addChargingRuleReport(AvpSet set, RuleReport report) {
        AvpSet g = CHARGING_RULE_REPORT.addGrouped(set);
        report.ruleNames().forEach(n -> CHARGING_RULE_NAME.add(g, n));
        PCC_RULE_STATUS.add(g, report.status());
        if (report.failureCode() != null) {
            RULE_FAILURE_CODE.add(g, report.failureCode());
        }
    }

    public static List<RuleReport> chargingRuleReports(AvpSet set) {
        List<RuleReport> reports = new ArrayList<>();
        for (AvpSet g : CHARGING_RULE_REPORT.groupedAll(set)) {
            List<String> names = new ArrayList<>();
            CHARGING_RULE_NAME.all(g).forEach(a -> names.add(CHARGING_RULE_NAME.string(a)));
            reports.add(new RuleReport(names, (int) PCC_RULE_STATUS.number(g, ACTIVE), integer(RULE_FAILURE_CODE, g)));
        }
        return reports;
    }

    /** The Event-Trigger values of a message, in order. */
    public static List<Integer> eventTriggers(AvpSet set) {
        List<Integer> triggers = new ArrayList<>();
        EVENT_TRIGGER.all(set).forEach(a -> triggers.add((int) EVENT_TRIGGER.number(a)));
        return triggers;
    }

    /**
     * A Usage-Monitoring-Information (TS 29.212 §5.3.60): its Monitoring-Key, the Granted-Service-Unit (the PCRF's
     * thresholds) or the Used-Service-Unit (the PCEF's report), the Usage-Monitoring-Level, and
     * Usage-Monitoring-Support USAGE_MONITORING_DISABLED (the PCRF ends the monitoring). Null fields are absent.
     */
    public record UsageMonitoring(String monitoringKey, Avps.ServiceUnits granted, Avps.ServiceUnits used, Integer level,
                                  boolean disabled) {}

    /** Usage-Monitoring-Level SESSION_LEVEL (0), PCC_RULE_LEVEL (1). */
    public static final int SESSION_LEVEL = 0;

    public static void addUsageMonitoringInformation(AvpSet set, UsageMonitoring um) {
        AvpSet g = USAGE_MONITORING_INFORMATION.addGrouped(set);
        MONITORING_KEY.add(g, um.monitoringKey());
        if (um.granted() != null) {
            Avps.addServiceUnits(g, Avps.GRANTED_SERVICE_UNIT, um.granted());
        }
        if (um.used() != null) {
            Avps.addServiceUnits(g, Avps.USED_SERVICE_UNIT, um.used());
        }
        if (um.level() != null) {
            USAGE_MONITORING_LEVEL.add(g, um.level());
        }
        if (um.disabled()) {
            USAGE_MONITORING_SUPPORT.add(g, 0);
        }
    }

    public static List<UsageMonitoring> usageMonitoringInformation(AvpSet set) {
        List<UsageMonitoring> out = new ArrayList<>();
        for (AvpSet g : USAGE_MONITORING_INFORMATION.groupedAll(set)) {
            out.add(new UsageMonitoring(MONITORING_KEY.requireString(g), Avps.serviceUnits(g, Avps.GRANTED_SERVICE_UNIT),
                    Avps.serviceUnits(g, Avps.USED_SERVICE_UNIT), integer(USAGE_MONITORING_LEVEL, g),
                    USAGE_MONITORING_SUPPORT.find(g) != null && USAGE_MONITORING_SUPPORT.number(g, -1) == 0));
        }
        return out;
    }

    /** Adds QoS-Information with the APN aggregate maximum bit rates (APN-AMBR), in bit/s. */
    public static void addApnAggregateMaxBitrate(AvpSet set, long uplink, long downlink) {
        AvpSet qos = QOS_INFORMATION.addGrouped(set);
        APN_AGGREGATE_MAX_BITRATE_UL.add(qos, uplink);
        APN_AGGREGATE_MAX_BITRATE_DL.add(qos, downlink);
    }

    /** The APN-AMBR of a message's QoS-Information ({uplink, downlink} in bit/s); null when it has none. */
    public static long[] apnAggregateMaxBitrate(AvpSet set) {
        AvpSet qos = QOS_INFORMATION.grouped(set);
        if (qos == null || APN_AGGREGATE_MAX_BITRATE_UL.find(qos) == null || APN_AGGREGATE_MAX_BITRATE_DL.find(qos) == null) {
            return null;
        }
        return new long[] {APN_AGGREGATE_MAX_BITRATE_UL.requireNumber(qos), APN_AGGREGATE_MAX_BITRATE_DL.requireNumber(qos)};
    }

    /** Adds Default-EPS-Bearer-QoS {QCI, Allocation-Retention-Priority {Priority-Level}}. */
    public static void addDefaultEpsBearerQos(AvpSet set, int qci, int priorityLevel) {
        AvpSet qos = DEFAULT_EPS_BEARER_QOS.addGrouped(set);
        QOS_CLASS_IDENTIFIER.add(qos, qci);
        PRIORITY_LEVEL.add(ALLOCATION_RETENTION_PRIORITY.addGrouped(qos), priorityLevel);
    }

    /** The default bearer's QoS (TS 29.212 §5.3.48): its QCI and ARP. */
    public record DefaultBearerQos(int qci, Arp arp) {}

    /** Adds Default-EPS-Bearer-QoS {QCI, Allocation-Retention-Priority {Priority-Level, the pre-emption flags}}. */
    public static void addDefaultEpsBearerQos(AvpSet set, DefaultBearerQos qos) {
        AvpSet g = DEFAULT_EPS_BEARER_QOS.addGrouped(set);
        QOS_CLASS_IDENTIFIER.add(g, qos.qci());
        addArp(g, qos.arp());
    }

    /** A message's Default-EPS-Bearer-QoS; null when it has none (absent pre-emption flags read as TS 29.212's defaults). */
    public static DefaultBearerQos defaultEpsBearerQos(AvpSet set) {
        AvpSet g = DEFAULT_EPS_BEARER_QOS.grouped(set);
        if (g == null || QOS_CLASS_IDENTIFIER.find(g) == null) {
            return null;
        }
        Arp arp = arp(g);
        return new DefaultBearerQos((int) QOS_CLASS_IDENTIFIER.requireNumber(g), arp != null ? arp : new Arp(15, false, true));
    }

    /** The Allocation-Retention-Priority in a set; null when absent. */
    static Arp arp(AvpSet set) {
        AvpSet a = ALLOCATION_RETENTION_PRIORITY.grouped(set);
        if (a == null) {
            return null;
        }
        // TS 29.212 §5.3.46/47: capability defaults to DISABLED, vulnerability to ENABLED.
        return new Arp((int) PRIORITY_LEVEL.number(a, 15), PRE_EMPTION_CAPABILITY.number(a, 1) == 0,
                PRE_EMPTION_VULNERABILITY.number(a, 0) == 0);
    }

    private static Integer integer(AvpDef def, AvpSet set) {
        return def.find(set) == null ? null : (int) def.requireNumber(set);
    }

    /** Flow-Direction values (TS 29.212 §5.3.65). */
    public static final int UNSPECIFIED = 0;
    public static final int DOWNLINK = 1;
    public static final int UPLINK = 2;
    public static final int BIDIRECTIONAL = 3;

    /** Event-Trigger values by name (TS 29.212 §5.3.7), as the PCF's settings name them. */
    public static final java.util.Map<String, Integer> EVENT_TRIGGERS = java.util.Map.ofEntries(
            java.util.Map.entry("SGSN_CHANGE", 0), java.util.Map.entry("QOS_CHANGE", 1), java.util.Map.entry("RAT_CHANGE", 2),
            java.util.Map.entry("TFT_CHANGE", 3), java.util.Map.entry("PLMN_CHANGE", 4), java.util.Map.entry("LOSS_OF_BEARER", 5),
            java.util.Map.entry("RECOVERY_OF_BEARER", 6), java.util.Map.entry("IP-CAN_CHANGE", 7),
            java.util.Map.entry("QOS_CHANGE_EXCEEDING_AUTHORIZATION", 11), java.util.Map.entry("RAI_CHANGE", 12),
            java.util.Map.entry("USER_LOCATION_CHANGE", 13), java.util.Map.entry("NO_EVENT_TRIGGERS", 14),
            java.util.Map.entry("OUT_OF_CREDIT", 15), java.util.Map.entry("REALLOCATION_OF_CREDIT", 16),
            java.util.Map.entry("REVALIDATION_TIMEOUT", 17), java.util.Map.entry("UE_IP_ADDRESS_ALLOCATE", 18),
            java.util.Map.entry("UE_IP_ADDRESS_RELEASE", 19), java.util.Map.entry("DEFAULT_EPS_BEARER_QOS_CHANGE", 20),
            java.util.Map.entry("AN_GW_CHANGE", 21), java.util.Map.entry("SUCCESSFUL_RESOURCE_ALLOCATION", 22),
            java.util.Map.entry("RESOURCE_MODIFICATION_REQUEST", 23), java.util.Map.entry("UE_TIME_ZONE_CHANGE", 25),
            java.util.Map.entry("TAI_CHANGE", 26), java.util.Map.entry("ECGI_CHANGE", 27),
            java.util.Map.entry("CHARGING_CORRELATION_EXCHANGE", 28), java.util.Map.entry("APN-AMBR_MODIFICATION_FAILURE", 29),
            java.util.Map.entry("USAGE_REPORT", 33), java.util.Map.entry("DEFAULT-EPS-BEARER-QOS_MODIFICATION_FAILURE", 34),
            java.util.Map.entry("APPLICATION_START", 39), java.util.Map.entry("APPLICATION_STOP", 40));
    public static final int RAT_CHANGE = 2;
    public static final int IP_CAN_CHANGE = 7;
    public static final int NO_EVENT_TRIGGERS = 14;
    public static final int SUCCESSFUL_RESOURCE_ALLOCATION = 22;
    public static final int USAGE_REPORT = 33;
}
