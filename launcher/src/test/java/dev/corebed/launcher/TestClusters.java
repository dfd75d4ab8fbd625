package dev.corebed.launcher;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Cluster settings for the tests: the data under dataDir, loopback, and every stub of {@link StubCluster#STUBS} and simulator of {@link StubCluster#PEERS} on free ports (its Diameter port too). */
final class TestClusters {

    private TestClusters() {}

    static Map<String, String> settings(Path dataDir) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("db.embedded.port", "0");
        settings.put("db.embedded.data-dir", dataDir.resolve("db").toString());
        settings.put("sbi.bind-address", "127.0.0.1");
        settings.put("sbi.tls.self-signed-dir", dataDir.resolve("tls").toString());
        for (StubCluster.Stub stub : java.util.stream.Stream.concat(StubCluster.STUBS.stream(), StubCluster.PEERS.stream()).toList()) {
            for (String port : new String[] {"sbi.port", "sbi.tls-port", "admin.port", "diameter.port"}) {
                // the HSS and OCS simulators speak Diameter only: no SBI server to give a port
                if (!((stub.name().equals("hss-sim") || stub.name().equals("ocs-sim")) && port.startsWith("sbi."))) {
                    settings.put(stub.name() + "." + port, "0");
                }
            }
        }
        // the simulators --peers may start: their own ports free too, and the Diameter ones on the loopback
        for (StubCluster.Stub peer : StubCluster.PEERS) {
            settings.put(peer.name() + ".admin.port", "0");
            settings.put(peer.name() + ".diameter.port", "0");
            settings.put(peer.name() + ".diameter.bind-address", "127.0.0.1");
        }
        // the producers' loopback addresses (127.1.x.y) all reach its one port
        settings.put("producer-sim.sbi.bind-address", "0.0.0.0");
        return Map.copyOf(settings);
    }
}
