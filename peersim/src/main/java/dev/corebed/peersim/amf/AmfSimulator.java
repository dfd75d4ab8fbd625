package dev.corebed.peersim.amf;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An AMF as the PCF meets it: Namf_Communication's N1N2MessageTransfer and N1 message notification subscriptions
 * (TS 29.518), answering a UE policy container with the UE's MANAGE UE POLICY COMPLETE (N1MessageNotify), and the
 * callback server of the AM and UE policy associations (TS 29.507, TS 29.525). Settings: amf-sim.properties and
 * {@code peer.amf.*}.
 */
@SpringBootApplication
public class AmfSimulator {

    public static final String CONFIG_NAME = "amf-sim";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(AmfSimulator.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
