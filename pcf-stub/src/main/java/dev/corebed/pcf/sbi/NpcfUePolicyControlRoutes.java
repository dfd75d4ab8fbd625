package dev.corebed.pcf.sbi;

import static dev.corebed.model.ts29525.NpcfUePolicyControl.CREATE_INDIVIDUAL_UE_POLICY_ASSOCIATION;
import static dev.corebed.model.ts29525.NpcfUePolicyControl.DELETE_INDIVIDUAL_UE_POLICY_ASSOCIATION;
import static dev.corebed.model.ts29525.NpcfUePolicyControl.READ_INDIVIDUAL_UE_POLICY_ASSOCIATION;
import static dev.corebed.model.ts29525.NpcfUePolicyControl.REPORT_OBSERVED_EVENT_TRIGGERS_FOR_INDIVIDUAL_UE_POLICY_ASSOCIATION;

import dev.corebed.model.ts29525.PolicyAssociationRequest;
import dev.corebed.model.ts29525.PolicyAssociationUpdateRequest;
import dev.corebed.pcf.service.PolicyAssociationService;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;

/** Npcf_UEPolicyControl (TS29525_Npcf_UEPolicyControl.yaml, API 1.2.1): {apiRoot}/npcf-ue-policy-control/v1. */
@Component
public class NpcfUePolicyControlRoutes implements SbiRoutes {

    static final String SERVICE = "npcf-ue-policy-control";

    private final PolicyAssociationHandler h;

    public NpcfUePolicyControlRoutes(@Qualifier("uePolicyService") PolicyAssociationService service) {
        this.h = new PolicyAssociationHandler(service, PolicyAssociationRequest.class, PolicyAssociationUpdateRequest.class);
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.post(CREATE_INDIVIDUAL_UE_POLICY_ASSOCIATION.path()).service(SERVICE)
                        .operation(CREATE_INDIVIDUAL_UE_POLICY_ASSOCIATION).json().to(h::create),
                Route.get(READ_INDIVIDUAL_UE_POLICY_ASSOCIATION.path()).service(SERVICE)
                        .operation(READ_INDIVIDUAL_UE_POLICY_ASSOCIATION).to(h::read),
                Route.delete(DELETE_INDIVIDUAL_UE_POLICY_ASSOCIATION.path()).service(SERVICE)
                        .operation(DELETE_INDIVIDUAL_UE_POLICY_ASSOCIATION).to(h::delete),
                Route.post(REPORT_OBSERVED_EVENT_TRIGGERS_FOR_INDIVIDUAL_UE_POLICY_ASSOCIATION.path()).service(SERVICE)
                        .operation(REPORT_OBSERVED_EVENT_TRIGGERS_FOR_INDIVIDUAL_UE_POLICY_ASSOCIATION).json().to(h::update));
    }
}
