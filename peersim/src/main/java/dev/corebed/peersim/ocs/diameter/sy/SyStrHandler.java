package dev.corebed.peersim.ocs.diameter.sy;

import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.peersim.ocs.service.OcsService;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.springframework.stereotype.Component;

/** Session-Termination-Request (TS 29.219 §5.6.5): the Sy session ends, STA 2001; an unknown one 5002. */
@Component
public class SyStrHandler {

    private final OcsService ocs;

    public SyStrHandler(OcsService ocs) {
        this.ocs = ocs;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        OcsService.Answer a = ocs.terminate(request.sessionId());
        if (a.outcome() != OcsService.Outcome.OK) {
            throw new DiameterException(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID, a.detail());
        }
        return CompletableFuture.completedFuture(request.answer(ResultCodes.DIAMETER_SUCCESS));
    }
}
