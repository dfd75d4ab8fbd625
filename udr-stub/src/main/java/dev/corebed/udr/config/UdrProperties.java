package dev.corebed.udr.config;

import dev.corebed.sbi.callback.CallbackProperties;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The {@code stub.udr.*} settings, with their defaults; meanings in docs/configuration.md.
 *
 * @param supportedFeatures this UDR's Nudr_DataRepository features (hexadecimal, "" for none): a subscription's
 *                          supportedFeatures is answered with the features both sides support
 * @param info              the udrInfo of its NF profile
 */
@ConfigurationProperties("stub.udr")
public record UdrProperties(
        @DefaultValue GroupIdRanges groupIdRanges,
        @DefaultValue CallbackProperties notifications,
        @DefaultValue Subscriptions subscriptions,
        @DefaultValue Bulk bulk,
        @DefaultValue("") String supportedFeatures,
        @DefaultValue Info info,
        @DefaultValue View view) {

    /** @param groupId the UDR group it registers in (udrInfo.groupId), found by NRF discovery's group-id-list; "" for none */
    public record Info(@DefaultValue("") String groupId) {}

    /**
     * @param enabled      the UEs' policy documents read from memory (the whole policy_data_ues table, off the heap);
     *                     false: each read goes to the data tier, as before
     * @param pollInterval how often each instance fetches the UEs other instances on the data tier changed
     */
    public record View(@DefaultValue("true") boolean enabled, @DefaultValue("1s") Duration pollInterval) {

        public View {
            if (pollInterval.toMillis() < 1) {
                throw new IllegalArgumentException("stub.udr.view.poll-interval must be positive");
            }
        }
    }

    /** @param refreshPeriod how often the in-memory range view checks the data tier's range version */
    public record GroupIdRanges(@DefaultValue("500ms") Duration refreshPeriod) {}

    /** @param expiryCheckInterval how often expired subscriptions are removed */
    public record Subscriptions(@DefaultValue("5s") Duration expiryCheckInterval) {}

    /**
     * @param connections data-tier connections a bulk load uses in parallel, unless its body says otherwise
     * @param maxCount    the most UEs one bulk load may generate
     */
    public record Bulk(@DefaultValue("4") int connections, @DefaultValue("50000000") long maxCount) {}

    public UdrProperties {
        if (groupIdRanges.refreshPeriod().toMillis() < 1
                || subscriptions.expiryCheckInterval().toMillis() < 1 || bulk.connections() < 1 || bulk.maxCount() < 1
                || !supportedFeatures.matches("[A-Fa-f0-9]*")) {
            throw new IllegalArgumentException("stub.udr.*: positive group-id-ranges.refresh-period and"
                    + " subscriptions.expiry-check-interval, bulk.connections and bulk.max-count >= 1, hexadecimal supported-features expected");
        }
    }
}
