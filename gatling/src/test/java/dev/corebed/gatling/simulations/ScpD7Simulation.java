package dev.corebed.gatling.simulations;

/** The SCP seed's D7 (callmodels/scp.md §4): see {@link ScpCallModelSimulation}. */
public class ScpD7Simulation extends ScpCallModelSimulation {
    public ScpD7Simulation() {
        super("scp-d7");
    }
}
