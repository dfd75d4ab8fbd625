package dev.corebed.nrf.config;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.nrf.*}: the NRF's own behaviour. Defaults follow the seed NRF benchmark (callmodels/nrf.md).
 *
 * @param heartBeatTimer         seconds; the NRF answers every registration and update with this heartBeatTimer
 *                               (TS 29.510 §5.2.2.2.2 lets the NRF override the NF's proposal); the seed bed ran 30 s
 * @param heartbeatGrace         how long past heartBeatTimer the NRF waits for a heartbeat before it sets the
 *                               instance SUSPENDED (TS 29.510 §5.2.2.3.2 asks only for "longer than the heartbeat
 *                               interval"); the default tolerates one missed heartbeat at 30 s
 * @param heartbeatCheckInterval how often each NRF instance looks for silent instances
 * @param apiRoot                this NRF's apiRoot as subscribers see it, for nfInstanceUri in notifications;
 *                               empty = http://{sbi.bind-address, or the host name when it is a wildcard}:{sbi.port}
 */
@ConfigurationProperties("stub.nrf")
public record NrfProperties(
        @DefaultValue("30") int heartBeatTimer,
        @DefaultValue("30s") Duration heartbeatGrace,
        @DefaultValue("1s") Duration heartbeatCheckInterval,
        @DefaultValue("") String apiRoot) {

    public NrfProperties {
        if (heartBeatTimer < 1) {
            throw new IllegalArgumentException("stub.nrf.heart-beat-timer must be at least 1 s, got " + heartBeatTimer);
        }
        if (heartbeatGrace.isNegative() || heartbeatCheckInterval.toMillis() < 1) {
            throw new IllegalArgumentException("stub.nrf.heartbeat-grace must not be negative and"
                    + " stub.nrf.heartbeat-check-interval must be positive");
        }
        apiRoot = apiRoot.endsWith("/") ? apiRoot.substring(0, apiRoot.length() - 1) : apiRoot;
    }
}
