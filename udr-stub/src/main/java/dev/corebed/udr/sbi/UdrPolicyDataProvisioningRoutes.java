package dev.corebed.udr.sbi;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.model.ts29505.OperatorSpecificDataContainer;
import dev.corebed.model.ts29519.AmPolicyData;
import dev.corebed.model.ts29519.SmPolicyData;
import dev.corebed.model.ts29519.UePolicySet;
import dev.corebed.model.ts29519.UsageMonData;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.udr.service.GroupIdMapService;
import dev.corebed.udr.service.GroupIdProvisioningService;
import dev.corebed.udr.service.PolicyDataProvisioningService.BulkRequest;
import dev.corebed.udr.service.PolicyDataProvisioningService.ProvisionedUe;
import dev.corebed.udr.service.PolicyDataProvisioningService;
import dev.corebed.udr.service.PolicyDataService;
import dev.corebed.udr.service.PolicyDocument;
import dev.corebed.udr.service.SubscriberIdentity;
import dev.corebed.udr.store.PolicyDataBulk;
import dev.corebed.udr.store.PolicyDataSet;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Provisioning of policy data on the management port, through {@link PolicyDataProvisioningService}. A UE is a
 * PolicyDataForIndividualUe (amPolicyDataSet, uePolicyDataSet, smPolicyDataSet, operatorSpecificDataSet, umData
 * by usageMonId) plus an optional gpsi; each document is bound to its Rel-17 schema, and bad input is a
 * ProblemDetails naming the attribute ({@code /smPolicyDataSet/smPolicySnssaiData/1/snssai/sst}), storing nothing.
 *
 * <pre>
 * DELETE /admin/v1/udr/policy-data           → 204, every UE's policy data removed (nobody is notified); with
 *                                            ?include=group-id-map the group-id entries and ranges too; with
 *                                            ?prefix=imsi-&first=310014000000000&count=1000 only those UEs (a bulk load's
 *                                            range) → 200 {"count": UEs removed}
 * PUT    /admin/v1/udr/policy-data/{ueId}    the UE → 201 / 200, with the UE as stored
 * GET    /admin/v1/udr/policy-data/{ueId}    → 200, 404 when unknown
 * DELETE /admin/v1/udr/policy-data/{ueId}    → 204, 404 when unknown
 * POST   /admin/v1/udr/policy-data/bulk      {prefix, first, count, gpsi?, templates, groupIds?, connections?} → 201 with the time taken
 * </pre>
 */
@Component
public class UdrPolicyDataProvisioningRoutes implements AdminRoutes {

    static final String UES = "/admin/v1/udr/policy-data";
    private static final String DIGITS = "[0-9]{5,15}";

    /**
     * The body of PUT policy-data/{ueId}: PolicyDataForIndividualUe (TS 29.519) and the UE's GPSI alias; ueId, as
     * GET shows it, is ignored (the URI's wins).
     */
    public record UeBody(String ueId, String gpsi, @Valid AmPolicyData amPolicyDataSet, @Valid UePolicySet uePolicyDataSet,
                         @Valid SmPolicyData smPolicyDataSet,
                         @Size(min = 1) Map<String, @Valid OperatorSpecificDataContainer> operatorSpecificDataSet,
                         @Size(min = 1) Map<String, @Valid UsageMonData> umData) {}

    /** The body of POST policy-data/bulk: the range, the GPSI range, the documents as templates, the SLF groups. */
    public record BulkBody(@Pattern(regexp = "imsi-|msisdn-") String prefix, @NotNull @Pattern(regexp = DIGITS) String first,
                           @NotNull @Min(1) Long count, @Valid GpsiRange gpsi, @Valid AmPolicyData amPolicyDataSet,
                           @Valid UePolicySet uePolicyDataSet, @Valid SmPolicyData smPolicyDataSet,
                           Map<String, @Valid OperatorSpecificDataContainer> operatorSpecificDataSet,
                           Map<String, @NotNull @Size(min = 1) List<@NotNull @Size(min = 1, max = 128) @Pattern(regexp = "(?s).*\\S.*") String>> groupIds,
                           @Min(1) @Max(64) Integer connections) {}

    /** The GPSIs of a bulk load: {@code prefix + (first + i)}. */
    public record GpsiRange(@Pattern(regexp = "msisdn-") String prefix, @NotNull @Pattern(regexp = DIGITS) String first) {}

    private static final Logger log = LoggerFactory.getLogger(UdrPolicyDataProvisioningRoutes.class);

    private final PolicyDataProvisioningService service;
    private final GroupIdProvisioningService groupIds;

    public UdrPolicyDataProvisioningRoutes(PolicyDataProvisioningService service, GroupIdProvisioningService groupIds) {
        this.service = service;
        this.groupIds = groupIds;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.delete(UES).service("admin").operation("clearPolicyData").query("include", "prefix", "first", "count")
                        .to(this::clear),
                Route.post(UES + "/bulk").service("admin").operation("bulkLoadPolicyData").json().to(this::bulkLoad),
                Route.put(UES + "/{ueId}").service("admin").operation("putPolicyData").json().to(this::put),
                Route.get(UES + "/{ueId}").service("admin").operation("getPolicyData").to(this::get),
                Route.delete(UES + "/{ueId}").service("admin").operation("deletePolicyData").to(this::delete));
    }

    private CompletionStage<SbiResponse> put(SbiRequest r) {
        String ueId = SubscriberIdentity.ueId(r.pathParam("ueId"));
        JsonNode body = r.json();
        AdminBodies.only(body, "", UeBody.class);
        UeBody ue = Json.bind(body, UeBody.class);
        if (ue.gpsi() != null && !SubscriberIdentity.GPSI.equals(
                SubscriberIdentity.parse(ue.gpsi(), "/gpsi", Cause.OPTIONAL_IE_INCORRECT).identityType())) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/gpsi", "a GPSI (msisdn-..., extid-...) expected");
        }
        Map<String, PolicyDocument> usage = new LinkedHashMap<>();
        if (ue.umData() != null) {
            body.get("umData").properties().forEach(e -> usage.put(e.getKey(),
                    new PolicyDocument(PolicyDocument.Schema.USAGE_MON_DATA, e.getValue())));
        }
        return service.provision(ueId, new ProvisionedUe(ue.gpsi(), documents(body), usage))
                .thenCompose(created -> service.provisioned(ueId).thenApply(view -> {
                    SbiResponse response = SbiResponse.json(created ? 201 : 200, view.orElseThrow());
                    return created ? response.header("location", r.apiRoot() + r.path()) : response;
                }));
    }

    private CompletionStage<SbiResponse> get(SbiRequest r) {
        String ueId = SubscriberIdentity.ueId(r.pathParam("ueId"));
        return service.provisioned(ueId).thenApply(view -> SbiResponse.json(200,
                view.orElseThrow(() -> SbiException.notFound("no policy data for " + ueId))));
    }

    private CompletionStage<SbiResponse> delete(SbiRequest r) {
        String ueId = SubscriberIdentity.ueId(r.pathParam("ueId"));
        return service.deprovision(ueId).thenApply(deleted -> {
            if (!deleted) {
                throw SbiException.notFound("no policy data for " + ueId);
            }
            return SbiResponse.noContent();
        });
    }

    private CompletionStage<SbiResponse> clear(SbiRequest r) {
        String first = r.queryParam("first");
        String count = r.queryParam("count");
        if (first != null || count != null || r.queryParam("prefix") != null) {
            return removeRange(r, first, count);
        }
        String include = r.queryParam("include");
        if (include != null && !include.equals("group-id-map")) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "include", "group-id-map");
        }
        CompletableFuture<Void> cleared = service.removeAll();
        return (include == null ? cleared : cleared.thenCompose(v -> groupIds.removeAll())).thenApply(v -> SbiResponse.noContent());
    }

    /** The range of a bulk load: first and count mandatory, prefix imsi- (or msisdn-) as the bulk load's. */
    private CompletionStage<SbiResponse> removeRange(SbiRequest r, String first, String count) {
        if (r.queryParam("include") != null) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "include", "not with a range");
        }
        String prefix = r.queryParam("prefix") == null ? "imsi-" : r.queryParam("prefix");
        if (!prefix.equals("imsi-") && !prefix.equals("msisdn-")) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "prefix", "imsi- or msisdn-");
        }
        if (first == null || count == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_MISSING, first == null ? "first" : "count",
                    "the first number and the count of the range");
        }
        if (!first.matches(DIGITS)) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "first", "5 to 15 digits");
        }
        long n;
        try {
            n = Long.parseLong(count);
        } catch (NumberFormatException e) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "count", "a number");
        }
        return service.removeRange(prefix, first, n)
                .thenApply(removed -> SbiResponse.json(200, Json.MAPPER.createObjectNode().put("count", removed)));
    }

    private CompletionStage<SbiResponse> bulkLoad(SbiRequest r) {
        JsonNode body = r.json();
        AdminBodies.only(body, "", BulkBody.class);
        AdminBodies.only(body.get("gpsi"), "/gpsi", GpsiRange.class);
        BulkBody b = Json.bind(body, BulkBody.class);
        Map<String, List<String>> groupIds = new LinkedHashMap<>();
        if (b.groupIds() != null) {
            b.groupIds().forEach((nfType, ids) -> {
                if (!GroupIdMapService.NF_TYPE.matcher(nfType).matches()) {
                    throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/groupIds/" + JsonPatch.escape(nfType),
                            "the key is not an NFType");
                }
                groupIds.put(nfType, List.copyOf(ids));
            });
        }
        String gpsiPrefix = b.gpsi() == null ? null : b.gpsi().prefix() == null ? "msisdn-" : b.gpsi().prefix();
        BulkRequest request = new BulkRequest(b.prefix() == null ? "imsi-" : b.prefix(), b.first(), b.count(), gpsiPrefix,
                b.gpsi() == null ? null : b.gpsi().first(), documents(body), groupIds, b.connections());
        return service.bulkLoad(request).thenApply(loaded -> {
            PolicyDataBulk bulk = loaded.bulk();
            PolicyDataBulk.Result result = loaded.result();
            long perSecond = result.millis() == 0 ? result.count() : result.count() * 1000 / result.millis();
            log.info("policy data bulk load: {} UEs {} .. {} ({} group-id entries) in {} ms on {} connections ({} UEs per second)",
                    result.count(), result.firstUe(), result.lastUe(), result.groupIdEntries(), result.millis(),
                    bulk.connections(), perSecond);
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("count", result.count());
            answer.put("first", result.firstUe());
            answer.put("last", result.lastUe());
            if (bulk.gpsiFirst() != null) {
                answer.put("firstGpsi", bulk.gpsi(0));
                answer.put("lastGpsi", bulk.gpsi(bulk.count() - 1));
            }
            answer.put("groupIdEntries", result.groupIdEntries());
            answer.put("connections", bulk.connections());
            answer.put("millis", result.millis());
            answer.put("perSecond", perSecond);
            return SbiResponse.json(201, answer);
        });
    }

    /** The documents of a body that bound to its record: each attribute present, as a checked document. */
    private static Map<PolicyDataSet, PolicyDocument> documents(JsonNode body) {
        Map<PolicyDataSet, PolicyDocument> docs = new EnumMap<>(PolicyDataSet.class);
        PolicyDataService.DATA_SET_ATTRIBUTE.forEach((set, attribute) -> {
            JsonNode doc = body.get(attribute);
            if (doc != null) {
                docs.put(set, PolicyDocument.at("/" + attribute, () -> PolicyDocument.of(set, doc)));
            }
        });
        return docs;
    }
}
