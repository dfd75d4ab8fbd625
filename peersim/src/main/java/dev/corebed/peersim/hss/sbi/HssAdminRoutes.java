package dev.corebed.peersim.hss.sbi;

import dev.corebed.diameter.sh.Sh;
import dev.corebed.peersim.hss.service.HssService;
import dev.corebed.peersim.hss.service.HssState;
import dev.corebed.peersim.hss.service.HssSubscriptions;
import dev.corebed.peersim.hss.service.Population;
import dev.corebed.peersim.hss.service.PushNotifications;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminPages;
import dev.corebed.sbi.admin.AdminRoutes;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;

/**
 * The HSS simulator on its management port: its population (generated, provisioned), the subscriptions it holds,
 * and its PNRs on demand or at a rate. Bad input is a ProblemDetails and changes nothing.
 *
 * <pre>
 * GET    /admin/v1/hss/population                   → {subscribers, msisdnFirst, msisdnLast, domain, provisioned, changed, subscriptions}
 * GET    /admin/v1/hss/subscribers/{userIdentity}   → the subscriber's data now (identity: sip:/tel: URI or msisdn-digits)
 * PUT    /admin/v1/hss/subscribers/{userIdentity}   → provisions one: {identities?, msisdn?, repositoryData?: [{serviceIndication,
 *                                                     sequenceNumber?, serviceData}], stnSr?}; 201, or 200 when it replaced one
 * DELETE /admin/v1/hss/subscribers/{userIdentity}   → a provisioned one removed, or a generated one's changes forgotten
 * DELETE /admin/v1/hss/subscribers                  → 204: every provisioned subscriber, change and subscription gone
 * GET    /admin/v1/hss/subscriptions?limit=100       → {count, subscriptions: [...]}
 * POST   /admin/v1/hss/pnr                          → {userIdentity, dataReference, serviceIndication?, serviceData?, delete?,
 *                                                     destinationHost?, destinationRealm?} → {sent: [{destinationHost, userIdentity, result}]}
 * GET    /admin/v1/hss/pnr/rate, PUT (same body)     → {rate, dataReference}
 * </pre>
 */
public final class HssAdminRoutes implements AdminRoutes {

    static final String ROOT = "/admin/v1/hss";

    private final Population population;
    private final HssSubscriptions subscriptions;
    private final PushNotifications notifications;
    private final HssState state;
    private final Clock clock;

    public HssAdminRoutes(Population population, HssSubscriptions subscriptions, PushNotifications notifications, HssState state,
                          Clock clock) {
        this.population = population;
        this.subscriptions = subscriptions;
        this.notifications = notifications;
        this.state = state;
        this.clock = clock;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(ROOT + "/population").service("admin").operation("getPopulation").to(this::population),
                Route.get(ROOT + "/subscribers/{userIdentity}").service("admin").operation("getSubscriber").to(this::get),
                Route.put(ROOT + "/subscribers/{userIdentity}").service("admin").operation("provisionSubscriber").json()
                        .to(this::provision),
                Route.delete(ROOT + "/subscribers/{userIdentity}").service("admin").operation("removeSubscriber").to(this::remove),
                Route.delete(ROOT + "/subscribers").service("admin").operation("resetSubscribers").to(this::reset),
                Route.get(ROOT + "/subscriptions").service("admin").operation("listHssSubscriptions").query("limit")
                        .to(this::subscriptions),
                Route.post(ROOT + "/pnr").service("admin").operation("sendPnr").json().to(this::pnr),
                Route.get(ROOT + "/pnr/rate").service("admin").operation("getPnrRate").to(this::getRate),
                Route.put(ROOT + "/pnr/rate").service("admin").operation("setPnrRate").json().to(this::setRate));
    }

    private CompletionStage<SbiResponse> population(SbiRequest r) {
        Population.Options o = population.options();
        Population.Counts c = population.counts();
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("subscribers", o.subscribers());
        v.put("msisdnFirst", Long.toString(o.msisdnFirst()));
        v.put("msisdnLast", Long.toString(o.msisdnFirst() + Math.max(0, o.subscribers() - 1)));
        v.put("domain", o.domain());
        v.put("serviceIndications", o.serviceIndications());
        v.put("provisioned", c.provisioned());
        v.put("changed", c.changed());
        v.put("subscriptions", subscriptions.size());
        return done(SbiResponse.json(200, v));
    }

    private CompletionStage<SbiResponse> get(SbiRequest r) {
        Population.Subscriber s = find(r.pathParam("userIdentity"));
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("identities", s.identities());
        if (s.msisdn() != null) {
            v.put("msisdn", s.msisdn());
        }
        v.put("provisioned", s.provisioned());
        List<Map<String, Object>> repository = new ArrayList<>();
        for (String si : population.serviceIndications(s)) {
            Population.Repository data = population.repositoryData(s, si);
            repository.add(Map.of("serviceIndication", si, "sequenceNumber", data.sequenceNumber(), "serviceData", data.serviceData()));
        }
        v.put("repositoryData", repository);
        String stn = population.stnSr(s);
        if (stn != null) {
            v.put("stnSr", stn);
        }
        v.put("subscriptions", subscriptions.of(s.key(), clock.instant()).stream().map(HssAdminRoutes::subscription).toList());
        return done(SbiResponse.json(200, v));
    }

    private CompletionStage<SbiResponse> provision(SbiRequest r) {
        String identity = r.pathParam("userIdentity");
        JsonNode body = object(r);
        AdminBodies.only(body, "", Set.of("identities", "msisdn", "repositoryData", "stnSr"));
        List<String> identities = new ArrayList<>();
        identities.add(identity);
        for (JsonNode id : array(body, "identities")) {
            String text = text(id, "/identities");
            if (!identities.contains(text)) {
                identities.add(text);
            }
        }
        String msisdn = optional(body, "msisdn", "[0-9]{5,15}");
        if (identity.startsWith("msisdn-")) {
            msisdn = identity.substring("msisdn-".length());
            identities.remove(identity);
        }
        if (identities.isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/identities", "a SIP or TEL URI of the subscriber");
        }
        Map<String, Population.Repository> data = new LinkedHashMap<>();
        int i = 0;
        for (JsonNode item : array(body, "repositoryData")) {
            String at = "/repositoryData/" + i++;
            AdminBodies.only(item, at, Set.of("serviceIndication", "sequenceNumber", "serviceData"));
            String si = text(item.get("serviceIndication"), at + "/serviceIndication");
            JsonNode seq = item.get("sequenceNumber");
            if (seq != null && (!seq.isIntegralNumber() || seq.asInt() < 0 || seq.asInt() > 65535)) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at + "/sequenceNumber", "an integer 0..65535");
            }
            String serviceData = text(item.get("serviceData"), at + "/serviceData");
            try {
                dev.corebed.diameter.sh.ShData.repositoryData(si, 0, serviceData);
            } catch (dev.corebed.diameter.sh.ShData.InvalidShData e) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at + "/serviceData", "not well-formed XML");
            }
            data.put(si, new Population.Repository(seq == null ? 0 : seq.asInt(), serviceData));
        }
        String stnSr = optional(body, "stnSr", "[0-9]{1,15}");
        boolean replaced = population.provision(new Population.Subscriber(identities.get(0), msisdn, identities, data, stnSr, true));
        return done(SbiResponse.json(replaced ? 200 : 201, Map.of("identities", identities)));
    }

    private CompletionStage<SbiResponse> remove(SbiRequest r) {
        String identity = r.pathParam("userIdentity");
        find(identity);
        population.remove(identity);
        return done(SbiResponse.json(200, Map.of()));
    }

    private CompletionStage<SbiResponse> reset(SbiRequest r) {
        state.clearSubscribers();
        return done(SbiResponse.noContent());
    }

    private CompletionStage<SbiResponse> subscriptions(SbiRequest r) {
        int limit = AdminPages.limit(r, 100, 0, 100_000);
        return done(SbiResponse.json(200, Map.of("count", subscriptions.size(),
                "subscriptions", subscriptions.list(limit).stream().map(HssAdminRoutes::subscription).toList())));
    }

    private CompletionStage<SbiResponse> pnr(SbiRequest r) {
        JsonNode body = object(r);
        AdminBodies.only(body, "", Set.of("userIdentity", "dataReference", "serviceIndication", "serviceData", "delete",
                "destinationHost", "destinationRealm"));
        String identity = text(body.get("userIdentity"), "/userIdentity");
        find(identity);
        int ref = dataReference(body.get("dataReference"));
        String si = ref == 0 ? text(body.get("serviceIndication"), "/serviceIndication") : "";
        JsonNode sd = body.get("serviceData");
        String serviceData = sd == null || sd.isNull() ? null : text(sd, "/serviceData");
        JsonNode delete = body.get("delete");
        if (delete != null && !delete.isNull() && !delete.isBoolean()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/delete", "true or false");
        }
        JsonNode host = body.get("destinationHost");
        JsonNode realm = body.get("destinationRealm");
        try {
            return notifications.notifyNow(identity(identity), ref, si, serviceData, delete != null && delete.asBoolean(),
                    host == null || host.isNull() ? null : text(host, "/destinationHost"),
                    realm == null || realm.isNull() ? null : text(realm, "/destinationRealm"))
                    .thenApply(sent -> SbiResponse.json(200, Map.of("sent", sent)));
        } catch (IllegalArgumentException e) {
            throw SbiException.badRequest(Cause.MANDATORY_IE_INCORRECT, e.getMessage());
        }
    }

    private CompletionStage<SbiResponse> getRate(SbiRequest r) {
        return done(SbiResponse.json(200, Map.of("rate", notifications.rate(),
                "dataReference", Sh.dataReferenceName(notifications.rateDataReference()))));
    }

    private CompletionStage<SbiResponse> setRate(SbiRequest r) {
        JsonNode body = object(r);
        AdminBodies.only(body, "", Set.of("rate", "dataReference"));
        JsonNode rate = body.get("rate");
        if (rate == null || !rate.isNumber() || rate.asDouble() < 0 || rate.asDouble() > 100_000) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/rate", "PNRs per second, 0..100000");
        }
        int ref = body.has("dataReference") ? dataReference(body.get("dataReference")) : notifications.rateDataReference();
        notifications.rate(rate.asDouble(), ref);
        return getRate(r);
    }

    // ------------------------------------------------------------------ input

    private static JsonNode object(SbiRequest r) {
        JsonNode body = r.json();
        if (!body.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "the body is a JSON object");
        }
        return body;
    }

    private Population.Subscriber find(String identity) {
        HssService.Identity id = identity(identity);
        Population.Subscriber s = population.find(id.publicIdentity(), id.msisdn());
        if (s == null) {
            throw SbiException.notFound("no subscriber " + identity);
        }
        return s;
    }

    /** {@code msisdn-<digits>} is an MSISDN, anything else a Public-Identity. */
    static HssService.Identity identity(String identity) {
        return identity.startsWith("msisdn-") ? new HssService.Identity(null, identity.substring("msisdn-".length()))
                : new HssService.Identity(identity, null);
    }

    private static int dataReference(JsonNode node) {
        if (node != null && node.isString()) {
            Integer ref = Sh.DATA_REFERENCES.get(node.asString());
            if (ref != null && (ref == 0 || ref == 17 || ref == 25 || ref == 27)) {
                return ref;
            }
        }
        throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/dataReference",
                "one of RepositoryData, MSISDN, UEReachabilityForIP, STN-SR");
    }

    private static List<JsonNode> array(JsonNode body, String name) {
        JsonNode a = body.get(name);
        if (a == null || a.isNull()) {
            return List.of();
        }
        if (!a.isArray()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/" + name, "an array");
        }
        List<JsonNode> out = new ArrayList<>();
        a.forEach(out::add);
        return out;
    }

    private static String text(JsonNode node, String pointer) {
        if (node == null || node.isNull()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, pointer, "missing");
        }
        if (!node.isString() || node.asString().isBlank()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, pointer, "a non-empty string");
        }
        return node.asString();
    }

    private static String optional(JsonNode body, String name, String pattern) {
        JsonNode v = body.get(name);
        if (v == null || v.isNull()) {
            return null;
        }
        String text = text(v, "/" + name);
        if (!text.matches(pattern)) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/" + name, "does not match " + pattern);
        }
        return text;
    }

    private static Map<String, Object> subscription(HssSubscriptions.Subscription s) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("userIdentity", s.msisdnIdentity() ? "msisdn-" + s.userIdentity() : s.userIdentity());
        v.put("dataReference", Sh.dataReferenceName(s.key().dataReference()));
        if (!s.key().serviceIndication().isEmpty()) {
            v.put("serviceIndication", s.key().serviceIndication());
        }
        v.put("applicationServer", s.key().asHost());
        if (s.expiry() != null) {
            v.put("expiryTime", s.expiry().toString());
        }
        v.put("oneTimeNotification", s.oneTime());
        return v;
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }
}
