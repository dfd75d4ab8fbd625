package dev.corebed.peersim.smf;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The SMF's callback server for N7 (TS 29.512): receives the PCF's SmPolicyUpdateNotify and termination requests,
 * counts and keeps them, and deletes a terminated association at the PCF as an SMF does. Settings: smf-sim.properties
 * and {@code peer.smf.*}.
 */
@SpringBootApplication
public class SmfSimulator {

    public static final String CONFIG_NAME = "smf-sim";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(SmfSimulator.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
