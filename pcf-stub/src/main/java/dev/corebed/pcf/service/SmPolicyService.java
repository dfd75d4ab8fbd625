package dev.corebed.pcf.service;

import dev.corebed.pcf.client.NbsfManagementClient;
import dev.corebed.pcf.client.NchfSpendingLimitClient;
import dev.corebed.pcf.client.NudrPolicyDataClient;
import dev.corebed.pcf.client.Peer;
import dev.corebed.pcf.service.PeerSteps.Result;
import dev.corebed.pcf.store.AppSessionRow;
import dev.corebed.pcf.store.SmPolicyRow;
import dev.corebed.pcf.store.SmPolicyStore;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Npcf_SMPolicyControl (TS 29.512): the SM policy associations' life, the PCF's steps at its peers for each, and
 * the re-evaluations that end in an SmPolicyUpdateNotify to the SMF.
 *
 * <p>Create: the UDR reads of the DNN, the subscription to the UE's sm-data changes, the CHF spending limit
 * subscription and the BSF binding run side by side; a peer that fails either fails the create (500
 * SYSTEM_FAILURE, what the other peers gave undone) or is counted and left out, per stub.pcf.peers.*.on-failure;
 * then the decision, then one INSERT, then the answer. Delete removes the row (and the application sessions bound
 * to it) first, then undoes the peer subscriptions, then answers.
 */
public final class SmPolicyService {

    /** Triggers the SMF reports whether subscribed or not (PolicyControlRequestTrigger of TS 29.512 §5.6.3.6). */
    static final Set<String> ALWAYS_REPORTED = Set.of("RES_MO_RE", "UE_IP_CH", "PS_DA_OFF", "DEF_QOS_CH", "SE_AMBR_CH");
    /** What an update may change of the context: the attributes SmPolicyUpdateContextData shares with SmPolicyContextData. */
    static final Set<String> UPDATED_CONTEXT = Set.of("accessType", "ratType", "addAccessInfo", "servingNetwork",
            "userLocationInfo", "ueTimeZone", "ipv4Address", "ipDomain", "ipv6AddressPrefix", "subsSessAmbr",
            "authProfIndex", "subsDefQos", "vplmnQos", "numOfPackFilter", "3gppPsDataOffStatus", "refQosIndication",
            "qosFlowUsage", "servNfId", "traceReq", "maPduInd", "atsssCapab", "interGrpIds", "satBackhaulCategory",
            "pcfUeInfo", "nwdafDatas");
    static final String KIND = "N7";
    static final String RESOURCE = "/npcf-smpolicycontrol/v1/sm-policies/";

    public record Created(String smPolicyId, ObjectNode decision) {}

    private final SmPolicyStore store;
    private final SmPolicyDecisions decisions;
    private final SmPolicyOptions options;
    private final PolicyOptions policies;
    private final PeerSteps steps;
    private final NudrPolicyDataClient udr;
    private final NchfSpendingLimitClient chf;
    private final NbsfManagementClient bsf;
    private final PolicyNotifications notifications;
    private final PcfMetrics metrics;
    private final PcfSelf self;
    private final Clock clock;
    private final GxOptions gx;
    private final Ocs ocs;
    private final Af af;
    /** Where a Gx session's changes go (a Gx RAR): the Gx service, set once at wiring. */
    private volatile GxPush gxPush;

    /** Pushes a change of a Gx session's decision to its PCEF. */
    @FunctionalInterface
    public interface GxPush {
        void push(SmPolicyRow session, ObjectNode change);
    }

    public SmPolicyService(SmPolicyStore store, SmPolicyDecisions decisions, SmPolicyOptions options, PolicyOptions policies,
                           PeerSteps steps, NudrPolicyDataClient udr, NchfSpendingLimitClient chf, NbsfManagementClient bsf,
                           PolicyNotifications notifications, PcfMetrics metrics, PcfSelf self, Clock clock) {
        this(store, decisions, options, policies, steps, udr, chf, bsf, notifications, metrics, self, clock, null, null, null);
    }

    /**
     * @param gx  the Gx sessions' settings (null: none served)
     * @param ocs the OCS over Sy, the spending limits of Gx sessions
     * @param af  the AFs of Rx sessions, told when their IP-CAN session goes (ASR)
     */
    public SmPolicyService(SmPolicyStore store, SmPolicyDecisions decisions, SmPolicyOptions options, PolicyOptions policies,
                           PeerSteps steps, NudrPolicyDataClient udr, NchfSpendingLimitClient chf, NbsfManagementClient bsf,
                           PolicyNotifications notifications, PcfMetrics metrics, PcfSelf self, Clock clock, GxOptions gx,
                           Ocs ocs, Af af) {
        this.gx = gx;
        this.ocs = ocs;
        this.af = af;
        this.store = store;
        this.decisions = decisions;
        this.options = options;
        this.policies = policies;
        this.steps = steps;
        this.udr = udr;
        this.chf = chf;
        this.bsf = bsf;
        this.notifications = notifications;
        this.metrics = metrics;
        this.self = self;
        this.clock = clock;
    }

    public SmPolicyOptions options() {
        return options;
    }

    /** Where Gx sessions' changes go; set once, by the Gx service. */
    public void gxPush(GxPush push) {
        this.gxPush = push;
    }

    PolicyOptions policies() {
        return policies;
    }

    PeerSteps steps() {
        return steps;
    }

    SmPolicyStore store() {
        return store;
    }

    PcfMetrics metrics() {
        return metrics;
    }

    Clock clock() {
        return clock;
    }

    /** The fan-out of an association: its DNN's, of the Gx settings for a Gx session. */
    FanOut fanOut(SmPolicyRow row) {
        return fanOut(row.gx() != null, row.dnn());
    }

    FanOut fanOut(boolean gxSession, String dnn) {
        return gxSession ? gx.fanOut(dnn) : options.fanOut(dnn);
    }

    /**
     * The decision of an association: {@link SmPolicyDecisions#evaluate}; for a Gx session its policyCtrlReqTriggers are
     * the Gx Event-Triggers (USAGE_REPORT with usage monitoring, in place of US_RE).
     */
    ObjectNode decide(boolean gxSession, String dnn, JsonNode context, JsonNode inputs) {
        ObjectNode decision = decisions.evaluate(context, inputs, fanOut(gxSession, dnn));
        if (gxSession) {
            tools.jackson.databind.node.ArrayNode triggers = decision.putArray("policyCtrlReqTriggers");
            gx.eventTriggers().forEach(triggers::add);
            if (decision.has("umDecs") && !gx.eventTriggers().contains("USAGE_REPORT")) {
                triggers.add("USAGE_REPORT");
            }
        }
        return decision;
    }

    // --- CreateSMPolicy ---

    /** @param context an SmPolicyContextData that passed its schema */
    public CompletableFuture<Created> create(ObjectNode context) {
        String id = Ids.newId();
        String supi = context.get("supi").asString();
        String gpsi = Documents.string(context, "gpsi");
        String dnn = context.get("dnn").asString();
        FanOut fan = options.fanOut(dnn);
        String callbacks = self.apiRoot() + PcfSelf.CALLBACKS + "/sm-policies/" + id;
        CompletableFuture<Result<Spending>> spending = !fan.chf() ? PeerSteps.skipped()
                : steps.step(Peer.CHF, fan.nrfCache(), r -> chf.subscribe(r, supi, gpsi, policies.policyCounterIds(), callbacks + "/chf")
                        .thenApply(s -> new Spending(s.uri(), null, s.status())));
        return gather(id, context, fan, spending).thenCompose(g -> {
            if (g.error() != null) {
                metrics.association("sm", "refused");
                return CompletableFuture.failedFuture(g.error());
            }
            ObjectNode decision = decide(false, dnn, context, g.inputs());
            long now = clock.millis();
            SmPolicyRow row = new SmPolicyRow(id, KIND, supi, gpsi, context.get("pduSessionId").asInt(), dnn,
                    Keys.snssai(context.get("sliceInfo")), ipv4(context), domain(context), ipv6(context), Documents.text(context),
                    Documents.text(decision), Documents.text(g.inputs()), g.udrUri(), g.spending().chfUri(), g.bindingUri(), 1,
                    now, now);
            return store.insert(row).handle((ok, failure) -> {
                if (failure != null) {
                    undo(g);
                    throw failure instanceof RuntimeException re ? re : new java.util.concurrent.CompletionException(failure);
                }
                metrics.association("sm", "created");
                return new Created(id, decision);
            });
        });
    }

    /**
     * What a session holds of its subscriber's spending limits: the CHF subscription's URI (N7) or the Sy session with
     * the OCS (Gx), and the statuses (a SpendingLimitStatus); all null when none.
     */
    record Spending(String chfUri, String sySessionId, JsonNode status) {
        static final Spending NONE = new Spending(null, null, null);
    }

    /**
     * What a new session got from its peers, run side by side: the inputs of its decision (the subscriber's UDR data,
     * the spending limit statuses, the usage monitoring allowance), the URIs of what it holds at them, and the error
     * that refuses it (a peer that must not fail failed, or an unknown subscriber with validate-user), in which case
     * what the other peers gave is already undone.
     */
    record Gathered(ObjectNode inputs, String udrUri, Spending spending, String bindingUri, SbiException error) {}

    /**
     * The steps of a new session at its peers, for an N7 association or a Gx session alike: the UDR reads of the DNN,
     * the subscription to the UE's sm-data changes, the usage monitoring read, the spending limits ({@code spending}:
     * the CHF or the OCS), the BSF binding of the UE's address.
     *
     * @param context the session's SmPolicyContextData (a Gx session's CCR-I in that form)
     */
    CompletableFuture<Gathered> gather(String id, JsonNode context, FanOut fan, CompletableFuture<Result<Spending>> spending) {
        String supi = context.get("supi").asString();
        String dnn = context.get("dnn").asString();
        JsonNode slice = context.get("sliceInfo");
        String callbacks = self.apiRoot() + PcfSelf.CALLBACKS + "/sm-policies/" + id;
        String[] udrDiscovery = udrDiscovery(supi);

        CompletableFuture<Result<UdrReads.Data>> reads = fan.udrReads().isEmpty() ? PeerSteps.skipped()
                : steps.step(Peer.UDR, fan.nrfCache(), r -> UdrReads.read(udr, r, fan.udrReads(), supi, slice, dnn), udrDiscovery);
        CompletableFuture<Result<String>> udrSub = !fan.udrSubscribe() ? PeerSteps.skipped()
                : steps.step(Peer.UDR, fan.nrfCache(), r -> udr.subscribe(r, supi, List.of("sm-data"), callbacks + "/udr-notify"),
                udrDiscovery);
        UsageMonitoring usage = fan.usageMonitoring();
        CompletableFuture<Result<JsonNode>> usageRead = usage == null ? PeerSteps.skipped()
                : steps.step(Peer.UDR, fan.nrfCache(), r -> udr.readUsageMonitoring(r, supi, usage.key()), udrDiscovery);
        boolean addressed = context.has("ipv4Address") || context.has("ipv6AddressPrefix");
        CompletableFuture<Result<String>> binding = !fan.binding() || !addressed ? PeerSteps.skipped()
                : steps.step(Peer.BSF, fan.nrfCache(), r -> bsf.register(r, pcfBinding(context)), "dnn", dnn);

        return CompletableFuture.allOf(reads, udrSub, spending, binding, usageRead).thenApply(v -> {
            List<Result<?>> results = List.of(reads.join(), udrSub.join(), spending.join(), binding.join(), usageRead.join());
            SbiException error = steps.judge(results);
            UdrReads.Data data = reads.join().value();
            if (error == null && options.validateUser() && data != null && data.userUnknown()) {
                error = new SbiException(400, PcfCause.USER_UNKNOWN, "the UDR does not know " + supi);
            }
            Spending spent = spending.join().value() == null ? Spending.NONE : spending.join().value();
            Gathered g = new Gathered(null, udrSub.join().value(), spent, binding.join().value(), error);
            if (error != null) {
                undo(g);
                return g;
            }
            ObjectNode inputs = Json.MAPPER.createObjectNode();
            if (data != null && data.get(UdrRead.SM_DATA) != null) {
                inputs.set("udr", UdrReads.sessionData(data.get(UdrRead.SM_DATA), Keys.snssai(slice), dnn));
            }
            if (spent.status() != null) {
                inputs.set("chf", spent.status());
            }
            // Monitored only with what the UDR said: an allowance assumed after a failed read would overwrite its own.
            if (usageRead.join() instanceof PeerSteps.Done<JsonNode> read) {
                inputs.set("usage", usage.start(read.value()));
            }
            return new Gathered(inputs, g.udrUri(), spent, g.bindingUri(), null);
        });
    }

    private String[] udrDiscovery(String supi) {
        String group = steps.options().udrGroupId();
        return group.isBlank() ? new String[] {"supi", supi} : new String[] {"group-id-list", group};
    }

    /** Removes what the peers hold for a session that will not exist; failures are only counted. */
    void undo(Gathered g) {
        CompletableFuture.allOf(release(g.udrUri(), g.spending().chfUri(), g.spending().sySessionId(), g.bindingUri())
                .toArray(CompletableFuture[]::new));
    }

    /**
     * Ends what a session holds at its peers: the UDR subscription, the CHF subscription or the Sy session, the BSF
     * binding; each failure is counted, never thrown.
     */
    private List<CompletableFuture<? extends Result<?>>> release(String udrUri, String chfUri, String sySessionId,
                                                                 String bindingUri) {
        List<CompletableFuture<? extends Result<?>>> undone = List.of(steps.at(Peer.UDR, udrUri, udr::unsubscribe),
                steps.at(Peer.CHF, chfUri, chf::unsubscribe), steps.at(Peer.OCS, sySessionId, ocs == null
                        ? id -> CompletableFuture.completedFuture(null) : ocs::terminate),
                steps.at(Peer.BSF, bindingUri, bsf::deregister));
        CompletableFuture.allOf(undone.toArray(CompletableFuture[]::new))
                .thenRun(() -> steps.count(undone.stream().map(CompletableFuture::join).toList()));
        return undone;
    }

    /** The PcfBinding of a PDU session (TS 29.521): the UE's addresses, DNN, S-NSSAI, and how to reach this PCF. */
    ObjectNode pcfBinding(JsonNode context) {
        ObjectNode b = Json.MAPPER.createObjectNode().put("supi", context.get("supi").asString());
        Documents.copy(context, b, Set.of("gpsi", "ipDomain", "dnn"));
        if (context.has("ipv4Address")) {
            b.set("ipv4Addr", context.get("ipv4Address"));
        }
        if (context.has("ipv6AddressPrefix")) {
            b.set("ipv6Prefix", context.get("ipv6AddressPrefix"));
        }
        b.set("snssai", context.get("sliceInfo"));
        java.net.URI root = java.net.URI.create(self.apiRoot());
        String host = root.getHost();
        int port = root.getPort() > 0 ? root.getPort() : "https".equals(root.getScheme()) ? 443 : 80;
        if (host != null && host.matches("[0-9.]+")) {
            b.putArray("pcfIpEndPoints").addObject().put("ipv4Address", host).put("port", port);
        } else if (host != null) {
            b.put("pcfFqdn", host.startsWith("[") ? host.substring(1, host.length() - 1) : host);
        }
        if (self.nfInstanceId() != null) {
            b.put("pcfId", self.nfInstanceId());
        }
        if (self.diameterHost() != null) {
            // Where the BSF relays the AF's Rx session (TS 29.521 pcfDiamHost / pcfDiamRealm).
            b.put("pcfDiamHost", self.diameterHost()).put("pcfDiamRealm", self.diameterRealm());
        }
        return b;
    }

    // --- GetSMPolicy ---

    /** SmPolicyControl: the context as the PCF holds it and the policy in force. */
    public CompletableFuture<ObjectNode> get(String smPolicyId) {
        return find(smPolicyId).thenApply(row -> {
            ObjectNode control = Json.MAPPER.createObjectNode();
            control.set("context", Documents.parse(row.context()));
            control.set("policy", Documents.parse(row.decision()));
            return control;
        });
    }

    private CompletableFuture<SmPolicyRow> find(String smPolicyId) {
        if (!Ids.plausible(smPolicyId)) {
            return CompletableFuture.failedFuture(notFound(smPolicyId));
        }
        return store.find(smPolicyId).thenApply(row -> row.filter(r -> KIND.equals(r.kind()))
                .orElseThrow(() -> notFound(smPolicyId)));
    }

    static SbiException notFound(String smPolicyId) {
        return new SbiException(404, PcfCause.CONTEXT_NOT_FOUND, "no SM policy association " + smPolicyId);
    }

    // --- UpdateSMPolicy ---

    /**
     * @param update an SmPolicyUpdateContextData that passed its schema
     * @return the decisions that changed (an empty SmPolicyDecision when none did)
     */
    public CompletableFuture<ObjectNode> update(String smPolicyId, ObjectNode update) {
        return find(smPolicyId).thenCompose(row -> {
            checkTriggers(Documents.parse(row.decision()), update.path("repPolicyCtrlReqTriggers"));
            JsonNode reports = update.get("accuUsageReports");
            return spendingLimitsFor(row, update.path("repPolicyCtrlReqTriggers")).thenCompose(chfStatus -> change(row, r -> {
                boolean decisive = chfStatus != null || reports != null
                        || SmPolicyDecisions.CONTEXT_INPUTS.stream().anyMatch(update::has);
                ObjectNode context = Documents.parse(r.context());
                merge(context, update);
                if (!decisive) {
                    // Most updates (a location, a RAT reported) change nothing the decision is made of: the context is
                    // stored, the decision stays as it is, the SMF is told nothing changed.
                    SmPolicyRow next = r.addressed(ipv4(context), domain(context), ipv6(context))
                            .evaluated(Documents.text(context), r.decision(), r.inputs(), clock.millis());
                    return new Change(next, Json.MAPPER.createObjectNode());
                }
                ObjectNode inputs = Documents.parse(r.inputs());
                if (chfStatus != null) {
                    inputs.set("chf", PeerNotifications.mergeStatus(inputs.get("chf"), chfStatus));
                }
                if (reports != null) {
                    UsageMonitoring.accumulate(inputs.path("usage"), reports);
                }
                return reevaluated(r, context, inputs);
            }, c -> reports == null ? DONE : writeUsage(c.row(), Documents.parse(c.row().inputs()).path("usage"), reports)));
        }).thenApply(change -> {
            metrics.association("sm", "updated");
            return change.delta();
        });
    }

    /**
     * The intermediate spending limit request of an update reporting one of the DNN's chf-modify-triggers: the CHF's
     * SpendingLimitStatus now, or null (no such trigger, no CHF subscription, or a CHF failure the update goes on
     * without). A failure with stub.pcf.peers.chf.on-failure=fail fails the update (500 SYSTEM_FAILURE, nothing stored).
     */
    private CompletableFuture<JsonNode> spendingLimitsFor(SmPolicyRow row, JsonNode reported) {
        Set<String> triggers = options.fanOut(row.dnn()).chfModifyTriggers();
        boolean wanted = false;
        for (JsonNode t : reported) {
            wanted |= triggers.contains(t.asString(""));
        }
        if (!wanted || row.chfSubscription() == null) {
            return CompletableFuture.completedFuture(null);
        }
        String notifUri = self.apiRoot() + PcfSelf.CALLBACKS + "/sm-policies/" + row.smPolicyId() + "/chf";
        return steps.at(Peer.CHF, row.chfSubscription(),
                uri -> chf.modify(uri, row.supi(), row.gpsi(), policies.policyCounterIds(), notifUri)).thenApply(result -> {
                    SbiException error = steps.judge(List.of(result));
                    if (error != null) {
                        metrics.association("sm", "refused");
                        throw error;
                    }
                    return result.value();
                });
    }

    /** Every reported trigger must be one the PCF subscribed to (policyCtrlReqTriggers) or one the SMF always reports. */
    void checkTriggers(JsonNode decision, JsonNode reported) {
        if (!options.rejectUnsubscribedTriggers() || !reported.isArray()) {
            return;
        }
        Set<String> subscribed = new java.util.HashSet<>();
        decision.path("policyCtrlReqTriggers").forEach(t -> subscribed.add(t.asString()));
        List<InvalidParam> invalid = new ArrayList<>();
        for (int i = 0; i < reported.size(); i++) {
            String t = reported.get(i).asString();
            if (!subscribed.contains(t) && !ALWAYS_REPORTED.contains(t)) {
                invalid.add(new InvalidParam("/repPolicyCtrlReqTriggers/" + i, t + " is not a trigger the PCF subscribed to"));
            }
        }
        if (!invalid.isEmpty()) {
            throw new SbiException(400, PcfCause.ERROR_TRIGGER_EVENT, "reported triggers the PCF did not subscribe to", invalid);
        }
    }

    /** The context after an update: its attributes replace the context's; relIpv4Address / relIpv6AddressPrefix remove. */
    static void merge(ObjectNode context, JsonNode update) {
        Documents.copy(update, context, UPDATED_CONTEXT);
        JsonNode rel4 = update.get("relIpv4Address");
        if (rel4 != null && rel4.equals(context.get("ipv4Address")) && !update.has("ipv4Address")) {
            context.remove("ipv4Address");
        }
        JsonNode rel6 = update.get("relIpv6AddressPrefix");
        if (rel6 != null && rel6.equals(context.get("ipv6AddressPrefix")) && !update.has("ipv6AddressPrefix")) {
            context.remove("ipv6AddressPrefix");
        }
        if (update.has("relAccessInfo") && !update.has("addAccessInfo")) {
            context.remove("addAccessInfo");
        }
    }

    /** A row with its new decision, and what the SMF must be told. */
    record Change(SmPolicyRow row, ObjectNode delta) {}

    Change reevaluated(SmPolicyRow r, ObjectNode context, ObjectNode inputs) {
        ObjectNode before = Documents.parse(r.decision());
        ObjectNode after = decide(r.gx() != null, r.dnn(), context, inputs);
        SmPolicyRow next = r.addressed(ipv4(context), domain(context), ipv6(context))
                .evaluated(Documents.text(context), Documents.text(after), Documents.text(inputs), clock.millis());
        return new Change(next, SmPolicyDecisions.delta(before, after));
    }

    /**
     * Applies a change to the row and writes it if nobody wrote in between; else reads the row again and applies the
     * change to it (optimistic concurrency on {@code version}).
     */
    private CompletableFuture<Change> change(SmPolicyRow row, java.util.function.Function<SmPolicyRow, Change> f) {
        return change(row, f, c -> DONE);
    }

    /** As {@link #change(SmPolicyRow, java.util.function.Function)}, with a step at the peers before each write. */
    CompletableFuture<Change> change(SmPolicyRow row, java.util.function.Function<SmPolicyRow, Change> f,
                                             java.util.function.Function<Change, CompletableFuture<Void>> beforeWrite) {
        return OptimisticWrite.apply(row, f, c -> beforeWrite.apply(c).thenCompose(v -> store.update(c.row())),
                r -> findAny(r.smPolicyId()), "SM policy association " + row.smPolicyId());
    }

    /** The association as it is now, of any kind (a Gx session too); 404 CONTEXT_NOT_FOUND when it is gone. */
    CompletableFuture<SmPolicyRow> findAny(String smPolicyId) {
        return store.find(smPolicyId).thenApply(row -> row.orElseThrow(() -> notFound(smPolicyId)));
    }

    static final CompletableFuture<Void> DONE = CompletableFuture.completedFuture(null);

    /**
     * Writes what remains of the allowances of the reported umIds to the UDR (CreateUsageMonitoringResource) before
     * the PCF commits the usage: a UDR failure with stub.pcf.peers.udr.on-failure=fail fails the request (500
     * SYSTEM_FAILURE, nothing stored, the SMF may report again); with continue it is counted and the next report
     * writes the total.
     */
    CompletableFuture<Void> writeUsage(SmPolicyRow row, JsonNode usage, JsonNode reports) {
        JsonNode snssai = Documents.parse(row.context()).get("sliceInfo");
        boolean cache = fanOut(row).nrfCache();
        Set<String> written = new java.util.LinkedHashSet<>();
        List<CompletableFuture<Result<Void>>> writes = new ArrayList<>();
        for (JsonNode report : reports) {
            String umId = report.path("refUmIds").asString("");
            if (usage.path(umId).isObject() && written.add(umId)) {
                JsonNode data = UsageMonitoring.usageMonData(umId, usage.get(umId), snssai, row.dnn());
                writes.add(steps.step(Peer.UDR, cache, r -> udr.writeUsageMonitoring(r, row.supi(), umId, data),
                        udrDiscovery(row.supi())));
            }
        }
        return CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).thenRun(() -> {
            SbiException error = steps.judge(writes.stream().map(CompletableFuture::join).toList());
            if (error != null) {
                metrics.association("sm", "refused");
                throw error;
            }
        });
    }

    // --- DeleteSMPolicy ---

    /** @param deleteData an SmPolicyDeleteData that passed its schema (its final accuUsageReports go to the UDR first) */
    public CompletableFuture<Void> delete(String smPolicyId, JsonNode deleteData) {
        if (!Ids.plausible(smPolicyId)) {
            return CompletableFuture.failedFuture(notFound(smPolicyId));
        }
        JsonNode reports = deleteData == null ? null : deleteData.get("accuUsageReports");
        if (reports == null) {
            return delete(smPolicyId);
        }
        // The final report is written to the UDR before the association goes, so a UDR failure with on-failure=fail
        // leaves the association for the SMF to delete again.
        return find(smPolicyId).thenCompose(row -> {
            JsonNode usage = Documents.parse(row.inputs()).path("usage");
            UsageMonitoring.accumulate(usage, reports);
            return writeUsage(row, usage, reports);
        }).thenCompose(v -> delete(smPolicyId));
    }

    public CompletableFuture<Void> delete(String smPolicyId) {
        if (!Ids.plausible(smPolicyId)) {
            return CompletableFuture.failedFuture(notFound(smPolicyId));
        }
        return store.delete(smPolicyId).thenCompose(deleted -> {
            if (deleted.isEmpty() || !KIND.equals(deleted.get().association().kind())) {
                return CompletableFuture.failedFuture(notFound(smPolicyId));
            }
            return released(deleted.get()).thenRun(() -> metrics.association("sm", "deleted"));
        });
    }

    /**
     * After an association's row is gone: its application sessions are told (N5: AppSessionTerminationNotify, Rx: ASR),
     * what it held at its peers is released; completes when the peers answered (their failures only counted).
     */
    CompletableFuture<Void> released(SmPolicyStore.Deleted deleted) {
        SmPolicyRow row = deleted.association();
        for (AppSessionRow app : deleted.appSessions()) {
            terminateAppSession(app);
        }
        List<CompletableFuture<? extends Result<?>>> undone = release(row.udrSubscription(), row.chfSubscription(),
                row.gx() == null ? null : row.gx().sySessionId(), row.bsfBinding());
        return CompletableFuture.allOf(undone.toArray(CompletableFuture[]::new));
    }

    /**
     * Tells the AF its application session ended with the PDU session (TS 29.514 §4.2.5.3, PDU_SESSION_TERMINATION),
     * or for an Rx session with its IP-CAN session (TS 29.214 §4.4.4: ASR, BEARER_RELEASED).
     */
    private void terminateAppSession(AppSessionRow app) {
        if (app.rx() != null) {
            if (af != null) {
                af.abort(app, 0);
            }
            metrics.association("rx", "aborted");
            return;
        }
        JsonNode context = Documents.parse(app.context());
        String notifUri = context.path("ascReqData").path("notifUri").asString(null);
        ObjectNode info = Json.MAPPER.createObjectNode().put("termCause", "PDU_SESSION_TERMINATION")
                .put("resUri", self.apiRoot() + PolicyAuthorizationService.RESOURCE + app.appSessionId());
        notifications.send(PolicyNotifications.APP_TERMINATE, notifUri, "/terminate", info);
        metrics.association("app_session", "terminated");
    }

    // --- PCF-initiated: UpdateNotify and termination ---

    /**
     * Sends the SMF an SmPolicyUpdateNotify: the given decisions (merged into the decision in force, null entries
     * removing rules) or, without any, the whole decision in force.
     */
    public CompletableFuture<Outcome> notifyUpdate(String smPolicyId, JsonNode decision) {
        CompletableFuture<SmPolicyRow> row = find(smPolicyId);
        if (decision == null || decision.isNull() || decision.isEmpty()) {
            return row.thenCompose(r -> sendUpdate(r, Documents.parse(r.decision())));
        }
        return row.thenCompose(r -> change(r, cur -> {
            ObjectNode merged = Documents.parse(cur.decision());
            apply(merged, decision);
            SmPolicyRow next = cur.evaluated(cur.context(), Documents.text(merged), cur.inputs(), clock.millis());
            return new Change(next, (ObjectNode) decision);
        })).thenCompose(c -> sendUpdate(c.row(), c.delta()));
    }

    /** Applies decisions to a decision: map entries replaced or (null) removed, other attributes replaced. */
    static void apply(ObjectNode target, JsonNode changes) {
        for (var e : changes.properties()) {
            if (SmPolicyDecisions.MAPS.contains(e.getKey()) && e.getValue().isObject()) {
                ObjectNode m = target.has(e.getKey()) && target.get(e.getKey()).isObject()
                        ? (ObjectNode) target.get(e.getKey()) : target.putObject(e.getKey());
                for (var entry : e.getValue().properties()) {
                    if (entry.getValue().isNull()) {
                        m.remove(entry.getKey());
                    } else {
                        m.set(entry.getKey(), entry.getValue());
                    }
                }
                if (m.isEmpty()) {
                    target.remove(e.getKey());
                }
            } else if (e.getValue().isNull()) {
                target.remove(e.getKey());
            } else {
                target.set(e.getKey(), e.getValue());
            }
        }
    }

    CompletableFuture<Outcome> sendUpdate(SmPolicyRow row, JsonNode decision) {
        if (row.gx() != null) {
            GxPush push = gxPush;
            if (push != null) {
                push.push(row, (ObjectNode) decision);
            }
            return CompletableFuture.completedFuture(Outcome.SENT);
        }
        ObjectNode body = Json.MAPPER.createObjectNode().put("resourceUri", self.apiRoot() + RESOURCE + row.smPolicyId());
        body.set("smPolicyDecision", decision);
        metrics.association("sm", "notified");
        return notifications.send(PolicyNotifications.SM_UPDATE, notificationUri(row), "/update", body);
    }

    /** Asks the SMF to terminate the association (TerminationNotification); the SMF then deletes it. */
    public CompletableFuture<Outcome> terminate(String smPolicyId, String cause) {
        return find(smPolicyId).thenCompose(row -> {
            ObjectNode body = Json.MAPPER.createObjectNode().put("resourceUri", self.apiRoot() + RESOURCE + row.smPolicyId())
                    .put("cause", cause == null ? "UNSPECIFIED" : cause);
            metrics.association("sm", "terminate_requested");
            return notifications.send(PolicyNotifications.SM_TERMINATE, notificationUri(row), "/terminate", body);
        });
    }

    private static String notificationUri(SmPolicyRow row) {
        return Documents.parse(row.context()).path("notificationUri").asString(null);
    }

    /**
     * Re-evaluates an association after its inputs changed (a UDR or CHF notification, an application session) and,
     * when its decision changed, notifies the SMF of the change. Empty when the association does not exist.
     *
     * @param inputs    the change of the inputs (given the row, for its S-NSSAI and DNN)
     * @param rowChange a change of the row's peer URIs (a CHF subscription that ended), applied with it
     */
    public CompletableFuture<Optional<ObjectNode>> reevaluate(String smPolicyId,
                                                              BiFunction<SmPolicyRow, ObjectNode, ObjectNode> inputs,
                                                              UnaryOperator<SmPolicyRow> rowChange) {
        if (!Ids.plausible(smPolicyId)) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return store.find(smPolicyId).thenCompose(found -> {
            if (found.isEmpty()) {
                return CompletableFuture.completedFuture(Optional.<ObjectNode>empty());
            }
            return change(found.get(), r -> {
                SmPolicyRow base = rowChange.apply(r);
                return reevaluated(base, Documents.parse(base.context()), inputs.apply(base, Documents.parse(base.inputs())));
            }).thenApply(c -> {
                if (!c.delta().isEmpty()) {
                    sendUpdate(c.row(), c.delta());
                }
                return Optional.of(c.delta());
            });
        });
    }

    /** Whether an association (of any kind) of that id exists. */
    CompletableFuture<Boolean> exists(String smPolicyId) {
        if (!Ids.plausible(smPolicyId)) {
            return CompletableFuture.completedFuture(false);
        }
        return store.find(smPolicyId).thenApply(Optional::isPresent);
    }

    /** The stored row as the management API shows it: an N7 association or a Gx session. */
    public CompletableFuture<SmPolicyRow> row(String smPolicyId) {
        if (!Ids.plausible(smPolicyId)) {
            return CompletableFuture.failedFuture(notFound(smPolicyId));
        }
        return findAny(smPolicyId);
    }

    public CompletableFuture<Long> count() {
        return store.count();
    }

    public CompletableFuture<Long> countAppSessions() {
        return store.countAppSessions();
    }

    /** Rows by kind (N7, GX, N5, RX). */
    public CompletableFuture<java.util.Map<String, Long>> countsByKind() {
        return store.countsByKind();
    }

    /** One page of associations in smPolicyId order (the management API's listing), of one subscriber when supi is set. */
    public CompletableFuture<java.util.List<SmPolicyRow>> page(String supi, String after, int limit) {
        return store.page(supi, after, limit);
    }

    /** The application sessions bound to an association. */
    public CompletableFuture<java.util.List<dev.corebed.pcf.store.AppSessionRow>> appSessionsOf(String smPolicyId) {
        return store.appSessionsOf(smPolicyId);
    }

    /** Removes every association and application session (a reset); nobody is told, no peer is called. */
    public CompletableFuture<Void> removeAll() {
        return store.clear();
    }

    static Long ipv4(JsonNode context) {
        JsonNode v = context.get("ipv4Address");
        return v == null ? null : Keys.ipv4(v.asString());
    }

    static String domain(JsonNode context) {
        JsonNode v = context.get("ipDomain");
        return v == null ? "" : v.asString();
    }

    static Long ipv6(JsonNode context) {
        JsonNode v = context.get("ipv6AddressPrefix");
        return v == null ? null : Keys.ipv6High(v.asString());
    }
}
