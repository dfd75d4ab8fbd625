package dev.corebed.peersim.ocs.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The OCS's Sy behaviour (TS 29.219 §4.4): an initial Spending-Limit-Request opens a Sy session for the subscriber and
 * the counters asked for (none: all it keeps), answered with their statuses; an intermediate one changes the session's
 * counters; Session-Termination ends it. A counter the OCS does not keep is DIAMETER_ERROR_UNKNOWN_POLICY_COUNTERS.
 */
public final class OcsService {

    /** What a request gets: its result (a name of the outcome, for the handler) and the statuses of its counters. */
    public record Answer(Outcome outcome, Map<String, String> statuses, String detail) {}

    public enum Outcome { OK, UNKNOWN_SESSION, UNKNOWN_COUNTERS, NO_SUBSCRIBER }

    private final OcsSessions sessions;

    public OcsService(OcsSessions sessions) {
        this.sessions = sessions;
    }

    public Answer spendingLimit(String sessionId, boolean initial, String subscriber, List<String> counters, String pcrfHost,
                                String pcrfRealm, String viaPeer) {
        OcsSessions.Session existing = sessions.get(sessionId);
        if (!initial && existing == null) {
            return new Answer(Outcome.UNKNOWN_SESSION, Map.of(), "no Sy session " + sessionId);
        }
        String who = existing != null ? existing.subscriber() : subscriber;
        if (who == null) {
            return new Answer(Outcome.NO_SUBSCRIBER, Map.of(), "an initial SLR names the subscriber (Subscription-Id)");
        }
        Map<String, String> all = sessions.statuses(who);
        List<String> unknown = new ArrayList<>();
        for (String c : counters) {
            if (!all.containsKey(c)) {
                unknown.add(c);
            }
        }
        if (!unknown.isEmpty()) {
            return new Answer(Outcome.UNKNOWN_COUNTERS, Map.of(), "policy counters not kept: " + unknown);
        }
        sessions.put(new OcsSessions.Session(sessionId, who, List.copyOf(counters), pcrfHost, pcrfRealm, viaPeer));
        return new Answer(Outcome.OK, of(all, counters), null);
    }

    public Answer terminate(String sessionId) {
        return sessions.remove(sessionId) == null ? new Answer(Outcome.UNKNOWN_SESSION, Map.of(), "no Sy session " + sessionId)
                : new Answer(Outcome.OK, Map.of(), null);
    }

    /** The statuses of the counters a session subscribed to (all, when it named none). */
    static Map<String, String> of(Map<String, String> all, List<String> counters) {
        if (counters.isEmpty()) {
            return all;
        }
        Map<String, String> out = new LinkedHashMap<>();
        counters.forEach(c -> out.put(c, all.get(c)));
        return out;
    }
}
