package dev.corebed.diameter.config;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code diameter.*}: a stub's Diameter node. Every default is listed in docs/configuration.md.
 *
 * @param port            TCP port; 0 = any free port; -1 = no Diameter node
 * @param originHost      this node's Diameter identity; empty = {@code <sbi.nf>.<origin-realm>}
 * @param hostIpAddresses Host-IP-Address in CER/CEA; empty = the bind address, or this host's address
 *                        when binding to all
 * @param applications    advertised in CER/CEA; empty = the applications of the stub's handlers
 * @param watchdogTimer   Tw (RFC 3539); jDiameter adds ±2 s of jitter, so at least 3 s
 * @param reconnectTimer  Tc (RFC 6733 §2.1), for the peers this node connects to
 * @param requestTimeout  how long a request this node sends waits for its answer
 */
@ConfigurationProperties("diameter")
public record DiameterProperties(
        @DefaultValue("3868") int port,
        @DefaultValue("0.0.0.0") String bindAddress,
        String originHost,
        @DefaultValue("corebed.test") String originRealm,
        List<String> hostIpAddresses,
        @DefaultValue("10415") long vendorId,
        @DefaultValue("corebed") String productName,
        List<Application> applications,
        List<Peer> peers,
        @DefaultValue("true") boolean acceptUndefinedPeers,
        @DefaultValue("30s") Duration watchdogTimer,
        @DefaultValue("30s") Duration reconnectTimer,
        @DefaultValue("5s") Duration requestTimeout,
        @DefaultValue("true") boolean histogram) {

    public DiameterProperties {
        hostIpAddresses = hostIpAddresses == null ? List.of() : List.copyOf(hostIpAddresses);
        applications = applications == null ? List.of() : List.copyOf(applications);
        peers = peers == null ? List.of() : List.copyOf(peers);
        if (port < -1 || port > 65535) {
            throw new IllegalArgumentException("diameter.port must be -1..65535");
        }
        if (watchdogTimer.toMillis() < 3000) {
            throw new IllegalArgumentException("diameter.watchdog-timer must be at least 3s (jDiameter jitters it by ±2s)");
        }
    }

    /** An application served: Vendor-Id (0 for an IETF application) and Auth-Application-Id. */
    public record Application(@DefaultValue("10415") long vendorId, long authApplicationId) {}

    /**
     * A peer known in advance.
     *
     * @param uri     its Diameter URI, aaa://host:port; the host is its Diameter identity (Origin-Host)
     * @param realm   its Origin-Realm; empty = this node's realm
     * @param address where to connect; empty = the URI's host
     * @param connect true = this node connects (and reconnects every Tc); false = it only accepts the peer
     */
    public record Peer(String uri, String realm, String address, @DefaultValue("true") boolean connect) {}
}
