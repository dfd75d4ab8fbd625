-- The PCRF's Diameter sessions (pcf-stub's Gx, Rx and Sy), in the tables of the SBI side: converged, one model.
--
-- A Gx IP-CAN session is a row of sm_policy_association of kind GX: the same keys (SUPI, UE address, DNN = the
-- APN), the same context / decision / inputs documents (the decision is an SmPolicyDecision, sent to the PCEF as
-- Gx AVPs), the same peer subscriptions (UDR, BSF binding). What only a Gx session has:
--   diameter_session_id  the PCEF's Session-Id (RFC 6733 §8.8: a DiameterIdentity and two numbers, well under 255
--                        ASCII characters in practice); NULL for N7 associations
--   cc_request_number    the CC-Request-Number of the last request handled; an older one is refused
--   origin_host, origin_realm  the PCEF (Destination-Host and -Realm of the PCRF's RAR)
--   via_peer             the Diameter peer the session's requests came through (the PCEF, or an agent before it)
--   sy_session_id        the PCRF's Sy session with the OCS for this session (spending limits); NULL when none
-- An Rx AF session is a row of app_session of kind RX, bound to a GX or N7 association by UE address like an N5
-- application session (kind N5), its PCC rules installed in that association's decision the same way.
ALTER TABLE sm_policy_association
    ADD COLUMN diameter_session_id VARCHAR(255) CHARACTER SET ascii NULL,
    ADD COLUMN cc_request_number   INT UNSIGNED NULL,
    ADD COLUMN origin_host         VARCHAR(255) CHARACTER SET ascii NULL,
    ADD COLUMN origin_realm        VARCHAR(255) CHARACTER SET ascii NULL,
    ADD COLUMN via_peer            VARCHAR(255) CHARACTER SET ascii NULL,
    ADD COLUMN sy_session_id       VARCHAR(255) CHARACTER SET ascii NULL,
    ADD UNIQUE INDEX sm_policy_diameter_session (diameter_session_id),
    ADD UNIQUE INDEX sm_policy_sy_session (sy_session_id);

-- kind N5 (Npcf_PolicyAuthorization) or RX. For RX: the AF's Session-Id, the AF (Origin-Host and -Realm, where
-- the PCRF's RAR and ASR go) and the peer its requests came through (the AF, or the BSF relaying for it).
ALTER TABLE app_session
    ADD COLUMN kind                VARCHAR(4)   CHARACTER SET ascii NOT NULL DEFAULT 'N5',
    ADD COLUMN diameter_session_id VARCHAR(255) CHARACTER SET ascii NULL,
    ADD COLUMN origin_host         VARCHAR(255) CHARACTER SET ascii NULL,
    ADD COLUMN origin_realm        VARCHAR(255) CHARACTER SET ascii NULL,
    ADD COLUMN via_peer            VARCHAR(255) CHARACTER SET ascii NULL,
    ADD UNIQUE INDEX app_session_diameter_session (diameter_session_id);
