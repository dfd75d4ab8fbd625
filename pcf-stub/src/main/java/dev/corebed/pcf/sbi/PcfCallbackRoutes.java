package dev.corebed.pcf.sbi;

import dev.corebed.pcf.service.PcfSelf;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The PCF's own callback URIs, given to its peers in its subscriptions (a corebed path, {@code /npcf-callback/v1};
 * the operations are the yaml's callbacks): the UDR's PolicyDataChangeNotification (TS 29.519), the CHF's
 * statusNotification and subscriptionTermination (TS 29.594), the AMF's N1MessageNotify (TS 29.518). Each answers
 * 204 once what it changes is committed, 404 when the association is gone.
 */
@Component
public class PcfCallbackRoutes implements SbiRoutes {

    static final String SERVICE = "npcf-callback";
    static final String SM = PcfSelf.CALLBACKS + "/sm-policies/{smPolicyId}";

    private final PcfCallbackHandler h;

    public PcfCallbackRoutes(PcfCallbackHandler handler) {
        this.h = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.post(SM + "/udr-notify").service(SERVICE).operation("PolicyDataChangeNotification").json()
                        .to(h::smPolicyDataChange),
                Route.post(SM + "/chf/notify").service(SERVICE).operation("statusNotification").json()
                        .to(h::smSpendingLimitStatus),
                Route.post(SM + "/chf/terminate").service(SERVICE).operation("subscriptionTermination").json()
                        .to(h::smSpendingLimitTermination));
    }
}
