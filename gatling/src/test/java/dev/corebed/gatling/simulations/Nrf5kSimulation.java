package dev.corebed.gatling.simulations;

import dev.corebed.gatling.nrf.NrfCallModel;

/** The seed's NRF 5K growth call model (callmodels/nrf.md §2b, scenario B2). */
public class Nrf5kSimulation extends NrfCallModelSimulation {
    public Nrf5kSimulation() {
        super(NrfCallModel.NRF_5K);
    }
}
