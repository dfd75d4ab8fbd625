package dev.corebed.shcache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.test.FreeDiameterPeer;
import java.nio.file.Path;
import java.time.Duration;
import org.jdiameter.api.PeerState;
import org.junit.jupiter.api.Test;

/**
 * Interop of the cache's Diameter port (its HSS peer side) with freeDiameter 1.2.1 (Debian's freediameterd), skipped
 * where it is not installed: freeDiameter connects, CER/CEA completes, and the CEA it logs advertises Sh (TS 29.329:
 * Vendor-Specific-Application-Id {Vendor-Id 10415, Auth-Application-Id 16777217}).
 */
class ShCacheFreeDiameterIT {

    @Test
    void freeDiameterSeesTheCachesShApplication() throws Exception {
        assumeTrue(FreeDiameterPeer.installed(), FreeDiameterPeer.NOT_INSTALLED);
        Path dir = ShCacheBed.dataDir("freediameter");
        try (ShCacheBed bed = ShCacheBed.start(dir)) {
            DiameterNode node = bed.cacheBean(DiameterNode.class);
            try (FreeDiameterPeer fd = FreeDiameterPeer.connect(dir.resolve("fd"), ShCacheBed.CACHE_HOST, "corebed.test", node.port())) {
                assertThat(node.awaitOpen(FreeDiameterPeer.IDENTITY, Duration.ofSeconds(20)))
                        .as("freeDiameter reached OPEN; its log: %s", fd.log()).isTrue();
                assertThat(node.peer(FreeDiameterPeer.IDENTITY).state()).isEqualTo(PeerState.OKAY);
                long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
                while (!fd.opened(ShCacheBed.CACHE_HOST) && System.nanoTime() < deadline) {
                    Thread.sleep(100);
                }
                assertThat(fd.opened(ShCacheBed.CACHE_HOST)).isTrue();
                assertThat(fd.cea()).contains("Origin-Host(264)[-M]=\"" + ShCacheBed.CACHE_HOST + "\"")
                        .contains("Supported-Vendor-Id(265)[-M]=10415")
                        .contains("Vendor-Specific-Application-Id(260)[-M]={ Vendor-Id(266)[-M]=10415 (0x28af) }, "
                                + "{ Auth-Application-Id(258)[-M]=16777217 (0x1000001) }")
                        .contains("Result-Code(268)[-M]='DIAMETER_SUCCESS'");
            }
        }
    }
}
