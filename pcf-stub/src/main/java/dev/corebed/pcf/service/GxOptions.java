package dev.corebed.pcf.service;

import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * The PCRF's Gx settings (stub.pcf.gx).
 *
 * @param defaults       the fan-out of an APN without settings of its own; {@code chf} there means the OCS over Sy
 * @param apns           per APN (the DNN of the session)
 * @param eventTriggers  the Event-Triggers (names, TS 29.212 §5.3.7) every Gx session subscribes to; the decision's
 *                       policyCtrlReqTriggers of a Gx session, USAGE_REPORT added with usage monitoring
 * @param syIntermediateTriggers a CCR-U reporting one of these Event-Triggers first asks the OCS for the counters
 *                       again (an intermediate SLR) and is decided on the answered statuses
 * @param snssai         the S-NSSAI a Gx session is decided under (the UDR's sm-data of that slice and the APN)
 */
public record GxOptions(FanOut defaults, Map<String, FanOut> apns, List<String> eventTriggers,
                        Set<Integer> syIntermediateTriggers, JsonNode snssai) {

    public GxOptions {
        apns = Map.copyOf(apns);
        eventTriggers = List.copyOf(eventTriggers);
        syIntermediateTriggers = Set.copyOf(syIntermediateTriggers);
    }

    public FanOut fanOut(String apn) {
        return apns.getOrDefault(apn, defaults);
    }
}
