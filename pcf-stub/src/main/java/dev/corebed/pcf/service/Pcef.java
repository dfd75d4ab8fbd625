package dev.corebed.pcf.service;

import dev.corebed.pcf.store.SmPolicyRow;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/**
 * The PCEF of a Gx session as the PCRF reaches it: a Re-Auth-Request (TS 29.212 §4.5.2) pushing a change of the
 * session's decision, or asking the PCEF to end the session. Completes with how it ended, never exceptionally.
 */
public interface Pcef {

    /**
     * RAR with the decisions that changed.
     *
     * @param change   the decisions to push: the entries of the decision's maps that are new or changed, null for
     *                 removed ones, and the attributes that changed (SmPolicyDecision's form, as the SMF gets them)
     * @param decision the decision in force after the change (what the change's rules refer to)
     */
    CompletableFuture<Reauth> reauthorize(SmPolicyRow session, JsonNode change, JsonNode decision);

    /** RAR with Session-Release-Cause (TS 29.212 §5.3.44: UNSPECIFIED_REASON 0, UE_SUBSCRIPTION_REASON 1...). */
    CompletableFuture<Reauth> release(SmPolicyRow session, int cause);

    /**
     * How a RAR ended.
     *
     * @param result  the RAA's result ("2001", "10415:5065"), or why there was none ("timeout", "undeliverable")
     * @param unknownSession the PCEF answered DIAMETER_UNKNOWN_SESSION_ID: it no longer has the session
     * @param reports the Charging-Rule-Reports of the RAA (rules the PCEF could not install, or lost)
     */
    record Reauth(String result, boolean answered, boolean success, boolean unknownSession, List<RuleReport> reports) {}

    /** A Charging-Rule-Report: the rules and their PCC-Rule-Status (ACTIVE 0, INACTIVE 1, TEMPORARILY_INACTIVE 2). */
    record RuleReport(List<String> ruleNames, int status) {
        public static final int ACTIVE = 0;
        public static final int INACTIVE = 1;
        public static final int TEMPORARILY_INACTIVE = 2;
    }
}
