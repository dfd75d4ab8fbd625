package dev.corebed.nrf.sbi;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/** Nnrf_NFManagement (TS29510_Nnrf_NFManagement.yaml): operationIds to handler methods. */
@Component
public class NnrfNfManagementRoutes implements SbiRoutes {

    static final String SERVICE = "nnrf-nfm";
    static final String NF_INSTANCES = "/nnrf-nfm/v1/nf-instances";
    static final String NF_INSTANCE = NF_INSTANCES + "/{nfInstanceID}";
    static final String SUBSCRIPTIONS = "/nnrf-nfm/v1/subscriptions";
    static final String SUBSCRIPTION = SUBSCRIPTIONS + "/{subscriptionID}";
    static final String JSON_PATCH = "application/json-patch+json";

    private final NnrfNfManagementHandler handler;

    public NnrfNfManagementRoutes(NnrfNfManagementHandler handler) {
        this.handler = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(NF_INSTANCES).service(SERVICE).operation("GetNFInstances")
                        .query("nf-type", "limit", "page-number", "page-size").to(handler::getNfInstances),
                Route.options(NF_INSTANCES).service(SERVICE).operation("OptionsNFInstances").to(handler::optionsNfInstances),
                Route.put(NF_INSTANCE).service(SERVICE).operation("RegisterNFInstance").json().to(handler::registerNfInstance),
                Route.get(NF_INSTANCE).service(SERVICE).operation("GetNFInstance").query("requester-features").to(handler::getNfInstance),
                Route.patch(NF_INSTANCE).service(SERVICE).operation("UpdateNFInstance").consumes(JSON_PATCH).to(handler::updateNfInstance),
                Route.delete(NF_INSTANCE).service(SERVICE).operation("DeregisterNFInstance").to(handler::deregisterNfInstance),
                Route.post(SUBSCRIPTIONS).service(SERVICE).operation("CreateSubscription").json().to(handler::createSubscription),
                Route.patch(SUBSCRIPTION).service(SERVICE).operation("UpdateSubscription").consumes(JSON_PATCH).to(handler::updateSubscription),
                Route.delete(SUBSCRIPTION).service(SERVICE).operation("RemoveSubscription").to(handler::removeSubscription));
    }
}
