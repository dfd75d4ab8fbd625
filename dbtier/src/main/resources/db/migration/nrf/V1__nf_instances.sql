-- NF instances registered with the NRF (TS 29.510 NFManagement). The NFProfile is kept whole as
-- JSON; the columns beside it are what discovery filters and heartbeat expiry look up.
CREATE TABLE nf_instances (
    nf_instance_id VARCHAR(36)  NOT NULL,  -- NfInstanceId, a UUID string
    nf_type        VARCHAR(32)  NOT NULL,  -- NFType: NRF, AMF, SMF, PCF...
    nf_status      VARCHAR(32)  NOT NULL,  -- NFStatus: REGISTERED, SUSPENDED, UNDISCOVERABLE
    profile        MEDIUMTEXT   NOT NULL,  -- NFProfile JSON; TEXT because NDB rows stop at ~30 KB
    heartbeat_at   BIGINT       NOT NULL,  -- epoch millis of the last register or heartbeat
    updated_at     BIGINT       NOT NULL,  -- epoch millis of the last change to the row
    PRIMARY KEY (nf_instance_id),
    INDEX nf_instances_nf_type (nf_type)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
