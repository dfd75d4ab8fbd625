package dev.corebed.scp.service;

import java.util.List;

/**
 * A delegated discovery's answer: the producers in the order found.
 *
 * @param source     where it came from: nrf, cache, local (the SCP's own view), local_fallback (the view, the NRF
 *                   being unreachable)
 * @param validUntil {@link System#nanoTime()} until when it may be served from the cache
 */
public record Discovered(List<Producer> producers, String source, long validUntil) {

    public Discovered from(String otherSource) {
        return new Discovered(producers, otherSource, validUntil);
    }
}
