package dev.corebed.shcache;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The Sh cache stub on its own. Its settings live in shcache-stub.properties so it can share a JVM with the other stubs. */
@SpringBootApplication
public class ShCacheStubApplication {

    public static final String CONFIG_NAME = "shcache-stub";

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(ShCacheStubApplication.class);
        app.setDefaultProperties(java.util.Map.of("spring.config.name", CONFIG_NAME));
        app.run(args);
    }
}
