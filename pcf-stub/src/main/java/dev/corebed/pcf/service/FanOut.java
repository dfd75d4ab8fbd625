package dev.corebed.pcf.service;

import java.util.List;
import java.util.Set;

/**
 * What the PCF does at its peers for one session of a DNN (the seed's per-DNN variants, one setting each).
 *
 * @param udrReads     the UDR reads of a create, in order
 * @param udrSubscribe subscribe to the UE's policy data changes for the life of the session
 * @param chf          subscribe to the CHF's spending limits for the life of the session
 * @param binding      register the session's PCF binding in the BSF
 * @param nrfCache     reuse discovery results while their validityPeriod lasts
 * @param policy       the policy profile unless the subscriber's category names another
 * @param chfModifyTriggers an update reporting one of these triggers refreshes the CHF subscription first
 *                     (Nchf_SpendingLimitControl intermediate request) and is decided on the status the CHF answers
 * @param usageMonitoring session-level usage monitoring of the DNN's sessions; null = none
 */
public record FanOut(List<UdrRead> udrReads, boolean udrSubscribe, boolean chf, boolean binding, boolean nrfCache,
                     String policy, Set<String> chfModifyTriggers, UsageMonitoring usageMonitoring) {

    public FanOut {
        udrReads = List.copyOf(udrReads);
        chfModifyTriggers = Set.copyOf(chfModifyTriggers);
    }

    public FanOut(List<UdrRead> udrReads, boolean udrSubscribe, boolean chf, boolean binding, boolean nrfCache, String policy) {
        this(udrReads, udrSubscribe, chf, binding, nrfCache, policy, Set.of(), null);
    }
}
