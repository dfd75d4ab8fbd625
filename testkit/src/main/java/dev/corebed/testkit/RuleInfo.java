package dev.corebed.testkit;

import tools.jackson.databind.JsonNode;

/**
 * A scripted answer or fault rule as the stub lists it: its id, how many requests it applied to, how many it
 * still will (null for a rule without {@code times}; 0 once spent), and the rule as stored.
 */
public record RuleInfo(String id, long applied, Long remaining, JsonNode json) {

    static RuleInfo of(JsonNode n) {
        return new RuleInfo(n.path("id").asString(), n.path("applied").asLong(),
                n.hasNonNull("remaining") ? n.get("remaining").asLong() : null, n);
    }

    /** A rule with {@code times} that has applied that many times and no longer applies. */
    public boolean spent() {
        return remaining != null && remaining == 0;
    }
}
