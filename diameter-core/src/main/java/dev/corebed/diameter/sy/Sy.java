package dev.corebed.diameter.sy;

import static dev.corebed.diameter.AvpType.ENUMERATED;
import static dev.corebed.diameter.AvpType.GROUPED;
import static dev.corebed.diameter.AvpType.TIME;
import static dev.corebed.diameter.AvpType.UTF8_STRING;

import dev.corebed.diameter.AvpDef;
import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterApplication;
import java.util.ArrayList;
import java.util.List;
import org.jdiameter.api.AvpSet;

/**
 * Sy (TS 29.219): PCRF ↔ OCS, policy counter status. Application 16777302, commands Spending-Limit
 * (SLR/SLA), Spending-Status-Notification (SNR/SNA) and Session-Termination (STR/STA). Its AVPs are not
 * in jDiameter 2.1.0's dictionary.
 */
public final class Sy {

    public static final DiameterApplication APPLICATION = new DiameterApplication("sy", 10415, 16777302, false);

    // TS 29.219 §5.3
    public static final AvpDef POLICY_COUNTER_IDENTIFIER = AvpDef.tgpp(2901, "Policy-Counter-Identifier", UTF8_STRING);
    public static final AvpDef POLICY_COUNTER_STATUS = AvpDef.tgpp(2902, "Policy-Counter-Status", UTF8_STRING);
    public static final AvpDef POLICY_COUNTER_STATUS_REPORT = AvpDef.tgpp(2903, "Policy-Counter-Status-Report", GROUPED);
    /** INITIAL_REQUEST (0), INTERMEDIATE_REQUEST (1). */
    public static final AvpDef SL_REQUEST_TYPE = AvpDef.tgpp(2904, "SL-Request-Type", ENUMERATED).values(0, 1);
    public static final int INITIAL_REQUEST = 0;
    public static final int INTERMEDIATE_REQUEST = 1;
    public static final AvpDef PENDING_POLICY_COUNTER_INFORMATION =
            AvpDef.tgpp(2905, "Pending-Policy-Counter-Information", GROUPED);
    public static final AvpDef PENDING_POLICY_COUNTER_CHANGE_TIME =
            AvpDef.tgpp(2906, "Pending-Policy-Counter-Change-Time", TIME);

    /** Spending-Limit (§5.6.1): the PCRF subscribes to policy counters (initial or intermediate). */
    public static final Command SLR = Command.of(APPLICATION, 8388635, "SLR", "SLA", Avps.SESSION_ID,
            Avps.AUTH_APPLICATION_ID, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM, Avps.DESTINATION_REALM, SL_REQUEST_TYPE)
            .optional(Avps.ORIGIN_STATE_ID);
    /** Spending-Status-Notification (§5.6.3): the OCS reports a counter's new status. */
    public static final Command SNR = Command.of(APPLICATION, 8388636, "SNR", "SNA", Avps.SESSION_ID,
            Avps.AUTH_APPLICATION_ID, Avps.ORIGIN_HOST, Avps.ORIGIN_REALM, Avps.DESTINATION_REALM, Avps.DESTINATION_HOST)
            .optional(Avps.ORIGIN_STATE_ID);
    /** Session-Termination (§5.6.5): the PCRF ends the subscription. */
    public static final Command STR = Command.of(APPLICATION, 275, "STR", "STA", Avps.SESSION_ID, Avps.ORIGIN_HOST,
            Avps.ORIGIN_REALM, Avps.DESTINATION_REALM, Avps.AUTH_APPLICATION_ID, Avps.TERMINATION_CAUSE)
            .optional(Avps.ORIGIN_STATE_ID);

    public static final List<AvpDef> DEFINITIONS = List.of(POLICY_COUNTER_IDENTIFIER, POLICY_COUNTER_STATUS,
            POLICY_COUNTER_STATUS_REPORT, SL_REQUEST_TYPE, PENDING_POLICY_COUNTER_INFORMATION,
            PENDING_POLICY_COUNTER_CHANGE_TIME);

    private Sy() {}

    /** The Policy-Counter-Identifiers a request subscribes to. */
    public static List<String> policyCounterIdentifiers(AvpSet set) {
        List<String> ids = new ArrayList<>();
        POLICY_COUNTER_IDENTIFIER.all(set).forEach(a -> ids.add(POLICY_COUNTER_IDENTIFIER.string(a)));
        return ids;
    }

    /** The Policy-Counter-Status-Reports of a message: each counter's status, in order. */
    public static java.util.Map<String, String> policyCounterStatusReports(AvpSet set) {
        java.util.Map<String, String> statuses = new java.util.LinkedHashMap<>();
        for (AvpSet report : POLICY_COUNTER_STATUS_REPORT.groupedAll(set)) {
            statuses.put(POLICY_COUNTER_IDENTIFIER.requireString(report), POLICY_COUNTER_STATUS.requireString(report));
        }
        return statuses;
    }

    /** Adds Policy-Counter-Status-Report {Policy-Counter-Identifier, Policy-Counter-Status}. */
    public static void addPolicyCounterStatusReport(AvpSet set, String counter, String status) {
        AvpSet report = POLICY_COUNTER_STATUS_REPORT.addGrouped(set);
        POLICY_COUNTER_IDENTIFIER.add(report, counter);
        POLICY_COUNTER_STATUS.add(report, status);
    }
}
