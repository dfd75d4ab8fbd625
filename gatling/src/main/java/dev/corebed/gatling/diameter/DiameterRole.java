package dev.corebed.gatling.diameter;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.gatling.load.OpenLoad;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;

/**
 * A Diameter role the load plays towards a system under test (the PCEF on Gx, the AF on Rx): a diameter-core node of
 * the load JVM connected to one peer (the PCRF, or the BSF that relays for it), which answers the requests the system
 * sends it (2001, or the result set with {@link #answerWith}) and keeps them per session for the steps that wait for
 * them ({@link #received}). Its requests go out with {@link #send}; steps of {@link OpenLoad} chains come from
 * {@link #step} (a request of the chain) and {@link #awaiting} (a request the role receives).
 */
public abstract class DiameterRole implements AutoCloseable {

    private final DiameterNode node;
    private final Mailbox mailbox = new Mailbox();
    private final String peerHost;
    private final String realm;
    private final Duration timeout;
    private volatile ResultCode answer = ResultCodes.DIAMETER_SUCCESS;

    /**
     * Starts the node and waits (15 s at most) until the peer answered its CER.
     *
     * @param peer     host:port of the system under test (or of the agent before it)
     * @param peerHost its Diameter identity (Origin-Host)
     */
    protected DiameterRole(String nf, String host, String realm, String peer, String peerHost, long applicationId,
                           List<Command> answered, Duration timeout) throws InterruptedException {
        int colon = peer.lastIndexOf(':');
        this.peerHost = peerHost;
        this.realm = realm;
        this.timeout = timeout;
        DiameterProperties props = new DiameterProperties(0, "127.0.0.1", host, realm, List.of(), 10415, "corebed-load",
                List.of(new DiameterProperties.Application(10415, applicationId)), List.of(new DiameterProperties.Peer(
                "aaa://" + peerHost + ":" + peer.substring(colon + 1), realm, peer.substring(0, colon), true)), true,
                Duration.ofSeconds(30), Duration.ofSeconds(1), timeout, false);
        node = new DiameterNode(nf, props, answered.stream().map(c -> new DiameterRoute(c, this::answer)).toList(),
                null, null, null);
        node.start();
        if (!node.awaitOpen(peerHost, Duration.ofSeconds(15))) {
            node.stop();
            throw new IllegalStateException(peerHost + " at " + peer + " did not open the " + nf + "'s connection (CER/CEA)"
                    + " within 15 s");
        }
    }

    private CompletionStage<Answer> answer(DiameterRequest request) {
        mailbox.arrived(request.sessionId(), request.message().getCommandCode(), request.message());
        return CompletableFuture.completedFuture(request.answer(answer));
    }

    /** What the role answers the requests it receives from now on (2001 by default). */
    public void answerWith(ResultCode result) {
        answer = result;
    }

    public DiameterNode node() {
        return node;
    }

    /** The peer's Diameter identity. */
    public String peerHost() {
        return peerHost;
    }

    public String realm() {
        return realm;
    }

    public Duration timeout() {
        return timeout;
    }

    /** Sends a request, with the role's timeout. */
    public CompletionStage<Answer> send(Request request) {
        return node.send(request, timeout);
    }

    /** The next request of that command the session receives, within the role's timeout. */
    public CompletableFuture<Request> received(String sessionId, Command command) {
        return mailbox.next(sessionId, command.code()).orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Drops what a session left behind (its end). */
    public void forget(String sessionId, Command... commands) {
        int[] codes = new int[commands.length];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = commands[i].code();
        }
        mailbox.forget(sessionId, codes);
    }

    /** A step sending the chain's request; a 2xxx answer is a success. */
    public OpenLoad.Step step(String name, Function<OpenLoad.Chain, Request> request) {
        return new DiameterLoadRun.DiameterStep(name, timeout, node, request);
    }

    /**
     * A step waiting for a request the role receives (the system under test's RAR): a success when it comes within
     * the timeout. Its latency is from the end of the step before it (0 when it had come already).
     */
    public OpenLoad.Step awaiting(String name, Command command, Function<OpenLoad.Chain, String> sessionId) {
        return awaiting(name, command, sessionId, (chain, request) -> { });
    }

    /** As {@link #awaiting(String, Command, Function)}, handing the request received to the chain ({@code kept}). */
    public OpenLoad.Step awaiting(String name, Command command, Function<OpenLoad.Chain, String> sessionId,
                                  java.util.function.BiConsumer<OpenLoad.Chain, Request> kept) {
        return new OpenLoad.Step() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public CompletionStage<OpenLoad.Outcome> send(OpenLoad.Chain chain) {
                return received(sessionId.apply(chain), command).thenApply(r -> {
                    kept.accept(chain, r);
                    return OpenLoad.Outcome.OK;
                });
            }
        };
    }

    /** Whether an answer is a success (2xxx). */
    public static boolean success(Answer answer) {
        ResultCode rc = Avps.resultCode(answer.getAvps());
        return rc != null && rc.success();
    }

    @Override
    public void close() {
        if (node.isRunning()) {
            node.stop();
        }
    }
}
