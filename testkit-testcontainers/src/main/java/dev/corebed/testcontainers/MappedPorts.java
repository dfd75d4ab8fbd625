package dev.corebed.testcontainers;

import java.net.URI;
import org.testcontainers.containers.GenericContainer;

/** A stub's addresses as the test reaches them: the container's host and the mapped ports. */
final class MappedPorts {

    private MappedPorts() {}

    static URI sbi(GenericContainer<?> c, CorebedStub stub) {
        return URI.create("http://" + c.getHost() + ":" + c.getMappedPort(stub.sbiPort()));
    }

    static URI tls(GenericContainer<?> c, CorebedStub stub) {
        return URI.create("https://" + c.getHost() + ":" + c.getMappedPort(stub.tlsPort()));
    }

    static URI admin(GenericContainer<?> c, CorebedStub stub) {
        return URI.create("http://" + c.getHost() + ":" + c.getMappedPort(stub.adminPort()));
    }

    static int diameter(GenericContainer<?> c, CorebedStub stub) {
        if (stub.diameterPort() < 0) {
            throw new IllegalStateException(stub + " has no Diameter port");
        }
        return c.getMappedPort(stub.diameterPort());
    }

    /** {@code --key=value}: settings as the stubs' and the launcher's command lines take them. */
    static String argument(String key, String value) {
        if (key.isBlank() || key.contains("=")) {
            throw new IllegalArgumentException("a setting's key, without '=': " + key);
        }
        return "--" + key + "=" + value;
    }
}
