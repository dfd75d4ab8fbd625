package dev.corebed.gatling.simulations;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import dev.corebed.gatling.chains.CallModelRun;
import dev.corebed.gatling.chains.LoadParameters;
import dev.corebed.gatling.chains.ScpChains;
import dev.corebed.gatling.chains.ScpRun;
import dev.corebed.gatling.scp.ScpCallModel;
import io.gatling.javaapi.core.PopulationBuilder;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The SCP seed's call models (callmodels/scp.md): the model's rate times {@code corebed.scale}, open model, one
 * scenario per NF-consumer → NF-producer pair of its mix, each request through the SCP over HTTP/2 (TLS) to a producer
 * of the producer simulator, Model C and, where the model has it, 20 % Model D; the NF status changes at the NRF
 * beside them. The summary gives each pair's rate and latency beside the seed's rate, the SCP's own processing time,
 * its alternate-routed share, rate-limit rejects, OCI diversions and discovery sources ({@link ScpRun}).
 */
public abstract class ScpCallModelSimulation extends CallModelSimulation {

    private final ScpRun run;

    protected ScpCallModelSimulation(String modelId) {
        LoadParameters params = LoadParameters.fromSystemProperties(modelId);
        ScpCallModel.Model model = ScpCallModel.byId(modelId);
        run = new ScpRun(params, model);
        List<PopulationBuilder> scenarios = new ArrayList<>();
        run.rates().forEach((pair, rate) -> scenarios.add(params.openScenario(pair.name(), ScpChains.request(run, pair), rate)));
        Map<String, Boolean> h2 = new LinkedHashMap<>(Map.of(params.authority(), params.tls()));
        String nrfRoot = null;
        if (run.changeRate() > 0) {
            scenarios.add(params.openScenario(ScpChains.CHANGES, ScpChains.change(run), run.changeRate()));
            URI nrf = URI.create(run.options().nrf());
            h2.put(nrf.getHost() + ":" + nrf.getPort(), nrf.getScheme().equals("https"));
            nrfRoot = run.options().nrf();
        }
        // the shared connections first, then the load (the pass criterion is the summary's: rates, 99.9 % success)
        PopulationBuilder connections = scenario("connections").exec(ScpChains.connection(run, nrfRoot)).injectOpen(atOnceUsers(1))
                .andThen(scenarios);
        setUp(connections).protocols(params.httpProtocol().http2PriorKnowledge(h2)).maxDuration(params.maxDuration());
    }

    @Override
    protected CallModelRun run() {
        return run;
    }
}
