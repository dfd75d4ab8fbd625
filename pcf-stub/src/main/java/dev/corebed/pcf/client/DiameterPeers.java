package dev.corebed.pcf.client;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.ResultCode;
import dev.corebed.pcf.service.PcfMetrics;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;

/**
 * The PCRF's requests to its Diameter peers (the PCEF, the AF, the OCS) through the stub's Diameter node, looked up
 * when the first request goes (the node serves the handlers that lead to these requests): each sent with its timeout
 * through the peer the session came by, its outcome counted in {@code stub.pcf.diameter.sent}.
 */
public final class DiameterPeers {

    /** How one request ended: the answer, or why there is none ("timeout", "undeliverable"). */
    public record Sent(Answer answer, ResultCode result, String outcome) {
        public boolean success() {
            return result != null && result.success();
        }
    }

    private final Supplier<DiameterNode> node;
    private final PcfMetrics metrics;

    public DiameterPeers(Supplier<DiameterNode> node, PcfMetrics metrics) {
        this.node = node;
        this.metrics = metrics;
    }

    public DiameterNode node() {
        return node.get();
    }

    /** Sends and completes with how it ended, never exceptionally. */
    public CompletableFuture<Sent> send(String peer, String command, Request request, String viaPeer, Duration timeout) {
        CompletableFuture<Answer> answer;
        try {
            answer = node.get().send(request, viaPeer, timeout).toCompletableFuture();
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        return answer.handle((a, failure) -> {
            Sent sent;
            if (failure != null) {
                Throwable c = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
                sent = new Sent(null, null, c instanceof TimeoutException ? "timeout" : "undeliverable");
            } else {
                ResultCode rc;
                try {
                    rc = Avps.resultCode(a.getAvps());
                } catch (DiameterException e) {
                    rc = null;
                }
                sent = new Sent(a, rc, rc == null ? "none" : rc.tag());
            }
            metrics.diameterSent(peer, command, sent.outcome());
            return sent;
        });
    }
}
