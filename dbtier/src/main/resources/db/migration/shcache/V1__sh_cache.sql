-- The Sh cache (TS 29.328 / TS 29.329): what the application servers read through the cache, as the HSS answered
-- it, and the subscriptions to notifications the cache made for them.
-- NDB rules (dbtier/README.md): ${engine}, a primary key on every table, documents in BLOB columns, times as epoch
-- milliseconds, an index only where a read path filters. Identities and Service-Indications compare as bytes
-- (utf8mb4_bin): a SIP URI's user part is case-sensitive.

-- One cached item: the Sh-Data document (User-Data of the UDA, or of the PUR the HSS accepted) of one
-- (user identity, Data-Reference, Service-Indication). service_indication is '' for data that has none (MSISDN,
-- STN-SR). sequence_number is the repository data's SequenceNumber (NULL for other data). Cassandra-like TTL:
-- expires_at = filled_at + stub.shcache.ttl; a read never serves a row past it, and the sweep deletes such rows
-- oldest first, in bounded batches, through the expires_at index.
CREATE TABLE sh_data (
    user_identity      VARCHAR(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
    data_reference     SMALLINT UNSIGNED NOT NULL,
    service_indication VARCHAR(128) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT '',
    sequence_number    INT          NULL,
    user_data          MEDIUMBLOB   NOT NULL,
    filled_at          BIGINT       NOT NULL,
    expires_at         BIGINT       NOT NULL,
    PRIMARY KEY (user_identity, data_reference, service_indication),
    INDEX sh_data_expires (expires_at)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- A subscription to notifications (SNR Subs-Req-Type 0 answered 2001): expiry_time as the HSS granted it in the SNA
-- (NULL: none granted, the subscription lasts until unsubscribed); the last PNR's User-Data and when it came.
-- Subscriptions past expiry_time are swept with the cache.
CREATE TABLE sh_subscription (
    user_identity      VARCHAR(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
    data_reference     SMALLINT UNSIGNED NOT NULL,
    service_indication VARCHAR(128) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT '',
    expiry_time        BIGINT       NULL,
    one_time           TINYINT      NOT NULL DEFAULT 0,
    subscribed_at      BIGINT       NOT NULL,
    notifications      INT          NOT NULL DEFAULT 0,
    notified_at        BIGINT       NULL,
    last_user_data     MEDIUMBLOB   NULL,
    PRIMARY KEY (user_identity, data_reference, service_indication),
    INDEX sh_subscription_expiry (expiry_time)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
