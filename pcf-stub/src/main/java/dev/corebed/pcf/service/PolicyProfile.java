package dev.corebed.pcf.service;

/**
 * A named policy: what the session rule, the default PCC rule and its QoS, the predefined PCC rules it activates (by
 * name: pccRules of only a pccRuleId on N7, Charging-Rule-Name on Gx), and the AM policy say. Empty strings and nulls
 * leave the value to the consumer's request (subscribed AMBR, default QoS) or out of the decision.
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
        String ueAmbrDownlink,
        java.util.List<String> predefinedRules) {

    public PolicyProfile {
        predefinedRules = predefinedRules == null ? java.util.List.of() : java.util.List.copyOf(predefinedRules);
    }

    /** The profile used when nothing is configured: everything from the request. */
    public static PolicyProfile empty(String name) {
        return new PolicyProfile(name, "", "", null, null, "", "", null, null, "", "", java.util.List.of());
    }
}
