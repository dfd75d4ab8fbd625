package dev.corebed.bsf;

import dev.corebed.sbi.config.SbiEndpoints;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The BSF side of bench/bsf-binding-bench.sh: a BSF stub on its own embedded database, preloaded through its
 * bulk provisioning with {@code count} bindings (UE addresses from 10.0.0.0, SUPIs from imsi-001010000000000).
 * Prints the load time and READY (with the management port and the pid), and runs until it is stopped
 * (SIGTERM closes the stub and its database).
 *
 * <p>Arguments: SBI port, data directory, bindings to preload, and optionally the embedded MariaDB's
 * innodb_flush_log_at_trx_commit (1, its default: the redo log is synced at every commit; 2: written at every
 * commit, synced once a second, which is closer to an NDB data node's in-memory commit).
 */
public final class BsfBenchBed {

    private BsfBenchBed() {}

    /** A BSF alone, on the data under dataDir, loopback, this SBI port (0: any) and free other ports; warnings only. */
    static ConfigurableApplicationContext start(Path dataDir, int sbiPort) {
        return dev.corebed.launcher.StubCluster.start(java.util.Map.of("bsf-stub.sbi.port", String.valueOf(sbiPort),
                "bsf-stub.sbi.tls-port", "0", "bsf-stub.admin.port", "0", "bsf-stub.diameter.port", "0",
                "sbi.bind-address", "127.0.0.1", "admin.bind-address", "127.0.0.1", "diameter.bind-address", "127.0.0.1",
                "db.embedded.port", "0", "db.embedded.data-dir", dataDir.resolve("db").toString(),
                "logging.level.root", "WARN"), java.util.List.of("bsf-stub")).context("bsf-stub");
    }

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        Path dataDir = Path.of(args[1]).toAbsolutePath();
        long count = Long.parseLong(args[2]);
        ConfigurableApplicationContext bsf = start(dataDir, port);
        int admin = bsf.getBean(SbiEndpoints.class).adminPort();
        if (args.length > 3) {
            try (var c = bsf.getBean(javax.sql.DataSource.class).getConnection(); var s = c.createStatement()) {
                s.execute("SET GLOBAL innodb_flush_log_at_trx_commit = " + Integer.parseInt(args[3]));
            }
            System.out.println("innodb_flush_log_at_trx_commit=" + args[3]);
        }
        if (count > 0) {
            preload(admin, count, "pcf1.operator.test", "operator.test");
        }
        try (var c = bsf.getBean(javax.sql.DataSource.class).getConnection(); var s = c.createStatement();
             var rs = s.executeQuery("SELECT data_length, index_length FROM information_schema.tables"
                     + " WHERE table_schema = DATABASE() AND table_name = 'pcf_binding'")) {
            if (rs.next()) {
                System.out.printf("table pcf_binding: data %d MiB, indexes %d MiB (InnoDB's estimate)%n",
                        rs.getLong(1) >> 20, rs.getLong(2) >> 20);
            }
        }
        System.out.println("READY admin=" + admin + " pid=" + ProcessHandle.current().pid());
        Thread.currentThread().join();
    }

    /**
     * Loads {@code count} bindings through the bulk provisioning of the management API (UE addresses from 10.0.0.0 up,
     * SUPIs from imsi-001010000000000, the PCF's Diameter identity given), prints how long it took and returns the
     * milliseconds.
     */
    static long preload(int adminPort, long count, String pcfDiamHost, String pcfDiamRealm) throws Exception {
        String template = """
                {"count":%d,"template":{"ipv4Addr":"10.0.0.0","supi":"imsi-001010000000000","gpsi":"msisdn-33700000000",
                 "dnn":"internet","snssai":{"sst":1,"sd":"000001"},"pcfFqdn":"pcf1.operator.test",
                 "pcfIpEndPoints":[{"ipv4Address":"192.0.2.10","port":8080}],
                 "pcfDiamHost":"%s","pcfDiamRealm":"%s",
                 "pcfId":"2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e11","bindLevel":"NF_INSTANCE"}}
                """.formatted(count, pcfDiamHost, pcfDiamRealm);
        long t0 = System.nanoTime();
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + adminPort + "/admin/v1/bsf/pcf-bindings/bulk"))
                .timeout(Duration.ofMinutes(30)).header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(template)).build(), HttpResponse.BodyHandlers.ofString());
        long millis = (System.nanoTime() - t0) / 1_000_000;
        if (r.statusCode() != 201) {
            throw new IllegalStateException("bulk load refused: " + r.statusCode() + " " + r.body());
        }
        System.out.printf("preload: %d bindings in %d ms (%d per second); %s%n", count, millis, count * 1000 / Math.max(1, millis),
                r.body());
        return millis;
    }
}
