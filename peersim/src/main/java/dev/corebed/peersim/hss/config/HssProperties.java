package dev.corebed.peersim.hss.config;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code peer.hss.*}: the HSS simulator's population and behaviour. Every default is here and in docs/configuration.md.
 *
 * @param subscribers           subscribers generated (none stored: each one's data is computed from its number)
 * @param msisdnFirst           the MSISDN of generated subscriber 0; subscriber i has {@code msisdnFirst + i}
 * @param domain                the domain of their SIP URIs: {@code sip:+<msisdn>@<domain>} (and {@code tel:+<msisdn>})
 * @param serviceIndications    the repository data every generated subscriber has, by Service-Indication
 * @param serviceDataSize       bytes of generated ServiceData (an MMTel simservs document)
 * @param stnSrPrefix           a generated subscriber's STN-SR is this prefix and its MSISDN
 * @param maxRepositoryDataSize larger repository data in a PUR is refused DIAMETER_ERROR_TOO_MUCH_DATA (5008)
 * @param subscriptionExpiry    the Expiry-Time granted to an SNR that asks for none, and the latest granted
 * @param notifyOnUpdate        a PUR that changes data notifies (PNR) the other application servers subscribed to it
 * @param pnr                   PNRs sent on the simulator's own initiative
 */
@ConfigurationProperties("peer.hss")
public record HssProperties(
        @DefaultValue("1000000") long subscribers,
        @DefaultValue("15550000000") long msisdnFirst,
        @DefaultValue("ims.corebed.test") String domain,
        @DefaultValue("MMTEL-Services") List<String> serviceIndications,
        @DefaultValue("1000") int serviceDataSize,
        @DefaultValue("99") String stnSrPrefix,
        @DefaultValue("65536") int maxRepositoryDataSize,
        @DefaultValue("24h") Duration subscriptionExpiry,
        @DefaultValue("true") boolean notifyOnUpdate,
        @DefaultValue Pnr pnr) {

    public HssProperties {
        if (subscribers < 0 || msisdnFirst < 0 || String.valueOf(msisdnFirst + Math.max(0, subscribers - 1)).length() > 15) {
            throw new IllegalArgumentException("peer.hss: subscribers >= 0, and msisdn-first + subscribers within 15 digits");
        }
        if (!stnSrPrefix.matches("[0-9]{0,4}") || serviceDataSize < 0 || maxRepositoryDataSize < 1
                || subscriptionExpiry.toMillis() < 1) {
            throw new IllegalArgumentException("peer.hss: stn-sr-prefix of 0-4 digits, service-data-size >= 0,"
                    + " max-repository-data-size >= 1, subscription-expiry > 0");
        }
    }

    /**
     * @param rate          PNRs per second to random live subscriptions; 0 = none (they are sent on demand)
     * @param dataReference the data those PNRs notify (UEReachabilityForIP, RepositoryData, MSISDN, STN-SR)
     * @param timeout       how long a PNR waits for the PNA
     */
    public record Pnr(
            @DefaultValue("0") double rate,
            @DefaultValue("UEReachabilityForIP") String dataReference,
            @DefaultValue("2s") Duration timeout) {}
}
