package dev.corebed.gatling.simulations;

/** The SCP seed's D4 (callmodels/scp.md §4): see {@link ScpCallModelSimulation}. */
public class ScpD4Simulation extends ScpCallModelSimulation {
    public ScpD4Simulation() {
        super("scp-d4");
    }
}
