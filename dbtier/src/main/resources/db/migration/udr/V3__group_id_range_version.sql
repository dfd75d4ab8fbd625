-- Nudr_GroupIDmap ranges are served from memory (GroupIdRangeView). Every range write bumps this counter in
-- its own transaction, and each UDR instance polls the one row to know when to reload the ranges.
CREATE TABLE nf_group_id_range_version (
    id       TINYINT NOT NULL,
    version  BIGINT  NOT NULL,
    PRIMARY KEY (id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

INSERT INTO nf_group_id_range_version (id, version) VALUES (1, 0);
