package dev.corebed.peersim.producer.config;

import java.time.Duration;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code peer.producer.*}.
 *
 * @param topology     the population: {@code d-t1} (176 profiles), {@code d-t2} (480), {@code c-t1} (456 producers of the
 *                     seed's 500 NFs), {@code c-t2} (1,200), {@code small} (22, for tests), {@code none}
 * @param nfs          NF type → instances, instead of (or over) the topology's counts ({@code SLF} is a UDR with only
 *                     nudr-group-id-map)
 * @param setSize      instances per NF set; 0 = the topology's
 * @param localities   sites the sets are spread over ({@code site-1}...); 0 = the topology's
 * @param addressing   {@code ip}: each instance its own loopback address (127.1.x.y, Linux routes all of 127/8) on the
 *                     simulator's port, which must then listen on all addresses; {@code shared}: all on {@code host} with an
 *                     apiPrefix of their own (macOS, or a bound address)
 * @param host         the address of {@code shared} addressing
 * @param delay        how long each answer waits (the seed: 150 ms), scheduled on the event loop
 * @param bodySize     bytes of each answer's JSON body (the seed: 4,500)
 * @param failureShare the share of requests failed (0-1), to drive the SCP's alternate routing (the seed: 2-3 %)
 * @param failure      how they fail: an HTTP status ({@code 503}, {@code 500}...), {@code timeout} (no answer; the stream
 *                     is reset after {@code timeoutReset}) or {@code reset}
 * @param timeoutReset how long an unanswered request is held before its stream is reset
 * @param lci          LCI reporting
 * @param oci          OCI reporting
 * @param mcc          the PLMN of the profiles
 * @param subscribers  SUPIs imsi-&lt;mcc&gt;&lt;mnc&gt;0000000001.. spread over the UDM, AUSF, UDR, PCF and CHF sets' supiRanges
 */
@ConfigurationProperties("peer.producer")
public record ProducerProperties(
        @DefaultValue("d-t1") String topology,
        Map<String, Integer> nfs,
        @DefaultValue("0") int setSize,
        @DefaultValue("0") int localities,
        @DefaultValue("ip") String addressing,
        @DefaultValue("127.0.0.1") String host,
        @DefaultValue("150ms") Duration delay,
        @DefaultValue("4500") int bodySize,
        @DefaultValue("0") double failureShare,
        @DefaultValue("503") String failure,
        @DefaultValue("30s") Duration timeoutReset,
        @DefaultValue Lci lci,
        @DefaultValue Oci oci,
        @DefaultValue("001") String mcc,
        @DefaultValue("01") String mnc,
        @DefaultValue("1000000") long subscribers) {

    public ProducerProperties {
        nfs = nfs == null ? Map.of() : Map.copyOf(nfs);
        if (failureShare < 0 || failureShare > 1 || bodySize < 0 || delay.isNegative()) {
            throw new IllegalArgumentException("peer.producer: failure-share 0..1, body-size >= 0, delay >= 0");
        }
        if (!addressing.equals("ip") && !addressing.equals("shared")) {
            throw new IllegalArgumentException("peer.producer.addressing is ip or shared");
        }
    }

    /**
     * @param interval how often each instance's load moves (the seed: 5 s); 0 = no LCI
     * @param step     the most one move changes it (points)
     */
    public record Lci(@DefaultValue("5s") Duration interval, @DefaultValue("20") int step) {}

    /**
     * @param instances    instances that report overload (the seed: 70 in C1, 20 in C2); 0 = none
     * @param interval     how often their reduction changes (the seed: 15 s); also its Period-of-Validity
     * @param maxReduction the largest reduction reported (percent)
     */
    public record Oci(@DefaultValue("0") int instances, @DefaultValue("15s") Duration interval, @DefaultValue("50") int maxReduction) {}
}
