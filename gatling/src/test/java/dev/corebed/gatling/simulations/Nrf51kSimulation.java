package dev.corebed.gatling.simulations;

import dev.corebed.gatling.nrf.NrfCallModel;

/** The seed's NRF 51.6K call model (callmodels/nrf.md §2b, scenario A). */
public class Nrf51kSimulation extends NrfCallModelSimulation {
    public Nrf51kSimulation() {
        super(NrfCallModel.NRF_51_6K);
    }
}
