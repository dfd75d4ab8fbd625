package dev.corebed.pcf.config;

import dev.corebed.diameter.DiameterNode;
import dev.corebed.pcf.service.PcfSelf;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.nrf.NrfAgent;
import java.net.InetAddress;
import java.net.UnknownHostException;
import org.springframework.beans.factory.ObjectProvider;
import tools.jackson.databind.JsonNode;

/**
 * This PCF's apiRoot: {@code stub.pcf.api-root} when set; else {@code http://<host>:<sbi port>}, the host being the
 * SBI bind address, or for a wildcard bind the address the NRF agent registers (what the NRF's other clients
 * reach), else the loopback. Its Diameter identity is the stub's Diameter node's (Origin-Host and -Realm).
 */
final class AdvertisedPcf implements PcfSelf {

    private final String configured;
    private final String bindAddress;
    private final ObjectProvider<SbiEndpoints> endpoints;
    private final ObjectProvider<NrfAgent> agent;
    private final ObjectProvider<DiameterNode> diameter;
    private volatile String resolved;

    AdvertisedPcf(String configured, String bindAddress, ObjectProvider<SbiEndpoints> endpoints, ObjectProvider<NrfAgent> agent,
                  ObjectProvider<DiameterNode> diameter) {
        this.diameter = diameter;
        String c = configured.trim();
        this.configured = c.endsWith("/") ? c.substring(0, c.length() - 1) : c;
        this.bindAddress = bindAddress;
        this.endpoints = endpoints;
        this.agent = agent;
    }

    @Override
    public String apiRoot() {
        if (!configured.isEmpty()) {
            return configured;
        }
        String r = resolved;
        if (r != null) {
            return r;
        }
        String host = bindAddress;
        boolean settled = true;
        if (wildcard(bindAddress)) {
            host = "127.0.0.1";
            NrfAgent a = agent.getIfAvailable();
            if (a != null && a.enabled()) {
                JsonNode profile = a.status().profile();
                JsonNode v4 = profile == null ? null : profile.path("ipv4Addresses").path(0);
                if (v4 != null && v4.isString()) {
                    host = v4.asString();
                } else {
                    settled = false; // not registered yet: look again next time
                }
            }
        } else if (host.contains(":")) {
            host = "[" + host + "]";
        }
        r = "http://" + host + ":" + endpoints.getObject().sbiPort();
        if (settled) {
            resolved = r;
        }
        return r;
    }

    @Override
    public String nfInstanceId() {
        NrfAgent a = agent.getIfAvailable();
        return a == null ? null : a.status().nfInstanceId();
    }

    @Override
    public String diameterHost() {
        DiameterNode node = diameter.getIfAvailable();
        return node == null || !node.isRunning() ? null : node.originHost();
    }

    @Override
    public String diameterRealm() {
        DiameterNode node = diameter.getIfAvailable();
        return node == null || !node.isRunning() ? null : node.originRealm();
    }

    private static boolean wildcard(String address) {
        try {
            return InetAddress.getByName(address).isAnyLocalAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
