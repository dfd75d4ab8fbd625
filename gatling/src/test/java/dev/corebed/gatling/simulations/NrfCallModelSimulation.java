package dev.corebed.gatling.simulations;

import static io.gatling.javaapi.core.CoreDsl.details;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import dev.corebed.gatling.chains.LoadParameters;
import dev.corebed.gatling.chains.NrfChains;
import dev.corebed.gatling.chains.NrfRun;
import dev.corebed.gatling.nrf.NrfCallModel;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An NRF call model of the seed (callmodels/nrf.md): every message of its call mix as an open-model
 * scenario at its own constant rate (times {@code corebed.scale}, after a ramp), the population loaded
 * first (before()), the subscriptions removed and the run's plan written at the end (after()).
 * Parameters: {@link LoadParameters}. Layout as Gatling's demo: protocol, scenarios, assertions, setUp.
 */
public abstract class NrfCallModelSimulation extends Simulation {

    private final NrfRun run;

    protected NrfCallModelSimulation(NrfCallModel model) {
        LoadParameters params = LoadParameters.fromSystemProperties(model.id());
        this.run = new NrfRun(model, params);
        Map<String, Double> targets = run.targets();

        // protocol: HTTP/2 over TLS, one shared connection pool, offline
        HttpProtocolBuilder protocol = params.httpProtocol();

        // scenarios: one per flow of the call mix; a chain of several messages runs at their common rate
        List<PopulationBuilder> scenarios = new ArrayList<>();
        scenarios.add(open("NfDiscover", NrfChains.discover(run), targets.get(NrfCallModel.DISCOVER), params));
        scenarios.add(open("NfRegister-NfUpdate-NfDeregister", NrfChains.registerUpdateDeregister(run),
                targets.get(NrfCallModel.REGISTER), params));
        scenarios.add(open("NfHeartbeat", NrfChains.heartbeat(run), targets.get(NrfCallModel.HEARTBEAT), params));
        scenarios.add(open("NfProfileRetrieval", NrfChains.profileRetrieval(run), targets.get(NrfCallModel.PROFILE_RETRIEVAL), params));
        scenarios.add(open("NfListRetrieval", NrfChains.listRetrieval(run), targets.get(NrfCallModel.LIST_RETRIEVAL), params));
        scenarios.add(open("NfStatusUnsubscribe-NfStatusSubscribe", NrfChains.unsubscribeSubscribe(run),
                targets.get(NrfCallModel.SUBSCRIBE), params));
        scenarios.add(open("NfStatusSubscribeUpdate", NrfChains.subscriptionUpdate(run), targets.get(NrfCallModel.SUBSCRIBE_UPDATE), params));
        scenarios.add(open("AccessToken", NrfChains.accessToken(run), targets.get(NrfCallModel.ACCESS_TOKEN), params));

        // assertions: the seed's pass criterion, 100 % success, and every scheduled request answered
        // (the summary adds the lag: answered on time)
        double window = params.rampSeconds() / 2 + params.durationSeconds();
        List<Assertion> assertions = new ArrayList<>();
        assertions.add(global().failedRequests().count().is(0L));
        assertions.add(details(NrfCallModel.DISCOVER).successfulRequests().count()
                .gte((long) Math.floor(targets.get(NrfCallModel.DISCOVER) * window * 0.99 - 1)));
        NrfCallModel.CONTROL_PLANE.keySet().forEach(name -> assertions.add(details(name).successfulRequests().count()
                .gte((long) Math.floor(targets.get(name) * window * 0.99 - 1))));

        setUp(scenarios)
                .protocols(protocol)
                .assertions(assertions)
                .maxDuration(params.maxDuration());
    }

    private static PopulationBuilder open(String name, ChainBuilder chain, double rate, LoadParameters params) {
        return scenario(name).exec(chain).injectOpen(params.openModel(rate));
    }

    @Override
    public void before() {
        try {
            run.setUp(System.out);
        } catch (Exception e) {
            throw new IllegalStateException("NRF call model set-up failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void after() {
        try {
            run.tearDown(System.out);
        } catch (IOException e) {
            throw new IllegalStateException("could not write the run's plan: " + e.getMessage(), e);
        }
    }
}
