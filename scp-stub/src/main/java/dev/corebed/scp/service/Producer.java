package dev.corebed.scp.service;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * An NF instance the SCP can route to, as its NF profile (TS 29.510 NFProfile) says: what selection and reselection
 * need, read once when the profile arrives (from the NRF's notifications, its audit, or a discovery answer).
 * Immutable; a new profile is a new Producer.
 *
 * @param profile the profile as received, for the discovery parameters the SCP matches locally
 */
public record Producer(String id, String nfType, String status, List<String> nfSets, String locality, int priority,
                       int capacity, int load, List<Service> services, JsonNode profile) {

    /** Priority when a profile and its service name none (TS 29.510: lower values are preferred). */
    static final int DEFAULT_PRIORITY = 100;
    /** Capacity when none is named: all equal. */
    static final int DEFAULT_CAPACITY = 100;

    /**
     * One NF service instance of the profile.
     *
     * @param versions  its apiVersionInUri values ("v1")
     * @param apiRoot   where it is reached; null when the profile gives no address for it
     * @param priority  the service's own priority, else the profile's
     * @param capacity  likewise
     * @param load      likewise (0-100)
     */
    public record Service(String instanceId, String name, Set<String> versions, ApiRoot apiRoot, int priority, int capacity,
                          int load, String status, List<String> setIds) {

        public boolean registered() {
            return status == null || status.equals("REGISTERED");
        }
    }

    public boolean registered() {
        return "REGISTERED".equals(status);
    }

    /** The first registered service of that name with an address; null when none. */
    public Service service(String name) {
        for (Service s : services) {
            if (s.name().equals(name) && s.registered() && s.apiRoot() != null) {
                return s;
            }
        }
        return null;
    }

    /**
     * Reads a profile: nfInstanceId, nfType and nfStatus are required; services come from nfServiceList (Rel-16+) or
     * the nfServices array.
     *
     * @throws IllegalArgumentException when a required attribute is missing
     */
    public static Producer of(JsonNode p) {
        String id = text(p, "nfInstanceId");
        String type = text(p, "nfType");
        if (id == null || type == null) {
            throw new IllegalArgumentException("an NF profile needs nfInstanceId and nfType");
        }
        String status = text(p, "nfStatus");
        int priority = p.path("priority").asInt(DEFAULT_PRIORITY);
        int capacity = p.path("capacity").asInt(DEFAULT_CAPACITY);
        int load = p.path("load").asInt(0);
        String fqdn = text(p, "fqdn");
        String ipv4 = p.path("ipv4Addresses").path(0).asString(null);
        String ipv6 = p.path("ipv6Addresses").path(0).asString(null);
        List<Service> services = new ArrayList<>();
        JsonNode list = p.path("nfServiceList");
        Iterator<JsonNode> it = list.isObject() ? list.values().iterator() : p.path("nfServices").values().iterator();
        while (it.hasNext()) {
            JsonNode s = it.next();
            services.add(service(s, fqdn, ipv4, ipv6, priority, capacity, load));
        }
        return new Producer(id, type, status == null ? "REGISTERED" : status, strings(p.path("nfSetIdList")),
                text(p, "locality"), priority, capacity, load, List.copyOf(services), p);
    }

    private static Service service(JsonNode s, String fqdn, String ipv4, String ipv6, int priority, int capacity, int load) {
        Set<String> versions = new LinkedHashSet<>();
        s.path("versions").forEach(v -> {
            String uri = v.path("apiVersionInUri").asString(null);
            if (uri != null) {
                versions.add(uri);
            }
        });
        String scheme = s.path("scheme").asString("http");
        boolean tls = scheme.equalsIgnoreCase("https");
        JsonNode ep = s.path("ipEndPoints").path(0);
        String host = null;
        int port = ep.path("port").asInt(tls ? 443 : 80);
        if (ep.isObject() && ep.hasNonNull("ipv4Address")) {
            host = ep.get("ipv4Address").asString();
        } else if (ep.isObject() && ep.hasNonNull("ipv6Address")) {
            host = "[" + ep.get("ipv6Address").asString() + "]";
        } else if (s.hasNonNull("fqdn")) {
            host = s.get("fqdn").asString();
        } else if (fqdn != null) {
            host = fqdn;
        } else if (ipv4 != null) {
            host = ipv4;
        } else if (ipv6 != null) {
            host = "[" + ipv6 + "]";
        }
        ApiRoot root = null;
        if (host != null) {
            String prefix = s.path("apiPrefix").asString("");
            try {
                root = ApiRoot.parse((tls ? "https://" : "http://") + host + ":" + port + prefix);
            } catch (IllegalArgumentException e) {
                root = null; // an address nobody can reach: the service is not routable
            }
        }
        return new Service(s.path("serviceInstanceId").asString(""), s.path("serviceName").asString(""), Set.copyOf(versions),
                root, s.path("priority").asInt(priority), s.path("capacity").asInt(capacity), s.path("load").asInt(load),
                s.path("nfServiceStatus").asString("REGISTERED"), strings(s.path("nfServiceSetIdList")));
    }

    private static String text(JsonNode p, String name) {
        JsonNode v = p.get(name);
        return v == null || v.isNull() ? null : v.asString();
    }

    private static List<String> strings(JsonNode array) {
        if (!array.isArray() || array.isEmpty()) {
            return List.of();
        }
        List<String> out = new ArrayList<>(array.size());
        array.forEach(v -> out.add(v.asString()));
        return List.copyOf(out);
    }

    @Override
    public String toString() {
        return nfType + " " + id;
    }

    /** The addresses of its services, for the view's index by endpoint. */
    public Map<String, Service> byAuthority() {
        Map<String, Service> m = new java.util.HashMap<>();
        for (Service s : services) {
            if (s.apiRoot() != null) {
                m.putIfAbsent(s.apiRoot().authority(), s);
            }
        }
        return m;
    }
}
