package dev.corebed.bsf.sbi;

import dev.corebed.model.ts29521.NbsfManagement;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Nbsf_Management (TS29521_Nbsf_Management.yaml, API 1.3.1): {apiRoot}/nbsf-management/v1, each route the
 * operation of the yaml (sbi-model's {@link NbsfManagement}), whose query and path parameters are checked for
 * form before the handler. Not served: the PCF for an MBS session bindings (/pcf-mbs-bindings).
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
                Route.post(ROOT + "/pcfBindings").service(SERVICE).operation(NbsfManagement.CREATE_PCF_BINDING).json()
                        .to(handler::createPcfBinding),
                Route.get(ROOT + "/pcfBindings").service(SERVICE).operation(NbsfManagement.GET_PCF_BINDINGS)
                        .conditional(NbsfManagementHandler.ADDRESS_PARAMS.toArray(String[]::new))
                        .to(handler::getPcfBindings),
                Route.delete(ROOT + "/pcfBindings/{bindingId}").service(SERVICE).operation(NbsfManagement.DELETE_IND_PCF_BINDING)
                        .to(handler::deleteIndPcfBinding),
                Route.patch(ROOT + "/pcfBindings/{bindingId}").service(SERVICE).operation(NbsfManagement.UPDATE_IND_PCF_BINDING)
                        .consumes(MERGE_PATCH).to(handler::updateIndPcfBinding),
                Route.post(ROOT + "/subscriptions").service(SERVICE).operation(NbsfManagement.CREATE_INDIVIDUAL_SUBCRIPTION).json()
                        .to(handler::createIndividualSubscription),
                Route.put(ROOT + "/subscriptions/{subId}").service(SERVICE).operation(NbsfManagement.REPLACE_INDIVIDUAL_SUBCRIPTION)
                        .json().to(handler::replaceIndividualSubscription),
                Route.delete(ROOT + "/subscriptions/{subId}").service(SERVICE).operation(NbsfManagement.DELETE_INDIVIDUAL_SUBCRIPTION)
                        .to(handler::deleteIndividualSubscription),
                Route.post(ROOT + "/pcf-ue-bindings").service(SERVICE).operation(NbsfManagement.CREATE_PC_FFOR_UE_BINDING).json()
                        .to(handler::createPcfForUeBinding),
                Route.get(ROOT + "/pcf-ue-bindings").service(SERVICE).operation(NbsfManagement.GET_PCF_FOR_UE_BINDINGS)
                        .conditional("supi", "gpsi").to(handler::getPcfForUeBindings),
                Route.delete(ROOT + "/pcf-ue-bindings/{bindingId}").service(SERVICE)
                        .operation(NbsfManagement.DELETE_IND_PC_FFOR_UE_BINDING).to(handler::deleteIndPcfForUeBinding),
                Route.patch(ROOT + "/pcf-ue-bindings/{bindingId}").service(SERVICE)
                        .operation(NbsfManagement.UPDATE_IND_PC_FFOR_UE_BINDING).consumes(MERGE_PATCH)
                        .to(handler::updateIndPcfForUeBinding));
    }
}
