-- The PCF's state (pcf-stub): policy associations, application sessions and the subscriptions the PCF holds
-- at its peers, modelled on the tables a commercial PCF keeps (SmPolicyAssociation, AppSession,
-- contextbinding). NDB rules (dbtier/README.md): ${engine}, a primary key on every table, JSON documents in
-- MEDIUMTEXT, times as epoch milliseconds, an index only where a read path filters.
--
-- The peer subscriptions are columns of the association that owns them (the URI the peer answered in
-- Location, NULL when none was made): one INSERT creates a session with all of them, one DELETE removes it,
-- and a restarted PCF knows what to unsubscribe. URIs are ASCII (RFC 3986), so each costs its length in bytes
-- of NDB's row, not four times it.

-- SM policy associations (Npcf_SMPolicyControl, N7). kind is N7 for an association created over the SBI; the
-- PCRF's Gx sessions (same binding by UE address, same peers) are rows of another kind.
--   ipv4_addr    the UE's IPv4 address as an unsigned 32-bit number; ip_domain '' when none
--   ipv6_prefix  the upper 64 bits of the UE's IPv6 prefix
--   snssai       "<sst>" or "<sst>-<sd>" (sd in lower case)
--   context      the SmPolicyContextData, with the updates the SMF reported merged into it
--   decision     the SmPolicyDecision in force (what the SMF was last given, in full)
--   inputs       what the decision was made of besides the context: the subscriber's UDR data for the session,
--                the CHF's spending limit status, the PCC rules of the application sessions bound to it; so a
--                re-evaluation (an update, a UDR or CHF notification, an application session) gives the same
--                decision on any PCF instance
--   version      bumped by every write: an update computed on an older row is done again
CREATE TABLE sm_policy_association (
    sm_policy_id     VARCHAR(36)   CHARACTER SET ascii NOT NULL,
    kind             VARCHAR(4)    CHARACTER SET ascii NOT NULL,
    supi             VARCHAR(128)  NOT NULL,
    gpsi             VARCHAR(128)  NULL,
    pdu_session_id   SMALLINT      NOT NULL,
    dnn              VARCHAR(100)  NOT NULL,
    snssai           VARCHAR(10)   CHARACTER SET ascii NOT NULL,
    ipv4_addr        INT UNSIGNED  NULL,
    ip_domain        VARCHAR(64)   NOT NULL DEFAULT '',
    ipv6_prefix      BIGINT        NULL,
    context          MEDIUMTEXT    NOT NULL,
    decision         MEDIUMTEXT    NOT NULL,
    inputs           MEDIUMTEXT    NOT NULL,
    udr_subscription VARCHAR(1024) CHARACTER SET ascii NULL,
    chf_subscription VARCHAR(1024) CHARACTER SET ascii NULL,
    bsf_binding      VARCHAR(1024) CHARACTER SET ascii NULL,
    version          INT           NOT NULL,
    created_at       BIGINT        NOT NULL,
    updated_at       BIGINT        NOT NULL,
    PRIMARY KEY (sm_policy_id),
    INDEX sm_policy_supi (supi),
    INDEX sm_policy_ipv4 (ipv4_addr, ip_domain),
    INDEX sm_policy_ipv6 (ipv6_prefix)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- Application sessions (Npcf_PolicyAuthorization, N5), each bound to the SM policy association of its UE
-- address. context is the AppSessionContext as created and modified; pcc_rules the ids of the PCC rules it
-- installed in that association's decision (comma-separated).
CREATE TABLE app_session (
    app_session_id VARCHAR(36)   CHARACTER SET ascii NOT NULL,
    sm_policy_id   VARCHAR(36)   CHARACTER SET ascii NOT NULL,
    supi           VARCHAR(128)  NULL,
    context        MEDIUMTEXT    NOT NULL,
    pcc_rules      VARCHAR(2048) CHARACTER SET ascii NOT NULL,
    created_at     BIGINT        NOT NULL,
    updated_at     BIGINT        NOT NULL,
    PRIMARY KEY (app_session_id),
    INDEX app_session_sm_policy (sm_policy_id)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;

-- AM and UE policy associations (Npcf_AMPolicyControl N15, Npcf_UEPolicyControl). kind is AM or UE.
--   request  the PolicyAssociationRequest, with the updates merged into it
--   policy   the PolicyAssociation answered (request, triggers and the policy in force)
--   inputs   the subscriber's UDR data (and CHF status) the policy was made of
--   n1n2_subscription  UE: the AMF's N1 message notification subscription (Namf_Communication)
--   amf_api_root       UE: the AMF the UE policy container was sent to
CREATE TABLE policy_association (
    pol_asso_id       VARCHAR(36)   CHARACTER SET ascii NOT NULL,
    kind              VARCHAR(4)    CHARACTER SET ascii NOT NULL,
    supi              VARCHAR(128)  NOT NULL,
    request           MEDIUMTEXT    NOT NULL,
    policy            MEDIUMTEXT    NOT NULL,
    inputs            MEDIUMTEXT    NOT NULL,
    udr_subscription  VARCHAR(1024) CHARACTER SET ascii NULL,
    chf_subscription  VARCHAR(1024) CHARACTER SET ascii NULL,
    n1n2_subscription VARCHAR(1024) CHARACTER SET ascii NULL,
    amf_api_root      VARCHAR(512)  CHARACTER SET ascii NULL,
    version           INT           NOT NULL,
    created_at        BIGINT        NOT NULL,
    updated_at        BIGINT        NOT NULL,
    PRIMARY KEY (pol_asso_id),
    INDEX policy_association_supi (supi)
) ENGINE=${engine} DEFAULT CHARSET=utf8mb4;
