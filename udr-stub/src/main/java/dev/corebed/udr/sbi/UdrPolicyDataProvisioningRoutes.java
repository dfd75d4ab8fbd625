package dev.corebed.udr.sbi;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.udr.config.UdrProperties;
import dev.corebed.udr.service.GroupIdMapService;
import dev.corebed.udr.service.PolicyDataService;
import dev.corebed.udr.service.SubscriberIdentity;
import dev.corebed.udr.store.PolicyDataBulk;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Provisioning of policy data on the management port. A UE is a PolicyDataForIndividualUe (amPolicyDataSet,
 * uePolicyDataSet, smPolicyDataSet, operatorSpecificDataSet, umData by usageMonId) plus an optional gpsi;
 * writes notify the subscriptions watching the UE, as SBI writes do. Bad input is a ProblemDetails naming the
 * attribute, and stores nothing.
 *
 * <pre>
 * DELETE /admin/v1/udr/policy-data           → 204, every UE's policy data removed (nobody is notified); with
 *                                            ?include=group-id-map the group-id entries and ranges too
 * PUT    /admin/v1/udr/policy-data/{ueId}    the UE → 201 / 200, with the UE as stored
 * GET    /admin/v1/udr/policy-data/{ueId}    → 200, 404 when unknown
 * DELETE /admin/v1/udr/policy-data/{ueId}    → 204, 404 when unknown
 * POST   /admin/v1/udr/policy-data/bulk      {prefix, first, count, gpsi?, templates, groupIds?, connections?} → 201 with the time taken
 * </pre>
 */
@Component
public class UdrPolicyDataProvisioningRoutes implements AdminRoutes {

    static final String UES = "/admin/v1/udr/policy-data";

    private static final Logger log = LoggerFactory.getLogger(UdrPolicyDataProvisioningRoutes.class);

    private final PolicyDataService service;
    private final GroupIdMapService groupIds;
    private final UdrProperties properties;

    public UdrPolicyDataProvisioningRoutes(PolicyDataService service, GroupIdMapService groupIds, UdrProperties properties) {
        this.service = service;
        this.groupIds = groupIds;
        this.properties = properties;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.delete(UES).service("admin").operation("clearPolicyData").query("include").to(this::clear),
                Route.post(UES + "/bulk").service("admin").operation("bulkLoadPolicyData").json().to(this::bulkLoad),
                Route.put(UES + "/{ueId}").service("admin").operation("putPolicyData").json().to(this::put),
                Route.get(UES + "/{ueId}").service("admin").operation("getPolicyData").to(this::get),
                Route.delete(UES + "/{ueId}").service("admin").operation("deletePolicyData").to(this::delete));
    }

    private CompletionStage<SbiResponse> put(SbiRequest r) {
        String ueId = ueId(r);
        JsonNode body = r.json();
        AdminBodies.only(body, "", PolicyDataService.PROVISIONING_FIELDS);
        return service.provision(ueId, body)
                .thenCompose(created -> service.provisioned(ueId).thenApply(view -> {
                    SbiResponse response = SbiResponse.json(created ? 201 : 200, view.orElseThrow());
                    return created ? response.header("location", r.apiRoot() + r.path()) : response;
                }));
    }

    private CompletionStage<SbiResponse> get(SbiRequest r) {
        String ueId = ueId(r);
        return service.provisioned(ueId).thenApply(view -> SbiResponse.json(200,
                view.orElseThrow(() -> SbiException.notFound("no policy data for " + ueId))));
    }

    private CompletionStage<SbiResponse> delete(SbiRequest r) {
        String ueId = ueId(r);
        return service.deprovision(ueId).thenApply(deleted -> {
            if (!deleted) {
                throw SbiException.notFound("no policy data for " + ueId);
            }
            return SbiResponse.noContent();
        });
    }

    private CompletionStage<SbiResponse> clear(SbiRequest r) {
        String include = r.queryParam("include");
        if (include != null && !include.equals("group-id-map")) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "include", "group-id-map");
        }
        CompletableFuture<Void> cleared = service.removeAll();
        return (include == null ? cleared : cleared.thenCompose(v -> groupIds.removeAll())).thenApply(v -> SbiResponse.noContent());
    }

    private CompletionStage<SbiResponse> bulkLoad(SbiRequest r) {
        JsonNode spec = r.json();
        AdminBodies.only(spec, "", PolicyDataService.BULK_FIELDS);
        AdminBodies.only(spec.get("gpsi"), "/gpsi", Set.of("prefix", "first"));
        PolicyDataBulk bulk = PolicyDataService.bulkSpec(spec, properties.bulk().connections(), properties.bulk().maxCount());
        return service.bulkLoad(bulk).thenApply(result -> {
            long perSecond = result.millis() == 0 ? result.count() : result.count() * 1000 / result.millis();
            log.info("policy data bulk load: {} UEs {} .. {} ({} group-id entries) in {} ms on {} connections ({} UEs per second)",
                    result.count(), result.firstUe(), result.lastUe(), result.groupIdEntries(), result.millis(),
                    bulk.connections(), perSecond);
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("count", result.count());
            body.put("first", result.firstUe());
            body.put("last", result.lastUe());
            if (bulk.gpsiFirst() != null) {
                body.put("firstGpsi", bulk.gpsi(0));
                body.put("lastGpsi", bulk.gpsi(bulk.count() - 1));
            }
            body.put("groupIdEntries", result.groupIdEntries());
            body.put("connections", bulk.connections());
            body.put("millis", result.millis());
            body.put("perSecond", perSecond);
            return SbiResponse.json(201, body);
        });
    }

    private static String ueId(SbiRequest r) {
        String ueId = SubscriberIdentity.parse(r.pathParam("ueId"), "ueId", Cause.MANDATORY_IE_INCORRECT).value();
        if (ueId.length() > 255) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "ueId", "longer than 255 characters");
        }
        return ueId;
    }
}
