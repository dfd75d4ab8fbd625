package dev.corebed.pcf.service;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How the PCF picks the policy profile of a session or association: the subscriber's category in the UDR (the
 * first of subscCats that names a profile), else the CHF's verdict, else the DNN's (or service's) profile, else the
 * S-NSSAI's, else {@code default}.
 *
 * @param profiles           by name; {@code default} is always there
 * @param snssaiPolicies     S-NSSAI key ({@code 1-000001}) → profile name
 * @param restrictedStatuses spending limit counter statuses that put the subscriber on restrictedPolicy
 * @param restrictedPolicy   the profile of a subscriber over a limit
 * @param policyCounterIds   the counters to subscribe to at the CHF; empty = all
 */
public record PolicyOptions(Map<String, PolicyProfile> profiles, Map<String, String> snssaiPolicies,
                            Set<String> restrictedStatuses, String restrictedPolicy, List<String> policyCounterIds) {

    public PolicyOptions {
        profiles = Map.copyOf(profiles);
        snssaiPolicies = Map.copyOf(snssaiPolicies);
        restrictedStatuses = Set.copyOf(restrictedStatuses);
        policyCounterIds = List.copyOf(policyCounterIds);
    }

    public PolicyProfile profile(String name) {
        PolicyProfile p = profiles.get(name);
        return p != null ? p : profiles.getOrDefault("default", PolicyProfile.empty("default"));
    }
}
