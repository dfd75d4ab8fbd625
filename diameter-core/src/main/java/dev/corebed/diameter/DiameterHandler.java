package dev.corebed.diameter;

import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;

/**
 * Serves one command. Called on one of jDiameter's threads, so it must not block: data-tier work goes
 * to its executor and the answer is sent when the stage completes. A {@link DiameterException}
 * (thrown or completing the stage) becomes its result code with Failed-AVP; anything else 5012.
 */
@FunctionalInterface
public interface DiameterHandler {
    CompletionStage<Answer> handle(DiameterRequest request);
}
