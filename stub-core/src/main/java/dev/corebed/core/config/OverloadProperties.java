package dev.corebed.core.config;

import dev.corebed.core.overload.OverloadControl;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code overload.*}: admission limits at start (0 = unlimited); the admin API changes them at run time. On by
 * default: 20000 requests in flight is what a stub holds in memory with room to spare (requests under an injected
 * delay included); beyond it a request is refused before any work, 503 NF_CONGESTION (Diameter 3004). Work for the
 * data tier has its own bound below that ({@code db.pool-size} running + {@code db.executor-queue} waiting).
 */
@ConfigurationProperties("overload")
public record OverloadProperties(
        @DefaultValue("20000") int maxInFlight,
        @DefaultValue("0") double maxRate,
        @DefaultValue("0") int burst,
        @DefaultValue("1") int retryAfter) {

    public OverloadControl.Settings settings() {
        return new OverloadControl.Settings(maxInFlight, maxRate, burst, retryAfter);
    }
}
