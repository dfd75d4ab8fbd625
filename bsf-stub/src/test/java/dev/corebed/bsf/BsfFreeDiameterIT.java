package dev.corebed.bsf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.StubType;
import dev.corebed.diameter.DiameterMetrics;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.test.FreeDiameterPeer;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.PeerState;
import org.junit.jupiter.api.Test;

/**
 * Interop of the BSF's Diameter port with freeDiameter 1.2.1 (Debian's freediameterd), skipped where it is not
 * installed: freeDiameter connects, CER/CEA and DWR/DWA complete, and the CEA it logs advertises Rx.
 */
@CorebedTest(stubs = StubType.BSF, shared = false, reset = ResetMode.NEVER, properties = "diameter.watchdog-timer=3s")
class BsfFreeDiameterIT {

    static final String BSF = "bsf.corebed.test";
    static final String REALM = "corebed.test";
    static final String FD = FreeDiameterPeer.IDENTITY;

    @Test
    void freeDiameterSeesTheBsfsRxApplication(BsfHandle bsf) throws Exception {
        assumeTrue(FreeDiameterPeer.installed(), FreeDiameterPeer.NOT_INSTALLED);
        Path dir = Path.of("target", "it-data", "freediameter-" + java.util.UUID.randomUUID()).toAbsolutePath();
        // Tw of 3 s (1..5 s with jitter): the BSF sends the first DWR; freeDiameter's minimum is 6 s.
        DiameterNode node = InProcess.bean(bsf, DiameterNode.class);
        MeterRegistry metrics = InProcess.bean(bsf, MeterRegistry.class);
        try (FreeDiameterPeer fd = FreeDiameterPeer.connect(dir, BSF, REALM, bsf.diameter().orElseThrow().port())) {
            assertThat(node.awaitOpen(FD, Duration.ofSeconds(20))).as("freeDiameter reached OPEN; its log: %s", fd.log()).isTrue();
            assertThat(count(metrics, "CER")).isEqualTo(1);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (count(metrics, "DWA") == 0 && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertThat(count(metrics, "DWA")).as("freeDiameter answered the BSF's DWR").isGreaterThanOrEqualTo(1);
            assertThat(node.peer(FD).state()).isEqualTo(PeerState.OKAY);

            assertThat(fd.opened(BSF)).isTrue();
            assertThat(fd.cea()).contains("Origin-Host(264)[-M]=\"" + BSF + "\"")
                    .contains("Vendor-Specific-Application-Id(260)[-M]={ Vendor-Id(266)[-M]=10415 (0x28af) }, "
                            + "{ Auth-Application-Id(258)[-M]=16777236 (0x1000014) }")
                    .contains("Result-Code(268)[-M]='DIAMETER_SUCCESS'");
        }
    }

    private static double count(MeterRegistry metrics, String command) {
        Counter c = metrics.find(DiameterMetrics.PEER_MESSAGES).tags("command", command).counter();
        return c == null ? 0 : c.count();
    }
}
