package dev.corebed.gatling.simulations;

/** The SCP seed's D1 (callmodels/scp.md §4): see {@link ScpCallModelSimulation}. */
public class ScpD1Simulation extends ScpCallModelSimulation {
    public ScpD1Simulation() {
        super("scp-d1");
    }
}
