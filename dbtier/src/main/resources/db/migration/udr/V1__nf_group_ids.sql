-- Nudr_GroupIDmap (TS 29.504 §5.5): which NF group serves a subscriber, per NF type.
-- NDB rules (dbtier/README.md): ${engine}, a primary key on every table, no foreign keys.

-- Identity ranges: a SUPI (imsi-) or GPSI (msisdn-) whose digits lie in [range_start, range_end]
-- (zero-padded digit strings of one length, compared as strings), or, when pattern is set, whose
-- whole identity matches the regular expression (evaluated by the stub, not by SQL).
CREATE TABLE nf_group_id_ranges (
    range_id      VARCHAR(64)  NOT NULL,
    nf_type       VARCHAR(32)  NOT NULL,
    identity_type VARCHAR(8)   NOT NULL,   -- supi | gpsi
    range_start   VARCHAR(15)  NULL,
    range_end     VARCHAR(15)  NULL,
    pattern       VARCHAR(255) NULL,
    group_id      VARCHAR(128) NOT NULL,
    updated_at    BIGINT       NOT NULL,
    PRIMARY KEY (range_id),
    KEY idx_ranges_lookup (nf_type, identity_type, range_start)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- Per-subscriber entries: consulted before the ranges; the primary key is the point lookup.
CREATE TABLE nf_group_ids (
    nf_type       VARCHAR(32)  NOT NULL,
    subscriber_id VARCHAR(255) NOT NULL,
    group_id      VARCHAR(128) NOT NULL,
    PRIMARY KEY (nf_type, subscriber_id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
