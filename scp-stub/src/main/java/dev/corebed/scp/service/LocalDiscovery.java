package dev.corebed.scp.service;

import dev.corebed.scp.store.ProducerView;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Delegated discovery answered from the SCP's own view of the producers (the seed's "static discovery"): the
 * parameters it can judge from a profile (the NF type, services, instance and set, slices, DNN, SUPI ranges, group
 * ids, data sets, routing indicators) filter the view's profiles of the target type. A query with any other
 * parameter is not answered here ({@code null}): only the NRF can.
 */
public final class LocalDiscovery {

    /** Parameters that only order the answer, or that a profile does not restrict. */
    private static final Set<String> ORDERING = Set.of("requester-nf-type", "preferred-locality", "preferred-api-versions",
            "preferred-nf-instances", "preferred-target-nf-instance-id", "requester-nf-instance-id",
            "requester-nf-instance-fqdn", "requester-plmn-list", "target-plmn-list", "supported-features", "limit",
            "max-payload-size", "max-payload-size-ext");
    private static final Set<String> FILTERS = Set.of("target-nf-type", "service-names", "target-nf-instance-id",
            "target-nf-set-id", "snssais", "dnn", "supi", "group-id-list", "data-set", "routing-indicator");

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final ProducerView view;

    public LocalDiscovery(ProducerView view) {
        this.view = view;
    }

    /** The view's producers for the query, or null when a parameter is one the view cannot judge. */
    public List<Producer> find(DiscoveryQuery q) {
        for (String name : q.names()) {
            if (!FILTERS.contains(name) && !ORDERING.contains(name)) {
                return null;
            }
        }
        String type = q.get("target-nf-type");
        if (type == null) {
            return null;
        }
        List<Producer> out = new ArrayList<>();
        for (Producer p : view.ofType(type)) {
            if (p.registered() && matches(p, q)) {
                out.add(p);
            }
        }
        return out;
    }

    private static boolean matches(Producer p, DiscoveryQuery q) {
        String v;
        if ((v = q.get("target-nf-instance-id")) != null && !v.equalsIgnoreCase(p.id())) {
            return false;
        }
        if ((v = q.get("target-nf-set-id")) != null && p.nfSets().stream().noneMatch(v::equalsIgnoreCase)) {
            return false;
        }
        if ((v = q.get("service-names")) != null) {
            Set<String> wanted = Set.of(v.split(","));
            if (p.services().stream().noneMatch(s -> wanted.contains(s.name()))) {
                return false;
            }
        }
        if ((v = q.get("requester-nf-type")) != null) {
            JsonNode allowed = p.profile().path("allowedNfTypes");
            if (allowed.isArray() && !allowed.isEmpty() && !contains(allowed, v)) {
                return false;
            }
        }
        if ((v = q.get("snssais")) != null && !slices(p, v)) {
            return false;
        }
        if ((v = q.get("dnn")) != null && !infoValues(p.profile(), Set.of("dnn", "dnnList")).isEmpty()
                && !infoValues(p.profile(), Set.of("dnn", "dnnList")).contains(v.toLowerCase())) {
            return false;
        }
        if ((v = q.get("supi")) != null && !supi(p.profile(), v)) {
            return false;
        }
        if ((v = q.get("group-id-list")) != null) {
            Set<String> groups = infoValues(p.profile(), Set.of("groupId"));
            if (!groups.isEmpty() && java.util.Arrays.stream(v.split(",")).noneMatch(g -> groups.contains(g.toLowerCase()))) {
                return false;
            }
        }
        if ((v = q.get("data-set")) != null) {
            Set<String> sets = infoValues(p.profile(), Set.of("supportedDataSets"));
            if (!sets.isEmpty() && !sets.contains(v.toLowerCase())) {
                return false;
            }
        }
        if ((v = q.get("routing-indicator")) != null) {
            Set<String> ris = infoValues(p.profile(), Set.of("routingIndicators"));
            if (!ris.isEmpty() && !ris.contains(v.toLowerCase())) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(JsonNode array, String value) {
        for (JsonNode n : array) {
            if (n.asString().equalsIgnoreCase(value)) {
                return true;
            }
        }
        return false;
    }

    /** Any of the query's slices among the profile's (or its services') sNssais; a profile without any serves all. */
    private static boolean slices(Producer p, String json) {
        Set<String> offered = new HashSet<>();
        p.profile().path("sNssais").forEach(s -> offered.add(slice(s)));
        p.profile().path("nfServiceList").forEach(svc -> svc.path("sNssais").forEach(s -> offered.add(slice(s))));
        if (offered.isEmpty()) {
            return true;
        }
        try {
            for (JsonNode s : JSON.readTree(json)) {
                if (offered.contains(slice(s))) {
                    return true;
                }
            }
        } catch (RuntimeException e) {
            return false;
        }
        return false;
    }

    private static String slice(JsonNode s) {
        return s.path("sst").asInt(-1) + "-" + s.path("sd").asString("").toLowerCase();
    }

    /** Within the profile's *Info objects (smfInfo, udmInfo, pcfInfo...), every value of these attributes, lower case. */
    static Set<String> infoValues(JsonNode profile, Set<String> fields) {
        Set<String> out = new HashSet<>();
        for (Map.Entry<String, JsonNode> e : profile.properties()) {
            if (e.getKey().endsWith("Info") || e.getKey().endsWith("InfoList") || e.getKey().endsWith("InfoExt")) {
                collect(e.getValue(), fields, out, 0);
            }
        }
        return out;
    }

    private static void collect(JsonNode node, Set<String> fields, Set<String> out, int depth) {
        if (depth > 6) {
            return;
        }
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                if (fields.contains(e.getKey())) {
                    if (e.getValue().isArray()) {
                        e.getValue().forEach(v -> {
                            if (v.isString()) {
                                out.add(v.asString().toLowerCase());
                            }
                        });
                    } else if (e.getValue().isString()) {
                        out.add(e.getValue().asString().toLowerCase());
                    }
                } else if (e.getValue().isContainer()) {
                    collect(e.getValue(), fields, out, depth + 1);
                }
            }
        } else if (node.isArray()) {
            node.forEach(n -> collect(n, fields, out, depth + 1));
        }
    }

    /** The SUPI in one of the profile's supiRanges (start..end of the same length, or pattern); none = any. */
    private static boolean supi(JsonNode profile, String supi) {
        String digits = supi.startsWith("imsi-") ? supi.substring(5) : supi;
        List<JsonNode> ranges = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : profile.properties()) {
            if (e.getKey().endsWith("Info")) {
                e.getValue().path("supiRanges").forEach(ranges::add);
                e.getValue().path("supiRangeList").forEach(ranges::add);
            }
        }
        if (ranges.isEmpty()) {
            return true;
        }
        for (JsonNode r : ranges) {
            String start = r.path("start").asString(null);
            String end = r.path("end").asString(null);
            String pattern = r.path("pattern").asString(null);
            if (start != null && end != null && start.length() == digits.length()
                    && start.compareTo(digits) <= 0 && end.compareTo(digits) >= 0) {
                return true;
            }
            if (pattern != null) {
                try {
                    if (supi.matches(pattern) || digits.matches(pattern)) {
                        return true;
                    }
                } catch (RuntimeException bad) {
                    // a profile's bad pattern matches nothing
                }
            }
        }
        return false;
    }
}
