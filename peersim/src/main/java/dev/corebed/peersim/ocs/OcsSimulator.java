package dev.corebed.peersim.ocs;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The OCS simulator: the Online Charging System a PCRF asks for its subscribers' policy counters on Diameter Sy
 * (TS 29.219). Its settings live in ocs-sim.properties ({@code peer.ocs.*}) so it can share a JVM with the stubs (the
 * launcher's {@code --peers=ocs}).
 */
@SpringBootApplication
public class OcsSimulator {

    public static final String CONFIG_NAME = "ocs-sim";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(OcsSimulator.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
