package dev.corebed.gatling.simulations;

import dev.corebed.gatling.chains.CallModelRun;
import dev.corebed.gatling.chains.LoadParameters;
import dev.corebed.gatling.chains.NrfChains;
import dev.corebed.gatling.chains.NrfRun;
import dev.corebed.gatling.nrf.NrfCallModel;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An NRF call model of the seed (callmodels/nrf.md): every message of its call mix as an open-model
 * scenario at its own constant rate (times {@code corebed.scale}, after a ramp), the population loaded
 * first (before()), the subscriptions removed and the run's plan written at the end (after()).
 * Parameters: {@link LoadParameters}. Layout as Gatling's demo: protocol, scenarios, assertions, setUp.
 */
public abstract class NrfCallModelSimulation extends CallModelSimulation {

    private final NrfRun run;

    protected NrfCallModelSimulation(NrfCallModel model) {
        LoadParameters params = LoadParameters.fromSystemProperties(model.id());
        this.run = new NrfRun(model, params);
        Map<String, Double> targets = run.targets();

        // protocol: HTTP/2 over TLS, one shared connection pool, offline
        HttpProtocolBuilder protocol = params.httpProtocol();

        // scenarios: one per flow of the call mix; a chain of several messages runs at their common rate
        List<PopulationBuilder> scenarios = new ArrayList<>();
        scenarios.add(params.openScenario("NfDiscover", NrfChains.discover(run), targets.get(NrfCallModel.DISCOVER)));
        scenarios.add(params.openScenario("NfRegister-NfUpdate-NfDeregister", NrfChains.registerUpdateDeregister(run),
                targets.get(NrfCallModel.REGISTER)));
        scenarios.add(params.openScenario("NfHeartbeat", NrfChains.heartbeat(run), targets.get(NrfCallModel.HEARTBEAT)));
        scenarios.add(params.openScenario("NfProfileRetrieval", NrfChains.profileRetrieval(run), targets.get(NrfCallModel.PROFILE_RETRIEVAL)));
        scenarios.add(params.openScenario("NfListRetrieval", NrfChains.listRetrieval(run), targets.get(NrfCallModel.LIST_RETRIEVAL)));
        scenarios.add(params.openScenario("NfStatusUnsubscribe-NfStatusSubscribe", NrfChains.unsubscribeSubscribe(run),
                targets.get(NrfCallModel.SUBSCRIBE)));
        scenarios.add(params.openScenario("NfStatusSubscribeUpdate", NrfChains.subscriptionUpdate(run), targets.get(NrfCallModel.SUBSCRIBE_UPDATE)));
        scenarios.add(params.openScenario("AccessToken", NrfChains.accessToken(run), targets.get(NrfCallModel.ACCESS_TOKEN)));

        // assertions: the seed's pass criterion, 100 % success, and every scheduled request answered
        List<String> held = new ArrayList<>(List.of(NrfCallModel.DISCOVER));
        held.addAll(NrfCallModel.CONTROL_PLANE.keySet());
        List<Assertion> assertions = params.passCriterion(targets, held);

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
