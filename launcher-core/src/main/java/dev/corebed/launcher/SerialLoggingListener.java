package dev.corebed.launcher;

import org.springframework.boot.context.logging.LoggingApplicationListener;
import org.springframework.context.ApplicationEvent;

/**
 * Spring Boot's logging listener, one event at a time across the JVM. Stubs started at once in one JVM (a
 * test that starts two clusters together, parallel test classes) share Logback's one context, and Boot's
 * listener copies its property map while the other start writes to it: a ConcurrentModificationException
 * that fails one of the starts. Logging setup takes milliseconds, so serialising it costs nothing.
 */
final class SerialLoggingListener extends LoggingApplicationListener {

    private static final Object LOCK = new Object();

    @Override
    public void onApplicationEvent(ApplicationEvent event) {
        synchronized (LOCK) {
            super.onApplicationEvent(event);
        }
    }
}
