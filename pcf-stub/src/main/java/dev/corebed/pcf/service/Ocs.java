package dev.corebed.pcf.service;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.node.ObjectNode;

/**
 * The OCS over Sy (TS 29.219): the spending limits of a Gx session's subscriber. The statuses are kept as the CHF's
 * SpendingLimitStatus ({@code {"statusInfos":{<counter>:{"policyCounterId":..., "currentStatus":...}}}}), so that a
 * decision reads them the same way whichever of the two gave them.
 */
public interface Ocs {

    /** Whether an OCS is there to ask (an open Diameter peer that serves Sy); a step without one is skipped. */
    boolean available();

    /** A new Sy Session-Id of this PCRF. */
    String newSessionId();

    /**
     * Spending-Limit-Request, initial (a new Sy session) or intermediate (the counters of the session again).
     * Completes with the statuses the OCS answered; fails with a {@code PeerException} when it answers an error or
     * nothing.
     *
     * @param counters the policy counters to subscribe to; empty = all the OCS keeps
     */
    CompletableFuture<ObjectNode> spendingLimits(String sySessionId, boolean initial, String supi, String gpsi,
                                                 List<String> counters);

    /** Session-Termination-Request of the Sy session; fails like {@link #spendingLimits}. */
    CompletableFuture<Void> terminate(String sySessionId);

    /** The statuses of Policy-Counter-Status-Reports as a SpendingLimitStatus. */
    static ObjectNode status(java.util.Map<String, String> counters) {
        ObjectNode status = dev.corebed.sbi.Json.MAPPER.createObjectNode();
        ObjectNode infos = status.putObject("statusInfos");
        counters.forEach((id, s) -> infos.putObject(id).put("policyCounterId", id).put("currentStatus", s));
        return status;
    }
}
