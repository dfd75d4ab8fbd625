package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.REALM;
import static dev.corebed.diameter.TestNodes.props;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.test.FreeDiameterPeer;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.PeerState;
import org.junit.jupiter.api.Test;

/**
 * Interop with freeDiameter 1.2.1 (Debian's freediameterd), skipped where it is not installed:
 * freeDiameter connects to a BSF-like node serving Rx, completes CER/CEA, exchanges watchdogs, and
 * logs the CEA it received.
 */
class FreeDiameterIT {

    static final String BSF = "bsf.corebed.test";
    static final String FD = FreeDiameterPeer.IDENTITY;

    @Test
    void freeDiameterConnectsExchangesCapabilitiesAndWatchdogs() throws Exception {
        assumeTrue(FreeDiameterPeer.installed(), FreeDiameterPeer.NOT_INSTALLED);
        Path dir = Path.of("target", "freediameter-" + UUID.randomUUID()).toAbsolutePath();

        SimpleMeterRegistry metrics = new SimpleMeterRegistry();
        // Our Tw of 3 s (1..5 s with jitter) makes the node send the first DWR; freeDiameter's minimum is 6 s.
        DiameterNode bsf = new DiameterNode("bsf", props(BSF, 0, List.of(new DiameterProperties.Application(10415, 16777236)),
                List.of(), Duration.ofSeconds(3)), List.of(), null, null, metrics);
        bsf.start();
        try (FreeDiameterPeer fd = FreeDiameterPeer.connect(dir, BSF, REALM, bsf.port())) {
            assertThat(bsf.awaitOpen(FD, Duration.ofSeconds(20))).as("freeDiameter reached OPEN; its log: %s", fd.log()).isTrue();
            DiameterNode.PeerInfo peer = bsf.peer(FD);
            assertThat(peer.realm()).isEqualTo(REALM);
            assertThat(count(metrics, "CER")).isEqualTo(1);

            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (count(metrics, "DWA") == 0 && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertThat(count(metrics, "DWA")).as("freeDiameter answered our DWR").isGreaterThanOrEqualTo(1);
            assertThat(bsf.peer(FD).state()).isEqualTo(PeerState.OKAY);

            // freeDiameter's own view: the peer went open, and the one-line dump of the CEA it received
            // names our identity and Rx as a 3GPP application.
            assertThat(fd.opened(BSF)).isTrue();
            assertThat(fd.cea()).contains("Origin-Host(264)[-M]=\"" + BSF + "\"")
                    .contains("Supported-Vendor-Id(265)[-M]=10415")
                    .contains("Vendor-Specific-Application-Id(260)[-M]={ Vendor-Id(266)[-M]=10415 (0x28af) }, "
                            + "{ Auth-Application-Id(258)[-M]=16777236 (0x1000014) }")
                    .contains("Result-Code(268)[-M]='DIAMETER_SUCCESS'");
        } finally {
            bsf.stop();
        }
    }

    private static double count(SimpleMeterRegistry metrics, String command) {
        Counter c = metrics.find(DiameterMetrics.PEER_MESSAGES).tags("command", command).counter();
        return c == null ? 0 : c.count();
    }
}
