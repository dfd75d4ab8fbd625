-- The SCP (scp-stub): what it shares with the other SCP instances on the same data tier. Its data path never reads
-- these tables: the rules are polled into memory, the counters exchanged in one batch per sync interval.
-- NDB rules (dbtier/README.md): ${engine}, a primary key on every table, times as epoch milliseconds.

-- Rate limits per key (stub.scp rate limiting, ~3,000 keys in the seed): kind ingress (a consumer NF instance),
-- egress (a producer, counted by each SCP instance alone) or global (a producer, counted across all SCP instances).
-- rl_key '*' is the limit of every key of that kind without a rule of its own.
CREATE TABLE scp_rate_limit (
    kind        VARCHAR(16)  CHARACTER SET ascii NOT NULL,
    rl_key      VARCHAR(255) CHARACTER SET ascii NOT NULL,
    rate        DOUBLE       NOT NULL,
    burst       INT          NOT NULL,
    updated_at  BIGINT       NOT NULL,
    PRIMARY KEY (kind, rl_key)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- Every write of the rules bumps this counter in the same transaction; each SCP instance polls the one row and
-- reloads the rules when it moved.
CREATE TABLE scp_rate_limit_version (
    id       TINYINT NOT NULL,
    version  BIGINT  NOT NULL,
    PRIMARY KEY (id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

INSERT INTO scp_rate_limit_version (id, version) VALUES (1, 0);

-- Global egress counts: messages sent to each key in each window (window = epoch ms / stub.scp.rate-limit.window),
-- added to by every SCP instance; old windows are deleted.
CREATE TABLE scp_rate_counter (
    rl_key  VARCHAR(255) CHARACTER SET ascii NOT NULL,
    win     BIGINT       NOT NULL,
    cnt     BIGINT       NOT NULL,
    PRIMARY KEY (rl_key, win),
    INDEX scp_rate_counter_win (win)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
