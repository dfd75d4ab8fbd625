package dev.corebed.pcf.diameter.rx;

import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.pcf.diameter.PcrfErrors;
import dev.corebed.pcf.service.RxSessionService;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.springframework.stereotype.Component;

/**
 * Session-Termination-Request (TS 29.214 §5.6.5): the AF session's PCC rules leave its IP-CAN session (a Gx RAR or an
 * SmPolicyUpdateNotify), the session is gone, STA 2001; an unknown Session-Id 5002.
 */
@Component
public class RxStrHandler {

    private final RxSessionService rx;

    public RxStrHandler(RxSessionService rx) {
        this.rx = rx;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        return PcrfErrors.call(() -> rx.terminate(request.sessionId())
                .thenApply(v -> request.answer(ResultCodes.DIAMETER_SUCCESS)));
    }
}
