package dev.corebed.sbi.callback;

import java.time.Duration;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The settings of a stub's callback delivery, for a stub's properties to nest ({@code stub.udr.notifications.*},
 * {@code stub.bsf.notifications.*}); documented in docs/configuration.md.
 *
 * @param maxAttempts  attempts per callback, the first included
 * @param retryBackoff wait before the first retry, doubled before each next one
 * @param maxInFlight  callbacks being delivered or waiting for a retry; more are dropped
 * @param timeout      how long one attempt waits for the answer; unset: sbi.client.request-timeout
 */
public record CallbackProperties(
        @DefaultValue("3") int maxAttempts,
        @DefaultValue("1s") Duration retryBackoff,
        @DefaultValue("4096") int maxInFlight,
        Duration timeout) {

    public CallbackProperties {
        new CallbackDelivery.Options(maxAttempts, retryBackoff, maxInFlight, timeout); // checks the values at start
    }

    public CallbackDelivery.Options options() {
        return new CallbackDelivery.Options(maxAttempts, retryBackoff, maxInFlight, timeout);
    }
}
