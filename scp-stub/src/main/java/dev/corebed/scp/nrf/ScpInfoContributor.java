package dev.corebed.scp.nrf;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.nrf.NfProfileContributor;
import dev.corebed.scp.config.ScpProperties;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ObjectNode;

/**
 * scpInfo of the SCP's NFProfile (TS 29.510 ScpInfo): the ports it serves on per scheme (scpPorts, so a consumer
 * finds the h2c and the TLS port), and the localities of the region it serves as its domain (scpDomainInfoList is
 * left out: one domain). The profile's fqdn is the SCP's.
 */
@Component
public class ScpInfoContributor implements NfProfileContributor {

    private final ScpProperties scp;
    private final ObjectProvider<SbiEndpoints> endpoints;

    public ScpInfoContributor(ScpProperties scp, ObjectProvider<SbiEndpoints> endpoints) {
        this.scp = scp;
        this.endpoints = endpoints;
    }

    @Override
    public void contribute(ObjectNode profile) {
        ObjectNode info = Json.MAPPER.createObjectNode();
        SbiEndpoints ep = endpoints.getIfAvailable();
        if (ep != null) {
            ObjectNode ports = info.putObject("scpPorts");
            if (ep.sbiPort() > 0) {
                ports.put("http", ep.sbiPort());
            }
            if (ep.tlsPort() > 0) {
                ports.put("https", ep.tlsPort());
            }
            if (ports.isEmpty()) {
                info.remove("scpPorts");
            }
        }
        if (!profile.has("fqdn")) {
            profile.put("fqdn", scp.fqdn());
        }
        if (!scp.region().isEmpty()) {
            profile.put("locality", scp.region());
        }
        profile.set("scpInfo", info);
    }
}
