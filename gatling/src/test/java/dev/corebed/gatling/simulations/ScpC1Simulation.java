package dev.corebed.gatling.simulations;

/** The SCP seed's C1 (callmodels/scp.md §4): see {@link ScpCallModelSimulation}. */
public class ScpC1Simulation extends ScpCallModelSimulation {
    public ScpC1Simulation() {
        super("scp-c1");
    }
}
