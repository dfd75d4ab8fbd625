package dev.corebed.bsf.config;

import dev.corebed.sbi.callback.CallbackProperties;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.bsf.*}: the BSF's own behaviour, where TS 29.521 leaves the choice to the BSF. Every
 * default is here and in docs/configuration.md.
 *
 * @param sameUeAddress     what CreatePCFBinding does with bindings of the same UE address (IPv4 address and
 *                          ipDomain, IPv6 prefix or MAC address) in the same DNN and S-NSSAI: {@code replace}
 *                          them (the address was given to a new PDU session, the old binding is stale) or
 *                          {@code keep} them
 * @param multipleBindings  what GetPCFBindings answers when several bindings match: the {@code newest}, or
 *                          {@code reject} (400 MULTIPLE_BINDING_INFO_FOUND)
 * @param supportedFeatures the Nbsf_Management features this BSF supports (TS 29.521 §5.8, hex): 6 =
 *                          BindingUpdate (2) and SamePcf (3); answered as the intersection with the consumer's
 * @param audit             the stale-binding audit
 * @param subscriptions     event subscriptions
 * @param info              the bsfInfo the NRF agent registers (TS 29.510 BsfInfo)
 * @param notifications     the delivery of BsfNotification: attempts, backoff, callbacks in flight, timeout
 * @param view              the bindings held in memory
 */
@ConfigurationProperties("stub.bsf")
public record BsfProperties(
        @DefaultValue("replace") SameUeAddress sameUeAddress,
        @DefaultValue("newest") MultipleBindings multipleBindings,
        @DefaultValue("6") String supportedFeatures,
        @DefaultValue Audit audit,
        @DefaultValue Subscriptions subscriptions,
        @DefaultValue Info info,
        @DefaultValue CallbackProperties notifications,
        @DefaultValue View view) {

    public enum SameUeAddress { REPLACE, KEEP }

    public enum MultipleBindings { NEWEST, REJECT }

    /**
     * @param maxAge    bindings (PDU session and UE) not created or updated for this long are removed; 0 = off
     * @param interval  how often each BSF instance looks for them
     * @param batchSize rows removed per DELETE statement (each its own transaction, under NDB's operation limit)
     * @param maxPerRun rows one run removes at most; the next run goes on
     */
    public record Audit(
            @DefaultValue("0s") Duration maxAge,
            @DefaultValue("10s") Duration interval,
            @DefaultValue("1000") int batchSize,
            @DefaultValue("100000") int maxPerRun) {

        public Audit {
            if (maxAge.isNegative() || interval.toMillis() < 1 || batchSize < 1 || maxPerRun < batchSize) {
                throw new IllegalArgumentException("stub.bsf.audit: max-age >= 0, interval > 0, batch-size >= 1"
                        + " and max-per-run >= batch-size, got " + this);
            }
        }

        public boolean enabled() {
            return !maxAge.isZero();
        }
    }

    /**
     * @param enabled      GetPCFBindings, GetPCFForUeBindings and the management reads answered from memory (the whole
     *                     pcf_binding and pcf_ue_binding tables, off the heap), PDU session binding creates and deletes
     *                     committed in groups; false: each one reads and writes the data tier on its own, as before
     * @param pollInterval how often each instance fetches the bindings other instances on the data tier changed
     */
    public record View(@DefaultValue("true") boolean enabled, @DefaultValue("1s") Duration pollInterval) {

        public View {
            if (pollInterval.toMillis() < 1) {
                throw new IllegalArgumentException("stub.bsf.view.poll-interval must be positive");
            }
        }
    }

    /**
     * @param limit           subscriptions the BSF holds at most; beyond it CreateIndividualSubcription is 500 INSUFFICIENT_RESOURCES
     * @param refreshInterval how often each instance re-reads the subscriptions other instances made
     */
    public record Subscriptions(
            @DefaultValue("10000") int limit,
            @DefaultValue("1s") Duration refreshInterval) {

        public Subscriptions {
            if (limit < 0 || refreshInterval.toMillis() < 1) {
                throw new IllegalArgumentException("stub.bsf.subscriptions: limit >= 0, refresh-interval > 0");
            }
        }
    }

    /**
     * The part of BsfInfo (TS 29.510 §6.1.6.2.16) a tester sets; rxDiamHost/rxDiamRealm come from the Diameter node.
     *
     * @param dnnList           the DNNs this BSF serves; empty = any (no dnnList)
     * @param ipv4AddressRanges the UE IPv4 ranges it serves, each {@code start-end}; empty = any
     * @param ipv6PrefixRanges  the UE IPv6 prefix ranges, each {@code start-end} (prefixes); empty = any
     */
    public record Info(List<String> dnnList, List<String> ipv4AddressRanges, List<String> ipv6PrefixRanges) {

        public Info {
            dnnList = dnnList == null ? List.of() : List.copyOf(dnnList);
            ipv4AddressRanges = ranges(ipv4AddressRanges, "ipv4-address-ranges");
            ipv6PrefixRanges = ranges(ipv6PrefixRanges, "ipv6-prefix-ranges");
        }

        private static List<String> ranges(List<String> ranges, String name) {
            if (ranges == null) {
                return List.of();
            }
            for (String r : ranges) {
                if (r.indexOf('-') <= 0 || r.indexOf('-') != r.lastIndexOf('-')) {
                    throw new IllegalArgumentException("stub.bsf.info." + name + ": each is start-end, got " + r);
                }
            }
            return List.copyOf(ranges);
        }
    }

    public BsfProperties {
        if (!supportedFeatures.matches("[A-Fa-f0-9]*")) {
            throw new IllegalArgumentException("stub.bsf.supported-features is a hex string, got " + supportedFeatures);
        }
    }
}
