package dev.corebed.pcf.service;

/**
 * A named policy: what the session rule, the default PCC rule and its QoS, and the AM policy say. Empty strings
 * and nulls leave the value to the consumer's request (subscribed AMBR, default QoS) or out of the decision.
 */
public record PolicyProfile(
        String name,
        String sessionAmbrUplink,
        String sessionAmbrDownlink,
        Integer default5qi,
        Integer arpPriorityLevel,
        String maxbrUplink,
        String maxbrDownlink,
        Integer ratingGroup,
        Integer rfsp,
        String ueAmbrUplink,
        String ueAmbrDownlink) {

    /** The profile used when nothing is configured: everything from the request. */
    public static PolicyProfile empty(String name) {
        return new PolicyProfile(name, "", "", null, null, "", "", null, null, "", "");
    }
}
