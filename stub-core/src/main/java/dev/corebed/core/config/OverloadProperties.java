package dev.corebed.core.config;

import dev.corebed.core.overload.OverloadControl;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/** {@code overload.*}: admission limits at start (0 = unlimited); the admin API changes them at run time. */
@ConfigurationProperties("overload")
public record OverloadProperties(
        @DefaultValue("0") int maxInFlight,
        @DefaultValue("0") double maxRate,
        @DefaultValue("0") int burst,
        @DefaultValue("1") int retryAfter) {

    public OverloadControl.Settings settings() {
        return new OverloadControl.Settings(maxInFlight, maxRate, burst, retryAfter);
    }
}
