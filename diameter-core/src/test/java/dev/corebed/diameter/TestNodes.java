package dev.corebed.diameter;

import dev.corebed.diameter.config.DiameterProperties;
import java.time.Duration;
import dev.corebed.diameter.gx.Gx;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;

/** Builds the nodes of the tests: on 127.0.0.1, any free port, in realm corebed.test. */
final class TestNodes {

    static final String REALM = "corebed.test";

    private TestNodes() {}

    static DiameterProperties props(String originHost, int port, List<DiameterProperties.Application> applications,
                                    List<DiameterProperties.Peer> peers, Duration watchdog) {
        return new DiameterProperties(port, "127.0.0.1", originHost, REALM, List.of(), 10415, "corebed-test",
                applications, peers, true, watchdog, Duration.ofSeconds(1), Duration.ofSeconds(5), false);
    }

    /** A peer this node connects to, on the loopback address. */
    static DiameterProperties.Peer connectTo(String host, int port) {
        return new DiameterProperties.Peer("aaa://" + host + ":" + port, REALM, "127.0.0.1", true);
    }

    /**
     * A PCEF-like node that connects to {@code stubHost} at {@code port} and answers RARs with 2001, started and
     * open to it.
     */
    static DiameterNode gxClient(String host, String stubHost, int port, MeterRegistry registry) throws InterruptedException {
        DiameterNode client = new DiameterNode("pcef", props(host, 0, List.of(), List.of(connectTo(stubHost, port)),
                Duration.ofSeconds(3)), List.of(new DiameterRoute(Gx.RAR, r -> CompletableFuture.completedFuture(r.success()))),
                null, null, registry);
        client.start();
        if (!client.awaitOpen(stubHost, Duration.ofSeconds(10))) {
            throw new IllegalStateException(host + " did not open a connection to " + stubHost);
        }
        return client;
    }

    static Answer call(DiameterNode node, Request request) throws Exception {
        return node.send(request, Duration.ofSeconds(5)).toCompletableFuture().get(6, TimeUnit.SECONDS);
    }
}
