package dev.corebed.pcf.service;

import dev.corebed.pcf.store.AppSessionRow;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The AF (P-CSCF) of an Rx session as the PCRF reaches it, directly or through the BSF that relays for it: a
 * Re-Auth-Request reporting bearer events (TS 29.214 §4.4.6), an Abort-Session-Request ending the session when its
 * IP-CAN session goes (§4.4.4). Each completes with the answer's result ("2001") or why there was none, never
 * exceptionally.
 */
public interface Af {

    /**
     * RAR: what happened (Specific-Action values), the media components concerned (Flows), and the access's
     * IP-CAN-Type and RAT-Type when known (for IP-CAN_CHANGE).
     */
    CompletableFuture<String> notify(AppSessionRow session, List<Integer> specificActions, List<Long> mediaComponents,
                                     Integer ipCanType, Integer ratType);

    /** ASR with Abort-Cause (BEARER_RELEASED 0...). */
    CompletableFuture<String> abort(AppSessionRow session, int abortCause);
}
