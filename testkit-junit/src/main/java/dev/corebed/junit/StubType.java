package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;

/**
 * The stubs the extension can start: those the launcher knows ({@link StubCluster#STUBS}), and the peer simulators
 * ({@link StubCluster#PEERS}: the SMF's callback server, an AMF, a CHF, for the PCF's callbacks and calls; the HSS behind
 * the Sh cache). Each must
 * be on the test classpath (its artifact, {@code dev.corebed:nrf-stub}..., {@code dev.corebed:peersim} for the
 * simulators). A new stub is one line here.
 */
public enum StubType {
    NRF("nrf-stub"),
    /** The SCP: Model C and D indirect communication; its producers are the NRF's (with {@link #NRF} in the set). */
    SCP("scp-stub"),
    UDR("udr-stub"),
    BSF("bsf-stub"),
    PCF("pcf-stub"),
    /** The Sh cache; with {@link #HSS_SIM} beside it, its HSS is the simulator. */
    SHCACHE("shcache-stub"),
    SMF_SIM("smf-sim"),
    AMF_SIM("amf-sim"),
    CHF_SIM("chf-sim"),
    /** The HSS simulator (peersim): Diameter Sh behind the Sh cache, or behind an application server under test. */
    HSS_SIM("hss-sim"),
    /** The OCS simulator (peersim): Diameter Sy behind the PCF's PCRF, or behind a PCRF under test. */
    OCS_SIM("ocs-sim"),
    /** The producer NFs behind an SCP (peersim): a population registered with the NRF of the set, answering any service. */
    PRODUCER_SIM("producer-sim");

    private final String stubName;

    StubType(String stubName) {
        this.stubName = stubName;
    }

    /** A peer simulator (peersim): no data tier of its own. */
    public boolean simulator() {
        return stubName.endsWith("-sim");
    }

    /** The launcher's name of the stub, also its artifact ({@code nrf-stub}). */
    public String stubName() {
        return stubName;
    }
}
