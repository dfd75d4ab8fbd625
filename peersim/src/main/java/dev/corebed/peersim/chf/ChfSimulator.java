package dev.corebed.peersim.chf;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A CHF's Nchf_SpendingLimitControl (TS 29.594): spending limit subscriptions with the policy counters' statuses,
 * and the status notifications and subscription terminations it originates on demand. Settings: chf-sim.properties
 * and {@code peer.chf.*}.
 */
@SpringBootApplication
public class ChfSimulator {

    public static final String CONFIG_NAME = "chf-sim";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(ChfSimulator.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
