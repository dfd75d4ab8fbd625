package dev.corebed.shcache.sbi;

import dev.corebed.core.overload.OverloadControl;
import dev.corebed.diameter.sh.ShData;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.shcache.service.ShCacheService;
import dev.corebed.shcache.service.ShCacheService.CacheStatus;
import dev.corebed.shcache.service.ShCacheService.Cached;
import dev.corebed.shcache.service.ShItem;
import dev.corebed.shcache.service.ShSubscriptionService;
import dev.corebed.shcache.service.UserIdentity;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * The REST front on the wire: the user identity, the item and the body checked and typed, the answer written.
 * Sh data is answered as the Sh-Data XML the HSS gave (application/xml), with {@code ETag} = the repository data's
 * SequenceNumber and {@code Cache-Status} (RFC 9211) saying whether a read was a hit; subscriptions are JSON;
 * errors are ProblemDetails ({@link ShCacheErrors}). Every success is 200, as in the seed's benchmark.
 */
@Component
public class ShCacheHandler {

    /** Service-Indication: printable, no "/" (it is a path segment), at most the data tier's key length. */
    private static final Pattern SERVICE_INDICATION = Pattern.compile("^[!-.0-~]{1," + ShItem.MAX_SERVICE_INDICATION + "}$");
    private static final Pattern STN_SR = Pattern.compile("^[0-9]{1,15}$");
    private static final String CACHE = "shcache";

    private final ShCacheService cache;
    private final ShSubscriptionService subscriptions;
    private final ShCacheErrors errors;

    public ShCacheHandler(ShCacheService cache, ShSubscriptionService subscriptions, OverloadControl overload) {
        this.cache = cache;
        this.subscriptions = subscriptions;
        this.errors = new ShCacheErrors(overload);
    }

    // ------------------------------------------------------------------ repository data

    CompletionStage<SbiResponse> getRepositoryData(SbiRequest r) {
        UserIdentity user = user(r);
        String si = serviceIndication(r);
        return errors.answer(r, cache.read(user, ShItem.repositoryData(si)).thenApply(ShCacheHandler::read));
    }

    CompletionStage<SbiResponse> updateRepositoryData(SbiRequest r) {
        UserIdentity user = user(r);
        String si = serviceIndication(r);
        ShData doc = body(r);
        ShData.RepositoryData data = repositoryData(doc, si);
        if (data.serviceData() == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/Sh-Data/RepositoryData/ServiceData",
                    "an update carries ServiceData (DELETE removes the repository data)");
        }
        return errors.answer(r, cache.updateRepositoryData(user, si, doc).thenApply(ShCacheHandler::written));
    }

    CompletionStage<SbiResponse> deleteRepositoryData(SbiRequest r) {
        UserIdentity user = user(r);
        String si = serviceIndication(r);
        return errors.answer(r, cache.deleteRepositoryData(user, si).thenApply(v -> SbiResponse.status(200)));
    }

    private static ShData.RepositoryData repositoryData(ShData doc, String si) {
        List<ShData.RepositoryData> all;
        try {
            all = doc.repositoryData();
        } catch (ShData.InvalidShData e) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, e.where(), e.getMessage());
        }
        if (all.size() != 1) {
            throw SbiException.invalidParam(all.isEmpty() ? Cause.MANDATORY_IE_MISSING : Cause.MANDATORY_IE_INCORRECT,
                    "/Sh-Data/RepositoryData", "one RepositoryData, of the Service-Indication of the path; got " + all.size());
        }
        ShData.RepositoryData data = all.get(0);
        if (!data.serviceIndication().equals(si)) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/Sh-Data/RepositoryData/ServiceIndication",
                    "ServiceIndication " + data.serviceIndication() + " is not the path's " + si);
        }
        return data;
    }

    // ------------------------------------------------------------------ MSISDN, STN-SR

    CompletionStage<SbiResponse> getMsisdn(SbiRequest r) {
        UserIdentity user = user(r);
        return errors.answer(r, cache.read(user, ShItem.of(ShItem.Kind.MSISDN)).thenApply(ShCacheHandler::read));
    }

    CompletionStage<SbiResponse> getStnSr(SbiRequest r) {
        UserIdentity user = user(r);
        return errors.answer(r, cache.read(user, ShItem.of(ShItem.Kind.STN_SR)).thenApply(ShCacheHandler::read));
    }

    CompletionStage<SbiResponse> updateStnSr(SbiRequest r) {
        UserIdentity user = user(r);
        ShData doc = body(r);
        String stnSr = doc.stnSr();
        if (stnSr == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING,
                    "/Sh-Data/Sh-IMS-Data/Extension/Extension/Extension/Extension/STN-SR", "no STN-SR in the Sh-Data");
        }
        if (!STN_SR.matcher(stnSr).matches()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT,
                    "/Sh-Data/Sh-IMS-Data/Extension/Extension/Extension/Extension/STN-SR", "an E.164 number of 1 to 15 digits");
        }
        return errors.answer(r, cache.updateStnSr(user, doc).thenApply(ShCacheHandler::written));
    }

    // ------------------------------------------------------------------ subscriptions

    CompletionStage<SbiResponse> subscribe(SbiRequest r) {
        UserIdentity user = user(r);
        ShItem item = subscribedItem(r);
        ShSubscriptionService.Request request = subscriptionRequest(r);
        return errors.answer(r, subscriptions.subscribe(user, item, request).thenApply(s -> SbiResponse.json(200, view(s))));
    }

    CompletionStage<SbiResponse> getSubscription(SbiRequest r) {
        UserIdentity user = user(r);
        ShItem item = subscribedItem(r);
        return errors.answer(r, subscriptions.get(user, item).thenApply(s -> SbiResponse.json(200, view(s))));
    }

    CompletionStage<SbiResponse> unsubscribe(SbiRequest r) {
        UserIdentity user = user(r);
        ShItem item = subscribedItem(r);
        return errors.answer(r, subscriptions.unsubscribe(user, item).thenApply(s -> SbiResponse.json(200, view(s))));
    }

    /** RepositoryData/{serviceIndication}, or one of the names of data without one. */
    private static ShItem subscribedItem(SbiRequest r) {
        if (r.pathParam("serviceIndication") != null) {
            return ShItem.repositoryData(serviceIndication(r));
        }
        String name = r.pathParam("dataReference");
        ShItem.Kind kind = ShItem.Kind.byShName(name);
        if (kind == null || kind == ShItem.Kind.REPOSITORY_DATA) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "dataReference",
                    "one of UEReachabilityForIP, MSISDN, STN-SR, RepositoryData/{serviceIndication}");
        }
        return ShItem.of(kind);
    }

    /**
     * The optional JSON body: {"expiryTime": RFC 3339, "oneTimeNotification": bool, "sendData": bool}. No body is the
     * defaults; an empty body declared application/json is no JSON (RFC 8259), and refused.
     */
    static ShSubscriptionService.Request subscriptionRequest(SbiRequest r) {
        if (!r.hasBody()) {
            if (r.header("content-type") != null) {
                throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "an empty body is no JSON: send {} or no content-type");
            }
            return new ShSubscriptionService.Request(null, false, false);
        }
        JsonNode body = r.json();
        if (!body.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "the body is a JSON object");
        }
        for (String name : body.propertyNames()) {
            if (!List.of("expiryTime", "oneTimeNotification", "sendData").contains(name)) {
                throw SbiException.invalidParam(Cause.INVALID_MSG_FORMAT, "/" + name, "unknown attribute");
            }
        }
        Instant expiry = null;
        JsonNode e = body.get("expiryTime");
        if (e != null && !e.isNull()) {
            try {
                expiry = Instant.parse(e.isString() ? e.asString() : "");
            } catch (DateTimeParseException bad) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/expiryTime", "an RFC 3339 date-time in UTC");
            }
            if (!expiry.isAfter(Instant.now())) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/expiryTime", "in the past");
            }
        }
        return new ShSubscriptionService.Request(expiry, flag(body, "oneTimeNotification"), flag(body, "sendData"));
    }

    private static boolean flag(JsonNode body, String name) {
        JsonNode v = body.get(name);
        if (v == null || v.isNull()) {
            return false;
        }
        if (!v.isBoolean()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/" + name, "a boolean");
        }
        return v.booleanValue();
    }

    private static Map<String, Object> view(ShSubscriptionService.Subscription s) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("userIdentity", s.user().value());
        v.put("dataReference", s.item().kind().shName());
        if (!s.item().serviceIndication().isEmpty()) {
            v.put("serviceIndication", s.item().serviceIndication());
        }
        if (s.expiryTime() != null) {
            v.put("expiryTime", s.expiryTime().toString());
        }
        v.put("oneTimeNotification", s.oneTime());
        v.put("subscribedAt", s.subscribedAt().toString());
        v.put("notifications", s.notifications());
        if (s.notifiedAt() != null) {
            v.put("notifiedAt", s.notifiedAt().toString());
        }
        if (s.lastUserData() != null) {
            v.put("lastNotification", new String(s.lastUserData(), java.nio.charset.StandardCharsets.UTF_8));
        }
        return v;
    }

    // ------------------------------------------------------------------ the wire

    static UserIdentity user(SbiRequest r) {
        try {
            return UserIdentity.parse(r.pathParam("userIdentity"));
        } catch (IllegalArgumentException e) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "userIdentity", e.getMessage());
        }
    }

    static String serviceIndication(SbiRequest r) {
        String si = r.pathParam("serviceIndication");
        if (si == null || !SERVICE_INDICATION.matcher(si).matches()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "serviceIndication",
                    "1 to " + ShItem.MAX_SERVICE_INDICATION + " printable ASCII characters");
        }
        return si;
    }

    /** The request's Sh-Data; 400 when there is none or it is not Sh-Data. */
    static ShData body(SbiRequest r) {
        if (!r.hasBody()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/Sh-Data", "the body is an Sh-Data document (application/xml)");
        }
        try {
            return ShData.parse(r.body());
        } catch (ShData.InvalidShData e) {
            throw new SbiException(400, Cause.INVALID_MSG_FORMAT, "not an Sh-Data document: " + e.getMessage(),
                    List.of(new InvalidParam(e.where(), e.getMessage())));
        }
    }

    private static SbiResponse read(Cached c) {
        return withEtag(SbiResponse.of(200, ShCacheRoutes.XML, c.userData()), c)
                .header("cache-status", CACHE + (c.status() == CacheStatus.HIT ? "; hit"
                        : c.status() == CacheStatus.EXPIRED ? "; fwd=stale" : "; fwd=miss"));
    }

    private static SbiResponse written(Cached c) {
        return withEtag(SbiResponse.of(200, ShCacheRoutes.XML, c.userData()), c);
    }

    private static SbiResponse withEtag(SbiResponse response, Cached c) {
        return c.sequenceNumber() == null ? response : response.header("etag", "\"" + c.sequenceNumber() + "\"");
    }
}
