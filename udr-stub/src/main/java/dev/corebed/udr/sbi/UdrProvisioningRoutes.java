package dev.corebed.udr.sbi;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.udr.service.GroupIdMapService;
import dev.corebed.udr.service.SubscriberIdentity;
import dev.corebed.udr.store.GroupIdRange;
import dev.corebed.udr.store.GroupIdRangeView;
import dev.corebed.udr.store.GroupIdStore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Provisioning of the group-id map on the management port. Bad input is a ProblemDetails and stores nothing.
 *
 * <pre>
 * GET    /admin/v1/udr/group-id-ranges                      all ranges
 * PUT    /admin/v1/udr/group-id-ranges/{id}                 {nfType, identityType supi|gpsi, start, end | pattern, groupId} → 201 / 200
 * GET    /admin/v1/udr/group-id-ranges/{id}
 * DELETE /admin/v1/udr/group-id-ranges/{id}                 → 204, 404 when unknown
 * PUT    /admin/v1/udr/group-ids/{nfType}/{subscriberId}    {groupId} → 201 / 200
 * GET    /admin/v1/udr/group-ids/{nfType}/{subscriberId}
 * DELETE /admin/v1/udr/group-ids/{nfType}/{subscriberId}    → 204, 404 when unknown
 * POST   /admin/v1/udr/group-ids/bulk                       {nfType, prefix imsi-|msisdn-, first, count, groupIds[]} → 201 with the time taken
 * </pre>
 */
@Component
public class UdrProvisioningRoutes implements AdminRoutes {

    static final String RANGES = "/admin/v1/udr/group-id-ranges";
    static final String ENTRIES = "/admin/v1/udr/group-ids";
    static final long MAX_BULK = 50_000_000L;

    private static final Logger log = LoggerFactory.getLogger(UdrProvisioningRoutes.class);
    private static final Pattern DIGITS = Pattern.compile("[0-9]{5,15}");
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._~-]{1,64}");

    /** The body of PUT group-id-ranges/{id}; start and end, or pattern; id, when given (as GET shows it), the URI's. */
    public record RangeBody(String id, String nfType, String identityType, String start, String end, String pattern, String groupId) {}

    public record EntryBody(String groupId) {}

    public record BulkBody(String nfType, String prefix, String first, Long count, List<String> groupIds) {}

    private final GroupIdStore store;
    private final GroupIdRangeView rangeView;

    public UdrProvisioningRoutes(GroupIdStore store, GroupIdRangeView rangeView) {
        this.store = store;
        this.rangeView = rangeView;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(RANGES).service("admin").operation("listGroupIdRanges").to(
                        r -> store.listRanges().thenApply(all -> SbiResponse.json(200, all.stream().map(UdrProvisioningRoutes::view).toList()))),
                Route.put(RANGES + "/{id}").service("admin").operation("putGroupIdRange").json().to(this::putRange),
                Route.get(RANGES + "/{id}").service("admin").operation("getGroupIdRange").to(this::getRange),
                Route.delete(RANGES + "/{id}").service("admin").operation("deleteGroupIdRange").to(this::deleteRange),
                Route.post(ENTRIES + "/bulk").service("admin").operation("bulkLoadGroupIds").json().to(this::bulkLoad),
                Route.put(ENTRIES + "/{nfType}/{subscriberId}").service("admin").operation("putGroupId").json().to(this::putEntry),
                Route.get(ENTRIES + "/{nfType}/{subscriberId}").service("admin").operation("getGroupId").to(this::getEntry),
                Route.delete(ENTRIES + "/{nfType}/{subscriberId}").service("admin").operation("deleteGroupId").to(this::deleteEntry));
    }

    private CompletionStage<SbiResponse> putRange(SbiRequest r) {
        String id = r.pathParam("id");
        if (!ID.matcher(id).matches()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "id", "1 to 64 of A-Z a-z 0-9 . _ ~ -");
        }
        RangeBody b = AdminBodies.read(r, RangeBody.class);
        if (b.id() != null && !b.id().equals(id)) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/id", "differs from the id in the URI");
        }
        nfType(b.nfType(), "/nfType");
        if (!SubscriberIdentity.SUPI.equals(b.identityType()) && !SubscriberIdentity.GPSI.equals(b.identityType())) {
            throw SbiException.invalidParam(b.identityType() == null ? Cause.MANDATORY_IE_MISSING : Cause.MANDATORY_IE_INCORRECT,
                    "/identityType", "supi or gpsi");
        }
        groupId(b.groupId());
        if (b.pattern() != null) {
            if (b.start() != null || b.end() != null) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/pattern", "either start and end, or pattern");
            }
            try {
                Pattern.compile(b.pattern());
            } catch (PatternSyntaxException e) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/pattern", "not a regular expression: " + e.getDescription());
            }
            if (b.pattern().length() > 255) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/pattern", "longer than 255 characters");
            }
        } else {
            digits(b.start(), "/start");
            digits(b.end(), "/end");
            if (b.start().length() != b.end().length()) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/end", "not as many digits as start");
            }
            if (b.start().compareTo(b.end()) > 0) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/end", "below start");
            }
        }
        GroupIdRange range = new GroupIdRange(id, b.nfType(), b.identityType(), b.start(), b.end(), b.pattern(), b.groupId());
        // The range view catches up before the answer (a failed refresh is retried by its poll: the write stands),
        // so this instance serves the range from the next lookup on.
        return store.putRange(range).thenCompose(created -> rangeView.refreshNow().handle((v, e) -> created)).thenApply(created -> {
            SbiResponse response = SbiResponse.json(created ? 201 : 200, view(range));
            return created ? response.header("location", r.apiRoot() + RANGES + "/" + id) : response;
        });
    }

    private CompletionStage<SbiResponse> getRange(SbiRequest r) {
        return store.getRange(r.pathParam("id")).thenApply(range -> SbiResponse.json(200,
                view(range.orElseThrow(() -> SbiException.notFound("no group-id range " + r.pathParam("id"))))));
    }

    private CompletionStage<SbiResponse> deleteRange(SbiRequest r) {
        return store.deleteRange(r.pathParam("id")).thenCompose(deleted -> rangeView.refreshNow().handle((v, e) -> deleted)).thenApply(deleted -> {
            if (!deleted) {
                throw SbiException.notFound("no group-id range " + r.pathParam("id"));
            }
            return SbiResponse.noContent();
        });
    }

    private CompletionStage<SbiResponse> putEntry(SbiRequest r) {
        String nfType = nfType(r.pathParam("nfType"), "nfType");
        String subscriber = SubscriberIdentity.parse(r.pathParam("subscriberId"), "subscriberId", Cause.MANDATORY_IE_INCORRECT).value();
        if (subscriber.length() > 255) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "subscriberId", "longer than 255 characters");
        }
        String groupId = groupId(AdminBodies.read(r, EntryBody.class).groupId());
        return store.putEntry(nfType, subscriber, groupId).thenApply(created -> SbiResponse.json(created ? 201 : 200,
                Map.of("nfType", nfType, "subscriberId", subscriber, "groupId", groupId)));
    }

    private CompletionStage<SbiResponse> getEntry(SbiRequest r) {
        String nfType = r.pathParam("nfType");
        String subscriber = r.pathParam("subscriberId");
        return store.getEntry(nfType, subscriber).thenApply(group -> SbiResponse.json(200, Map.of("nfType", nfType,
                "subscriberId", subscriber, "groupId", group.orElseThrow(() -> SbiException.notFound(
                        "no group id of " + nfType + " for " + subscriber)))));
    }

    private CompletionStage<SbiResponse> deleteEntry(SbiRequest r) {
        return store.deleteEntry(r.pathParam("nfType"), r.pathParam("subscriberId")).thenApply(deleted -> {
            if (!deleted) {
                throw SbiException.notFound("no group id of " + r.pathParam("nfType") + " for " + r.pathParam("subscriberId"));
            }
            return SbiResponse.noContent();
        });
    }

    private CompletionStage<SbiResponse> bulkLoad(SbiRequest r) {
        BulkBody b = AdminBodies.read(r, BulkBody.class);
        String nfType = nfType(b.nfType(), "/nfType");
        String prefix = b.prefix() == null ? "imsi-" : b.prefix();
        if (!prefix.equals("imsi-") && !prefix.equals("msisdn-")) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/prefix", "imsi- or msisdn-");
        }
        digits(b.first(), "/first");
        if (b.count() == null || b.count() < 1 || b.count() > MAX_BULK) {
            throw SbiException.invalidParam(b.count() == null ? Cause.MANDATORY_IE_MISSING : Cause.MANDATORY_IE_INCORRECT,
                    "/count", "1 to " + MAX_BULK);
        }
        long last = Long.parseLong(b.first()) + b.count() - 1;
        if (Long.toString(last).length() > b.first().length()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/count", "runs past " + "9".repeat(b.first().length()));
        }
        if (b.groupIds() == null || b.groupIds().isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/groupIds", "at least one group id");
        }
        b.groupIds().forEach(UdrProvisioningRoutes::groupId);
        long started = System.nanoTime();
        return store.bulkLoad(nfType, prefix, b.first(), b.count(), List.copyOf(b.groupIds())).thenApply(n -> {
            long millis = (System.nanoTime() - started) / 1_000_000;
            String lastId = prefix + pad(last, b.first().length());
            log.info("bulk load: {} {} entries {}{} .. {} in {} ms ({} per second)", n, nfType, prefix, b.first(), lastId,
                    millis, millis == 0 ? n : n * 1000 / millis);
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("nfType", nfType);
            body.put("count", n);
            body.put("first", prefix + b.first());
            body.put("last", lastId);
            body.put("groupIds", b.groupIds());
            body.put("millis", millis);
            return SbiResponse.json(201, body);
        });
    }

    private static String pad(long n, int width) {
        String s = Long.toString(n);
        return s.length() >= width ? s : "0".repeat(width - s.length()) + s;
    }

    private static Map<String, Object> view(GroupIdRange range) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", range.id());
        v.put("nfType", range.nfType());
        v.put("identityType", range.identityType());
        if (range.pattern() != null) {
            v.put("pattern", range.pattern());
        } else {
            v.put("start", range.start());
            v.put("end", range.end());
        }
        v.put("groupId", range.groupId());
        return v;
    }

    private static String nfType(String value, String param) {
        if (value == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, param, "missing");
        }
        if (!GroupIdMapService.NF_TYPE.matcher(value).matches()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, param, "not an NFType");
        }
        return value;
    }

    private static String groupId(String value) {
        if (value == null || value.isBlank()) {
            throw SbiException.invalidParam(value == null ? Cause.MANDATORY_IE_MISSING : Cause.MANDATORY_IE_INCORRECT,
                    "/groupId", "a non-empty NfGroupId");
        }
        if (value.length() > 128) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/groupId", "longer than 128 characters");
        }
        return value;
    }

    private static void digits(String value, String param) {
        if (value == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, param, "missing");
        }
        if (!DIGITS.matcher(value).matches()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, param, "5 to 15 digits");
        }
    }
}
