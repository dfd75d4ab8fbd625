package dev.corebed.pcf.service;

import dev.corebed.model.common.BitRates;
import dev.corebed.pcf.client.Peer;
import dev.corebed.pcf.service.PcrfException.Reason;
import dev.corebed.pcf.service.PeerSteps.Result;
import dev.corebed.pcf.store.AppSessionRow;
import dev.corebed.pcf.store.SmPolicyRow;
import dev.corebed.pcf.store.SmPolicyRow.GxState;
import dev.corebed.pcf.store.SmPolicyStore;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The PCRF's Gx sessions (TS 29.212), converged with N7: a Gx IP-CAN session is a policy association like an SM policy
 * association (kind GX), decided by the same {@link SmPolicyDecisions} on the same inputs (the subscriber's UDR data,
 * the spending limits, usage monitoring, the application sessions bound to its UE address), with its peers reached the
 * same way ({@link SmPolicyService#gather}), the spending limits from the OCS over Sy rather than the CHF. Its decision
 * (an SmPolicyDecision) goes to the PCEF as Gx AVPs: in full in the CCA-I, what changed in a CCA-U, and in a Gx RAR when
 * something else changes it (an Rx or N5 session, an SNR from the OCS, a UDR notification, the management API).
 *
 * <p>CCR-I: the steps at the peers (UDR reads and subscription, usage monitoring read, SLR initial, BSF binding with the
 * PCF's Diameter identity), the decision, one INSERT, the answer; a CCR-I sent again gets the same answer. CCR-U: the
 * CC-Request-Number must grow (else 5453), what it reports (access, APN-AMBR, default bearer QoS, usage, rule reports)
 * re-evaluates the session, the change is written (usage written to the UDR first) and answered; the AFs of the rules it
 * reports are told (Rx RAR). CCR-T: the final usage written, the row removed, then the Sy STR, the UDR unsubscription,
 * the binding's removal and the AFs' ASRs, then the answer.
 */
public final class GxSessionService {

    public static final String KIND = "GX";

    /** The default bearer's QoS (Default-EPS-Bearer-QoS): QCI, ARP priority and pre-emption flags. */
    public record DefaultQos(int qci, int priorityLevel, boolean mayPreempt, boolean preemptable) {}

    /** A CCR-I, read: the session, the PCEF, the subscriber, the UE's addresses, the APN and what the PCEF reports. */
    public record Initial(String sessionId, String originHost, String originRealm, String viaPeer, String supi, String gpsi,
                          String ipv4, String ipv6Prefix, String apn, Integer ipCanType, Integer ratType, Long apnAmbrUl,
                          Long apnAmbrDl, DefaultQos defaultQos) {}

    /** A CCR-U, read: its number and what it reports (null: not reported). */
    public record Update(String sessionId, long ccRequestNumber, List<Integer> eventTriggers, Integer ipCanType, Integer ratType,
                        Long apnAmbrUl, Long apnAmbrDl, DefaultQos defaultQos, List<Pcef.RuleReport> ruleReports,
                        List<UsageReport> usage) {}

    /** A CCR-T, read: its number and the final usage reports. */
    public record Termination(String sessionId, long ccRequestNumber, List<UsageReport> usage) {}

    /** A Usage-Monitoring-Information's Used-Service-Unit: octets in total, up and down, seconds (null: absent). */
    public record UsageReport(String monitoringKey, Long total, Long uplink, Long downlink, Long time) {}

    /**
     * What a CCA carries: the decisions to push (the whole decision in a CCA-I, what changed in a CCA-U; the form of an
     * SmPolicyDecision) and the decision in force they refer to.
     */
    public record Policy(ObjectNode change, ObjectNode decision) {}

    private final SmPolicyService sm;
    private final SmPolicyStore store;
    private final GxOptions options;
    private final Ocs ocs;
    private final Pcef pcef;
    private final RxSessionService rx;
    private final PcfMetrics metrics;

    public GxSessionService(SmPolicyService sm, GxOptions options, Ocs ocs, Pcef pcef, RxSessionService rx) {
        this.sm = sm;
        this.store = sm.store();
        this.options = options;
        this.ocs = ocs;
        this.pcef = pcef;
        this.rx = rx;
        this.metrics = sm.metrics();
        sm.gxPush(this::push);
    }

    // --- CCR-I ---

    public CompletableFuture<Policy> open(Initial i) {
        String id = Ids.newId();
        FanOut fan = options.fanOut(i.apn());
        ObjectNode context = context(i);
        CompletableFuture<Result<SmPolicyService.Spending>> spending = !fan.chf() ? PeerSteps.skipped()
                : sm.steps().direct(Peer.OCS, ocs::available, () -> {
                    String sy = ocs.newSessionId();
                    return ocs.spendingLimits(sy, true, i.supi(), i.gpsi(), sm.policies().policyCounterIds())
                            .thenApply(status -> new SmPolicyService.Spending(null, sy, status));
                });
        return sm.gather(id, context, fan, spending).thenCompose(g -> {
            if (g.error() != null) {
                metrics.association("gx", "refused");
                return CompletableFuture.failedFuture(g.error());
            }
            ObjectNode decision = sm.decide(true, i.apn(), context, g.inputs());
            long now = sm.clock().millis();
            SmPolicyRow row = new SmPolicyRow(id, KIND, i.supi(), i.gpsi(), 0, i.apn(), Keys.snssai(options.snssai()),
                    i.ipv4() == null ? null : Keys.ipv4(i.ipv4()), "", i.ipv6Prefix() == null ? null : Keys.ipv6High(i.ipv6Prefix()),
                    Documents.text(context), Documents.text(decision), Documents.text(g.inputs()), g.udrUri(), null,
                    g.bindingUri(), 1, now, now, new GxState(i.sessionId(), 0, i.originHost(), i.originRealm(), i.viaPeer(),
                            g.spending().sySessionId()));
            return store.insertIfNew(row).handle((inserted, failure) -> {
                if (failure != null || !inserted) {
                    sm.undo(g);
                }
                if (failure != null) {
                    throw failure instanceof RuntimeException re ? re : new CompletionException(failure);
                }
                return inserted;
            }).thenCompose(inserted -> {
                if (!inserted) {
                    return sentAgain(i.sessionId());
                }
                metrics.association("gx", "created");
                return CompletableFuture.completedFuture(new Policy(decision, decision));
            });
        });
    }

    /** A CCR-I of a session that exists: the same answer while nothing else happened to it, else 5453. */
    private CompletableFuture<Policy> sentAgain(String sessionId) {
        return session(sessionId).thenApply(row -> {
            if (row.gx().ccRequestNumber() != 0) {
                throw new PcrfException(Reason.LATE_OVERLAPPING_REQUEST, "session " + sessionId + " is past its CCR-I");
            }
            ObjectNode decision = Documents.parse(row.decision());
            return new Policy(decision, decision);
        });
    }

    /** A CCR-I in the form of an SmPolicyContextData, so that the N7 decisions read it, and the Gx details beside. */
    ObjectNode context(Initial i) {
        ObjectNode c = Json.MAPPER.createObjectNode().put("supi", i.supi());
        if (i.gpsi() != null) {
            c.put("gpsi", i.gpsi());
        }
        c.put("dnn", i.apn());
        c.set("sliceInfo", options.snssai());
        if (i.ipv4() != null) {
            c.put("ipv4Address", i.ipv4());
        }
        if (i.ipv6Prefix() != null) {
            c.put("ipv6AddressPrefix", i.ipv6Prefix());
        }
        mergeAccess(c, i.apnAmbrUl(), i.apnAmbrDl(), i.defaultQos());
        ObjectNode gx = c.putObject("gx").put("pcef", i.originHost());
        if (i.ipCanType() != null) {
            gx.put("ipCanType", i.ipCanType());
        }
        if (i.ratType() != null) {
            gx.put("ratType", i.ratType());
        }
        return c;
    }

    /** The APN-AMBR and default bearer QoS the PCEF reports, as the subscribed AMBR and default QoS of the context. */
    private static boolean mergeAccess(ObjectNode c, Long ambrUl, Long ambrDl, DefaultQos qos) {
        JsonNode before = c.deepCopy();
        if (ambrUl != null && ambrDl != null) {
            c.putObject("subsSessAmbr").put("uplink", BitRates.of(ambrUl)).put("downlink", BitRates.of(ambrDl));
        }
        if (qos != null) {
            ObjectNode q = c.putObject("subsDefQos").put("5qi", qos.qci());
            q.putObject("arp").put("priorityLevel", qos.priorityLevel())
                    .put("preemptCap", qos.mayPreempt() ? "MAY_PREEMPT" : "NOT_PREEMPT")
                    .put("preemptVuln", qos.preemptable() ? "PREEMPTABLE" : "NOT_PREEMPTABLE");
        }
        return !before.equals(c);
    }

    // --- CCR-U ---

    /** A session and, when what is done needs them, the application sessions bound to it. */
    private record Snapshot(SmPolicyRow row, List<AppSessionRow> apps) {}

    /** A change of a session: its next row, what the PCEF is told, the decision in force after, the changed AF sessions. */
    private record GxChange(SmPolicyRow row, ObjectNode delta, List<AppSessionRow> apps) {}

    public CompletableFuture<Policy> update(Update u) {
        return session(u.sessionId()).thenCompose(row -> {
            boolean needApps = namesAfRules(u.ruleReports()) || accessChanged(u.eventTriggers());
            return snapshot(row, needApps).thenCompose(s -> spendingLimits(s.row(), u).thenCompose(syStatus -> {
                List<JsonNode> reports = accuUsageReports(u.usage());
                return OptimisticWrite.apply(s, snap -> change(snap, u, syStatus, reports, true),
                        c -> write(c, reports), snap -> snapshot(snap.row().smPolicyId(), needApps),
                        "Gx session " + u.sessionId()).thenApply(c -> {
                            metrics.association("gx", "updated");
                            notifyAfs(c.row(), c.apps().isEmpty() ? s.apps() : merged(s.apps(), c.apps()), u);
                            return new Policy(c.delta(), Documents.parse(c.row().decision()));
                        });
            }));
        });
    }

    private CompletableFuture<Boolean> write(GxChange c, List<JsonNode> reports) {
        CompletableFuture<Void> before = reports.isEmpty() ? SmPolicyService.DONE
                : sm.writeUsage(c.row(), Documents.parse(c.row().inputs()).path("usage"), Json.MAPPER.valueToTree(reports));
        return before.thenCompose(v -> c.apps().isEmpty() ? store.update(c.row()) : store.updateAppSessions(c.row(), c.apps()));
    }

    /**
     * The session after a request of the PCEF's (a CCR-U, or an RAA's reports: {@code numbered} false): its number
     * checked, the access it reports merged into the context, the usage added up, the spending limits the OCS answered,
     * the rules it reports lost taken out of the decision and of the AF sessions that installed them. Pure: computed
     * again on the row read anew when another write came first.
     */
    private GxChange change(Snapshot s, Update u, JsonNode syStatus, List<JsonNode> usageReports, boolean numbered) {
        SmPolicyRow r = s.row();
        if (numbered && u.ccRequestNumber() <= r.gx().ccRequestNumber()) {
            throw new PcrfException(Reason.LATE_OVERLAPPING_REQUEST, "CC-Request-Number " + u.ccRequestNumber()
                    + " is not above " + r.gx().ccRequestNumber() + ", the last one of session " + u.sessionId());
        }
        GxState gx = numbered ? r.gx().withCcRequestNumber(u.ccRequestNumber()) : r.gx();
        ObjectNode context = Documents.parse(r.context());
        boolean decisive = mergeAccess(context, u.apnAmbrUl(), u.apnAmbrDl(), u.defaultQos());
        ObjectNode access = context.has("gx") ? (ObjectNode) context.get("gx") : context.putObject("gx");
        if (u.ipCanType() != null) {
            access.put("ipCanType", u.ipCanType());
        }
        if (u.ratType() != null) {
            access.put("ratType", u.ratType());
        }
        ObjectNode inputs = Documents.parse(r.inputs());
        if (syStatus != null) {
            inputs.set("chf", PeerNotifications.mergeStatus(inputs.get("chf"), syStatus));
            decisive = true;
        }
        if (!usageReports.isEmpty() && inputs.has("usage")) {
            UsageMonitoring.accumulate(inputs.get("usage"), Json.MAPPER.valueToTree(usageReports));
            decisive = true;
        }
        Set<String> lost = lostRules(u.ruleReports());
        List<AppSessionRow> apps = new ArrayList<>();
        if (!lost.isEmpty()) {
            apps = release(inputs, s.apps(), lost, sm.clock().millis());
            decisive |= !apps.isEmpty();
        }
        if (!decisive) {
            return new GxChange(r.evaluated(Documents.text(context), r.decision(), r.inputs(), sm.clock().millis()).withGx(gx),
                    Json.MAPPER.createObjectNode(), List.of());
        }
        SmPolicyService.Change c = sm.reevaluated(r, context, inputs);
        ObjectNode delta = c.delta();
        // The PCEF removed the rules it reported lost: a Charging-Rule-Remove for them would name rules it no longer has.
        if (delta.path("pccRules").isObject()) {
            ObjectNode rules = (ObjectNode) delta.get("pccRules");
            lost.forEach(rules::remove);
            if (rules.isEmpty()) {
                delta.remove("pccRules");
            }
        }
        if (delta.path("qosDecs").isObject()) {
            ObjectNode qos = (ObjectNode) delta.get("qosDecs");
            lost.forEach(rule -> qos.remove(rule + "-qos"));
            if (qos.isEmpty()) {
                delta.remove("qosDecs");
            }
        }
        return new GxChange(c.row().withGx(gx), delta, apps);
    }

    /** The rules a report says the PCEF removed (INACTIVE). */
    private static Set<String> lostRules(List<Pcef.RuleReport> reports) {
        Set<String> lost = new HashSet<>();
        for (Pcef.RuleReport report : reports == null ? List.<Pcef.RuleReport>of() : reports) {
            if (report.status() == Pcef.RuleReport.INACTIVE) {
                lost.addAll(report.ruleNames());
            }
        }
        return lost;
    }

    /**
     * Takes lost rules out of the inputs' application sessions (and their QoS data), so that the decision no longer has
     * them; the AF sessions that installed them, with those rules gone from their list.
     */
    private static List<AppSessionRow> release(ObjectNode inputs, List<AppSessionRow> apps, Set<String> lost, long now) {
        List<AppSessionRow> changed = new ArrayList<>();
        for (AppSessionRow app : apps) {
            List<String> rules = new ArrayList<>(List.of(app.pccRules().isEmpty() ? new String[0] : app.pccRules().split(",")));
            if (!rules.removeIf(lost::contains)) {
                continue;
            }
            JsonNode installed = inputs.path("apps").path(app.appSessionId());
            for (String rule : lost) {
                if (installed.path("pccRules").isObject()) {
                    ((ObjectNode) installed.get("pccRules")).remove(rule);
                }
                if (installed.path("qosDecs").isObject()) {
                    ((ObjectNode) installed.get("qosDecs")).remove(rule + "-qos");
                }
            }
            changed.add(app.changed(app.context(), String.join(",", rules), now));
        }
        return changed;
    }

    private static boolean namesAfRules(List<Pcef.RuleReport> reports) {
        if (reports != null) {
            for (Pcef.RuleReport r : reports) {
                for (String name : r.ruleNames()) {
                    if (RxSessionService.appSessionOf(name) != null) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean accessChanged(List<Integer> triggers) {
        return triggers != null && (triggers.contains(RAT_CHANGE) || triggers.contains(IP_CAN_CHANGE));
    }

    /** Event-Trigger values (TS 29.212 §5.3.7) the PCRF acts on. */
    static final int RAT_CHANGE = 2;
    static final int IP_CAN_CHANGE = 7;

    /** The AFs of the session hear of the rules the PCEF reported and of a change of access (Rx RAR), after the commit. */
    private void notifyAfs(SmPolicyRow row, List<AppSessionRow> apps, Update u) {
        if (apps.isEmpty()) {
            return;
        }
        if (u.ruleReports() != null && !u.ruleReports().isEmpty()) {
            rx.bearerEvents(row, apps, u.ruleReports());
        }
        if (accessChanged(u.eventTriggers())) {
            rx.accessChanged(row, apps);
        }
    }

    /** The application sessions as read before the change, with those the change rewrote in their new form. */
    private static List<AppSessionRow> merged(List<AppSessionRow> before, List<AppSessionRow> changed) {
        List<AppSessionRow> out = new ArrayList<>(before.size());
        for (AppSessionRow a : before) {
            out.add(changed.stream().filter(c -> c.appSessionId().equals(a.appSessionId())).findFirst().orElse(a));
        }
        return out;
    }

    /**
     * The intermediate SLR of a CCR-U reporting one of {@code sy-intermediate-triggers}: the statuses the OCS answers,
     * or null (no such trigger, no Sy session, or an OCS failure the request goes on without). A failure with
     * stub.pcf.peers.ocs.on-failure=fail fails the request (5012, nothing stored).
     */
    private CompletableFuture<JsonNode> spendingLimits(SmPolicyRow row, Update u) {
        boolean wanted = u.eventTriggers() != null && u.eventTriggers().stream().anyMatch(options.syIntermediateTriggers()::contains);
        String sy = row.gx().sySessionId();
        if (!wanted || sy == null) {
            return CompletableFuture.completedFuture(null);
        }
        return sm.steps().direct(Peer.OCS, ocs::available, () -> ocs.spendingLimits(sy, false, row.supi(), row.gpsi(),
                sm.policies().policyCounterIds())).thenApply(result -> {
                    SbiException error = sm.steps().judge(List.of(result));
                    if (error != null) {
                        metrics.association("gx", "refused");
                        throw error;
                    }
                    return result.value();
                });
    }

    /** Used-Service-Units as the SMF's AccuUsageReports, so that N7's usage monitoring adds them up. */
    private static List<JsonNode> accuUsageReports(List<UsageReport> usage) {
        List<JsonNode> reports = new ArrayList<>();
        for (UsageReport u : usage == null ? List.<UsageReport>of() : usage) {
            ObjectNode r = Json.MAPPER.createObjectNode().put("refUmIds", u.monitoringKey());
            if (u.total() != null) {
                r.put("volUsage", u.total());
            }
            if (u.uplink() != null) {
                r.put("volUsageUplink", u.uplink());
            }
            if (u.downlink() != null) {
                r.put("volUsageDownlink", u.downlink());
            }
            if (u.time() != null) {
                r.put("timeUsage", u.time());
            }
            reports.add(r);
        }
        return reports;
    }

    private CompletableFuture<Snapshot> snapshot(SmPolicyRow row, boolean withApps) {
        return withApps ? store.appSessionsOf(row.smPolicyId()).thenApply(apps -> new Snapshot(row, apps))
                : CompletableFuture.completedFuture(new Snapshot(row, List.of()));
    }

    private CompletableFuture<Snapshot> snapshot(String smPolicyId, boolean withApps) {
        return sm.findAny(smPolicyId).thenCompose(row -> snapshot(row, withApps));
    }

    // --- CCR-T ---

    public CompletableFuture<Void> terminate(Termination t) {
        return session(t.sessionId()).thenCompose(row -> {
            if (t.ccRequestNumber() <= row.gx().ccRequestNumber()) {
                throw new PcrfException(Reason.LATE_OVERLAPPING_REQUEST, "CC-Request-Number " + t.ccRequestNumber()
                        + " is not above " + row.gx().ccRequestNumber() + ", the last one of session " + t.sessionId());
            }
            List<JsonNode> reports = accuUsageReports(t.usage());
            JsonNode usage = Documents.parse(row.inputs()).path("usage");
            CompletableFuture<Void> finalUsage = SmPolicyService.DONE;
            if (!reports.isEmpty() && usage.isObject()) {
                UsageMonitoring.accumulate(usage, Json.MAPPER.valueToTree(reports));
                finalUsage = sm.writeUsage(row, usage, Json.MAPPER.valueToTree(reports));
            }
            return finalUsage.thenCompose(v -> remove(row));
        }).thenRun(() -> metrics.association("gx", "terminated"));
    }

    /** Removes the session, then releases what it held at its peers (Sy STR, UDR, BSF) and aborts its AF sessions. */
    private CompletableFuture<Void> remove(SmPolicyRow row) {
        return store.delete(row.smPolicyId()).thenCompose(deleted -> {
            if (deleted.isEmpty()) {
                throw new PcrfException(Reason.UNKNOWN_SESSION, "session " + row.gx().sessionId() + " ended meanwhile");
            }
            return sm.released(deleted.get());
        });
    }

    /** The Gx session of a Session-Id; 5002 when there is none. */
    private CompletableFuture<SmPolicyRow> session(String sessionId) {
        return store.findByDiameterSession(sessionId).thenApply(found -> found.filter(r -> r.gx() != null)
                .orElseThrow(() -> new PcrfException(Reason.UNKNOWN_SESSION, "no Gx session " + sessionId)));
    }

    // --- Sy SNR ---

    /**
     * Spending-Status-Notification (TS 29.219 §4.4.3): the OCS's new statuses replace the session's, the session is
     * decided again, and a change goes to the PCEF (Gx RAR) once committed. 5002 when no session has that Sy session.
     */
    public CompletableFuture<Void> spendingStatus(String sySessionId, java.util.Map<String, String> statuses) {
        return store.findBySySession(sySessionId).thenCompose(found -> {
            SmPolicyRow row = found.orElseThrow(() -> new PcrfException(Reason.UNKNOWN_SESSION, "no Sy session " + sySessionId));
            return sm.reevaluate(row.smPolicyId(), (r, inputs) -> {
                inputs.set("chf", PeerNotifications.mergeStatus(inputs.get("chf"), Ocs.status(statuses)));
                return inputs;
            }, r -> r);
        }).thenAccept(applied -> {
            if (applied.isEmpty()) {
                throw new PcrfException(Reason.UNKNOWN_SESSION, "the session of Sy session " + sySessionId + " ended");
            }
            metrics.peerNotification("ocs", "applied");
        });
    }

    // --- PCRF-initiated RAR ---

    /** Sends a change of a session's decision to its PCEF, and acts on the RAA. */
    void push(SmPolicyRow row, ObjectNode change) {
        if (change.isEmpty()) {
            return;
        }
        pcef.reauthorize(row, change, Documents.parse(row.decision())).thenAccept(r -> answered(row, r));
    }

    /**
     * What an RAA says: DIAMETER_UNKNOWN_SESSION_ID, the PCEF lost the session (it is removed here too, as after a
     * CCR-T); Charging-Rule-Reports, rules it could not install or lost (taken out of the session, their AFs told).
     */
    private void answered(SmPolicyRow row, Pcef.Reauth r) {
        if (r.unknownSession()) {
            remove(row).whenComplete((v, t) -> metrics.association("gx", t == null ? "removed_by_raa" : "remove_failed"));
        } else if (!r.reports().isEmpty()) {
            Update reported = new Update(row.gx().sessionId(), row.gx().ccRequestNumber(), List.of(), null, null, null, null,
                    null, r.reports(), List.of());
            boolean needApps = namesAfRules(r.reports());
            snapshot(row.smPolicyId(), needApps).thenCompose(s -> OptimisticWrite.apply(s,
                    snap -> change(snap, reported, null, List.of(), false), c -> write(c, List.of()),
                    snap -> snapshot(snap.row().smPolicyId(), needApps), "Gx session " + row.gx().sessionId())
                    .thenAccept(c -> notifyAfs(c.row(), merged(s.apps(), c.apps()), reported)));
        }
    }

    /** On demand (management API): a RAR with the decisions given (merged into the one in force), or the whole of it. */
    public CompletableFuture<Pcef.Reauth> reauthorize(String smPolicyId, JsonNode decision) {
        CompletableFuture<SmPolicyRow> row = gxSession(smPolicyId);
        if (decision == null || decision.isNull() || decision.isEmpty()) {
            return row.thenCompose(r -> {
                ObjectNode full = Documents.parse(r.decision());
                return pcef.reauthorize(r, full, full).thenApply(a -> {
                    answered(r, a);
                    return a;
                });
            });
        }
        return row.thenCompose(r -> sm.change(r, cur -> {
            ObjectNode merged = Documents.parse(cur.decision());
            SmPolicyService.apply(merged, decision);
            return new SmPolicyService.Change(cur.evaluated(cur.context(), Documents.text(merged), cur.inputs(),
                    sm.clock().millis()), (ObjectNode) decision);
        }, c -> SmPolicyService.DONE)).thenCompose(c -> pcef.reauthorize(c.row(), c.delta(), Documents.parse(c.row().decision()))
                .thenApply(a -> {
                    answered(c.row(), a);
                    return a;
                }));
    }

    /** On demand: a RAR asking the PCEF to end the session (Session-Release-Cause); the PCEF then sends its CCR-T. */
    public CompletableFuture<Pcef.Reauth> release(String smPolicyId, int cause) {
        return gxSession(smPolicyId).thenCompose(r -> pcef.release(r, cause));
    }

    /** A Gx session by the PCF's id (the management API); 404 CONTEXT_NOT_FOUND when there is none. */
    public CompletableFuture<SmPolicyRow> gxSession(String smPolicyId) {
        if (!Ids.plausible(smPolicyId)) {
            return CompletableFuture.failedFuture(SmPolicyService.notFound(smPolicyId));
        }
        return store.find(smPolicyId).thenApply(r -> r.filter(x -> x.gx() != null)
                .orElseThrow(() -> SmPolicyService.notFound(smPolicyId)));
    }

    /** A Gx session by its Diameter Session-Id (the management API); 404 CONTEXT_NOT_FOUND when there is none. */
    public CompletableFuture<SmPolicyRow> bySessionId(String sessionId) {
        return store.findByDiameterSession(sessionId).thenApply(r -> r.filter(x -> x.gx() != null)
                .orElseThrow(() -> SmPolicyService.notFound(sessionId)));
    }
}
