package dev.corebed.gatling.simulations;

import dev.corebed.gatling.chains.CallModelRun;
import io.gatling.javaapi.core.Simulation;

/** What every call model's simulation does around its load: the run set up before it, ended after it with its plan. */
public abstract class CallModelSimulation extends Simulation {

    /** The run the simulation's scenarios drive. */
    protected abstract CallModelRun run();

    @Override
    public void before() {
        try {
            run().setUp(System.out);
        } catch (Exception e) {
            throw new IllegalStateException(run().title() + " set-up failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void after() {
        try {
            run().tearDown(System.out);
        } catch (Exception e) {
            throw new IllegalStateException("could not end the run and write its plan: " + e.getMessage(), e);
        }
    }
}
