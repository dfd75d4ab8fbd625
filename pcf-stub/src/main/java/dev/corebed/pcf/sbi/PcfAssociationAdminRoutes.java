package dev.corebed.pcf.sbi;

import dev.corebed.pcf.service.PolicyAssociationService;
import dev.corebed.pcf.store.PolicyAssociationRow;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminPages;
import dev.corebed.sbi.admin.AdminRoutes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ObjectNode;

/**
 * The PCF's management routes for AM and UE policy associations (docs/management-api.md).
 *
 * <pre>
 * GET  /admin/v1/pcf/{am,ue}-policies?supi=&limit=&after=   a page in polAssoId order: {policyAssociations: [...], next}
 * GET  /admin/v1/pcf/{am,ue}-policies/count                 {"count":n}
 * GET  /admin/v1/pcf/{am,ue}-policies/{id}                  the stored association: request, policy, inputs, peer URIs
 * POST /admin/v1/pcf/{am,ue}-policies/{id}/update-notify    a PolicyUpdate with the policy in force to the AMF
 * POST /admin/v1/pcf/{am,ue}-policies/{id}/terminate        TerminationNotification to the AMF ({"cause":...} optional)
 * POST /admin/v1/pcf/ue-policies/{id}/n1n2-transfer         the UE policy container again (N1N2MessageTransfer)
 * </pre>
 */
@Component
public class PcfAssociationAdminRoutes implements AdminRoutes {

    private final PolicyAssociationService am;
    private final PolicyAssociationService ue;

    public PcfAssociationAdminRoutes(@Qualifier("amPolicyService") PolicyAssociationService am,
                                     @Qualifier("uePolicyService") PolicyAssociationService ue) {
        this.am = am;
        this.ue = ue;
    }

    @Override
    public List<Route> routes() {
        List<Route> routes = new ArrayList<>(associations("am-policies", am));
        routes.addAll(associations("ue-policies", ue));
        routes.add(Route.post(PcfAdminRoutes.ROOT + "/ue-policies/{polAssoId}/n1n2-transfer").service("admin")
                .operation("uePolicyTransfer").to(r -> ue.find(r.pathParam("polAssoId")).thenCompose(ue::deliver)
                        .thenApply(cause -> SbiResponse.json(200, Json.MAPPER.createObjectNode().put("cause", cause)))));
        return routes;
    }

    /** A kind's routes: its pages, count, the stored association, update-notify and terminate on demand. */
    private static List<Route> associations(String path, PolicyAssociationService service) {
        String base = PcfAdminRoutes.ROOT + "/" + path;
        String kind = service.options().kind();
        return List.of(
                Route.get(base).service("admin").operation("list" + kind).query("supi", "limit", "after").to(r -> {
                    int limit = AdminPages.limit(r);
                    return service.page(r.queryParam("supi"), r.queryParam("after"), limit).thenApply(rows -> SbiResponse.json(200,
                            AdminPages.page("policyAssociations", rows, limit, PcfAssociationAdminRoutes::view,
                                    PolicyAssociationRow::polAssoId)));
                }),
                Route.get(base + "/count").service("admin").operation("count" + kind).to(r -> service.count()
                        .thenApply(n -> SbiResponse.json(200, Json.MAPPER.createObjectNode().put("count", n)))),
                Route.get(base + "/{polAssoId}").service("admin").operation("get" + kind).to(r -> service.find(r.pathParam("polAssoId"))
                        .thenApply(row -> SbiResponse.json(200, view(row)))),
                Route.post(base + "/{polAssoId}/update-notify").service("admin").operation("updateNotify" + kind)
                        .to(r -> service.notifyUpdate(r.pathParam("polAssoId")).thenApply(PcfAdminRoutes::outcome)),
                Route.post(base + "/{polAssoId}/terminate").service("admin").operation("terminate" + kind).json()
                        .to(r -> service.terminate(r.pathParam("polAssoId"), PcfAdminRoutes.cause(r, "a PolicyAssociationReleaseCause string"))
                                .thenApply(PcfAdminRoutes::outcome)));
    }

    static ObjectNode view(PolicyAssociationRow row) {
        ObjectNode v = Json.MAPPER.createObjectNode().put("polAssoId", row.polAssoId()).put("kind", row.kind()).put("supi", row.supi());
        v.set("request", Json.MAPPER.readTree(row.request()));
        v.set("policy", Json.MAPPER.readTree(row.policy()));
        v.set("inputs", Json.MAPPER.readTree(row.inputs()));
        v.put("udrSubscription", row.udrSubscription()).put("chfSubscription", row.chfSubscription())
                .put("n1n2Subscription", row.n1n2Subscription()).put("amfApiRoot", row.amfApiRoot()).put("version", row.version())
                .put("createdAt", Instant.ofEpochMilli(row.createdAt()).toString())
                .put("updatedAt", Instant.ofEpochMilli(row.updatedAt()).toString());
        return v;
    }
}
