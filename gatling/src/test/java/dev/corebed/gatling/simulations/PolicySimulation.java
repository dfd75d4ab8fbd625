package dev.corebed.gatling.simulations;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import dev.corebed.gatling.chains.CallModelRun;
import dev.corebed.gatling.chains.LoadParameters;
import dev.corebed.gatling.chains.PolicyChains;
import dev.corebed.gatling.chains.PolicyRun;
import dev.corebed.gatling.policy.PolicyFlow;
import io.gatling.javaapi.core.PopulationBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * A call model of the policy seed (callmodels/policy.md), the one {@code corebed.model} names ({@code pcf-sm},
 * {@code pcf-amue}, {@code policy-3.2.4}...): per flow, the new sessions on the open model at its rate times
 * {@code corebed.scale} after a ramp, and the sessions in progress when it starts (Little's law), each sending its
 * requests at its points of the session's lifetime, over HTTP/2 (TLS) to the PCF. The run ({@link PolicyRun}) plays
 * the SMF's and AMF's servers, loads the subscribers and writes the plan with the gateway counts beside the seed's.
 * Layout as Gatling's demo: protocol, scenarios, assertions, setUp.
 */
public class PolicySimulation extends CallModelSimulation {

    private final PolicyRun run;

    public PolicySimulation() {
        LoadParameters params = LoadParameters.fromSystemProperties(System.getProperty("corebed.model", "pcf-sm"));
        run = new PolicyRun(params);

        // scenarios: per flow, its new sessions and its sessions in progress
        List<PopulationBuilder> scenarios = new ArrayList<>();
        for (PolicyFlow flow : run.flows()) {
            if (!run.drivenByGatling(flow)) {
                continue;
            }
            scenarios.add(params.openScenario(flow.name(), PolicyChains.session(run, flow, false), flow.rate()));
            int inProgress = run.inProgressCount(flow);
            if (inProgress > 0) {
                scenarios.add(scenario(flow.name() + " in progress").exec(PolicyChains.session(run, flow, true))
                        .injectOpen(atOnceUsers(inProgress)));
            }
        }
        // the seed's pass criterion: every request answered as expected (the summary adds the rates and the lag)
        setUp(scenarios)
                .protocols(params.httpProtocol())
                .assertions(global().failedRequests().count().is(0L))
                .maxDuration(params.maxDuration());
    }

    @Override
    protected CallModelRun run() {
        return run;
    }
}
