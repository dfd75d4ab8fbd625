package dev.corebed.pcf;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The PCF stub on its own. Its settings live in pcf-stub.properties so it can share a JVM with the other stubs. */
@SpringBootApplication
public class PcfStubApplication {

    public static final String CONFIG_NAME = "pcf-stub";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(PcfStubApplication.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
