package dev.corebed.gatling.simulations;

/** The SCP seed's C2 (callmodels/scp.md §4): see {@link ScpCallModelSimulation}. */
public class ScpC2Simulation extends ScpCallModelSimulation {
    public ScpC2Simulation() {
        super("scp-c2");
    }
}
