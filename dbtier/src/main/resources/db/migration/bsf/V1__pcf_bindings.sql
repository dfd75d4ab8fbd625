-- Nbsf_Management (TS 29.521): the BSF's bindings and event subscriptions.
-- NDB rules (dbtier/README.md): ${engine}, a primary key on every table, JSON in TEXT columns, times as
-- epoch milliseconds, and an index only where a read path filters.

-- PCF for a PDU session bindings (PcfBinding). The body is the PcfBinding as stored and answered; the
-- columns beside it are the UE addresses the discovery (and later the Rx proxy) looks a binding up by,
-- and the attributes it is then narrowed by, in forms that index small:
--   ipv4_addr    the IPv4 address as an unsigned 32-bit number; ip_domain '' when the binding has none
--   ipv6_prefix  the upper 64 bits of the IPv6 prefix (masked to its length when shorter than /64);
--                ipv6_low the lower 64 bits when the prefix is longer than /64; ipv6_len its length
--   mac_addr     the MAC-48 address as a number
--   snssai       "<sst>" or "<sst>-<sd>" (sd in lower case), the string form of TS 29.571
-- updated_at drives the stale-binding audit (stub.bsf.audit.*): the oldest rows first, in bounded batches.
CREATE TABLE pcf_binding (
    binding_id   VARCHAR(36)      CHARACTER SET ascii NOT NULL,
    ipv4_addr    INT UNSIGNED     NULL,
    ip_domain    VARCHAR(64)      NOT NULL DEFAULT '',
    ipv6_prefix  BIGINT           NULL,
    ipv6_low     BIGINT           NULL,
    ipv6_len     TINYINT UNSIGNED NULL,
    mac_addr     BIGINT           NULL,
    supi         VARCHAR(128)     NULL,
    gpsi         VARCHAR(128)     NULL,
    dnn          VARCHAR(100)     NOT NULL,
    snssai       VARCHAR(10)      CHARACTER SET ascii NOT NULL,
    body         MEDIUMTEXT       NOT NULL,
    created_at   BIGINT           NOT NULL,
    updated_at   BIGINT           NOT NULL,
    PRIMARY KEY (binding_id),
    INDEX pcf_binding_ipv4 (ipv4_addr, ip_domain),
    INDEX pcf_binding_ipv6 (ipv6_prefix),
    INDEX pcf_binding_mac (mac_addr),
    INDEX pcf_binding_supi (supi),
    INDEX pcf_binding_updated (updated_at)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- PCF for a UE bindings (PcfForUeBinding), found by SUPI or GPSI.
CREATE TABLE pcf_ue_binding (
    binding_id   VARCHAR(36)  CHARACTER SET ascii NOT NULL,
    supi         VARCHAR(128) NOT NULL,
    gpsi         VARCHAR(128) NULL,
    body         MEDIUMTEXT   NOT NULL,
    created_at   BIGINT       NOT NULL,
    updated_at   BIGINT       NOT NULL,
    PRIMARY KEY (binding_id),
    INDEX pcf_ue_binding_supi (supi),
    INDEX pcf_ue_binding_gpsi (gpsi),
    INDEX pcf_ue_binding_updated (updated_at)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- Event subscriptions (BsfSubscription). Few rows: every BSF instance keeps them all in memory and
-- re-reads the table every stub.bsf.subscriptions.refresh-interval, so no index beside the key.
CREATE TABLE bsf_subscription (
    subscription_id VARCHAR(36)  CHARACTER SET ascii NOT NULL,
    supi            VARCHAR(128) NOT NULL,
    body            MEDIUMTEXT   NOT NULL,
    created_at      BIGINT       NOT NULL,
    updated_at      BIGINT       NOT NULL,
    PRIMARY KEY (subscription_id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
