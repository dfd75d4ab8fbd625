package dev.corebed.junit;

import org.springframework.context.ConfigurableApplicationContext;

/**
 * A look inside a stub the extension started in the test's JVM: its Spring context and beans. For tests of the
 * stubs themselves, which check what a request left in the data tier ({@code bean(nrf, DataSource.class)});
 * a test of a network function needs only the handle's addresses and client.
 */
public final class InProcess {

    private InProcess() {}

    public static ConfigurableApplicationContext context(StubHandle stub) {
        ConfigurableApplicationContext c = stub.context();
        if (c == null) {
            throw new IllegalStateException(stub + " is stopped");
        }
        return c;
    }

    public static <T> T bean(StubHandle stub, Class<T> type) {
        return context(stub).getBean(type);
    }
}
