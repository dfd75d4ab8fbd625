package dev.corebed.gatling.chains;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.doIfOrElse;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import dev.corebed.gatling.scp.ScpCallModel.Op;
import dev.corebed.gatling.scp.ScpCallModel.Pair;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import java.time.Duration;

/**
 * The SCP's call models as Gatling chains: one request per user of a pair's scenario, named as the pair (the summary's
 * line), its operation taken in turn, by apiRoot (Model C: 3gpp-Sbi-Target-apiRoot, a producer of the pair's kind at
 * random) or, one in five in the Model D scenarios, by delegated discovery (the pair's 3gpp-Sbi-Discovery-* headers).
 * Success is 200, 201 or 204. And the NF status changes the NRF notifies the SCP of.
 */
public final class ScpChains {

    /** The summary's line of the NF status changes driven at the NRF. */
    public static final String CHANGES = "NF status change (NRF)";

    private ScpChains() {}

    public static ChainBuilder request(ScpRun run, Pair pair) {
        ChainBuilder chain = exec(session -> run.next(pair, session));
        for (int i = 0; i < pair.ops().size(); i++) {
            int op = i;
            chain = chain.exec(doIf(session -> session.getInt("op") == op).then(doIfOrElse(session -> session.getBoolean("delegated"))
                    .then(exec(delegated(run, pair, pair.ops().get(op))))
                    .orElse(exec(byApiRoot(run, pair, pair.ops().get(op))))));
        }
        return chain.exec(session -> {
            run.ended();
            return session;
        });
    }

    private static HttpRequestActionBuilder base(ScpRun run, Pair pair, Op op) {
        HttpRequestActionBuilder r = http(pair.name()).httpRequest(op.method(), "#{path}").header("user-agent", "#{ua}")
                .check(status().in(200, 201, 204));
        return op.body() ? r.body(StringBody(run.requestBody())).asJson() : r;
    }

    private static HttpRequestActionBuilder byApiRoot(ScpRun run, Pair pair, Op op) {
        return base(run, pair, op).header("3gpp-sbi-target-apiroot", "#{target}");
    }

    private static HttpRequestActionBuilder delegated(ScpRun run, Pair pair, Op op) {
        HttpRequestActionBuilder r = base(run, pair, op);
        for (String param : pair.discovery()) {
            r = r.header("3gpp-sbi-discovery-" + param, "#{d_" + param + "}");
        }
        return r;
    }

    /**
     * One request, not counted, before the load: Gatling opens its shared HTTP/2 connection to the SCP (and the NRF)
     * with it. Without it, the first second's requests each open a TLS connection of their own while the first is
     * still in its handshake, and on a small machine those handshakes take the CPU the run needs.
     */
    public static ChainBuilder connection(ScpRun run, String nrf) {
        ChainBuilder chain = exec(http("connection").get("/").silent().check(status().not(0)));
        if (nrf != null) {
            chain = chain.exec(http("connection, NRF").get(nrf + "/nnrf-nfm/v1/nf-instances?limit=1").silent().check(status().not(0)));
        }
        return chain.exec(session -> {
            run.scheduleStarts();
            return session;
        });
    }

    /** One change of a producer's profile at the NRF; a suspension is lifted two seconds later. */
    public static ChainBuilder change(ScpRun run) {
        HttpRequestActionBuilder patch = http(CHANGES).patch("#{nf}").body(StringBody("#{patch}"))
                .header("content-type", "application/json-patch+json").check(status().in(200, 204, 404));
        return exec(run::nextChange)
                .doIfOrElse(session -> session.getString("change").equals("deregister"))
                .then(exec(http(CHANGES).delete("#{nf}").check(status().in(204, 404))))
                .orElse(exec(patch).doIf(session -> session.getString("change").equals("suspend"))
                        .then(exec(session -> session.set("patch", "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]"))
                                .pause(Duration.ofSeconds(2)).exec(patch)));
    }
}
