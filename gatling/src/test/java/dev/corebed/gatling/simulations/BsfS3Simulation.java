package dev.corebed.gatling.simulations;

import dev.corebed.gatling.bsf.BsfCallModel;

/** The seed's BSF S3 63K call model (callmodels/bsf.md §2, scenario S3). */
public class BsfS3Simulation extends BsfCallModelSimulation {
    public BsfS3Simulation() {
        super(BsfCallModel.S3_63K);
    }
}
