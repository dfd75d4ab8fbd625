package dev.corebed.gatling.chains;

import static dev.corebed.gatling.chains.PolicyRun.AM_POLICIES;
import static dev.corebed.gatling.chains.PolicyRun.SM_POLICIES;
import static dev.corebed.gatling.chains.PolicyRun.UE_POLICIES;
import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import dev.corebed.gatling.chains.PolicyRun.Live;
import dev.corebed.gatling.policy.PolicyFlow;
import dev.corebed.gatling.policy.PolicyStep;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * A policy session as one Gatling virtual user: its SBI steps in order, each sent when it is due (its point in the
 * session's lifetime), each request named as the seed names it; the status of every answer is counted per name (the
 * summary's histogram), and what the PCF created (the Location's id) is kept for the steps after it. A step due
 * within the schedule is sent however late (a system that falls behind shows as lag); the session stops at its first
 * step due after it, and the run's clean-up deletes what it left.
 */
public final class PolicyChains {

    private static final String LIVE = "live";
    private static final String STATUS = "status";
    private static final String LOCATION = "location";
    private static final String DIAMETER = "diameter";

    private PolicyChains() {}

    /**
     * The chain of one session of the flow: a new one (starting now) or, for {@code inProgress}, one of those created
     * before the schedule, from its first step still ahead.
     */
    public static ChainBuilder session(PolicyRun run, PolicyFlow flow, boolean inProgress) {
        ChainBuilder chain = exec(s -> s.set(LIVE, inProgress ? run.inProgress(flow) : run.newSession(flow)));
        for (int i = 0; i < flow.steps().size(); i++) {
            int index = i;
            PolicyStep step = flow.steps().get(i);
            chain = chain.doIf(s -> run.pending(live(s), index)).then(
                    pause(s -> run.untilDue(live(s), index)).exitHereIf(s -> run.dueAfterEnd(live(s), index))
                            .exec(step.op().diameter() ? diameter(run, index) : request(run, step)));
        }
        return chain;
    }

    /**
     * A Diameter step of the session (an Rx session on its UE address): sent by the Diameter driver, which counts it;
     * Gatling's session waits for its answer without holding a thread (it looks every few milliseconds).
     */
    private static ChainBuilder diameter(PolicyRun run, int index) {
        return exec(s -> s.set(DIAMETER, run.sendDiameter(live(s), index)))
                .asLongAs(s -> !((CompletableFuture<?>) s.get(DIAMETER)).isDone()).on(pause(Duration.ofMillis(2)))
                .exec(s -> s.remove(DIAMETER));
    }

    private static Live live(Session s) {
        return (Live) s.get(LIVE);
    }

    /** The request of a step, then what its answer means for the session. */
    private static ChainBuilder request(PolicyRun run, PolicyStep step) {
        ChainBuilder prepare = exec(s -> {
            Live l = live(s);
            String body = switch (step.op()) {
                case SM_CREATE -> run.smCreate(l);
                case SM_UPDATE -> run.smUpdate(l);
                case SM_DELETE -> "{}";
                case AM_CREATE -> run.amCreate(l);
                case UE_CREATE -> run.ueCreate(l);
                default -> "";
            };
            return s.set("body", body).set("id", run.idFor(l, step.op()));
        });
        String name = step.name();
        HttpRequestActionBuilder request = switch (step.op()) {
            case SM_CREATE -> http(name).post(SM_POLICIES).body(StringBody("#{body}")).asJson();
            case SM_UPDATE -> http(name).post(SM_POLICIES + "/#{id}/update").body(StringBody("#{body}")).asJson();
            case SM_DELETE -> http(name).post(SM_POLICIES + "/#{id}/delete").body(StringBody("#{body}")).asJson();
            case AM_CREATE -> http(name).post(AM_POLICIES).body(StringBody("#{body}")).asJson();
            case AM_DELETE -> http(name).delete(AM_POLICIES + "/#{id}");
            case UE_CREATE -> http(name).post(UE_POLICIES).body(StringBody("#{body}")).asJson();
            case UE_DELETE -> http(name).delete(UE_POLICIES + "/#{id}");
            default -> throw new IllegalArgumentException(step.op() + " is not an SBI step");
        };
        int expected = switch (step.op()) {
            case SM_CREATE, AM_CREATE, UE_CREATE -> 201;
            case SM_UPDATE -> 200;
            default -> 204;
        };
        // the status and Location saved first, so that they are there when the status is not the one expected
        request = request.check(status().saveAs(STATUS), header("location").optional().saveAs(LOCATION), status().is(expected));
        return prepare.exec(request).exec(s -> {
            run.answered(live(s), step, s.contains(STATUS) ? s.getInt(STATUS) : null, s.contains(LOCATION) ? s.getString(LOCATION) : null);
            return s.remove(STATUS).remove(LOCATION).remove("body").remove("id");
        });
    }
}
