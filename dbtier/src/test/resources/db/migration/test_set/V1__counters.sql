-- A second migration set, so that tests can run two stub contexts on one embedded database.
CREATE TABLE counters (
    name  VARCHAR(64) NOT NULL,
    value BIGINT      NOT NULL,
    PRIMARY KEY (name)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
