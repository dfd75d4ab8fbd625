package dev.corebed.gatling.chains;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.details;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;

import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The parameters of a call-model run, from system properties ({@code -Dcorebed.scale=0.01}), as Gatling
 * simulations take theirs; ./corebed load sets them from its options. Defaults finish in a few minutes here.
 *
 * @param target       apiRoot of the system under test; https:// for HTTP/2 (Gatling has no h2c: http:// is HTTP/1.1)
 * @param scale        1 = the seed's full rates
 * @param rampSeconds  rates rise linearly from 0 during the ramp
 * @param minRate      no driven message goes below this many per second (so a short, small run sends each)
 * @param callbackHost the address the system under test reaches the notification sink by
 * @param sinkPort     the notification sink's port (0: any free port)
 * @param slfAdmin     the UDR stub's admin apiRoot, to provision the SLF's group ranges (empty: not provisioned)
 * @param plan         where the run writes what it did, for the summary
 * @param graceSeconds how long after the schedule Gatling waits for the last answers before it stops
 * @param maxLagSeconds the lag the summary still counts as on time (0: 1 s, or 1 % of the run)
 */
public record LoadParameters(URI target, double scale, double rampSeconds, double durationSeconds, double minRate,
                             String callbackHost, int sinkPort, String slfAdmin, Path plan, double graceSeconds,
                             double maxLagSeconds) {

    public static LoadParameters fromSystemProperties(String callModel) {
        return new LoadParameters(
                URI.create(trimSlash(prop("target", "https://127.0.0.1:9081"))),
                Double.parseDouble(prop("scale", "0.01")),
                Double.parseDouble(prop("ramp", "10")),
                Double.parseDouble(prop("duration", "60")),
                Double.parseDouble(prop("min-rate", "0.2")),
                prop("callback-host", "127.0.0.1"),
                Integer.parseInt(prop("sink-port", "0")),
                trimSlash(prop("slf-admin", "")),
                Path.of(prop("plan", "target/gatling/" + callModel + "-plan.json")),
                Double.parseDouble(prop("grace", "30")),
                Double.parseDouble(prop("max-lag", "0")));
    }

    private static String prop(String name, String dflt) {
        String v = System.getProperty("corebed." + name);
        return v == null || v.isBlank() ? dflt : v.trim();
    }

    private static String trimSlash(String s) {
        return s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
    }

    /** host:port of the target, as Gatling keys its HTTP/2 prior knowledge. */
    public String authority() {
        int port = target.getPort() > 0 ? target.getPort() : target.getScheme().equals("https") ? 443 : 80;
        return target.getHost() + ":" + port;
    }

    public boolean tls() {
        return "https".equalsIgnoreCase(target.getScheme());
    }

    /** The protocol of every call model: HTTP/2 over TLS, one shared connection pool (not one per virtual user), offline. */
    public HttpProtocolBuilder httpProtocol() {
        return http.baseUrl(target.toString())
                .enableHttp2()
                .http2PriorKnowledge(Map.of(authority(), tls()))
                .shareConnections()
                .disableWarmUp()
                .disableCaching()
                .disableUrlEncoding()
                .acceptHeader("application/json")
                .userAgentHeader("corebed-gatling");
    }

    /** The open model of every flow: users per second rising from 0 to {@code rate} during the ramp, then constant. */
    public List<OpenInjectionStep> openModel(double rate) {
        List<OpenInjectionStep> steps = new ArrayList<>();
        if (rampSeconds > 0) {
            steps.add(rampUsersPerSec(0).to(rate).during(Duration.ofMillis((long) (rampSeconds * 1000))));
        }
        steps.add(constantUsersPerSec(rate).during(Duration.ofMillis((long) (durationSeconds * 1000))));
        return steps;
    }

    /** A scenario of one request chain, injected on the {@link #openModel open model} at that rate. */
    public PopulationBuilder openScenario(String name, ChainBuilder chain, double rate) {
        return scenario(name).exec(chain).injectOpen(openModel(rate));
    }

    /**
     * The assertion that a request held its rate: at least 99 % of the answers the schedule asks for (the ramp
     * counted at half the rate) were successful. The summary checks the rate itself; this makes Gatling fail too.
     */
    public Assertion heldRate(String requestName, double rate) {
        double window = rampSeconds / 2 + durationSeconds;
        return details(requestName).successfulRequests().count().gte((long) Math.floor(rate * window * 0.99 - 1));
    }

    /**
     * The seed's pass criterion as Gatling's assertions: no request failed, and each of {@code requestNames} held its
     * rate in {@code targets} (the summary adds the lag: answered on time).
     */
    public List<Assertion> passCriterion(Map<String, Double> targets, Collection<String> requestNames) {
        List<Assertion> assertions = new ArrayList<>();
        assertions.add(global().failedRequests().count().is(0L));
        requestNames.forEach(name -> assertions.add(heldRate(name, targets.get(name))));
        return assertions;
    }

    /** How long Gatling may run: the schedule, then the grace for the last answers. */
    public Duration maxDuration() {
        return Duration.ofMillis((long) ((rampSeconds + durationSeconds + graceSeconds) * 1000));
    }
}
