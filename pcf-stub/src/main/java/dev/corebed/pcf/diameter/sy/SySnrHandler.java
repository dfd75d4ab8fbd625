package dev.corebed.pcf.diameter.sy;

import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.sy.Sy;
import dev.corebed.pcf.diameter.PcrfErrors;
import dev.corebed.pcf.service.GxSessionService;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.springframework.stereotype.Component;

/**
 * Spending-Status-Notification-Request (TS 29.219 §5.6.3): the OCS reports new policy counter statuses of a Sy session;
 * its Gx session is decided again and, once that is committed, the SNA 2001 is sent and a change goes to the PCEF as a
 * Gx RAR. An unknown Sy session: 5002.
 */
@Component
public class SySnrHandler {

    private final GxSessionService gx;

    public SySnrHandler(GxSessionService gx) {
        this.gx = gx;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        return PcrfErrors.call(() -> gx.spendingStatus(request.sessionId(), Sy.policyCounterStatusReports(request.avps()))
                .thenApply(v -> request.answer(ResultCodes.DIAMETER_SUCCESS)));
    }
}
