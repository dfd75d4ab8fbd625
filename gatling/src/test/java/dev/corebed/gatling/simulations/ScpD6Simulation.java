package dev.corebed.gatling.simulations;

/** The SCP seed's D6 (callmodels/scp.md §4): see {@link ScpCallModelSimulation}. */
public class ScpD6Simulation extends ScpCallModelSimulation {
    public ScpD6Simulation() {
        super("scp-d6");
    }
}
