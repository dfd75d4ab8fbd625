package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;

/**
 * The stubs the extension can start: those the launcher knows ({@link StubCluster#STUBS}). Each must be on the
 * test classpath (its artifact, {@code dev.corebed:nrf-stub}...). A new stub is one line here.
 */
public enum StubType {
    NRF("nrf-stub"),
    UDR("udr-stub"),
    BSF("bsf-stub");

    private final String stubName;

    StubType(String stubName) {
        this.stubName = stubName;
    }

    /** The launcher's name of the stub, also its artifact ({@code nrf-stub}). */
    public String stubName() {
        return stubName;
    }
}
