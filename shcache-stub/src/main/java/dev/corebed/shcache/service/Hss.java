package dev.corebed.shcache.service;

import dev.corebed.diameter.ResultCode;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;

/**
 * The HSS as the cache uses it: Sh-Pull (UDR), Sh-Update (PUR) and Sh-Subs-Notif (SNR) of TS 29.328 for one item of
 * a user's data. A future completes with the HSS's answer, whatever its result, or fails with a
 * {@link ShCacheException} when there is none: {@code TARGET_NF_NOT_REACHABLE} (no open connection),
 * {@code TIMED_OUT_REQUEST}, {@code NF_CONGESTION} (too many requests already wait for the HSS).
 */
public interface Hss {

    /**
     * @param result     Result-Code or Experimental-Result
     * @param userData   User-Data (the Sh-Data document), or null
     * @param expiryTime the SNA's Expiry-Time, or null
     */
    record Answer(ResultCode result, byte[] userData, Instant expiryTime) {
        public boolean success() {
            return result != null && result.success();
        }
    }

    /**
     * What an SNR asks for.
     *
     * @param subscribe    Subs-Req-Type Subscribe (0), else Unsubscribe (1)
     * @param expiryTime   the Expiry-Time asked for; null: none
     * @param oneTime      One-Time-Notification
     * @param sendData     Send-Data-Indication USER_DATA_REQUESTED: the SNA carries the data
     */
    record Subscription(boolean subscribe, Instant expiryTime, boolean oneTime, boolean sendData) {}

    CompletableFuture<Answer> userData(UserIdentity user, ShItem item);

    CompletableFuture<Answer> profileUpdate(UserIdentity user, ShItem item, byte[] shData);

    CompletableFuture<Answer> subscribeNotifications(UserIdentity user, ShItem item, Subscription subscription);
}
