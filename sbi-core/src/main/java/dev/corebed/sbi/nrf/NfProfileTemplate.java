package dev.corebed.sbi.nrf;

import dev.corebed.sbi.Json;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Pattern;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The part of the stub's NFProfile that {@code nrf.*} and the SBI server fix: identity, addresses,
 * services. Resolved once the SBI server listens (its ports may be chosen at bind time); the
 * contributors add the rest each time the profile is built.
 */
record NfProfileTemplate(
        String nfInstanceId,
        String nfType,
        String nfInstanceName,
        String fqdn,
        List<String> ipv4Addresses,
        List<String> ipv6Addresses,
        Integer priority,
        Integer capacity,
        String locality,
        int heartBeatTimer,
        List<Service> services,
        boolean servicesArray) {

    private static final Pattern VERSION = Pattern.compile("^(\\d+)\\.\\d+\\.\\d+.*$");

    /** One NFService with its endpoint port resolved. */
    record Service(String serviceInstanceId, String serviceName, List<String> versions, String scheme, int port,
                   String apiPrefix, List<String> allowedNfTypes) {}

    /** Refuses, at bean creation, settings that could never give a valid registration. */
    static void validate(NrfAgentProperties p) {
        if (p.apiRoot().isBlank()) {
            throw new IllegalArgumentException("nrf.agent.enabled=true needs nrf.api-root (the NRF's apiRoot)");
        }
        URI root;
        try {
            root = URI.create(p.apiRoot().trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("nrf.api-root is no URI: " + p.apiRoot(), e);
        }
        if (root.getHost() == null || !("http".equalsIgnoreCase(root.getScheme()) || "https".equalsIgnoreCase(root.getScheme()))) {
            throw new IllegalArgumentException("nrf.api-root must be http://host:port or https://host:port: " + p.apiRoot());
        }
        if (!p.nfInstanceId().isBlank()) {
            try {
                UUID.fromString(p.nfInstanceId());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("nrf.nf-instance-id must be a UUID (TS 29.571 NfInstanceId): " + p.nfInstanceId());
            }
        }
        if (p.heartBeatTimer() < 1) {
            throw new IllegalArgumentException("nrf.heart-beat-timer must be at least 1 (seconds)");
        }
        for (int i = 0; i < p.nfServices().size(); i++) {
            NrfAgentProperties.NfService s = p.nfServices().get(i);
            String at = "nrf.nf-services[" + i + "]";
            if (s.serviceName() == null || s.serviceName().isBlank()) {
                throw new IllegalArgumentException(at + ".service-name is mandatory");
            }
            if (s.versions().isEmpty()) {
                throw new IllegalArgumentException(at + ".versions is mandatory (full API versions, e.g. 1.2.0)");
            }
            for (String v : s.versions()) {
                if (!VERSION.matcher(v).matches()) {
                    throw new IllegalArgumentException(at + ".versions: " + v + " is no API version like 1.2.0");
                }
            }
            if (!s.scheme().equals("http") && !s.scheme().equals("https")) {
                throw new IllegalArgumentException(at + ".scheme must be http or https: " + s.scheme());
            }
        }
    }

    /**
     * @param sbiNf       {@code sbi.nf}, the default NF type and name
     * @param bindAddress {@code sbi.bind-address}, the default address
     * @param sbiPort     the h2c port as bound
     * @param tlsPort     the TLS port as bound, -1 when off
     */
    static NfProfileTemplate resolve(NrfAgentProperties p, String sbiNf, String bindAddress, int sbiPort, int tlsPort) {
        String nfType = p.nfType().isBlank() ? sbiNf.toUpperCase(Locale.ROOT) : p.nfType().trim();
        String fqdn = p.fqdn().isBlank() ? null : p.fqdn().trim();
        List<String> ipv4 = p.ipv4Addresses();
        List<String> ipv6 = p.ipv6Addresses();
        if (fqdn == null && ipv4.isEmpty() && ipv6.isEmpty()) {
            InetAddress a = AdvertisedAddress.of(bindAddress, p.apiRoot());
            if (a instanceof Inet6Address) {
                ipv6 = List.of(a.getHostAddress());
            } else {
                ipv4 = List.of(a.getHostAddress());
            }
        }
        String host = fqdn != null ? fqdn : !ipv4.isEmpty() ? ipv4.getFirst() : ipv6.getFirst();
        String id = p.nfInstanceId().isBlank()
                ? UUID.nameUUIDFromBytes(("corebed|" + nfType + "|" + host + "|" + sbiPort).getBytes(StandardCharsets.UTF_8)).toString()
                : p.nfInstanceId().toLowerCase(Locale.ROOT);
        List<Service> services = new ArrayList<>();
        for (NrfAgentProperties.NfService s : p.nfServices()) {
            int port;
            if (s.port() != null) {
                port = s.port();
            } else if (s.scheme().equals("https")) {
                if (tlsPort <= 0) {
                    throw new IllegalArgumentException("nrf.nf-services " + s.serviceName()
                            + ": scheme https needs sbi.tls-port or the service's port");
                }
                port = tlsPort;
            } else {
                port = sbiPort;
            }
            services.add(new Service(s.serviceInstanceId().isBlank() ? s.serviceName() : s.serviceInstanceId(),
                    s.serviceName(), s.versions(), s.scheme(), port, s.apiPrefix(), s.allowedNfTypes()));
        }
        String name = p.nfInstanceName().isBlank() ? sbiNf + "-stub" : p.nfInstanceName();
        return new NfProfileTemplate(id, nfType, name, fqdn, ipv4, ipv6, p.priority(), p.capacity(),
                p.locality().isBlank() ? null : p.locality(), p.heartBeatTimer(), List.copyOf(services), p.nfServicesArray());
    }

    /** The NFProfile of TS 29.510 §6.1.6.2.2, nfStatus REGISTERED, before the contributors' part. */
    ObjectNode toProfile() {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("nfInstanceId", nfInstanceId);
        n.put("nfInstanceName", nfInstanceName);
        n.put("nfType", nfType);
        n.put("nfStatus", "REGISTERED");
        n.put("heartBeatTimer", heartBeatTimer);
        if (fqdn != null) {
            n.put("fqdn", fqdn);
        }
        if (!ipv4Addresses.isEmpty()) {
            ipv4Addresses.forEach(n.putArray("ipv4Addresses")::add);
        }
        if (!ipv6Addresses.isEmpty()) {
            ipv6Addresses.forEach(n.putArray("ipv6Addresses")::add);
        }
        if (priority != null) {
            n.put("priority", priority);
        }
        if (capacity != null) {
            n.put("capacity", capacity);
        }
        if (locality != null) {
            n.put("locality", locality);
        }
        if (!services.isEmpty()) {
            // nfServiceList is the Rel-16+ form; nfServices (deprecated in Rel-17) is for NRFs that read only it.
            ArrayNode list = servicesArray ? n.putArray("nfServices") : null;
            ObjectNode map = n.putObject("nfServiceList");
            for (Service s : services) {
                ObjectNode service = service(s);
                map.set(s.serviceInstanceId(), service);
                if (list != null) {
                    list.add(service.deepCopy());
                }
            }
        }
        return n;
    }

    private ObjectNode service(Service s) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("serviceInstanceId", s.serviceInstanceId());
        n.put("serviceName", s.serviceName());
        ArrayNode versions = n.putArray("versions");
        for (String v : s.versions()) {
            var m = VERSION.matcher(v);
            m.matches();
            versions.addObject().put("apiVersionInUri", "v" + m.group(1)).put("apiFullVersion", v);
        }
        n.put("scheme", s.scheme());
        n.put("nfServiceStatus", "REGISTERED");
        if (fqdn != null) {
            n.put("fqdn", fqdn);
        }
        ArrayNode endpoints = n.putArray("ipEndPoints");
        for (String a : ipv4Addresses) {
            endpoints.addObject().put("ipv4Address", a).put("transport", "TCP").put("port", s.port());
        }
        for (String a : ipv6Addresses) {
            endpoints.addObject().put("ipv6Address", a).put("transport", "TCP").put("port", s.port());
        }
        if (endpoints.isEmpty()) {
            endpoints.addObject().put("transport", "TCP").put("port", s.port()); // the port with the fqdn
        }
        if (!s.apiPrefix().isBlank()) {
            n.put("apiPrefix", s.apiPrefix());
        }
        if (!s.allowedNfTypes().isEmpty()) {
            s.allowedNfTypes().forEach(n.putArray("allowedNfTypes")::add);
        }
        return n;
    }

}
