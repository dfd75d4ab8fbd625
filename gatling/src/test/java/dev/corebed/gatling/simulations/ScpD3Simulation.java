package dev.corebed.gatling.simulations;

/** The SCP seed's D3 (callmodels/scp.md §4): see {@link ScpCallModelSimulation}. */
public class ScpD3Simulation extends ScpCallModelSimulation {
    public ScpD3Simulation() {
        super("scp-d3");
    }
}
