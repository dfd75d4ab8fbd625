-- Nudr_DataRepository policy data (TS 29.504, resources of TS 29.519 §5) and its subscriptions to notifications.
-- NDB rules (dbtier/README.md): ${engine}, a primary key on every table, no foreign keys, JSON in TEXT columns.
-- Identifiers compare byte for byte (utf8mb4_bin): imsi-... and IMSI-... are two UEs, as in the URI.

-- One row per UE: the documents of /policy-data/ues/{ueId} as the consumer wrote them (JSON, NULL when
-- the data set is absent). A UE with no row is unknown (404 USER_NOT_FOUND); a row with the column NULL
-- lacks that data set (404 DATA_NOT_FOUND). gpsi is the UE's GPSI when it is known by both identities.
CREATE TABLE policy_data_ues (
    ue_id          VARCHAR(255) COLLATE utf8mb4_bin NOT NULL,
    gpsi           VARCHAR(255) COLLATE utf8mb4_bin NULL,
    am_data        MEDIUMTEXT   NULL,   -- AmPolicyData
    ue_policy_set  MEDIUMTEXT   NULL,   -- UePolicySet
    sm_data        MEDIUMTEXT   NULL,   -- SmPolicyData
    op_spec_data   MEDIUMTEXT   NULL,   -- map of OperatorSpecificDataContainer
    updated_at     BIGINT       NOT NULL,
    PRIMARY KEY (ue_id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- A GPSI (msisdn-/extid-) that names a UE stored under its SUPI: ueId = gpsi reads the SUPI's row.
CREATE TABLE policy_data_gpsis (
    gpsi   VARCHAR(255) COLLATE utf8mb4_bin NOT NULL,
    ue_id  VARCHAR(255) COLLATE utf8mb4_bin NOT NULL,
    PRIMARY KEY (gpsi)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- UsageMonitoringInformation resources: /policy-data/ues/{ueId}/sm-data/{usageMonId}.
CREATE TABLE policy_data_usage_mon (
    ue_id          VARCHAR(255) COLLATE utf8mb4_bin NOT NULL,
    usage_mon_id   VARCHAR(255) COLLATE utf8mb4_bin NOT NULL,
    usage_mon_data MEDIUMTEXT   NOT NULL,   -- UsageMonData
    updated_at     BIGINT       NOT NULL,
    PRIMARY KEY (ue_id, usage_mon_id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- PolicyDataSubscription resources (/policy-data/subs-to-notify/{subsId}), as granted.
CREATE TABLE policy_data_subscriptions (
    subs_id       VARCHAR(64)  COLLATE utf8mb4_bin NOT NULL,
    subscription  MEDIUMTEXT   NOT NULL,
    resources     MEDIUMTEXT   NOT NULL,   -- its rows of policy_data_subscription_resources, one per line
    expiry        BIGINT       NULL,       -- epoch ms; NULL = no expiry
    created_at    BIGINT       NOT NULL,
    PRIMARY KEY (subs_id),
    KEY idx_policy_subs_expiry (expiry)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- What each subscription watches: the resource path without apiRoot and version
-- (/policy-data/ues/imsi-001010000000001/sm-data), one row per monitoredResourceUris and monResItems entry.
-- A change of a resource looks up its path and its ancestors' (/policy-data/ues/{ueId}) by primary key.
CREATE TABLE policy_data_subscription_resources (
    resource  VARCHAR(512) COLLATE utf8mb4_bin NOT NULL,
    subs_id   VARCHAR(64)  COLLATE utf8mb4_bin NOT NULL,
    PRIMARY KEY (resource, subs_id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
