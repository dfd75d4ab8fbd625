package dev.corebed.diameter.config;

import dev.corebed.diameter.DiameterRelay;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code diameter.relay.*}: the relay of a stub that supplies {@link dev.corebed.diameter.RelayTargets}
 * (the BSF's Rx proxy). Defaults are listed in docs/configuration.md.
 *
 * @param answerTimeout      how long a relayed request waits for the destination's answer before the
 *                           relay answers 3002 DIAMETER_UNABLE_TO_DELIVER
 * @param sessionIdleTimeout a session without a request in either direction for this long is forgotten
 * @param maxSessions        sessions kept in memory at most; a new one beyond is answered 3004
 */
@ConfigurationProperties("diameter.relay")
public record DiameterRelayProperties(
        @DefaultValue("4s") Duration answerTimeout,
        @DefaultValue("1h") Duration sessionIdleTimeout,
        @DefaultValue("1000000") int maxSessions) {

    public DiameterRelay.Settings settings() {
        return new DiameterRelay.Settings(answerTimeout, sessionIdleTimeout, maxSessions);
    }
}
