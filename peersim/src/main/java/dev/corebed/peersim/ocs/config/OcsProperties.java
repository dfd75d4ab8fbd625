package dev.corebed.peersim.ocs.config;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code peer.ocs.*}: the OCS simulator's policy counters and the SNRs it sends. Every default is here and in
 * docs/configuration.md.
 *
 * @param counters every subscriber's policy counters and their status, until changed on the management port
 * @param snr      the Spending-Status-Notifications it sends of its own
 */
@ConfigurationProperties("peer.ocs")
public record OcsProperties(Map<String, String> counters, @DefaultValue Snr snr) {

    public OcsProperties {
        counters = counters == null || counters.isEmpty() ? Map.of("data-volume", "valid") : Map.copyOf(counters);
    }

    /**
     * @param rate     SNRs per second to random live Sy sessions, each moving the session's counters to the next of
     *                 {@code statuses} (so each one changes the PCRF's decision); 0 = none (on demand only)
     * @param statuses the statuses the SNRs at a rate go round
     * @param timeout  how long an SNR waits for the SNA
     */
    public record Snr(
            @DefaultValue("0") double rate,
            @DefaultValue({"exceeded", "valid"}) List<String> statuses,
            @DefaultValue("2s") Duration timeout) {

        public Snr {
            if (rate < 0 || statuses.isEmpty()) {
                throw new IllegalArgumentException("peer.ocs.snr: a rate >= 0 and at least one status");
            }
        }
    }
}
