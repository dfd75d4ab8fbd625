package dev.corebed.gatling.policy;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;

/**
 * The subscribers of a policy run, one numbering for every interface: subscriber {@code i} is IMSI {@code firstImsi +
 * i} (SUPI {@code imsi-<IMSI>} on N7, N15 and in the UDR; Subscription-Id END_USER_IMSI on Gx) and MSISDN
 * {@code firstMsisdn + i} (GPSI {@code msisdn-<MSISDN>}; END_USER_E164). Sessions get UE IPv4 addresses of their own,
 * counting up from {@code firstAddress}, so no two sessions in progress share one (the BSF's and the Rx binding's key).
 *
 * @param subscribers   how many the UDR holds; session {@code k} of a flow belongs to subscriber {@code k mod subscribers}
 * @param addresses     addresses before they are used again (far more than sessions in progress)
 */
public record PolicyKeyspace(long firstImsi, long firstMsisdn, long subscribers, long firstAddress, long addresses) {

    /** MCC 310, MNC 014 (the project's test PLMN), from 310014100000000; MSISDNs from 14150000000; UEs from 10.0.0.1. */
    public static PolicyKeyspace of(long subscribers) {
        return new PolicyKeyspace(310_014_100_000_000L, 14_150_000_000L, subscribers, (10L << 24) + 1, 1L << 26);
    }

    public static final String MCC = "310";
    public static final String MNC = "014";

    public String imsi(long subscriber) {
        return Long.toString(firstImsi + subscriber);
    }

    public String supi(long subscriber) {
        return "imsi-" + imsi(subscriber);
    }

    public String msisdn(long subscriber) {
        return Long.toString(firstMsisdn + subscriber);
    }

    public String gpsi(long subscriber) {
        return "msisdn-" + msisdn(subscriber);
    }

    /** The subscriber of a flow's {@code k}-th session. */
    public long subscriberOf(long k) {
        return Math.floorMod(k, subscribers);
    }

    /** The UE address of the run's {@code n}-th session. */
    public Inet4Address address(long n) {
        long v = firstAddress + Math.floorMod(n, addresses);
        try {
            return (Inet4Address) InetAddress.getByAddress(ByteBuffer.allocate(4).putInt((int) v).array());
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e); // four bytes are always an address
        }
    }

    /** The last SUPI of the population, for the UDR's range. */
    public String lastSupi() {
        return supi(subscribers - 1);
    }
}
