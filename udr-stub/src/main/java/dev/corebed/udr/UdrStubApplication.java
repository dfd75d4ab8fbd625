package dev.corebed.udr;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The UDR stub on its own. Its settings live in udr-stub.properties so it can share a JVM with the other stubs. */
@SpringBootApplication
public class UdrStubApplication {

    public static final String CONFIG_NAME = "udr-stub";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(UdrStubApplication.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
