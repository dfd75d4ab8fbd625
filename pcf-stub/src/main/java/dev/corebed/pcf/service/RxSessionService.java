package dev.corebed.pcf.service;

import dev.corebed.core.json.MergePatch;
import dev.corebed.pcf.service.PcrfException.Reason;
import dev.corebed.pcf.store.AppSessionRow;
import dev.corebed.pcf.store.SmPolicyRow;
import dev.corebed.pcf.store.SmPolicyStore;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The PCRF's Rx sessions (TS 29.214), converged with N5: an AF session is an application session like an N5 one (kind
 * RX), bound by its UE address to a Gx session or an N7 SM policy association ({@link PolicyAuthorizationService#bind}),
 * its media components turned into the same PCC rules and installed in the same transaction; the change reaches the
 * PCEF as a Gx RAR, or the SMF as an SmPolicyUpdateNotify, as the bound session is. The AAR is read into the
 * AppSessionContext it amounts to ({@code ascReqData}: UE address, DNN, AF application id, media components), kept with
 * the Rx details ({@code rx}: the Specific-Actions the AF subscribed to, its charging identifier).
 *
 * <p>AAR-I: bound (no session of that address: IP-CAN_SESSION_NOT_AVAILABLE), rules installed, AAA. AAR-U (or an AAR
 * of a known Session-Id): its media components merged into the session's, rules re-made. STR: the rules removed, the
 * session gone (after an ASR, only the session). The AF hears of bearer events it subscribed to (Rx RAR) and of the
 * end of the IP-CAN session (ASR, from {@link SmPolicyService#released}).
 */
public final class RxSessionService {

    /** An AAR, read: the session and the AF, the UE's address and APN, the media components (N5's medComponents). */
    public record Authorization(String sessionId, boolean update, String originHost, String originRealm, String viaPeer,
                                String ipv4, String ipv6Prefix, String apn, String afAppId, String afChargingId,
                                ObjectNode medComponents, List<Integer> specificActions, String supi, String gpsi) {}

    /** An AAR answered: the session's id at the PCF and the access of the IP-CAN session it is bound to (null: unknown). */
    public record Authorized(String appSessionId, Integer ipCanType, Integer ratType) {}

    private final PolicyAuthorizationService authorization;
    private final SmPolicyStore store;
    private final Af af;
    private final PcfMetrics metrics;
    private final java.time.Clock clock;

    public RxSessionService(PolicyAuthorizationService authorization, SmPolicyStore store, Af af, PcfMetrics metrics,
                            java.time.Clock clock) {
        this.authorization = authorization;
        this.store = store;
        this.af = af;
        this.metrics = metrics;
        this.clock = clock;
    }

    // --- AAR ---

    public CompletableFuture<Authorized> authorize(Authorization a) {
        return store.findAppSessionByDiameterSession(a.sessionId()).thenCompose(found -> {
            if (found.isPresent()) {
                return modify(found.get(), a);
            }
            if (a.update()) {
                throw new PcrfException(Reason.UNKNOWN_SESSION, "no Rx session " + a.sessionId());
            }
            return create(a);
        });
    }

    private CompletableFuture<Authorized> create(Authorization a) {
        String id = Ids.newId();
        ObjectNode req = Json.MAPPER.createObjectNode();
        if (a.ipv4() != null) {
            req.put("ueIpv4", a.ipv4());
        }
        if (a.ipv6Prefix() != null) {
            req.put("ueIpv6", a.ipv6Prefix());
        }
        if (a.apn() != null) {
            req.put("dnn", a.apn());
        }
        if (a.afAppId() != null) {
            req.put("afAppId", a.afAppId());
        }
        if (a.supi() != null) {
            req.put("supi", a.supi());
        }
        if (a.gpsi() != null) {
            req.put("gpsi", a.gpsi());
        }
        req.set("medComponents", a.medComponents());
        ObjectNode context = Json.MAPPER.createObjectNode();
        context.set("ascReqData", req);
        ObjectNode rx = context.putObject("rx");
        ArrayNode actions = rx.putArray("specificActions");
        a.specificActions().forEach(actions::add);
        if (a.afChargingId() != null) {
            rx.put("afChargingId", a.afChargingId());
        }
        if (a.ipv4() == null && a.ipv6Prefix() == null) {
            return CompletableFuture.failedFuture(new PcrfException(Reason.IP_CAN_SESSION_NOT_AVAILABLE,
                    "the AAR names no UE address (Framed-IP-Address, Framed-IPv6-Prefix)"));
        }
        return bound(authorization.bind(req)).thenCompose(row -> {
            ObjectNode rules = authorization.rules(id, req);
            long now = clock.millis();
            AppSessionRow app = new AppSessionRow(id, row.smPolicyId(), row.supi(), Documents.text(context),
                    PolicyAuthorizationService.ruleIds(rules), now, now,
                    new AppSessionRow.RxState(a.sessionId(), a.originHost(), a.originRealm(), a.viaPeer()));
            return bound(authorization.write(row, r -> PolicyAuthorizationService.withApp(r, id, rules),
                    next -> store.insertAppSession(app, next))).thenApply(v -> {
                        metrics.association("rx", "created");
                        return authorized(id, row);
                    });
        });
    }

    private CompletableFuture<Authorized> modify(AppSessionRow app, Authorization a) {
        return association(app).thenCompose(row -> {
            ObjectNode context = Documents.parse(app.context());
            ObjectNode req = (ObjectNode) context.get("ascReqData");
            ObjectNode components = req.has("medComponents") ? (ObjectNode) req.get("medComponents") : req.putObject("medComponents");
            // Each media component the AAR describes is merged into the one of that number (RFC 7386, as N5's PATCH).
            for (Map.Entry<String, JsonNode> e : a.medComponents().properties()) {
                components.set(e.getKey(), MergePatch.apply(components.path(e.getKey()), e.getValue()));
            }
            if (!a.specificActions().isEmpty()) {
                ArrayNode actions = ((ObjectNode) context.get("rx")).putArray("specificActions");
                a.specificActions().forEach(actions::add);
            }
            ObjectNode rules = authorization.rules(app.appSessionId(), req);
            AppSessionRow next = app.changed(Documents.text(context), PolicyAuthorizationService.ruleIds(rules), clock.millis());
            return bound(authorization.write(row, r -> PolicyAuthorizationService.withApp(r, app.appSessionId(), rules),
                    n -> store.updateAppSession(next, n))).thenApply(v -> {
                        metrics.association("rx", "updated");
                        return authorized(app.appSessionId(), row);
                    });
        });
    }

    private static Authorized authorized(String id, SmPolicyRow row) {
        JsonNode access = Documents.parse(row.context()).path("gx");
        return new Authorized(id, access.path("ipCanType").isInt() ? access.get("ipCanType").asInt() : null,
                access.path("ratType").isInt() ? access.get("ratType").asInt() : null);
    }

    /** The association of a session; IP-CAN_SESSION_NOT_AVAILABLE when it is gone (the session was aborted). */
    private CompletableFuture<SmPolicyRow> association(AppSessionRow app) {
        return store.find(app.smPolicyId()).thenApply(r -> r.orElseThrow(() -> new PcrfException(
                Reason.IP_CAN_SESSION_NOT_AVAILABLE, "the IP-CAN session of Rx session " + app.rx().sessionId() + " ended")));
    }

    /** N5's "no PDU session" (500 PDU_SESSION_NOT_AVAILABLE) in Rx's terms. */
    private static <T> CompletableFuture<T> bound(CompletableFuture<T> f) {
        return f.exceptionally(t -> {
            Throwable c = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
            if (c instanceof SbiException e && PcfCause.PDU_SESSION_NOT_AVAILABLE.equals(e.cause())) {
                throw new PcrfException(Reason.IP_CAN_SESSION_NOT_AVAILABLE, e.getMessage());
            }
            throw c instanceof RuntimeException re ? re : new CompletionException(c);
        });
    }

    // --- STR ---

    /** Session-Termination: the session's rules leave its association's decision, then the session goes. */
    public CompletableFuture<Void> terminate(String sessionId) {
        return store.findAppSessionByDiameterSession(sessionId).thenCompose(found -> {
            AppSessionRow app = found.orElseThrow(() -> new PcrfException(Reason.UNKNOWN_SESSION, "no Rx session " + sessionId));
            return store.find(app.smPolicyId()).thenCompose(row -> {
                if (row.isEmpty()) {
                    // Aborted with its IP-CAN session: only the session is left to remove.
                    return store.deleteOrphanAppSession(app.appSessionId()).thenApply(v -> (Void) null);
                }
                return authorization.write(row.get(), r -> PolicyAuthorizationService.withApp(r, app.appSessionId(), null),
                        n -> store.deleteAppSession(app.appSessionId(), n));
            });
        }).thenRun(() -> metrics.association("rx", "terminated"));
    }

    // --- events reported to the AF ---

    /**
     * The rules the PCEF reported (CCR-U or RAA) as TS 29.214 §4.4.6 has the PCRF report them to the AFs that
     * subscribed: a rule ACTIVE, INDICATION_OF_SUCCESSFUL_RESOURCES_ALLOCATION; TEMPORARILY_INACTIVE,
     * INDICATION_OF_LOSS_OF_BEARER; INACTIVE (removed), INDICATION_OF_RELEASE_OF_BEARER, or LOSS_OF_BEARER for an AF
     * that subscribed to that one only. One RAR per AF session, naming its media components concerned (Flows).
     */
    void bearerEvents(SmPolicyRow row, List<AppSessionRow> apps, List<Pcef.RuleReport> reports) {
        for (AppSessionRow app : apps) {
            if (app.rx() == null) {
                continue;
            }
            Set<Integer> subscribed = subscribed(app);
            Set<Integer> actions = new LinkedHashSet<>();
            Set<Long> components = new LinkedHashSet<>();
            for (Pcef.RuleReport report : reports) {
                for (String rule : report.ruleNames()) {
                    if (!app.appSessionId().equals(appSessionOf(rule))) {
                        continue;
                    }
                    Integer action = switch (report.status()) {
                        case Pcef.RuleReport.ACTIVE -> subscribed.contains(SUCCESSFUL_RESOURCES_ALLOCATION)
                                ? SUCCESSFUL_RESOURCES_ALLOCATION : null;
                        case Pcef.RuleReport.TEMPORARILY_INACTIVE -> subscribed.contains(LOSS_OF_BEARER) ? LOSS_OF_BEARER : null;
                        default -> subscribed.contains(RELEASE_OF_BEARER) ? RELEASE_OF_BEARER
                                : subscribed.contains(LOSS_OF_BEARER) ? LOSS_OF_BEARER : null;
                    };
                    if (action != null) {
                        actions.add(action);
                        components.add(mediaComponentOf(rule));
                    }
                }
            }
            if (!actions.isEmpty()) {
                Authorized access = authorized(app.appSessionId(), row);
                af.notify(app, List.copyOf(actions), List.copyOf(components), access.ipCanType(), access.ratType());
                metrics.association("rx", "notified");
            }
        }
    }

    /** The access of the IP-CAN session changed (RAT, IP-CAN type): the AFs subscribed to IP-CAN_CHANGE hear of it. */
    void accessChanged(SmPolicyRow row, List<AppSessionRow> apps) {
        Authorized access = authorized(null, row);
        for (AppSessionRow app : apps) {
            if (app.rx() != null && subscribed(app).contains(IP_CAN_CHANGE)) {
                af.notify(app, List.of(IP_CAN_CHANGE), List.of(), access.ipCanType(), access.ratType());
                metrics.association("rx", "notified");
            }
        }
    }

    /** On demand (management API): an Rx RAR with these Specific-Actions, or an ASR, to the session's AF. */
    public CompletableFuture<String> notifyAf(String appSessionId, List<Integer> specificActions) {
        return rxSession(appSessionId).thenCompose(app -> store.find(app.smPolicyId()).thenCompose(row -> {
            Authorized access = row.map(r -> authorized(app.appSessionId(), r)).orElse(new Authorized(null, null, null));
            return af.notify(app, specificActions, List.of(), access.ipCanType(), access.ratType());
        }));
    }

    public CompletableFuture<String> abort(String appSessionId, int abortCause) {
        return rxSession(appSessionId).thenCompose(app -> af.abort(app, abortCause));
    }

    private CompletableFuture<AppSessionRow> rxSession(String appSessionId) {
        return authorization.findAny(appSessionId).thenApply(app -> {
            if (app.rx() == null) {
                throw PolicyAuthorizationService.notFound(appSessionId);
            }
            return app;
        });
    }

    private static Set<Integer> subscribed(AppSessionRow app) {
        Set<Integer> actions = new LinkedHashSet<>();
        Documents.parse(app.context()).path("rx").path("specificActions").forEach(a -> actions.add(a.asInt()));
        return actions;
    }

    // Specific-Action values (TS 29.214 §5.3.13)
    static final int LOSS_OF_BEARER = 2;
    static final int RELEASE_OF_BEARER = 4;
    static final int IP_CAN_CHANGE = 6;
    static final int SUCCESSFUL_RESOURCES_ALLOCATION = 8;

    /** The application session that installed a PCC rule ({@code af-<appSessionId>-<medCompN>}), or null. */
    static String appSessionOf(String ruleId) {
        if (ruleId == null || !ruleId.startsWith("af-") || ruleId.length() < 3 + 36 + 2 || ruleId.charAt(39) != '-') {
            return null;
        }
        return ruleId.substring(3, 39);
    }

    private static long mediaComponentOf(String ruleId) {
        try {
            return Long.parseLong(ruleId.substring(40));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
