package dev.corebed.testkit;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A stub's overload control: over {@code maxInFlight} requests in flight it answers 503 NF_CONGESTION (Diameter
 * 3004), over {@code maxRate} requests per second (with {@code burst}) 429 NF_CONGESTION_RISK, both with
 * Retry-After {@code retryAfter} seconds. 0 turns a limit off.
 */
public record OverloadLimits(long maxInFlight, double maxRate, long burst, long retryAfter) {

    /** No limit. */
    public static OverloadLimits none() {
        return new OverloadLimits(0, 0, 0, 0);
    }

    public OverloadLimits withMaxInFlight(long n) {
        return new OverloadLimits(n, maxRate, burst, retryAfter);
    }

    public OverloadLimits withMaxRate(double perSecond) {
        return new OverloadLimits(maxInFlight, perSecond, burst, retryAfter);
    }

    public OverloadLimits withBurst(long n) {
        return new OverloadLimits(maxInFlight, maxRate, n, retryAfter);
    }

    public OverloadLimits withRetryAfter(long seconds) {
        return new OverloadLimits(maxInFlight, maxRate, burst, seconds);
    }

    static OverloadLimits of(JsonNode n) {
        return new OverloadLimits(n.path("maxInFlight").asLong(), n.path("maxRate").asDouble(), n.path("burst").asLong(),
                n.path("retryAfter").asLong());
    }

    ObjectNode json() {
        ObjectNode n = Wire.JSON.createObjectNode();
        if (maxInFlight > 0) {
            n.put("maxInFlight", maxInFlight);
        }
        if (maxRate > 0) {
            n.put("maxRate", maxRate);
        }
        if (burst > 0) {
            n.put("burst", burst);
        }
        if (retryAfter > 0) {
            n.put("retryAfter", retryAfter);
        }
        return n;
    }
}
