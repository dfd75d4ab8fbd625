package dev.corebed.bsf.sbi;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Nbsf_Management (TS29521_Nbsf_Management.yaml, API 1.3.1): {apiRoot}/nbsf-management/v1, the operationIds
 * of the yaml. Not served: the PCF for an MBS session bindings (/pcf-mbs-bindings).
 */
@Component
public class NbsfManagementRoutes implements SbiRoutes {

    static final String SERVICE = "nbsf-management";
    static final String ROOT = "/nbsf-management/v1";
    static final String MERGE_PATCH = "application/merge-patch+json";

    private final NbsfManagementHandler handler;

    public NbsfManagementRoutes(NbsfManagementHandler handler) {
        this.handler = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.post(ROOT + "/pcfBindings").service(SERVICE).operation("CreatePCFBinding").json()
                        .to(handler::createPcfBinding),
                Route.get(ROOT + "/pcfBindings").service(SERVICE).operation("GetPCFBindings")
                        .query("ipv4Addr", "ipv6Prefix", "macAddr48", "dnn", "supi", "gpsi", "snssai", "ipDomain", "supp-feat")
                        .to(handler::getPcfBindings),
                Route.delete(ROOT + "/pcfBindings/{bindingId}").service(SERVICE).operation("DeleteIndPCFBinding")
                        .to(handler::deleteIndPcfBinding),
                Route.patch(ROOT + "/pcfBindings/{bindingId}").service(SERVICE).operation("UpdateIndPCFBinding")
                        .consumes(MERGE_PATCH).to(handler::updateIndPcfBinding),
                Route.post(ROOT + "/subscriptions").service(SERVICE).operation("CreateIndividualSubcription").json()
                        .to(handler::createIndividualSubscription),
                Route.put(ROOT + "/subscriptions/{subId}").service(SERVICE).operation("ReplaceIndividualSubcription").json()
                        .to(handler::replaceIndividualSubscription),
                Route.delete(ROOT + "/subscriptions/{subId}").service(SERVICE).operation("DeleteIndividualSubcription")
                        .to(handler::deleteIndividualSubscription),
                Route.post(ROOT + "/pcf-ue-bindings").service(SERVICE).operation("CreatePCFforUEBinding").json()
                        .to(handler::createPcfForUeBinding),
                Route.get(ROOT + "/pcf-ue-bindings").service(SERVICE).operation("GetPCFForUeBindings")
                        .query("supi", "gpsi", "supp-feat").to(handler::getPcfForUeBindings),
                Route.delete(ROOT + "/pcf-ue-bindings/{bindingId}").service(SERVICE).operation("DeleteIndPCFforUEBinding")
                        .to(handler::deleteIndPcfForUeBinding),
                Route.patch(ROOT + "/pcf-ue-bindings/{bindingId}").service(SERVICE).operation("UpdateIndPCFforUEBinding")
                        .consumes(MERGE_PATCH).to(handler::updateIndPcfForUeBinding));
    }
}
