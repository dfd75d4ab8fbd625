package dev.corebed.peersim.hss.diameter.sh;

import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.peersim.hss.service.HssService;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.springframework.stereotype.Component;

/**
 * Subscribe-Notifications-Request (TS 29.329 §6.1.5): subscribes (or unsubscribes) the requesting application server
 * (its Origin-Host and Origin-Realm, where PNRs go); the SNA carries the Expiry-Time granted and, with
 * Send-Data-Indication USER_DATA_REQUESTED, the data.
 */
@Component
public class ShSnrHandler {

    private final HssService hss;

    public ShSnrHandler(HssService hss) {
        this.hss = hss;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        List<Integer> refs = Sh.dataReferences(request.avps());
        List<String> sis = ShAnswers.serviceIndications(request, refs);
        boolean subscribe = Sh.subsReqType(request.avps()) == Sh.SUBSCRIBE;
        boolean oneTime = Sh.ONE_TIME_NOTIFICATION.find(request.avps()) != null;
        boolean sendData = Sh.SEND_DATA_INDICATION.number(request.avps(), 0) == Sh.USER_DATA_REQUESTED;
        HssService.SubscribeAnswer a = hss.subscribe(ShAnswers.identity(request), subscribe, refs, sis,
                Sh.expiryTime(request.avps()), oneTime, sendData, request.peerHost(), request.peerRealm());
        Answer answer = ShAnswers.answer(request, a.answer());
        if (a.answer().success() && a.expiryTime() != null) {
            Sh.addExpiryTime(answer.getAvps(), a.expiryTime());
        }
        return CompletableFuture.completedFuture(answer);
    }
}
