package dev.corebed.peersim.producer;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The producer NFs behind an SCP: a population of NF instances (the SCP seed's 176, 480, 500 or 1,200 profiles),
 * each with its own address on one port, registered with the NRF; any request to any of their services is answered
 * after the configured delay (150 ms, scheduled on the event loop), with LCI and OCI as the seed's producers send
 * them, failing a configured share. Settings: producer-sim.properties and {@code peer.producer.*}.
 */
@SpringBootApplication
public class ProducerSimulator {

    public static final String CONFIG_NAME = "producer-sim";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(ProducerSimulator.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
