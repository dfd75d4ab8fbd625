package dev.corebed.peersim.hss;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The HSS simulator: the HSS behind the Sh cache (or any application server) on Diameter Sh. Its settings live in
 * hss-sim.properties ({@code peer.hss.*}) so it can share a JVM with the stubs (the launcher's {@code --peers=hss}).
 */
@SpringBootApplication
public class HssSimulator {

    public static final String CONFIG_NAME = "hss-sim";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(HssSimulator.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
