-- Nnrf_NFManagement subscriptions (TS 29.510 §5.2.2.5) and the state NFStatusNotify and heartbeat
-- expiry need. Every NRF instance on the data tier sees the same subscriptions.

-- One row per subscription: the SubscriptionData as granted, and its end of validity.
CREATE TABLE nf_subscriptions (
    subscription_id VARCHAR(64)  NOT NULL,  -- assigned by the NRF; no '-' (TS 29.510 pattern)
    validity_until  BIGINT       NOT NULL,  -- epoch millis of the granted validityTime
    subscription    TEXT         NOT NULL,  -- SubscriptionData JSON as granted; TEXT for NDB's row limit
    updated_at      BIGINT       NOT NULL,  -- epoch millis of the last change to the row
    PRIMARY KEY (subscription_id),
    INDEX nf_subscriptions_validity (validity_until)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- What each subscription watches, one row per key ('*', 'nfType:UDM', 'nfSetId:set1',
-- 'serviceName:nudm-sdm'...), so an event finds its subscribers by the keys of the NF profile
-- instead of reading every subscription.
CREATE TABLE nf_subscription_conditions (
    cond_key        VARCHAR(200) NOT NULL,
    subscription_id VARCHAR(64)  NOT NULL,
    PRIMARY KEY (cond_key, subscription_id),
    INDEX nf_subscription_conditions_id (subscription_id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- Rows locked to serialise a check across NRF instances: 'subscriptions' guards the subscription
-- limit (count, then insert), which a row lock on the counted rows alone cannot do on NDB.
CREATE TABLE nrf_locks (
    name VARCHAR(32) NOT NULL,
    PRIMARY KEY (name)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
INSERT INTO nrf_locks (name) VALUES ('subscriptions');

-- The load last announced to subscribers of each NF instance: a later /load is announced only when
-- it moved by more than the load-change threshold from this value (no row: none announced yet).
-- Beside nf_instances rather than in it, so that nf_instances keeps its columns for its other readers.
CREATE TABLE nf_notified_loads (
    nf_instance_id VARCHAR(36) NOT NULL,
    notified_load  INT         NOT NULL,
    PRIMARY KEY (nf_instance_id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- For the heartbeat-expiry sweep: REGISTERED instances by last heartbeat.
CREATE INDEX nf_instances_heartbeat ON nf_instances (nf_status, heartbeat_at);
