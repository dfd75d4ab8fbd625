package dev.corebed.scp;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The SCP stub on its own. Its settings live in scp-stub.properties so it can share a JVM with the other stubs. */
@SpringBootApplication
public class ScpStubApplication {

    public static final String CONFIG_NAME = "scp-stub";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(ScpStubApplication.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
