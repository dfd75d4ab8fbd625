package dev.corebed.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Injects a started stub into a field or parameter of type {@link StubHandle} (or {@link NrfHandle},
 * {@link UdrHandle}, {@link BsfHandle}) or of a test-kit client ({@code StubClient}, {@code NrfClient}...):
 * {@code @Stub(NRF) StubHandle nrf}. The stub may be left out where the type names it: {@code @Stub NrfHandle nrf}.
 * Static fields are set before {@code @BeforeAll} methods run, instance fields before {@code @BeforeEach}.
 */
@Target({ElementType.FIELD, ElementType.PARAMETER})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Stub {

    /** The stub; at most one, none when the type names it. */
    StubType[] value() default {};
}
