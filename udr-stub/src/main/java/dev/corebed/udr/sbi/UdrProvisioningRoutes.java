package dev.corebed.udr.sbi;

import dev.corebed.model.validation.Values;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.udr.service.GroupIdMapService;
import dev.corebed.udr.service.GroupIdProvisioningService.GroupIdBulk;
import dev.corebed.udr.service.GroupIdProvisioningService;
import dev.corebed.udr.service.SubscriberIdentity;
import dev.corebed.udr.store.GroupIdRange;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Provisioning of the group-id map on the management port, through {@link GroupIdProvisioningService}. Bodies are
 * bound strictly to their records; bad input is a ProblemDetails naming the attribute and stores nothing.
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

    private static final Logger log = LoggerFactory.getLogger(UdrProvisioningRoutes.class);
    private static final String DIGITS = "[0-9]{5,15}";
    private static final String NF_TYPE = GroupIdMapService.NF_TYPE_PATTERN;
    /** An NfGroupId: not blank, at most the 128 characters of the data tier's group_id. */
    private static final String GROUP_ID = "(?s).*\\S.*";
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._~-]{1,64}");

    /** The body of PUT group-id-ranges/{id}; start and end, or pattern; id, when given (as GET shows it), the URI's. */
    public record RangeBody(String id,
                            @NotNull @jakarta.validation.constraints.Pattern(regexp = NF_TYPE) String nfType,
                            @NotNull @Values({SubscriberIdentity.SUPI, SubscriberIdentity.GPSI}) String identityType,
                            @jakarta.validation.constraints.Pattern(regexp = DIGITS) String start,
                            @jakarta.validation.constraints.Pattern(regexp = DIGITS) String end,
                            @Size(max = 255) String pattern,
                            @NotNull @Size(min = 1, max = 128) @jakarta.validation.constraints.Pattern(regexp = GROUP_ID) String groupId) {}

    public record EntryBody(@NotNull @Size(min = 1, max = 128) @jakarta.validation.constraints.Pattern(regexp = GROUP_ID) String groupId) {}

    public record BulkBody(@NotNull @jakarta.validation.constraints.Pattern(regexp = NF_TYPE) String nfType,
                           @jakarta.validation.constraints.Pattern(regexp = "imsi-|msisdn-") String prefix,
                           @NotNull @jakarta.validation.constraints.Pattern(regexp = DIGITS) String first,
                           @NotNull @Min(1) Long count,
                           @NotNull @Size(min = 1) List<@NotNull @Size(min = 1, max = 128)
                                   @jakarta.validation.constraints.Pattern(regexp = GROUP_ID) String> groupIds) {}

    private final GroupIdProvisioningService service;

    public UdrProvisioningRoutes(GroupIdProvisioningService service) {
        this.service = service;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(RANGES).service("admin").operation("listGroupIdRanges").to(
                        r -> service.ranges().thenApply(all -> SbiResponse.json(200, all.stream().map(UdrProvisioningRoutes::view).toList()))),
                Route.put(RANGES + "/{id}").service("admin").operation("putGroupIdRange").json().to(this::putRange),
                Route.get(RANGES + "/{id}").service("admin").operation("getGroupIdRange").to(this::getRange),
                Route.delete(RANGES + "/{id}").service("admin").operation("deleteGroupIdRange").to(this::deleteRange),
                Route.post(ENTRIES + "/bulk").service("admin").operation("bulkLoadGroupIds").json().to(this::bulkLoad),
                Route.put(ENTRIES + "/{nfType}/{subscriberId}").service("admin").operation("putGroupId").json().to(this::putEntry),
                Route.get(ENTRIES + "/{nfType}/{subscriberId}").service("admin").operation("getGroupId").to(this::getEntry),
                Route.delete(ENTRIES + "/{nfType}/{subscriberId}").service("admin").operation("deleteGroupId").to(this::deleteEntry));
    }

    private CompletionStage<SbiResponse> putRange(SbiRequest r) {
        String id = rangeId(r);
        RangeBody b = AdminBodies.bind(r, RangeBody.class);
        if (b.id() != null && !b.id().equals(id)) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/id", "differs from the id in the URI");
        }
        GroupIdRange range = new GroupIdRange(id, b.nfType(), b.identityType(), b.start(), b.end(), b.pattern(), b.groupId());
        return service.putRange(range).thenApply(created -> {
            SbiResponse response = SbiResponse.json(created ? 201 : 200, view(range));
            return created ? response.header("location", r.apiRoot() + RANGES + "/" + id) : response;
        });
    }

    private CompletionStage<SbiResponse> getRange(SbiRequest r) {
        String id = rangeId(r);
        return service.range(id).thenApply(range -> SbiResponse.json(200,
                view(range.orElseThrow(() -> SbiException.notFound("no group-id range " + id)))));
    }

    private CompletionStage<SbiResponse> deleteRange(SbiRequest r) {
        String id = rangeId(r);
        return service.deleteRange(id).thenApply(deleted -> {
            if (!deleted) {
                throw SbiException.notFound("no group-id range " + id);
            }
            return SbiResponse.noContent();
        });
    }

    private CompletionStage<SbiResponse> putEntry(SbiRequest r) {
        String nfType = nfType(r);
        SubscriberIdentity subscriber = subscriber(r);
        String groupId = AdminBodies.bind(r, EntryBody.class).groupId();
        return service.putEntry(nfType, subscriber, groupId).thenApply(created -> SbiResponse.json(created ? 201 : 200,
                Map.of("nfType", nfType, "subscriberId", subscriber.value(), "groupId", groupId)));
    }

    private CompletionStage<SbiResponse> getEntry(SbiRequest r) {
        String nfType = nfType(r);
        SubscriberIdentity subscriber = subscriber(r);
        return service.entry(nfType, subscriber).thenApply(group -> SbiResponse.json(200, Map.of("nfType", nfType,
                "subscriberId", subscriber.value(), "groupId", group.orElseThrow(() -> SbiException.notFound(
                        "no group id of " + nfType + " for " + subscriber.value())))));
    }

    private CompletionStage<SbiResponse> deleteEntry(SbiRequest r) {
        String nfType = nfType(r);
        SubscriberIdentity subscriber = subscriber(r);
        return service.deleteEntry(nfType, subscriber).thenApply(deleted -> {
            if (!deleted) {
                throw SbiException.notFound("no group id of " + nfType + " for " + subscriber.value());
            }
            return SbiResponse.noContent();
        });
    }

    private CompletionStage<SbiResponse> bulkLoad(SbiRequest r) {
        BulkBody b = AdminBodies.bind(r, BulkBody.class);
        GroupIdBulk bulk = new GroupIdBulk(b.nfType(), b.prefix() == null ? "imsi-" : b.prefix(), b.first(), b.count(), b.groupIds());
        long started = System.nanoTime();
        return service.bulkLoad(bulk).thenApply(n -> {
            long millis = (System.nanoTime() - started) / 1_000_000;
            log.info("bulk load: {} {} entries {}{} .. {} in {} ms ({} per second)", n, bulk.nfType(), bulk.prefix(), bulk.first(),
                    bulk.last(), millis, millis == 0 ? n : n * 1000 / millis);
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("nfType", bulk.nfType());
            body.put("count", n);
            body.put("first", bulk.prefix() + bulk.first());
            body.put("last", bulk.last());
            body.put("groupIds", bulk.groupIds());
            body.put("millis", millis);
            return SbiResponse.json(201, body);
        });
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

    /** A range id: what the data tier's range_id holds. */
    private static String rangeId(SbiRequest r) {
        String id = r.pathParam("id");
        if (!ID.matcher(id).matches()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "id", "1 to 64 of A-Z a-z 0-9 . _ ~ -");
        }
        return id;
    }

    private static String nfType(SbiRequest r) {
        String value = r.pathParam("nfType");
        if (!GroupIdMapService.NF_TYPE.matcher(value).matches()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "nfType", "not an NFType");
        }
        return value;
    }

    private static SubscriberIdentity subscriber(SbiRequest r) {
        return SubscriberIdentity.parse(r.pathParam("subscriberId"), "subscriberId", Cause.MANDATORY_IE_INCORRECT);
    }
}
