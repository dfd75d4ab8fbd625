package dev.corebed.pcf.sbi;

import static dev.corebed.model.ts29514.NpcfPolicyAuthorization.DELETE_APP_SESSION;
import static dev.corebed.model.ts29514.NpcfPolicyAuthorization.DELETE_EVENTS_SUBSC;
import static dev.corebed.model.ts29514.NpcfPolicyAuthorization.GET_APP_SESSION;
import static dev.corebed.model.ts29514.NpcfPolicyAuthorization.MOD_APP_SESSION;
import static dev.corebed.model.ts29514.NpcfPolicyAuthorization.PCSCF_RESTORATION;
import static dev.corebed.model.ts29514.NpcfPolicyAuthorization.POST_APP_SESSIONS;
import static dev.corebed.model.ts29514.NpcfPolicyAuthorization.UPDATE_EVENTS_SUBSC;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/** Npcf_PolicyAuthorization (TS29514_Npcf_PolicyAuthorization.yaml, API 1.2.3): {apiRoot}/npcf-policyauthorization/v1. */
@Component
public class NpcfPolicyAuthorizationRoutes implements SbiRoutes {

    static final String SERVICE = "npcf-policyauthorization";

    private final NpcfPolicyAuthorizationHandler h;

    public NpcfPolicyAuthorizationRoutes(NpcfPolicyAuthorizationHandler handler) {
        this.h = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.post(POST_APP_SESSIONS.path()).service(SERVICE).operation(POST_APP_SESSIONS).json().to(h::postAppSessions),
                Route.post(PCSCF_RESTORATION.path()).service(SERVICE).operation(PCSCF_RESTORATION).json().to(h::pcscfRestoration),
                Route.get(GET_APP_SESSION.path()).service(SERVICE).operation(GET_APP_SESSION).to(h::getAppSession),
                Route.patch(MOD_APP_SESSION.path()).service(SERVICE).operation(MOD_APP_SESSION)
                        .consumes("application/merge-patch+json").to(h::modAppSession),
                Route.post(DELETE_APP_SESSION.path()).service(SERVICE).operation(DELETE_APP_SESSION).json().to(h::deleteAppSession),
                Route.put(UPDATE_EVENTS_SUBSC.path()).service(SERVICE).operation(UPDATE_EVENTS_SUBSC).json().to(h::updateEventsSubsc),
                Route.delete(DELETE_EVENTS_SUBSC.path()).service(SERVICE).operation(DELETE_EVENTS_SUBSC).to(h::deleteEventsSubsc));
    }
}
