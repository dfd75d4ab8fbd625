package dev.corebed.nrf.sbi;

import dev.corebed.nrf.service.NfSubscriptionService;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminRoutes;
import java.util.List;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ArrayNode;

/**
 * What a tester needs to see and clear of the NRF on the management port.
 *
 * <pre>
 * GET    /admin/v1/nrf/subscriptions   the valid NF status subscriptions, SubscriptionData as granted, in id order
 * DELETE /admin/v1/nrf/subscriptions   → 204, every subscription removed (nobody is notified)
 * </pre>
 */
@Component
public class NrfInspectionRoutes implements AdminRoutes {

    static final String SUBSCRIPTIONS = "/admin/v1/nrf/subscriptions";

    private final NfSubscriptionService subscriptions;

    public NrfInspectionRoutes(NfSubscriptionService subscriptions) {
        this.subscriptions = subscriptions;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(SUBSCRIPTIONS).service("admin").operation("listNrfSubscriptions").to(r ->
                        subscriptions.list().thenApply(all -> {
                            ArrayNode out = Json.MAPPER.createArrayNode();
                            all.forEach(s -> out.add(Json.parse(s)));
                            return SbiResponse.json(200, out);
                        })),
                Route.delete(SUBSCRIPTIONS).service("admin").operation("clearNrfSubscriptions").to(r ->
                        subscriptions.removeAll().thenApply(v -> SbiResponse.noContent())));
    }
}
