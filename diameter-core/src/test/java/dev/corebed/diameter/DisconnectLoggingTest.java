package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.connectTo;
import static dev.corebed.diameter.TestNodes.props;
import static java.util.concurrent.CompletableFuture.completedFuture;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.test.RawPeer;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * A normal disconnect is one INFO line of the connection that ended, never an ERROR: a peer that closes,
 * one that resets the connection (it went away), and DPR/DPA when a node stops.
 */
class DisconnectLoggingTest {

    static final String NODE = "pcf.corebed.test";
    final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    DiameterNode node;

    @BeforeEach
    void start() {
        logs.start();
        root.addAppender(logs);
        node = new DiameterNode("pcf", props(NODE, 0, List.of(), List.of(), Duration.ofSeconds(30)),
                List.of(new DiameterRoute(Gx.CCR, r -> completedFuture(Gx.cca(r, ResultCodes.DIAMETER_SUCCESS)))),
                null, null, null);
        node.start();
    }

    @AfterEach
    void stop() {
        node.stop();
        root.detachAppender(logs);
    }

    @Test
    void aPeerThatClosesIsOneInfoLine() throws Exception {
        try (RawPeer peer = new RawPeer(node.port(), "raw.corebed.test")) {
            peer.send(peer.encode(peer.dwr()));
        }
        List<String> lines = awaitConnectionLines(1);
        assertThat(lines).singleElement().asString().endsWith("closed by the peer");
        assertNoErrorOrWarning();
    }

    @Test
    void aPeerThatResetsTheConnectionIsOneInfoLine() throws Exception {
        RawPeer peer = new RawPeer(node.port(), "raw.corebed.test");
        Socket socket = peer.socket();
        socket.setSoLinger(true, 0); // close with RST: the peer crashed or was killed
        socket.close();
        List<String> lines = awaitConnectionLines(1);
        assertThat(lines).singleElement().asString().contains("lost: ");
        assertNoErrorOrWarning();
    }

    @Test
    void dprAndDpaOnStopAreOneInfoLinePerSide() throws Exception {
        DiameterNode client = new DiameterNode("pcef", props("pcef.corebed.test", 0,
                List.of(new DiameterProperties.Application(10415, 16777238)),
                List.of(connectTo(NODE, node.port())), Duration.ofSeconds(30)), List.of(), null, null, null);
        client.start();
        try {
            assertThat(client.awaitOpen(NODE, Duration.ofSeconds(10))).isTrue();
            client.stop(); // DPR (REBOOTING), DPA, both sides close
            List<String> lines = awaitConnectionLines(2);
            assertThat(lines).hasSize(2);
            assertNoErrorOrWarning();
        } finally {
            client.stop();
        }
    }

    /** The "Diameter connection ... closed" lines, once that many have come (5 s at most) and a moment more. */
    private List<String> awaitConnectionLines(int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (connectionLines().size() < count && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Thread.sleep(200); // nothing else comes after
        return connectionLines();
    }

    private List<String> connectionLines() {
        return List.copyOf(logs.list).stream()
                .filter(e -> e.getLevel() == Level.INFO && e.getFormattedMessage().startsWith("Diameter connection "))
                .map(ILoggingEvent::getFormattedMessage).toList();
    }

    private void assertNoErrorOrWarning() {
        assertThat(List.copyOf(logs.list)).filteredOn(e -> e.getLevel().isGreaterOrEqual(Level.WARN))
                .extracting(e -> e.getLoggerName() + ": " + e.getFormattedMessage()).isEmpty();
    }
}
