package dev.corebed.gatling.diameter;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.gatling.report.Host;
import dev.corebed.gatling.report.LoadPlan;
import dev.corebed.gatling.report.LoadSummary;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.PrintStream;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;

/**
 * Diameter load from the same command and into the same summary as the Gatling simulations: the open-model
 * driver ({@link OpenLoad}) on a diameter-core client node. {@code ./corebed load diameter} runs Gx sessions
 * (CCR-I, then CCR-T of the same session) against a Diameter peer, by default a diameter-core node started
 * in this JVM that answers every CCR 2001, optionally after a delay (to hold thousands of requests in
 * flight). The BSF's and the PCRF's Rx/Gx/Sy call models build their flows the same way.
 *
 * @param rate         CCR-I per second (Gx sessions started), after the ramp
 * @param target       host:port of the peer, or null for the in-process answering node
 * @param answerDelay  the in-process node's delay before each answer
 */
public record DiameterLoadRun(double rate, double rampSeconds, double durationSeconds, String target, String realm,
                              String peerHost, Duration answerDelay, int maxInFlight, Duration timeout, double maxLagSeconds) {

    public static final String CCR_I = "CCR-I";
    public static final String CCR_T = "CCR-T";
    private static final String REALM = "corebed.test";

    /** Runs the load, prints the summary; true when every message held its rate with 100 % success. */
    public boolean run(PrintStream out) throws Exception {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        DiameterNode answering = null;
        DiameterNode client = null;
        try {
            String host = peerHost;
            String address;
            int port;
            if (target == null) {
                List<FaultRule> rules = answerDelay.isZero() ? List.of() : List.of(new FaultRule("answer-delay", null, "gx", "CCR",
                        new FaultRule.Delay("fixed", answerDelay.toMillis(), null, null, null, null), null, 1.0));
                answering = new DiameterNode("pcf", props("pcrf.corebed.test", 0, List.of()),
                        List.of(new DiameterRoute(Gx.CCR, r -> {
                            Avps.subscriptionIds(r.avps());
                            return CompletableFuture.completedFuture(Gx.cca(r, ResultCodes.DIAMETER_SUCCESS));
                        })), new FaultRules(rules), new OverloadControl(OverloadControl.Settings.UNLIMITED), registry);
                answering.start();
                host = "pcrf.corebed.test";
                address = "127.0.0.1";
                port = answering.port();
                out.printf("Answering node: %s on 127.0.0.1:%d, CCA 2001 to every CCR%s%n", host, port,
                        answerDelay.isZero() ? "" : " after " + answerDelay.toMillis() + " ms");
            } else {
                int colon = target.lastIndexOf(':');
                address = target.substring(0, colon);
                port = Integer.parseInt(target.substring(colon + 1));
            }
            client = new DiameterNode("pcef", props("pcef-load.corebed.test", 0, List.of(
                    new DiameterProperties.Peer("aaa://" + host + ":" + port, realm, address, true))), List.of(), null, null, null);
            client.start();
            if (!client.awaitOpen(host, Duration.ofSeconds(15))) {
                out.println("The Diameter peer " + host + " at " + address + ":" + port + " did not open (CER/CEA) within 15 s");
                return false;
            }
            DiameterNode node = client;
            String peer = host;
            Inet4Address ue = (Inet4Address) InetAddress.getByName("10.45.0.7");
            OpenLoad.Step ccrI = new DiameterStep(CCR_I, timeout, node, chain -> {
                String session = node.newSessionId();
                chain.put("session", session);
                Request r = node.createRequest(Gx.CCR, session, realm, peer);
                Avps.CC_REQUEST_TYPE.add(r.getAvps(), Avps.INITIAL_REQUEST);
                Avps.CC_REQUEST_NUMBER.add(r.getAvps(), 0);
                Avps.addSubscriptionId(r.getAvps(), new Avps.SubscriptionId(1, "001010" + String.format("%09d", chain.number() % 1_000_000_000)));
                Avps.addFramedIpAddress(r.getAvps(), ue);
                return r;
            });
            OpenLoad.Step ccrT = new DiameterStep(CCR_T, timeout, node, chain -> {
                Request r = node.createRequest(Gx.CCR, chain.get("session"), realm, peer);
                Avps.CC_REQUEST_TYPE.add(r.getAvps(), Avps.TERMINATION_REQUEST);
                Avps.CC_REQUEST_NUMBER.add(r.getAvps(), 1);
                return r;
            });
            OpenLoad load = new OpenLoad(List.of(new OpenLoad.Flow("Gx session", rate, List.of(ccrI, ccrT))),
                    rampSeconds, durationSeconds, maxInFlight, 30);
            String loadAtStart = Host.loadAverage();
            out.printf("Diameter load: %.0f Gx sessions/s (CCR-I, then CCR-T) after a %.0f s ramp, %.0f s, to %s at %s:%d%n",
                    rate, rampSeconds, durationSeconds, host, address, port);
            OpenLoad.Result result = load.run();
            List<String> notes = new ArrayList<>();
            notes.add(String.format(Locale.ROOT, "Driver: one scheduler thread, %d chains started, most %d requests in flight at once,"
                    + " scheduler at most %.1f ms late, %d refused at the in-flight cap of %d", result.started(), result.maxInFlight(),
                    result.maxLateMillis(), result.refused(), maxInFlight));
            result.messages().values().forEach(m -> {
                if (!m.failures().isEmpty()) {
                    notes.add(m.name() + " failures, e.g.: " + m.failures());
                }
            });
            notes.add("Load average (1/5/15 min): " + loadAtStart + " at the start, " + Host.loadAverage() + " at the end; "
                    + Runtime.getRuntime().availableProcessors() + " cores");
            LoadPlan plan = new LoadPlan("diameter-gx", "Diameter Gx sessions (driver check)", 1, rampSeconds, durationSeconds,
                    "aaa://" + host + " at " + address + ":" + port, result.startMillis(), result.scheduledEndMillis(),
                    result.lastEndMillis(), maxLagSeconds, load.rows(result, Map.of()), notes);
            return LoadSummary.print(plan, null, out).passed();
        } finally {
            if (client != null) {
                client.stop();
            }
            if (answering != null) {
                answering.stop();
            }
        }
    }

    private DiameterProperties props(String host, int port, List<DiameterProperties.Peer> peers) {
        return new DiameterProperties(port, "127.0.0.1", host, REALM, List.of(), 10415, "corebed-load",
                List.of(new DiameterProperties.Application(10415, 16777238)), peers, true,
                Duration.ofSeconds(30), Duration.ofSeconds(1), timeout, false);
    }

    /** A Diameter request of a chain: a success is an answer with a 2xxx Result-Code (or Experimental-Result). */
    public record DiameterStep(String name, Duration timeout, DiameterNode node,
                               java.util.function.Function<OpenLoad.Chain, Request> request) implements OpenLoad.Step {
        @Override
        public CompletionStage<OpenLoad.Outcome> send(OpenLoad.Chain chain) {
            return node.send(request.apply(chain), timeout).thenApply(DiameterStep::outcome);
        }

        static OpenLoad.Outcome outcome(Answer answer) {
            ResultCode rc = Avps.resultCode(answer.getAvps());
            if (rc == null) {
                return new OpenLoad.Outcome(false, "answered without a Result-Code", "no Result-Code");
            }
            return new OpenLoad.Outcome(rc.success(), rc.success() ? "ok" : "answered " + rc.code() + " " + rc.name(), rc.tag());
        }
    }
}
