package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.REALM;
import static dev.corebed.diameter.TestNodes.call;
import static dev.corebed.diameter.TestNodes.connectTo;
import static dev.corebed.diameter.TestNodes.props;
import static java.util.concurrent.CompletableFuture.completedFuture;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.jdiameter.api.PeerState;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.Test;

/** Start and stop: the port, DPR on stop, and reconnection every Tc to a node that comes back. */
class DiameterNodeLifecycleTest {

    static final String STUB = "bsf.corebed.test";

    static DiameterNode stub(int port) {
        return new DiameterNode("bsf", props(STUB, port, List.of(), List.of(), Duration.ofSeconds(30)),
                List.of(new DiameterRoute(Gx.CCR, r -> completedFuture(Gx.cca(r, ResultCodes.DIAMETER_SUCCESS)))),
                null, null, null);
    }

    @Test
    void stopSendsDprAndTheClientReconnectsWhenTheNodeIsBack() throws Exception {
        SimpleMeterRegistry clientMetrics = new SimpleMeterRegistry();
        DiameterNode first = stub(0);
        first.start();
        int port = first.port();
        DiameterNode client = new DiameterNode("pcf", props("pcf.corebed.test", 0,
                List.of(new DiameterProperties.Application(10415, 16777238)),
                List.of(connectTo(STUB, port)), Duration.ofSeconds(30)), List.of(), null, null, clientMetrics);
        DiameterNode second = stub(port);
        try {
            client.start();
            assertThat(client.awaitOpen(STUB, Duration.ofSeconds(10))).isTrue();

            first.stop();
            assertThat(first.port()).isEqualTo(-1);
            Counter dpr = clientMetrics.find(DiameterMetrics.PEER_MESSAGES).tags("command", "DPR").counter();
            assertThat(dpr).as("the client received DPR").isNotNull();
            assertThat(dpr.count()).isEqualTo(1);
            assertThat(client.peer(STUB).state()).isNotEqualTo(PeerState.OKAY);
            assertThatThrownBy(() -> call(client, ccr(client))).hasCauseInstanceOf(DiameterException.class);

            second.start();
            assertThat(second.port()).isEqualTo(port);
            assertThat(client.awaitOpen(STUB, Duration.ofSeconds(10))).as("reconnected after Tc").isTrue();
            assertThat(Avps.resultCode(call(client, ccr(client)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        } finally {
            client.stop();
            first.stop();
            second.stop();
        }
    }

    @Test
    void aPortInUseFailsTheStart() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            DiameterNode node = stub(taken.getLocalPort());
            assertThatThrownBy(node::start).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("cannot listen on 127.0.0.1:" + taken.getLocalPort());
            assertThat(node.isRunning()).isFalse();
        }
    }

    @Test
    void portMinusOneMeansNoNode() {
        DiameterNode node = stub(-1);
        node.start();
        assertThat(node.isRunning()).isFalse();
        assertThat(node.peers()).isEmpty();
    }

    private static Request ccr(DiameterNode client) {
        Request r = client.createRequest(Gx.CCR, client.newSessionId(), REALM, null);
        Avps.CC_REQUEST_TYPE.add(r.getAvps(), Avps.EVENT_REQUEST);
        Avps.CC_REQUEST_NUMBER.add(r.getAvps(), 0);
        return r;
    }
}
