package dev.corebed.gatling.simulations;

/** The SCP seed's D2 (callmodels/scp.md §4): see {@link ScpCallModelSimulation}. */
public class ScpD2Simulation extends ScpCallModelSimulation {
    public ScpD2Simulation() {
        super("scp-d2");
    }
}
