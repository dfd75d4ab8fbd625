package dev.corebed.nrf.sbi;

import dev.corebed.model.ts29510.NnrfNfManagement;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Nnrf_NFManagement (TS29510_Nnrf_NFManagement.yaml): operationIds to handler methods. Each route declares its
 * operation, so its query and path parameters (nfInstanceID a UUID, subscriptionID of the yaml's pattern, the
 * integers of GetNFInstances) are checked before the handler runs.
 */
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
                Route.get(NF_INSTANCES).service(SERVICE).operation(NnrfNfManagement.GET_NF_INSTANCES).to(handler::getNfInstances),
                Route.options(NF_INSTANCES).service(SERVICE).operation(NnrfNfManagement.OPTIONS_NF_INSTANCES)
                        .to(handler::optionsNfInstances),
                Route.put(NF_INSTANCE).service(SERVICE).operation(NnrfNfManagement.REGISTER_NF_INSTANCE).json()
                        .to(handler::registerNfInstance),
                Route.get(NF_INSTANCE).service(SERVICE).operation(NnrfNfManagement.GET_NF_INSTANCE).to(handler::getNfInstance),
                Route.patch(NF_INSTANCE).service(SERVICE).operation(NnrfNfManagement.UPDATE_NF_INSTANCE).consumes(JSON_PATCH)
                        .to(handler::updateNfInstance),
                Route.delete(NF_INSTANCE).service(SERVICE).operation(NnrfNfManagement.DEREGISTER_NF_INSTANCE)
                        .to(handler::deregisterNfInstance),
                Route.post(SUBSCRIPTIONS).service(SERVICE).operation(NnrfNfManagement.CREATE_SUBSCRIPTION).json()
                        .to(handler::createSubscription),
                Route.patch(SUBSCRIPTION).service(SERVICE).operation(NnrfNfManagement.UPDATE_SUBSCRIPTION).consumes(JSON_PATCH)
                        .to(handler::updateSubscription),
                Route.delete(SUBSCRIPTION).service(SERVICE).operation(NnrfNfManagement.REMOVE_SUBSCRIPTION)
                        .to(handler::removeSubscription));
    }
}
