package dev.corebed.gatling.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import dev.corebed.gatling.chains.CallModelRun;
import dev.corebed.gatling.chains.LoadParameters;
import dev.corebed.gatling.chains.ShCacheChains;
import dev.corebed.gatling.chains.ShCacheRun;
import dev.corebed.gatling.shcache.ShCacheCallModel;
import dev.corebed.gatling.shcache.ShCacheCallModel.Scenario;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.PopulationBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * The seed's Sh Cache call model (callmodels/shcache.md): 700 sessions/s times {@code corebed.scale}, open model, the
 * five scenarios at 35/35/10/10/10 %, each session two requests to the cache's REST front over HTTP/2 (TLS), after a
 * ramp. The summary has p50/p75/p90/p95/p99 per scenario beside the seed's, the first GETs' hit ratio and the Sh
 * requests the cache sent the HSS ({@link ShCacheRun}). Layout as Gatling's demo: protocol, scenarios, assertions, setUp.
 */
public class ShCacheSimulation extends CallModelSimulation {

    private final ShCacheRun run;

    public ShCacheSimulation() {
        LoadParameters params = LoadParameters.fromSystemProperties(ShCacheCallModel.ID);
        run = new ShCacheRun(params);

        List<PopulationBuilder> scenarios = new ArrayList<>();
        for (Scenario s : Scenario.values()) {
            scenarios.add(params.openScenario(s.id(), ShCacheChains.session(run, s), run.targets().get(s)));
        }
        // the seed's pass criterion: every request 200 (the summary adds the rates and the lag)
        List<Assertion> assertions = List.of(global().failedRequests().count().is(0L));
        setUp(scenarios)
                .protocols(params.httpProtocol().acceptHeader("application/xml, application/json"))
                .assertions(assertions)
                .maxDuration(params.maxDuration());
    }

    @Override
    protected CallModelRun run() {
        return run;
    }
}
