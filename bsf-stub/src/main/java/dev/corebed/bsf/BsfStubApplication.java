package dev.corebed.bsf;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The BSF stub on its own. Its settings live in bsf-stub.properties so it can share a JVM with the other stubs. */
@SpringBootApplication
public class BsfStubApplication {

    public static final String CONFIG_NAME = "bsf-stub";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(BsfStubApplication.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
