package dev.corebed.nrf.config;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.nrf.discovery.*}: Nnrf_NFDiscovery SearchNFInstances. Defaults follow the seed NRF
 * (callmodels/nrf.md §3); every one is listed in docs/configuration.md.
 *
 * @param validityPeriod          seconds; SearchResult.validityPeriod and Cache-Control max-age (seed: 60)
 * @param maxProfiles             profiles in one answer at most, whatever {@code limit} says (seed
 *                                profilesCountInDiscoveryResponse: 12)
 * @param emptyList               when no REGISTERED profile matches, answer with the SUSPENDED ones that do
 *                                (the seed's EmptyList feature)
 * @param requesterNfTypeRequired requester-nf-type is mandatory in TS29510_Nnrf_NFDiscovery.yaml; false
 *                                accepts searches without it (the seed's combinations 1 and 6-10 omit it)
 * @param refreshPeriod           how often the in-memory view polls nf_instances for changes
 */
@ConfigurationProperties("stub.nrf.discovery")
public record NrfDiscoveryProperties(
        @DefaultValue("60") int validityPeriod,
        @DefaultValue("12") int maxProfiles,
        @DefaultValue("true") boolean emptyList,
        @DefaultValue("true") boolean requesterNfTypeRequired,
        @DefaultValue("250ms") Duration refreshPeriod) {

    public NrfDiscoveryProperties {
        if (validityPeriod < 0 || maxProfiles < 1) {
            throw new IllegalArgumentException("stub.nrf.discovery.validity-period must be >= 0 and max-profiles >= 1");
        }
        if (refreshPeriod.isNegative() || refreshPeriod.isZero()) {
            throw new IllegalArgumentException("stub.nrf.discovery.refresh-period must be positive");
        }
    }

    /**
     * {@code stub.nrf.slf.*}: the SLF lookup (Nudr_GroupIDmap, TS 29.504) for searches with a SUPI or
     * GPSI and no group-id-list. Off while {@code api-root} is empty.
     *
     * @param nfTypes             target NF types looked up (seed: AUSF, UDM, UDR)
     * @param apiRoot             the SLF's apiRoot ({@code http://host:port}); empty = no lookup
     * @param alternateApiRoot    tried once when the first attempt fails; empty = none
     * @param scpApiRoot          when set, the query goes through this SCP (TS 29.500 Model C: the SCP's
     *                            apiRoot in the URI, the SLF's in 3gpp-Sbi-Target-apiRoot)
     * @param alternateScpApiRoot the SCP of the second attempt; empty = the same SCP
     * @param cacheTtl            how long an answer (group, or no group) is reused for the same NF type and
     *                            subscriber; 0 = ask every time, as the seed NRF does
     * @param cacheMaxEntries     answers kept at most
     * @param timeout             per attempt
     */
    @ConfigurationProperties("stub.nrf.slf")
    public record Slf(
            @DefaultValue({"AUSF", "UDM", "UDR"}) List<String> nfTypes,
            @DefaultValue("") String apiRoot,
            @DefaultValue("") String alternateApiRoot,
            @DefaultValue("") String scpApiRoot,
            @DefaultValue("") String alternateScpApiRoot,
            @DefaultValue("60s") Duration cacheTtl,
            @DefaultValue("100000") int cacheMaxEntries,
            @DefaultValue("2s") Duration timeout) {

        public Slf {
            nfTypes = upper(nfTypes);
            apiRoot = checkApiRoot(apiRoot, "stub.nrf.slf.api-root");
            alternateApiRoot = checkApiRoot(alternateApiRoot, "stub.nrf.slf.alternate-api-root");
            scpApiRoot = checkApiRoot(scpApiRoot, "stub.nrf.slf.scp-api-root");
            alternateScpApiRoot = checkApiRoot(alternateScpApiRoot, "stub.nrf.slf.alternate-scp-api-root");
            if (cacheTtl.isNegative() || cacheMaxEntries < 0) {
                throw new IllegalArgumentException("stub.nrf.slf.cache-ttl and cache-max-entries must not be negative");
            }
        }

        public boolean enabled() {
            return !apiRoot.isEmpty();
        }
    }

    /**
     * {@code stub.nrf.forwarding.*}: searches for these NF types that match nothing locally are sent on
     * to a peer NRF, whose answer is relayed. Off while {@code api-root} is empty.
     *
     * @param nfTypes target NF types forwarded (seed: UDM)
     * @param apiRoot the peer NRF's apiRoot; empty = no forwarding
     * @param timeout for the peer's answer
     */
    @ConfigurationProperties("stub.nrf.forwarding")
    public record Forwarding(
            @DefaultValue("UDM") List<String> nfTypes,
            @DefaultValue("") String apiRoot,
            @DefaultValue("3s") Duration timeout) {

        public Forwarding {
            nfTypes = upper(nfTypes);
            apiRoot = checkApiRoot(apiRoot, "stub.nrf.forwarding.api-root");
        }

        public boolean enabled() {
            return !apiRoot.isEmpty();
        }
    }

    private static List<String> upper(List<String> types) {
        return types.stream().map(String::strip).filter(t -> !t.isEmpty()).map(t -> t.toUpperCase(Locale.ROOT)).toList();
    }

    /** An apiRoot is scheme://authority[/prefix], kept without a trailing slash; empty stays empty. */
    private static String checkApiRoot(String value, String property) {
        String v = value == null ? "" : value.strip();
        if (v.isEmpty()) {
            return v;
        }
        URI uri = URI.create(v);
        if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) || uri.getHost() == null) {
            throw new IllegalArgumentException(property + " must be an http:// or https:// apiRoot, got: " + value);
        }
        return v.endsWith("/") ? v.substring(0, v.length() - 1) : v;
    }
}
