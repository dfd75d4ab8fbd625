package dev.corebed.peersim.hss.diameter.sh;

import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.peersim.hss.service.HssService;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.springframework.stereotype.Component;

/** User-Data-Request (TS 29.329 §6.1.1): the UDA with the Sh-Data asked for, or the error of {@link HssService}. */
@Component
public class ShUdrHandler {

    private final HssService hss;

    public ShUdrHandler(HssService hss) {
        this.hss = hss;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        List<Integer> refs = Sh.dataReferences(request.avps());
        List<String> sis = ShAnswers.serviceIndications(request, refs);
        HssService.Answer a = hss.userData(ShAnswers.identity(request), refs, sis);
        return CompletableFuture.completedFuture(ShAnswers.answer(request, a));
    }
}
