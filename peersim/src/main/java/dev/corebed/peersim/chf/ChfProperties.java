package dev.corebed.peersim.chf;

import dev.corebed.sbi.callback.CallbackProperties;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code peer.chf.*}.
 *
 * @param counters         the policy counters every subscriber has, with their currentStatus (counter id → status);
 *                         a subscriber's own statuses are set on the management port
 * @param receivedCapacity the newest requests kept for {@code GET /admin/v1/chf/received}
 * @param notifications    the delivery of the notifications it originates
 */
@ConfigurationProperties("peer.chf")
public record ChfProperties(Map<String, String> counters, @DefaultValue("10000") int receivedCapacity,
                            @DefaultValue CallbackProperties notifications) {

    public ChfProperties {
        counters = counters == null || counters.isEmpty() ? Map.of("data-volume", "valid") : Map.copyOf(counters);
    }
}
