package dev.corebed.gatling.simulations;

import dev.corebed.gatling.bsf.BsfCallModel;

/** The seed's BSF S2 54K call model (callmodels/bsf.md §2, scenario S2). */
public class BsfS2Simulation extends BsfCallModelSimulation {
    public BsfS2Simulation() {
        super(BsfCallModel.S2_54K);
    }
}
