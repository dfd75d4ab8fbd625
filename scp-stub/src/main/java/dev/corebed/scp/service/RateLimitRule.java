package dev.corebed.scp.service;

import java.util.Locale;

/**
 * A rate limit for one key.
 *
 * @param kind  {@code ingress}: requests from a consumer NF instance; {@code egress}: requests to a producer, counted by
 *              this SCP instance; {@code global}: requests to a producer, counted across every SCP instance on the data
 *              tier
 * @param key   the consumer's NF instance id (ingress), the producer's NF instance id or host:port (egress, global);
 *              {@code *} for every key of the kind that has no rule of its own (each such key limited on its own)
 * @param rate  requests per second
 * @param burst requests admitted at once above the steady rate (ingress, egress)
 */
public record RateLimitRule(Kind kind, String key, double rate, int burst) {

    public enum Kind {
        INGRESS, EGRESS, GLOBAL;

        public String wire() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Kind of(String s) {
            return valueOf(s.toUpperCase(Locale.ROOT));
        }
    }

    /** Every key of a kind without a rule of its own. */
    public static final String ANY = "*";

    public RateLimitRule {
        if (key == null || key.isEmpty() || key.length() > 255 || !key.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
            throw new IllegalArgumentException("a key is 1-255 printable ASCII characters");
        }
        if (!(rate > 0) || Double.isInfinite(rate) || burst < 0) {
            throw new IllegalArgumentException("rate must be positive and burst not negative");
        }
    }
}
