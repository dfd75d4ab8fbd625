package dev.corebed.nrf;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The NRF stub on its own. Its settings live in nrf-stub.properties so it can share a JVM with the other stubs. */
@SpringBootApplication
public class NrfStubApplication {

    public static final String CONFIG_NAME = "nrf-stub";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(NrfStubApplication.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
