package dev.corebed.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Starts the named stubs in the test's JVM (on free ports, on one embedded database shared by the JVM), injects
 * them ({@link Stub}, or a parameter of type {@link NrfHandle}, {@link UdrHandle}, {@link BsfHandle} or their
 * clients) and resets them before each test:
 *
 * <pre>{@code
 * @CorebedTest(stubs = {NRF, UDR})
 * class MyNfTest {
 *     @Test
 *     void registers(NrfHandle nrf, UdrHandle udr) { ... }
 * }
 * }</pre>
 *
 * A started set of stubs is kept for the test run and reused by every class that names the same stubs and
 * properties; see {@link CorebedExtension} for the details and for registering it as a field.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(CorebedExtension.class)
public @interface CorebedTest {

    /** The stubs to start. */
    StubType[] stubs();

    /** When to reset them; before each test unless told. */
    ResetMode reset() default ResetMode.PER_METHOD;

    /**
     * Settings, {@code key=value}, as the launcher takes them: a plain key for every stub
     * ({@code stub.nrf.heartbeat-grace=1h}, {@code journal.capacity=50000}), a key prefixed with a stub's name
     * for that stub only ({@code udr-stub.faults.rules[0].operation=ReadPolicyData}). See docs/configuration.md.
     */
    String[] properties() default {};

    /**
     * Whether the started set is shared: kept for the test run and reused by every class with the same stubs and
     * properties (the default: starting stubs is paid once). {@code false}: a set of the class's own, started
     * before its first test and stopped after its last, whose metrics count only what the class sent.
     */
    boolean shared() default true;
}
