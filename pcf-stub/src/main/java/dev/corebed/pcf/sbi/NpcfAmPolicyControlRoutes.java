package dev.corebed.pcf.sbi;

import static dev.corebed.model.ts29507.NpcfAmPolicyControl.CREATE_INDIVIDUAL_AM_POLICY_ASSOCIATION;
import static dev.corebed.model.ts29507.NpcfAmPolicyControl.DELETE_INDIVIDUAL_AM_POLICY_ASSOCIATION;
import static dev.corebed.model.ts29507.NpcfAmPolicyControl.READ_INDIVIDUAL_AM_POLICY_ASSOCIATION;
import static dev.corebed.model.ts29507.NpcfAmPolicyControl.REPORT_OBSERVED_EVENT_TRIGGERS_FOR_INDIVIDUAL_AM_POLICY_ASSOCIATION;

import dev.corebed.model.ts29507.PolicyAssociationRequest;
import dev.corebed.model.ts29507.PolicyAssociationUpdateRequest;
import dev.corebed.pcf.service.PolicyAssociationService;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;

/** Npcf_AMPolicyControl (TS29507_Npcf_AMPolicyControl.yaml, API 1.2.1): {apiRoot}/npcf-am-policy-control/v1. */
@Component
public class NpcfAmPolicyControlRoutes implements SbiRoutes {

    static final String SERVICE = "npcf-am-policy-control";

    private final PolicyAssociationHandler h;

    public NpcfAmPolicyControlRoutes(@Qualifier("amPolicyService") PolicyAssociationService service) {
        this.h = new PolicyAssociationHandler(service, PolicyAssociationRequest.class, PolicyAssociationUpdateRequest.class);
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.post(CREATE_INDIVIDUAL_AM_POLICY_ASSOCIATION.path()).service(SERVICE)
                        .operation(CREATE_INDIVIDUAL_AM_POLICY_ASSOCIATION).json().to(h::create),
                Route.get(READ_INDIVIDUAL_AM_POLICY_ASSOCIATION.path()).service(SERVICE)
                        .operation(READ_INDIVIDUAL_AM_POLICY_ASSOCIATION).to(h::read),
                Route.delete(DELETE_INDIVIDUAL_AM_POLICY_ASSOCIATION.path()).service(SERVICE)
                        .operation(DELETE_INDIVIDUAL_AM_POLICY_ASSOCIATION).to(h::delete),
                Route.post(REPORT_OBSERVED_EVENT_TRIGGERS_FOR_INDIVIDUAL_AM_POLICY_ASSOCIATION.path()).service(SERVICE)
                        .operation(REPORT_OBSERVED_EVENT_TRIGGERS_FOR_INDIVIDUAL_AM_POLICY_ASSOCIATION).json().to(h::update));
    }
}
