package dev.corebed.launcher;

import dev.corebed.dbtier.EmbeddedDatabase;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * The main job: the stub cluster on the embedded database. Prints where everything listens and
 * runs until Ctrl-C, which stops the stubs and then the database cleanly.
 *
 * <p>Arguments are settings, {@code --key=value}: {@code --db.embedded.port=13306},
 * {@code --nrf-stub.sbi.port=18081}, {@code --db.url=jdbc:mariadb://host:3306} (see docs/configuration.md);
 * {@code --peers=all} (or {@code --peers=chf,amf,smf,hss,ocs}) also starts the peer simulators ({@code --peers=producer}: the
 * SCP's producer NFs), {@code --stubs=udr,nrf} only the stubs named.
 */
public final class CorebedLauncher {

    private CorebedLauncher() {}

    public static void main(String[] args) throws InterruptedException {
        Map<String, String> settings = parse(args);
        long t0 = System.nanoTime();
        StubCluster cluster = StubCluster.start(settings);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("corebed: stopping the cluster");
            cluster.close();
            stopped.countDown();
        }, "corebed-shutdown"));
        print(cluster, (System.nanoTime() - t0) / 1_000_000, System.out);
        stopped.await();
    }

    static Map<String, String> parse(String[] args) {
        Map<String, String> settings = new LinkedHashMap<>();
        for (String a : args) {
            if (!a.startsWith("--") || !a.contains("=")) {
                throw new IllegalArgumentException("arguments are settings written --key=value, got: " + a);
            }
            int eq = a.indexOf('=');
            settings.put(a.substring(2, eq), a.substring(eq + 1));
        }
        return settings;
    }

    static void print(StubCluster cluster, long startMillis, PrintStream out) {
        out.println();
        out.printf("corebed cluster up in %d ms%n", startMillis);
        EmbeddedDatabase db = cluster.database();
        if (db != null) {
            out.printf("  data tier   embedded MariaDB on 127.0.0.1:%d, data kept in %s%n", db.port(), db.config().dataDir());
        } else {
            out.println("  data tier   external SQL node (db.url)");
        }
        out.printf("  %-14s %-22s %-23s %-22s %s%n", "stub", "SBI h2c + HTTP/1.1", "SBI h2 (TLS)", "management", "Diameter");
        for (StubCluster.Endpoints e : cluster.endpoints()) {
            line(out, e);
        }
        out.println("  management: /health, /metrics (Prometheus), /admin/v1/{faults,answers,journal,overload,reset} (docs/management-api.md)");
        if (cluster.endpoints().stream().anyMatch(e -> e.stub().endsWith("-sim"))) {
            out.println("  simulators: SMF callbacks /nsmf-callback/v1/sm-policy-notify/<id>, AMF /namf-comm/v1 and /namf-callback/v1/...,"
                    + " CHF /nchf-spendinglimitcontrol/v1, HSS (Sh) and OCS (Sy) on their Diameter ports (peersim/README.md)");
        }
        out.println("Ctrl-C stops the cluster.");
        out.flush();
    }

    private static void line(PrintStream out, StubCluster.Endpoints e) {
        out.printf("  %-14s %-22s %-23s %-22s %s%n", e.stub(), e.sbiPort() < 0 ? "-" : "http://127.0.0.1:" + e.sbiPort(),
                e.tlsPort() < 0 ? "-" : "https://127.0.0.1:" + e.tlsPort(), "http://127.0.0.1:" + e.adminPort(),
                e.diameter() == null ? "-" : "127.0.0.1:" + e.diameter().port());
    }
}
