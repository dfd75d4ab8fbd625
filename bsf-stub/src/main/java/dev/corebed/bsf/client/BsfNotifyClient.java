package dev.corebed.bsf.client;

import dev.corebed.bsf.service.BsfMetrics;
import dev.corebed.bsf.service.NotificationSender;
import dev.corebed.sbi.client.SbiClient;
import java.net.URI;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends BsfNotification to the subscribers' notifUri over the stub's SbiClient (h2c or h2 over TLS):
 * once, without retries; a 2xx counts as sent, anything else (status, timeout, unreachable) as failed.
 */
public final class BsfNotifyClient implements NotificationSender {

    private static final Logger log = LoggerFactory.getLogger(BsfNotifyClient.class);

    private final SbiClient client;
    private final BsfMetrics metrics;

    public BsfNotifyClient(SbiClient client, BsfMetrics metrics) {
        this.client = client;
        this.metrics = metrics;
    }

    @Override
    public void send(URI notifUri, byte[] bsfNotification) {
        SbiClient.Request request = SbiClient.Request.of("POST", notifUri.toString()).body("application/json", bsfNotification);
        client.send(request).whenComplete((response, failure) -> {
            if (failure == null && response.status() / 100 == 2) {
                metrics.notificationsSent.increment();
            } else {
                metrics.notificationsFailed.increment();
                log.debug("BsfNotification to {} failed: {}", notifUri,
                        failure != null ? failure.toString() : "status " + response.status());
            }
        });
    }
}
