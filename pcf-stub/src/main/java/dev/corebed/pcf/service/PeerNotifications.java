package dev.corebed.pcf.service;

import dev.corebed.sbi.Json;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the PCF does with its peers' notifications: a change of the UE's policy data at the UDR, a change of the
 * spending limit status at the CHF, the end of a CHF subscription. Each updates the association's inputs and
 * re-evaluates it; a changed decision is pushed to the consumer (SmPolicyUpdateNotify). Counted in
 * {@code stub.pcf.peer.notifications{peer,outcome}}.
 */
public final class PeerNotifications {

    private final SmPolicyService sm;
    private final PcfMetrics metrics;

    public PeerNotifications(SmPolicyService sm, PcfMetrics metrics) {
        this.sm = sm;
        this.metrics = metrics;
    }

    /**
     * PolicyDataChangeNotifications for a session: the new sm-data (or its removal) replaces the session's UDR data. A
     * notification of usage monitoring data only (usageMonData, or its deletion) changes nothing: the session keeps its
     * own account of its usage and is what writes it to the UDR (so such a notification is mostly the echo of that write).
     */
    public CompletableFuture<Optional<ObjectNode>> smPolicyDataChanged(String smPolicyId, JsonNode notifications) {
        boolean decisive = false;
        for (JsonNode n : notifications) {
            decisive |= n.has("smPolicyData") || deletes(n, "/sm-data");
        }
        if (!decisive) {
            return counted("udr", sm.exists(smPolicyId).thenApply(found -> found
                    ? Optional.of(Json.MAPPER.createObjectNode()) : Optional.empty()));
        }
        return counted("udr", sm.reevaluate(smPolicyId, (row, inputs) -> {
            for (JsonNode n : notifications) {
                if (n.has("smPolicyData")) {
                    // the UE's whole SmPolicyData: the session keeps its S-NSSAI and DNN's part
                    inputs.set("udr", UdrReads.sessionData(n.get("smPolicyData"), row.snssai(), row.dnn()));
                } else if (deletes(n, "/sm-data")) {
                    inputs.remove("udr");
                }
            }
            return inputs;
        }, row -> row));
    }

    private CompletableFuture<Optional<ObjectNode>> counted(String peer, CompletableFuture<Optional<ObjectNode>> done) {
        return done.whenComplete((r, t) -> metrics.peerNotification(peer, t == null && r.isPresent() ? "applied" : "unknown"));
    }

    private static boolean deletes(JsonNode notification, String suffix) {
        for (JsonNode uri : notification.path("delResources")) {
            if (uri.asString("").endsWith(suffix)) {
                return true;
            }
        }
        return false;
    }

    /** A SpendingLimitStatus: its counters replace those the session had. */
    public CompletableFuture<Optional<ObjectNode>> smSpendingLimitStatus(String smPolicyId, JsonNode status) {
        return counted("chf", sm.reevaluate(smPolicyId, (row, inputs) -> {
            inputs.set("chf", mergeStatus(inputs.get("chf"), status));
            return inputs;
        }, row -> row));
    }

    /** A SpendingLimitStatus merged into the one held: its counters replace those of the same id. */
    public static ObjectNode mergeStatus(JsonNode held, JsonNode status) {
        ObjectNode chf = held != null && held.isObject() ? (ObjectNode) held.deepCopy() : Json.MAPPER.createObjectNode();
        ObjectNode infos = chf.has("statusInfos") && chf.get("statusInfos").isObject() ? (ObjectNode) chf.get("statusInfos")
                : chf.putObject("statusInfos");
        for (Map.Entry<String, JsonNode> e : status.path("statusInfos").properties()) {
            infos.set(e.getKey(), e.getValue());
        }
        return chf;
    }

    /** The CHF ended the subscription: the session goes on without spending limits, and holds no subscription there. */
    public CompletableFuture<Optional<ObjectNode>> smSpendingLimitTerminated(String smPolicyId) {
        return counted("chf", sm.reevaluate(smPolicyId, (row, inputs) -> {
            inputs.remove("chf");
            return inputs;
        }, row -> row.withChfSubscription(null)));
    }
}
