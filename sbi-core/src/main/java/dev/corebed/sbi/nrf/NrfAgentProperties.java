package dev.corebed.sbi.nrf;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code nrf.*}: where the stub registers itself (the NRF agent) and what its NFProfile says.
 * Every default is listed in docs/configuration.md.
 *
 * @param apiRoot        the NRF's apiRoot ({@code http://127.0.0.1:8081}); empty = no registration
 * @param nfInstanceId   empty = a UUID derived from the NF type, address and SBI port, stable across restarts
 * @param nfType         empty = {@code sbi.nf} in upper case
 * @param nfInstanceName empty = {@code <sbi.nf>-stub}
 * @param fqdn           the profile's fqdn; none by default
 * @param ipv4Addresses  none of fqdn / ipv4 / ipv6 set = the SBI bind address, or this host's address when it binds all
 * @param heartBeatTimer seconds proposed in the registration; the NRF's answer decides
 * @param nfServices     the services of the profile, in nfServiceList
 * @param nfServicesArray also send them as the nfServices array (deprecated in Rel-17, the only form before Rel-16)
 */
@ConfigurationProperties("nrf")
public record NrfAgentProperties(
        @DefaultValue("") String apiRoot,
        @DefaultValue Agent agent,
        @DefaultValue("") String nfInstanceId,
        @DefaultValue("") String nfType,
        @DefaultValue("") String nfInstanceName,
        @DefaultValue("") String fqdn,
        List<String> ipv4Addresses,
        List<String> ipv6Addresses,
        Integer priority,
        Integer capacity,
        @DefaultValue("") String locality,
        @DefaultValue("30") int heartBeatTimer,
        List<NfService> nfServices,
        @DefaultValue("true") boolean nfServicesArray) {

    public NrfAgentProperties {
        ipv4Addresses = nonBlank(ipv4Addresses);
        ipv6Addresses = nonBlank(ipv6Addresses);
        nfServices = nfServices == null ? List.of() : List.copyOf(nfServices);
    }

    /** Registration is on when {@code nrf.agent.enabled} says so, or, when it is unset, when an apiRoot is given. */
    public boolean enabled() {
        return agent.enabled() == null ? !apiRoot.isBlank() : agent.enabled();
    }

    /**
     * {@code nrf.agent.*}: how the agent talks to the NRF.
     *
     * @param enabled            unset = on when {@code nrf.api-root} is set
     * @param requestTimeout     per registration or heartbeat request
     * @param retryInterval      first wait after a failed registration (or heartbeat), doubled each time
     * @param retryMaxInterval   the longest wait between registration attempts
     * @param deregisterTimeout  how long closing the stub waits for the NRF's answer to the deregistration
     */
    public record Agent(
            Boolean enabled,
            @DefaultValue("2s") Duration requestTimeout,
            @DefaultValue("1s") Duration retryInterval,
            @DefaultValue("30s") Duration retryMaxInterval,
            @DefaultValue("1s") Duration deregisterTimeout) {}

    /**
     * {@code nrf.nf-services[n].*}: one NFService of the profile.
     *
     * @param serviceName       the 3GPP service name ({@code nudr-group-id-map})
     * @param serviceInstanceId empty = the service name
     * @param versions          full API versions ({@code 1.2.0}); apiVersionInUri is {@code v} + the major version
     * @param scheme            {@code http} (the h2c port) or {@code https} (the TLS port)
     * @param port              empty = the SBI port of the scheme
     * @param apiPrefix         optional apiPrefix of the service
     * @param allowedNfTypes    optional; NF types allowed to discover and use the service
     */
    public record NfService(
            String serviceName,
            @DefaultValue("") String serviceInstanceId,
            List<String> versions,
            @DefaultValue("http") String scheme,
            Integer port,
            @DefaultValue("") String apiPrefix,
            List<String> allowedNfTypes) {

        public NfService {
            versions = nonBlank(versions);
            allowedNfTypes = nonBlank(allowedNfTypes);
        }
    }

    /** An empty property ({@code nrf.ipv4-addresses=}) binds as one blank item: it means none. */
    private static List<String> nonBlank(List<String> values) {
        return values == null ? List.of() : values.stream().map(String::trim).filter(v -> !v.isEmpty()).toList();
    }
}
