package dev.corebed.nrf.config;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code stub.nrf.subscriptions.*}: NF status subscriptions and NFStatusNotify. Defaults follow the seed
 * NRF benchmark (callmodels/nrf.md §2e, §3).
 *
 * @param limit                 valid subscriptions the NRF holds across all its instances (seed: 1000); one more
 *                              is refused with {@code limitStatus} and {@code limitCause}
 * @param limitStatus           HTTP status of that refusal
 * @param limitCause            its ProblemDetails cause
 * @param maxValidity           the longest validityTime granted, and the one granted when none is asked for
 * @param expiryCheckInterval   how often expired subscriptions are removed
 * @param loadThreshold         a heartbeat's /load is notified only when it moved by more than this many
 *                              percentage points from the load last notified (seed nfNotifyLoadThreshold: 10 %)
 * @param profileChanges        NF_PROFILE_CHANGED carries profileChanges (true) or the whole nfProfile (false)
 * @param notifyMaxAttempts     attempts per notification, the first included
 * @param notifyRetryBackoff    wait before the first retry, doubled before each next one
 * @param notifyMaxInFlight     notifications being delivered or waiting for a retry; more are dropped
 */
@ConfigurationProperties("stub.nrf.subscriptions")
public record NfSubscriptionProperties(
        @DefaultValue("1000") int limit,
        @DefaultValue("403") int limitStatus,
        @DefaultValue("SUBSCRIPTION_NOT_ALLOWED") String limitCause,
        @DefaultValue("1d") Duration maxValidity,
        @DefaultValue("5s") Duration expiryCheckInterval,
        @DefaultValue("10") int loadThreshold,
        @DefaultValue("true") boolean profileChanges,
        @DefaultValue("3") int notifyMaxAttempts,
        @DefaultValue("1s") Duration notifyRetryBackoff,
        @DefaultValue("4096") int notifyMaxInFlight) {

    public NfSubscriptionProperties {
        if (limit < 0 || limitStatus < 400 || limitStatus > 599 || maxValidity.toMillis() < 1
                || expiryCheckInterval.toMillis() < 1 || loadThreshold < 0 || notifyMaxAttempts < 1
                || notifyRetryBackoff.isNegative() || notifyMaxInFlight < 1) {
            throw new IllegalArgumentException("stub.nrf.subscriptions.*: limit >= 0, limit-status 400-599, positive"
                    + " max-validity and expiry-check-interval, load-threshold >= 0, notify-max-attempts >= 1,"
                    + " notify-retry-backoff >= 0 and notify-max-in-flight >= 1 expected");
        }
    }
}
