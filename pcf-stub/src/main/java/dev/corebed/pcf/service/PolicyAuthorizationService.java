package dev.corebed.pcf.service;

import dev.corebed.core.json.MergePatch;
import dev.corebed.pcf.store.AppSessionRow;
import dev.corebed.pcf.store.SmPolicyRow;
import dev.corebed.pcf.store.SmPolicyStore;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Npcf_PolicyAuthorization (TS 29.514, N5): application sessions bound to the SM policy association of their UE
 * address (the newest of that IPv4 address and domain, or IPv6 prefix, narrowed by the DNN when the AF gives one).
 * Each media component becomes a dynamic PCC rule with its QoS data ({@code af-<appSessionId>-<medCompN>}: the flows of
 * its media sub-components' fDescs, the 5QI of its medType, its marBw as MBR, and as GBR for a GBR 5QI), installed in the association's
 * decision in the same transaction as the session's row; the change reaches the SMF as an SmPolicyUpdateNotify.
 * Deleting the session removes its rules the same way. The association may be an N7 SM policy association or a Gx
 * session (converged: one binding model by UE address); a Gx session's change goes to its PCEF as a Gx RAR. Rx
 * sessions ({@link RxSessionService}) bind and install their rules through the same steps.
 */
public final class PolicyAuthorizationService {

    public static final String RESOURCE = "/npcf-policyauthorization/v1/app-sessions/";
    /** 5QIs of GBR resource type (TS 23.501 Table 5.7.4-1): their media get a guaranteed bit rate. */
    static final java.util.Set<Integer> GBR = java.util.Set.of(1, 2, 3, 4, 65, 66, 67, 71, 72, 73, 74, 76);

    /** Npcf_PolicyAuthorization's settings (stub.pcf.authorization). */
    public record Options(Map<String, Integer> fiveQi, int default5qi, int precedence, String supportedFeatures) {
        public Options {
            fiveQi = Map.copyOf(fiveQi);
        }
    }

    public record Created(String appSessionId, ObjectNode context) {}

    private final SmPolicyStore store;
    private final SmPolicyService sm;
    private final Options options;
    private final PcfMetrics metrics;
    private final Clock clock;

    public PolicyAuthorizationService(SmPolicyStore store, SmPolicyService sm, Options options, PcfMetrics metrics, Clock clock) {
        this.store = store;
        this.sm = sm;
        this.options = options;
        this.metrics = metrics;
        this.clock = clock;
    }

    /** PostAppSessions: an AppSessionContext whose ascReqData names the UE's address. */
    public CompletableFuture<Created> create(ObjectNode context) {
        JsonNode req = context.get("ascReqData");
        if (req == null || !req.isObject()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/ascReqData", "mandatory to create an application session");
        }
        if (!req.has("ueIpv4") && !req.has("ueIpv6") && !req.has("ueMac")) {
            throw new SbiException(400, Cause.MANDATORY_IE_MISSING, "one of ueIpv4, ueIpv6, ueMac is mandatory", List.of(
                    new dev.corebed.sbi.ProblemDetails.InvalidParam("/ascReqData/ueIpv4", "one UE address is mandatory")));
        }
        String id = Ids.newId();
        ObjectNode answer = context.deepCopy();
        ObjectNode resp = answer.putObject("ascRespData");
        resp.put("suppFeat", Keys.features(options.supportedFeatures(), req.path("suppFeat").asString("0")));
        return bind(req).thenCompose(row -> {
            ObjectNode rules = rules(id, req);
            long now = clock.millis();
            AppSessionRow app = new AppSessionRow(id, row.smPolicyId(), row.supi(), Documents.text(answer), ruleIds(rules), now, now);
            return write(row, r -> withApp(r, id, rules), next -> store.insertAppSession(app, next))
                    .thenApply(v -> {
                        metrics.association("app_session", "created");
                        return new Created(id, answer);
                    });
        });
    }

    /** The SM policy association of the application session's UE address; 500 PDU_SESSION_NOT_AVAILABLE without one. */
    CompletableFuture<SmPolicyRow> bind(JsonNode req) {
        CompletableFuture<List<SmPolicyRow>> found;
        if (req.has("ueIpv4")) {
            found = store.findByIpv4(Keys.ipv4(req.get("ueIpv4").asString()), req.path("ipDomain").asString(""), 10);
        } else if (req.has("ueIpv6")) {
            found = store.findByIpv6(Keys.ipv6High(req.get("ueIpv6").asString()), 10);
        } else {
            found = CompletableFuture.completedFuture(List.of());
        }
        String dnn = req.path("dnn").asString(null);
        return found.thenApply(rows -> rows.stream().filter(r -> dnn == null || dnn.equals(r.dnn())).findFirst()
                .orElseThrow(() -> new SbiException(500, PcfCause.PDU_SESSION_NOT_AVAILABLE,
                        "no PDU session of the application session's UE address")));
    }

    /** The PCC rules and QoS data of the session's media components: {"pccRules":{...},"qosDecs":{...}}. */
    ObjectNode rules(String appSessionId, JsonNode req) {
        ObjectNode out = Json.MAPPER.createObjectNode();
        ObjectNode pcc = out.putObject("pccRules");
        ObjectNode qos = out.putObject("qosDecs");
        int precedence = options.precedence();
        List<Map.Entry<String, JsonNode>> components = new ArrayList<>(req.path("medComponents").properties());
        components.sort(Map.Entry.comparingByKey());
        for (Map.Entry<String, JsonNode> e : components) {
            JsonNode mc = e.getValue();
            if ("REMOVED".equals(mc.path("fStatus").asString(""))) {
                continue;
            }
            String ruleId = "af-" + appSessionId + "-" + mc.path("medCompN").asInt();
            String qosId = ruleId + "-qos";
            ObjectNode rule = pcc.putObject(ruleId).put("pccRuleId", ruleId).put("precedence", precedence++);
            ArrayNode flows = Json.MAPPER.createArrayNode();
            List<Map.Entry<String, JsonNode>> subs = new ArrayList<>(mc.path("medSubComps").properties());
            subs.sort(Map.Entry.comparingByKey());
            for (Map.Entry<String, JsonNode> sub : subs) {
                for (JsonNode f : sub.getValue().path("fDescs")) {
                    flows.addObject().put("flowDescription", f.asString()).put("flowDirection", "BIDIRECTIONAL");
                }
            }
            if (!flows.isEmpty()) {
                rule.set("flowInfos", flows);
            }
            String appId = mc.path("afAppId").asString(req.path("afAppId").asString(null));
            if (appId != null && flows.isEmpty()) {
                rule.put("appId", appId);
            }
            rule.putArray("refQosData").add(qosId);
            int fiveQi = options.fiveQi().getOrDefault(mc.path("medType").asString(""), options.default5qi());
            ObjectNode q = qos.putObject(qosId).put("qosId", qosId).put("5qi", fiveQi);
            String ul = mc.path("marBwUl").asString(null);
            String dl = mc.path("marBwDl").asString(null);
            if (ul != null) {
                q.put("maxbrUl", ul);
            }
            if (dl != null) {
                q.put("maxbrDl", dl);
            }
            if (GBR.contains(fiveQi)) {
                if (ul != null) {
                    q.put("gbrUl", ul);
                }
                if (dl != null) {
                    q.put("gbrDl", dl);
                }
            }
        }
        return out;
    }

    static String ruleIds(ObjectNode rules) {
        return String.join(",", rules.path("pccRules").propertyNames());
    }

    /** The association's inputs with this session's rules (null: without them). */
    static ObjectNode withApp(SmPolicyRow row, String appSessionId, ObjectNode rules) {
        ObjectNode inputs = Documents.parse(row.inputs());
        ObjectNode apps = inputs.has("apps") ? (ObjectNode) inputs.get("apps") : inputs.putObject("apps");
        if (rules == null) {
            apps.remove(appSessionId);
        } else {
            apps.set(appSessionId, rules);
        }
        return inputs;
    }

    /**
     * Re-evaluates the association with the changed inputs and runs the write (the session's row with the association's
     * new version, in one transaction); again on a newer row when another write came first. Notifies the SMF of the change.
     */
    CompletableFuture<Void> write(SmPolicyRow row, java.util.function.Function<SmPolicyRow, ObjectNode> inputs,
                                          java.util.function.Function<SmPolicyRow, CompletableFuture<Boolean>> op) {
        return OptimisticWrite.apply(row, r -> sm.reevaluated(r, Documents.parse(r.context()), inputs.apply(r)), c -> op.apply(c.row()),
                r -> store.find(r.smPolicyId()).thenApply(fresh -> fresh.orElseThrow(() -> new SbiException(500,
                        PcfCause.PDU_SESSION_NOT_AVAILABLE, "the PDU session of the application session ended"))),
                "SM policy association " + row.smPolicyId()).thenAccept(c -> {
                    if (!c.delta().isEmpty()) {
                        sm.sendUpdate(c.row(), c.delta());
                    }
                });
    }

    // --- the Individual Application Session Context ---

    public CompletableFuture<ObjectNode> get(String appSessionId) {
        return find(appSessionId).thenApply(app -> Documents.parse(app.context()));
    }

    /** An N5 application session; 404 APPLICATION_SESSION_CONTEXT_NOT_FOUND when unknown (or an Rx session). */
    public CompletableFuture<AppSessionRow> find(String appSessionId) {
        return findAny(appSessionId).thenApply(a -> {
            if (a.rx() != null) {
                throw notFound(appSessionId);
            }
            return a;
        });
    }

    /** The stored application session of either kind, N5 or Rx (the management API); 404 when unknown. */
    public CompletableFuture<AppSessionRow> findAny(String appSessionId) {
        if (!Ids.plausible(appSessionId)) {
            return CompletableFuture.failedFuture(notFound(appSessionId));
        }
        return store.findAppSession(appSessionId).thenApply(a -> a.orElseThrow(() -> notFound(appSessionId)));
    }

    static SbiException notFound(String id) {
        return new SbiException(404, PcfCause.APPLICATION_SESSION_CONTEXT_NOT_FOUND, "no application session " + id);
    }

    /** ModAppSession: an AppSessionContextUpdateDataPatch merged (RFC 7386) into the session's ascReqData. */
    public CompletableFuture<ObjectNode> modify(String appSessionId, JsonNode patch) {
        return find(appSessionId).thenCompose(app -> {
            ObjectNode context = Documents.parse(app.context());
            JsonNode req = MergePatch.apply(context.path("ascReqData"), patch.path("ascReqData"));
            context.set("ascReqData", req);
            ObjectNode rules = rules(appSessionId, req);
            AppSessionRow next = new AppSessionRow(app.appSessionId(), app.smPolicyId(), app.supi(), Documents.text(context),
                    ruleIds(rules), app.createdAt(), clock.millis());
            return association(app).thenCompose(row -> write(row, r -> withApp(r, appSessionId, rules),
                    n -> store.updateAppSession(next, n))).thenApply(v -> {
                        metrics.association("app_session", "updated");
                        return context;
                    });
        });
    }

    /** DeleteAppSession: the session's rules leave the association's decision. */
    public CompletableFuture<Void> delete(String appSessionId) {
        return find(appSessionId).thenCompose(app -> association(app).thenCompose(row -> write(row,
                r -> withApp(r, appSessionId, null), n -> store.deleteAppSession(appSessionId, n)))
                .thenRun(() -> metrics.association("app_session", "deleted")));
    }

    private CompletableFuture<SmPolicyRow> association(AppSessionRow app) {
        return store.find(app.smPolicyId()).thenApply(r -> r.orElseThrow(() -> notFound(app.appSessionId())));
    }

    /**
     * updateEventsSubsc: the session's event subscription replaced; true when it had none (201).
     */
    public CompletableFuture<Boolean> subscribeEvents(String appSessionId, JsonNode subscription) {
        return find(appSessionId).thenCompose(app -> {
            ObjectNode context = Documents.parse(app.context());
            ObjectNode req = context.has("ascReqData") ? (ObjectNode) context.get("ascReqData") : context.putObject("ascReqData");
            boolean created = !req.has("evSubsc");
            req.set("evSubsc", subscription);
            return saveContext(app, context).thenApply(v -> created);
        });
    }

    /** DeleteEventsSubsc. */
    public CompletableFuture<Void> unsubscribeEvents(String appSessionId) {
        return find(appSessionId).thenCompose(app -> {
            ObjectNode context = Documents.parse(app.context());
            if (context.path("ascReqData").isObject()) {
                ((ObjectNode) context.get("ascReqData")).remove("evSubsc");
            }
            return saveContext(app, context);
        });
    }

    private CompletableFuture<Void> saveContext(AppSessionRow app, ObjectNode context) {
        AppSessionRow next = new AppSessionRow(app.appSessionId(), app.smPolicyId(), app.supi(), Documents.text(context),
                app.pccRules(), app.createdAt(), clock.millis());
        // The decision does not change: the association is written with its documents as they are, one version on.
        return association(app).thenCompose(row -> write(row, r -> Documents.parse(r.inputs()),
                n -> store.updateAppSession(next, n)));
    }
}
