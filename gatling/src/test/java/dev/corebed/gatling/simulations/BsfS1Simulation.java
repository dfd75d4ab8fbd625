package dev.corebed.gatling.simulations;

import dev.corebed.gatling.bsf.BsfCallModel;

/** The seed's BSF S1 22K call model (callmodels/bsf.md §2, scenario S1). */
public class BsfS1Simulation extends BsfCallModelSimulation {
    public BsfS1Simulation() {
        super(BsfCallModel.S1_22K);
    }
}
