package dev.corebed.scp.config;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.scp.*}: the SCP's behaviour. Every default is here and in docs/configuration.md.
 *
 * @param fqdn            the SCP's FQDN: its Via pseudonym ({@code SCP-<fqdn>}), the scope of the OCI it sends when
 *                        overloaded, its scpInfo
 * @param region          this SCP's region; requests for a producer of another region go to that region's peer SCP
 *                        ({@code peers}); empty = one region, no inter-SCP routing
 * @param localities      locality (an NF profile's {@code locality}) → region
 * @param peers           region → the apiRoot of the SCP that serves it
 * @param responseTimeout how long one attempt waits for the producer's answer (the seed: 1 s, or 3 s); a consumer's
 *                        3gpp-Sbi-Max-Rsp-Time shortens the whole exchange further
 * @param reselection     alternate routing on failures
 * @param discovery       delegated discovery (Model D)
 * @param nrf             the SCP's view of the producers, kept from the NRF
 * @param egress          the connections to producers
 * @param outlier         outlier detection and circuit breaking per producer endpoint
 * @param lci             load control information
 * @param overload        the SCP's own overload control
 * @param rateLimit       rate limiting
 */
@ConfigurationProperties("stub.scp")
public record ScpProperties(
        @DefaultValue("scp.corebed.test") String fqdn,
        @DefaultValue("") String region,
        Map<String, String> localities,
        Map<String, String> peers,
        @DefaultValue("1s") Duration responseTimeout,
        @DefaultValue Reselection reselection,
        @DefaultValue Discovery discovery,
        @DefaultValue Nrf nrf,
        @DefaultValue Egress egress,
        @DefaultValue Outlier outlier,
        @DefaultValue Lci lci,
        @DefaultValue Overload overload,
        @DefaultValue RateLimit rateLimit) {

    public ScpProperties {
        localities = localities == null ? Map.of() : Map.copyOf(localities);
        peers = peers == null ? Map.of() : Map.copyOf(peers);
        if (fqdn.isBlank()) {
            throw new IllegalArgumentException("stub.scp.fqdn must not be empty: it is the SCP's Via pseudonym");
        }
        if (responseTimeout.toMillis() < 1) {
            throw new IllegalArgumentException("stub.scp.response-timeout must be positive");
        }
    }

    /** How far an alternate may be from the producer that failed (the seed's RerouteWithinSite / RerouteWithinRegion). */
    public enum Scope { SITE, REGION, SET }

    /**
     * @param maxAlternates other instances tried after the first, at most (0 = no reselection)
     * @param scope         alternates of the same NF set in the same locality ({@code site}), in the same region
     *                      ({@code region}), or anywhere in the set ({@code set})
     * @param onStatus      answers that make the SCP try an alternate (connection failures and timeouts always do)
     */
    public record Reselection(
            @DefaultValue("2") int maxAlternates,
            @DefaultValue("site") Scope scope,
            @DefaultValue({"500", "502", "503", "504"}) List<Integer> onStatus) {

        public Reselection {
            if (maxAlternates < 0) {
                throw new IllegalArgumentException("stub.scp.reselection.max-alternates must not be negative");
            }
            onStatus = List.copyOf(onStatus);
        }
    }

    /** Where delegated discovery looks first: the NRF, or the profiles the SCP already holds. */
    public enum Mode { NRF_FIRST, LOCAL_FIRST }

    /**
     * @param mode            {@code nrf-first}: the NRF's answer, the SCP's own view when the NRF cannot be reached;
     *                        {@code local-first}: the SCP's view, the NRF when the view cannot answer
     * @param cache           keep discovery results for their validityPeriod (off: every delegated request asks)
     * @param defaultValidity a result's life when the NRF names no validityPeriod
     * @param maxValidity     the longest a result is kept, whatever the NRF says
     * @param maxEntries      results kept at most
     * @param timeout         how long the SCP waits for the NRF's discovery answer
     */
    public record Discovery(
            @DefaultValue("nrf-first") Mode mode,
            @DefaultValue("true") boolean cache,
            @DefaultValue("30s") Duration defaultValidity,
            @DefaultValue("1h") Duration maxValidity,
            @DefaultValue("10000") int maxEntries,
            @DefaultValue("3s") Duration timeout) {

        public Discovery {
            if (maxEntries < 1 || timeout.toMillis() < 1) {
                throw new IllegalArgumentException("stub.scp.discovery: max-entries >= 1 and timeout > 0");
            }
        }
    }

    /**
     * @param subscribe      subscribe to the NRF's NF status notifications for {@code nfTypes}
     * @param nfTypes        the producer types the SCP routes to
     * @param auditInterval  how often the view is compared with the NRF's profiles (the seed: 300 s or 3600 s); 0 = only
     *                       at start
     * @param auditParallel  profile reads in flight during an audit
     * @param validity       the validityTime asked for the subscriptions; renewed before it ends
     * @param retryInterval  the wait before trying again after the NRF failed a subscription or an audit
     * @param callbackApiRoot where the NRF sends its notifications (this SCP's apiRoot as the NRF reaches it); empty =
     *                       {@code http://<the address the NRF agent registers>:<sbi.port>}
     */
    public record Nrf(
            @DefaultValue("true") boolean subscribe,
            @DefaultValue({"AMF", "SMF", "PCF", "UDM", "UDR", "AUSF", "CHF", "BSF", "NSSF", "SMSF", "NEF", "NSSAAF", "LMF",
                    "GMLC", "CBCF"}) List<String> nfTypes,
            @DefaultValue("300s") Duration auditInterval,
            @DefaultValue("16") int auditParallel,
            @DefaultValue("1d") Duration validity,
            @DefaultValue("5s") Duration retryInterval,
            @DefaultValue("") String callbackApiRoot) {

        public Nrf {
            nfTypes = List.copyOf(nfTypes);
            if (auditParallel < 1 || auditInterval.isNegative()) {
                throw new IllegalArgumentException("stub.scp.nrf: audit-parallel >= 1 and audit-interval >= 0");
            }
        }
    }

    /**
     * @param connectionsPerProducer connections per producer endpoint and I/O thread (each multiplexes the producer's
     *                               SETTINGS_MAX_CONCURRENT_STREAMS)
     * @param maxPendingPerProducer  requests that may wait for a stream of one endpoint; beyond: a failed attempt
     * @param connectTimeout         TCP connect (and TLS handshake) timeout towards a producer
     */
    public record Egress(
            @DefaultValue("2") int connectionsPerProducer,
            @DefaultValue("4096") int maxPendingPerProducer,
            @DefaultValue("1s") Duration connectTimeout) {}

    /**
     * @param consecutiveFailures failures in a row (5xx, connection failure, timeout) that eject an endpoint
     * @param baseEjection        the first ejection's length; each further one is longer by as much
     * @param maxEjection         the longest ejection
     * @param maxInFlight         circuit breaking: requests in flight to one endpoint at most; 0 = no limit
     */
    public record Outlier(
            @DefaultValue("5") int consecutiveFailures,
            @DefaultValue("10s") Duration baseEjection,
            @DefaultValue("300s") Duration maxEjection,
            @DefaultValue("10000") int maxInFlight) {}

    /** @param minChange a producer's LCI replaces the load the SCP weighs it by when it moved at least this much (points) */
    public record Lci(@DefaultValue("5") int minChange) {}

    /**
     * @param maxInFlight     requests the SCP holds at most; above {@code onset} of it, the lowest priorities are refused
     *                        first (503 + OCI), everything at the limit; 0 = off
     * @param onset           the share of maxInFlight where refusing starts
     * @param defaultPriority the priority of a request without 3gpp-Sbi-Message-Priority (0 highest, 31 lowest)
     * @param ociValidity     the Period-of-Validity of the OCI sent with the refusals
     */
    public record Overload(
            @DefaultValue("50000") int maxInFlight,
            @DefaultValue("0.8") double onset,
            @DefaultValue("24") int defaultPriority,
            @DefaultValue("10s") Duration ociValidity) {

        public Overload {
            if (maxInFlight < 0 || onset <= 0 || onset > 1 || defaultPriority < 0 || defaultPriority > 31) {
                throw new IllegalArgumentException("stub.scp.overload: max-in-flight >= 0, 0 < onset <= 1, default-priority 0..31");
            }
        }
    }

    /**
     * @param syncInterval how often the global egress counters are exchanged with the data tier (in one batch)
     * @param window       the period a rate is counted over
     * @param keepWindows  past windows kept in the data tier before they are deleted
     */
    public record RateLimit(
            @DefaultValue("200ms") Duration syncInterval,
            @DefaultValue("1s") Duration window,
            @DefaultValue("10") int keepWindows) {

        public RateLimit {
            if (syncInterval.toMillis() < 1 || window.toMillis() < 1 || keepWindows < 2) {
                throw new IllegalArgumentException("stub.scp.rate-limit: sync-interval > 0, window > 0, keep-windows >= 2");
            }
        }
    }
}
