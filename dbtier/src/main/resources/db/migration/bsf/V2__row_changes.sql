-- The change log of the BSF's in-memory tables (dbtier's view.ChangeLog): each write of pcf_binding and
-- pcf_ue_binding adds, in its own transaction, one row per changed key; every BSF instance reads what the others
-- added since its last poll and fetches those rows again. Rows are purged after a minute.
-- NDB: the primary key is (changed_at, writer, seq): unique without an AUTO_INCREMENT, and an ordered index whose
-- range "changed_at >= ?" each poll reads.
CREATE TABLE row_changes (
    changed_at  BIGINT       NOT NULL,   -- epoch ms on the writer's clock, taken before its commit
    writer      BIGINT       NOT NULL,   -- the writing stub instance (random at its start)
    seq         BIGINT       NOT NULL,   -- that writer's count of changes
    table_name  VARCHAR(64)  CHARACTER SET ascii NOT NULL,
    row_key     VARCHAR(255) NOT NULL,   -- the row's primary key, or * for the whole table
    PRIMARY KEY (changed_at, writer, seq)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
