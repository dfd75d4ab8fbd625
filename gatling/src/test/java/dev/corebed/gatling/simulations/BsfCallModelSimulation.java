package dev.corebed.gatling.simulations;

import dev.corebed.gatling.bsf.BsfCallModel;
import dev.corebed.gatling.chains.BsfChains;
import dev.corebed.gatling.chains.BsfRun;
import dev.corebed.gatling.chains.CallModelRun;
import dev.corebed.gatling.chains.LoadParameters;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A BSF call model of the seed (callmodels/bsf.md): the Nbsf_Management creates, deletes (and in S3
 * discoveries) as open-model Gatling scenarios, each at its constant rate times {@code corebed.scale} after
 * a ramp, and the Rx sessions (AAR-I → AAR-U → RAR → STR) on the open-model Diameter driver, started with
 * the same schedule from before(); the binding population is loaded first, the plan written at the end
 * (after()) with the Rx rows beside Gatling's. Parameters: {@link LoadParameters}, {@link BsfRun.Options}.
 * Layout as Gatling's demo: protocol, scenarios, assertions, setUp.
 */
public abstract class BsfCallModelSimulation extends CallModelSimulation {

    private final BsfRun run;

    protected BsfCallModelSimulation(BsfCallModel model) {
        LoadParameters params = LoadParameters.fromSystemProperties(model.id());
        this.run = new BsfRun(model, params);
        Map<String, Double> targets = run.targets();

        // protocol: HTTP/2 over TLS, one shared connection pool, offline
        HttpProtocolBuilder protocol = params.httpProtocol();

        // scenarios: one per Nbsf_Management message (the Rx sessions run on the Diameter driver)
        List<PopulationBuilder> scenarios = new ArrayList<>();
        scenarios.add(params.openScenario(BsfCallModel.CREATE, BsfChains.create(run), targets.get(BsfCallModel.CREATE)));
        scenarios.add(params.openScenario(BsfCallModel.DELETE, BsfChains.delete(run), targets.get(BsfCallModel.DELETE)));
        if (model.hasGet()) {
            scenarios.add(params.openScenario(BsfCallModel.GET, BsfChains.get(run), targets.get(BsfCallModel.GET)));
        }

        // assertions: the seed's pass criterion, 100 % success, and every scheduled request answered
        // (the summary adds the Rx messages)
        List<Assertion> assertions = params.passCriterion(targets, model.hasGet()
                ? List.of(BsfCallModel.CREATE, BsfCallModel.DELETE, BsfCallModel.GET) : List.of(BsfCallModel.CREATE, BsfCallModel.DELETE));

        setUp(scenarios)
                .protocols(protocol)
                .assertions(assertions)
                .maxDuration(params.maxDuration());
    }

    @Override
    protected CallModelRun run() {
        return run;
    }
}
