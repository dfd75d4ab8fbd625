package dev.corebed.peersim.hss.diameter.sh;

import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.peersim.hss.service.HssService;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.springframework.stereotype.Component;

/**
 * Profile-Update-Request (TS 29.329 §6.1.3): the PUA of {@link HssService#profileUpdate}; for stored repository data
 * it names what was stored in Repository-Data-ID {Service-Indication, Sequence-Number} and echoes the Data-Reference.
 */
@Component
public class ShPurHandler {

    private final HssService hss;

    public ShPurHandler(HssService hss) {
        this.hss = hss;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        int ref = (int) Sh.DATA_REFERENCE.requireNumber(request.avps());
        byte[] userData = Sh.USER_DATA.octets(Sh.USER_DATA.require(request.avps()));
        HssService.UpdateAnswer a = hss.profileUpdate(ShAnswers.identity(request), ref, userData, request.peerHost());
        Answer answer = ShAnswers.answer(request, a.answer());
        if (a.answer().success() && a.serviceIndication() != null) {
            Sh.addRepositoryDataId(answer.getAvps(), new Sh.RepositoryDataId(a.serviceIndication(), a.sequenceNumber()));
            Sh.DATA_REFERENCE.add(answer.getAvps(), ref);
        }
        return CompletableFuture.completedFuture(answer);
    }
}
