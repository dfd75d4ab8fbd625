package dev.corebed.pcf.sbi;

import dev.corebed.model.ts29512.NpcfSmPolicyControl;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/** Npcf_SMPolicyControl (TS29512_Npcf_SMPolicyControl.yaml, API 1.2.4): {apiRoot}/npcf-smpolicycontrol/v1. */
@Component
public class NpcfSmPolicyControlRoutes implements SbiRoutes {

    static final String SERVICE = "npcf-smpolicycontrol";

    private final NpcfSmPolicyControlHandler h;

    public NpcfSmPolicyControlRoutes(NpcfSmPolicyControlHandler handler) {
        this.h = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.post(NpcfSmPolicyControl.CREATE_SM_POLICY.path()).service(SERVICE)
                        .operation(NpcfSmPolicyControl.CREATE_SM_POLICY).json().to(h::createSmPolicy),
                Route.get(NpcfSmPolicyControl.GET_SM_POLICY.path()).service(SERVICE)
                        .operation(NpcfSmPolicyControl.GET_SM_POLICY).to(h::getSmPolicy),
                Route.post(NpcfSmPolicyControl.UPDATE_SM_POLICY.path()).service(SERVICE)
                        .operation(NpcfSmPolicyControl.UPDATE_SM_POLICY).json().to(h::updateSmPolicy),
                Route.post(NpcfSmPolicyControl.DELETE_SM_POLICY.path()).service(SERVICE)
                        .operation(NpcfSmPolicyControl.DELETE_SM_POLICY).json().to(h::deleteSmPolicy));
    }
}
