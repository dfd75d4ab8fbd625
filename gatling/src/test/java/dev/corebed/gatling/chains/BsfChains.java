package dev.corebed.gatling.chains;

import static dev.corebed.gatling.chains.BsfRun.BINDINGS;
import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import dev.corebed.gatling.bsf.BsfCallModel;
import io.gatling.javaapi.core.ChainBuilder;

/**
 * The BSF's Nbsf_Management request chains, shared by the call models (S1, S2, S3), each request named by
 * its TS 29.521 operationId (the summary's lines). Every chain ends by telling the run's clock, so a BSF
 * that falls behind the schedule shows as lag.
 */
public final class BsfChains {

    private BsfChains() {}

    /** CreatePCFBinding of a new UE address, bound to the run's PCF: 201 with a Location the deletes use later. */
    public static ChainBuilder create(BsfRun run) {
        return timed(run, exec(session -> session.set("binding", run.nextCreate()))
                .exec(http(BsfCallModel.CREATE).post(BINDINGS)
                        .body(StringBody(session -> session.getString("binding"))).asJson()
                        .check(status().is(201), header("location").saveAs("location")))
                .exec(session -> {
                    String location = session.getString("location");
                    if (location != null) {
                        run.created(location.substring(location.lastIndexOf('/') + 1));
                    }
                    return session;
                }));
    }

    /** DeleteIndPCFBinding of the oldest binding (the population's first): 204. */
    public static ChainBuilder delete(BsfRun run) {
        return timed(run, exec(session -> session.set("bindingId", run.nextDelete()))
                .exec(http(BsfCallModel.DELETE).delete(BINDINGS + "/#{bindingId}")
                        .check(status().saveAs("deleteStatus"), status().is(204)))
                .exec(session -> {
                    if (session.contains("deleteStatus") && session.getInt("deleteStatus") == 204) {
                        run.deleted(session.getString("bindingId"));
                    }
                    return session;
                }));
    }

    /** GetPCFBindings by the UE address (and DNN) of a bound UE: 200 with the binding and its PCF. */
    public static ChainBuilder get(BsfRun run) {
        return timed(run, exec(session -> session.set("query", run.boundAddressQuery()))
                .exec(http(BsfCallModel.GET).get(BINDINGS + "?#{query}")
                        .check(status().is(200), substring("\"pcfDiamHost\"").exists())));
    }

    private static ChainBuilder timed(BsfRun run, ChainBuilder chain) {
        return chain.exec(session -> {
            run.ended();
            return session;
        });
    }
}
