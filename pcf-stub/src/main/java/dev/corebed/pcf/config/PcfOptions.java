package dev.corebed.pcf.config;

import dev.corebed.pcf.client.Peer;
import dev.corebed.pcf.service.FanOut;
import dev.corebed.pcf.service.GxOptions;
import dev.corebed.pcf.service.PeerOptions;
import dev.corebed.pcf.service.PolicyAssociationService;
import dev.corebed.pcf.service.PolicyOptions;
import dev.corebed.pcf.service.PolicyProfile;
import dev.corebed.pcf.service.SmPolicyOptions;
import dev.corebed.pcf.service.UdrRead;
import dev.corebed.pcf.service.UsageMonitoring;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The services' option records, built from {@code stub.pcf.*} and checked at start (a bad value stops the stub). */
final class PcfOptions {

    private PcfOptions() {}

    static SmPolicyOptions sm(PcfProperties p) {
        PcfProperties.Sm sm = p.sm();
        FanOut defaults = new FanOut(reads(sm.udrReads(), "stub.pcf.sm.udr-reads"), sm.udrSubscribe(), sm.chf(), sm.binding(),
                sm.nrfCache(), sm.policy(), Set.copyOf(sm.chfModifyTriggers()), usageMonitoring(sm.usageMonitoring(),
                sm.usageMonitoringKey(), sm.usageVolumeThreshold(), sm.usageAllowedVolume(), "stub.pcf.sm"));
        Map<String, FanOut> dnns = new LinkedHashMap<>();
        p.dnns().forEach((dnn, d) -> dnns.put(dnn, new FanOut(
                d.udrReads() != null ? reads(d.udrReads(), "stub.pcf.dnns." + dnn + ".udr-reads") : defaults.udrReads(),
                d.udrSubscribe() != null ? d.udrSubscribe() : defaults.udrSubscribe(),
                d.chf() != null ? d.chf() : defaults.chf(),
                d.binding() != null ? d.binding() : defaults.binding(),
                d.nrfCache() != null ? d.nrfCache() : defaults.nrfCache(),
                d.policy() != null ? d.policy() : defaults.policy(),
                d.chfModifyTriggers() != null ? Set.copyOf(d.chfModifyTriggers()) : defaults.chfModifyTriggers(),
                usageMonitoring(d.usageMonitoring() != null ? d.usageMonitoring() : sm.usageMonitoring(),
                        d.usageMonitoringKey() != null ? d.usageMonitoringKey() : sm.usageMonitoringKey(),
                        d.usageVolumeThreshold() != null ? d.usageVolumeThreshold() : sm.usageVolumeThreshold(),
                        d.usageAllowedVolume() != null ? d.usageAllowedVolume() : sm.usageAllowedVolume(), "stub.pcf.dnns." + dnn))));
        hex(sm.supportedFeatures(), "stub.pcf.sm.supported-features");
        return new SmPolicyOptions(defaults, dnns, sm.triggers(), sm.rejectUnsubscribedTriggers(), sm.validateUser(),
                sm.supportedFeatures());
    }

    /** The Gx settings: an APN's fan-out as {@link #sm}'s, its {@code chf} being the OCS over Sy. */
    static GxOptions gx(PcfProperties p) {
        PcfProperties.Gx g = p.gx();
        FanOut defaults = new FanOut(reads(g.udrReads(), "stub.pcf.gx.udr-reads"), g.udrSubscribe(), g.sy(), g.binding(),
                g.nrfCache(), g.policy(), Set.of(), usageMonitoring(g.usageMonitoring(), g.usageMonitoringKey(),
                g.usageVolumeThreshold(), g.usageAllowedVolume(), "stub.pcf.gx"));
        Map<String, FanOut> apns = new LinkedHashMap<>();
        g.apns().forEach((apn, a) -> apns.put(apn, new FanOut(
                a.udrReads() != null ? reads(a.udrReads(), "stub.pcf.gx.apns." + apn + ".udr-reads") : defaults.udrReads(),
                a.udrSubscribe() != null ? a.udrSubscribe() : defaults.udrSubscribe(),
                a.sy() != null ? a.sy() : defaults.chf(),
                a.binding() != null ? a.binding() : defaults.binding(),
                a.nrfCache() != null ? a.nrfCache() : defaults.nrfCache(),
                a.policy() != null ? a.policy() : defaults.policy(), Set.of(),
                usageMonitoring(a.usageMonitoring() != null ? a.usageMonitoring() : g.usageMonitoring(),
                        a.usageMonitoringKey() != null ? a.usageMonitoringKey() : g.usageMonitoringKey(),
                        a.usageVolumeThreshold() != null ? a.usageVolumeThreshold() : g.usageVolumeThreshold(),
                        a.usageAllowedVolume() != null ? a.usageAllowedVolume() : g.usageAllowedVolume(),
                        "stub.pcf.gx.apns." + apn))));
        Set<Integer> intermediate = new java.util.HashSet<>();
        for (String t : g.syIntermediateTriggers()) {
            intermediate.add(eventTrigger(t, "stub.pcf.gx.sy-intermediate-triggers"));
        }
        g.eventTriggers().forEach(t -> eventTrigger(t, "stub.pcf.gx.event-triggers"));
        return new GxOptions(defaults, apns, g.eventTriggers(), intermediate, snssai(g.snssai()));
    }

    private static int eventTrigger(String name, String setting) {
        Integer value = dev.corebed.diameter.gx.Gx.EVENT_TRIGGERS.get(name);
        if (value == null) {
            throw new IllegalArgumentException(setting + ": " + name + " is not an Event-Trigger of TS 29.212 ("
                    + String.join(", ", new java.util.TreeSet<>(dev.corebed.diameter.gx.Gx.EVENT_TRIGGERS.keySet())) + ")");
        }
        return value;
    }

    /** {@code 1} or {@code 1-000001} as an Snssai. */
    static tools.jackson.databind.node.ObjectNode snssai(String key) {
        if (!key.matches("[0-9]{1,3}(-[0-9A-Fa-f]{6})?")) {
            throw new IllegalArgumentException("stub.pcf.gx.snssai: <sst> or <sst>-<sd>, got " + key);
        }
        String[] parts = key.split("-");
        var s = dev.corebed.sbi.Json.MAPPER.createObjectNode().put("sst", Integer.parseInt(parts[0]));
        if (parts.length > 1) {
            s.put("sd", parts[1].toLowerCase(java.util.Locale.ROOT));
        }
        return s;
    }

    static UsageMonitoring usageMonitoring(boolean on, String key, long threshold, long allowed, String setting) {
        if (!on) {
            return null;
        }
        if (key == null || key.isBlank() || key.length() > 255) {
            throw new IllegalArgumentException(setting + ".usage-monitoring-key: 1 to 255 characters");
        }
        if (threshold <= 0 || allowed < 0) {
            throw new IllegalArgumentException(setting + ".usage-volume-threshold must be > 0 and usage-allowed-volume >= 0");
        }
        return new UsageMonitoring(key, threshold, allowed);
    }

    static PolicyAssociationService.Options am(PcfProperties p) {
        PcfProperties.Am am = p.am();
        return new PolicyAssociationService.Options("AM", "/npcf-am-policy-control/v1/policies/", reads(am.udrReads(), "stub.pcf.am.udr-reads"),
                am.udrSubscribe(), am.chf(), false, am.policy(), am.triggers(), hex(am.supportedFeatures(), "stub.pcf.am.supported-features"),
                p.sm().nrfCache());
    }

    static PolicyAssociationService.Options ue(PcfProperties p) {
        PcfProperties.Ue ue = p.ue();
        return new PolicyAssociationService.Options("UE", "/npcf-ue-policy-control/v1/policies/", reads(ue.udrReads(), "stub.pcf.ue.udr-reads"),
                ue.udrSubscribe(), false, ue.n1n2(), "default", ue.triggers() == null ? List.of() : ue.triggers(),
                hex(ue.supportedFeatures(), "stub.pcf.ue.supported-features"), p.sm().nrfCache());
    }

    static List<UdrRead> reads(List<String> names, String setting) {
        try {
            return names.stream().filter(n -> !n.isBlank()).map(UdrRead::of).toList();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(setting + ": " + e.getMessage(), e);
        }
    }

    static PolicyOptions policies(PcfProperties p) {
        Map<String, PolicyProfile> profiles = new LinkedHashMap<>();
        profiles.put("default", PolicyProfile.empty("default"));
        p.policies().forEach((name, v) -> profiles.put(name, new PolicyProfile(name, v.sessionAmbrUplink(),
                v.sessionAmbrDownlink(), v.default5qi(), v.arpPriorityLevel(), v.maxbrUplink(), v.maxbrDownlink(),
                v.ratingGroup(), v.rfsp(), v.ueAmbrUplink(), v.ueAmbrDownlink(), v.predefinedRules())));
        PcfProperties.Chf chf = p.chf();
        return new PolicyOptions(profiles, p.snssaiPolicies(), Set.copyOf(chf.restrictedStatuses()), chf.restrictedPolicy(),
                chf.policyCounterIds() == null ? List.of() : chf.policyCounterIds());
    }

    static Map<Peer, String> configuredPeers(PcfProperties.Peers p) {
        Map<Peer, String> roots = new EnumMap<>(Peer.class);
        roots.put(Peer.UDR, p.udr().apiRoot().trim());
        roots.put(Peer.CHF, p.chf().apiRoot().trim());
        roots.put(Peer.BSF, p.bsf().apiRoot().trim());
        roots.put(Peer.AMF, p.amf().apiRoot().trim());
        return roots;
    }

    static PeerOptions peers(PcfProperties.Peers p) {
        Set<Peer> failing = EnumSet.noneOf(Peer.class);
        if (p.udr().onFailure() == PcfProperties.OnFailure.FAIL) {
            failing.add(Peer.UDR);
        }
        if (p.chf().onFailure() == PcfProperties.OnFailure.FAIL) {
            failing.add(Peer.CHF);
        }
        if (p.bsf().onFailure() == PcfProperties.OnFailure.FAIL) {
            failing.add(Peer.BSF);
        }
        if (p.amf().onFailure() == PcfProperties.OnFailure.FAIL) {
            failing.add(Peer.AMF);
        }
        if (p.ocs().onFailure() == PcfProperties.OnFailure.FAIL) {
            failing.add(Peer.OCS);
        }
        return new PeerOptions(failing, p.udr().groupId().trim());
    }

    static String hex(String value, String setting) {
        if (!value.matches("[A-Fa-f0-9]+")) {
            throw new IllegalArgumentException(setting + " is a hex string, got " + value);
        }
        return value;
    }
}
