package dev.corebed.pcf.sbi;

import dev.corebed.pcf.service.PcfSelf;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The PCF's own callback URIs, given to its peers in its subscriptions (a corebed path, {@code /npcf-callback/v1},
 * per association): the UDR's PolicyDataChangeNotification (TS 29.519), the CHF's status notification and
 * subscription termination (TS 29.594), the AMF's N1MessageNotify (TS 29.518). Each answers 204 once what it changes
 * is committed, 404 when the association is gone.
 */
@Component
public class PcfCallbackRoutes implements SbiRoutes {

    static final String SERVICE = "npcf-callback";
    static final String SM = PcfSelf.CALLBACKS + "/sm-policies/{smPolicyId}";
    static final String AM = PcfSelf.CALLBACKS + "/am-policies/{polAssoId}";
    static final String UE = PcfSelf.CALLBACKS + "/ue-policies/{polAssoId}";

    private final PcfCallbackHandler h;

    public PcfCallbackRoutes(PcfCallbackHandler handler) {
        this.h = handler;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.post(SM + "/udr-notify").service(SERVICE).operation("SmPolicyDataChangeNotification").json()
                        .to(h::smPolicyDataChange),
                Route.post(SM + "/chf/notify").service(SERVICE).operation("SmSpendingLimitNotification").json()
                        .to(h::smSpendingLimitStatus),
                Route.post(SM + "/chf/terminate").service(SERVICE).operation("SmSpendingLimitTermination").json()
                        .to(h::smSpendingLimitTermination),
                Route.post(AM + "/udr-notify").service(SERVICE).operation("AmPolicyDataChangeNotification").json()
                        .to(h::amPolicyDataChange),
                Route.post(AM + "/chf/notify").service(SERVICE).operation("AmSpendingLimitNotification").json()
                        .to(h::amSpendingLimitStatus),
                Route.post(AM + "/chf/terminate").service(SERVICE).operation("AmSpendingLimitTermination").json()
                        .to(h::amSpendingLimitTermination),
                Route.post(UE + "/udr-notify").service(SERVICE).operation("UePolicyDataChangeNotification").json()
                        .to(h::uePolicyDataChange),
                Route.post(UE + "/n1-notify").service(SERVICE).operation("N1MessageNotify")
                        .consumes("multipart/related", "application/json").to(h::n1MessageNotify));
    }
}
