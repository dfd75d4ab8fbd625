package dev.corebed.gatling.chains;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.responseTimeInMillis;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import dev.corebed.gatling.shcache.ShCacheCallModel;
import dev.corebed.gatling.shcache.ShCacheCallModel.Scenario;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The Sh cache's sessions as Gatling chains, one per scenario of the seed (callmodels/shcache.md §1), each two requests
 * to the cache's REST front named as the summary's indented lines; every request succeeds on 200, and its response
 * time goes into the run's histogram of the scenario (p75 included), the first GET's Cache-Status into its hit count.
 */
public final class ShCacheChains {

    private ShCacheChains() {}

    public static ChainBuilder session(ShCacheRun run, Scenario s) {
        List<String> names = s.requests();
        ChainBuilder start = exec(session -> session.set("impu", run.impu(s)).set("ok", true));
        return switch (s) {
            case GET_MMTEL_SERVICES, GET_MSISDN -> {
                String item = s == Scenario.GET_MMTEL_SERVICES ? ShCacheCallModel.MMTEL : ShCacheCallModel.MSISDN;
                yield ended(run, s, timed(run, s, timed(run, s, start, get(names.get(0), item), true), get(names.get(1), item), false));
            }
            case PUT_MMTEL_SERVICES -> ended(run, s, timed(run, s, timed(run, s, start.exec(session -> session.set("body",
                    run.nextMmtelServices())), xml(names.get(0), ShCacheCallModel.MMTEL), false),
                    get(names.get(1), ShCacheCallModel.MMTEL), false));
            case PUT_STN_SR -> ended(run, s, timed(run, s, timed(run, s, start.exec(session -> session.set("body",
                    ShCacheRun.stnSr(session.getString("impu")))), xml(names.get(0), ShCacheCallModel.STN_SR), false),
                    get(names.get(1), ShCacheCallModel.STN_SR), false));
            case UE_REACHABILITY_SUBSCRIBE -> ended(run, s, timed(run, s, timed(run, s, start.exec(session -> session.set("body",
                    ShCacheCallModel.subscription(Instant.now().plus(Duration.ofHours(1))))),
                    http(names.get(0)).put(path(ShCacheCallModel.UE_REACHABILITY)).body(StringBody("#{body}")).asJson(), false),
                    get(names.get(1), ShCacheCallModel.UE_REACHABILITY), false));
        };
    }

    private static String path(String item) {
        return "/sh-cache/v1/users/#{impu}/" + item;
    }

    private static HttpRequestActionBuilder get(String name, String item) {
        return http(name).get(path(item));
    }

    private static HttpRequestActionBuilder xml(String name, String item) {
        return http(name).put(path(item)).body(StringBody("#{body}")).header("content-type", "application/xml");
    }

    /** The request, its time into the scenario's histogram, and (for a first GET) its Cache-Status counted. */
    private static ChainBuilder timed(ShCacheRun run, Scenario s, ChainBuilder before, HttpRequestActionBuilder request,
                                      boolean firstGet) {
        return before.exec(request.check(responseTimeInMillis().saveAs("rt"), status().saveAs("status"),
                        header("cache-status").optional().saveAs("cacheStatus"), status().is(200)))
                .exec(session -> {
                    boolean answered = session.contains("status") && session.getInt("status") == 200;
                    if (session.contains("rt")) {
                        run.requested(s, session.getLong("rt"));
                    }
                    if (firstGet && answered) {
                        run.firstGet(s, session.contains("cacheStatus") ? session.getString("cacheStatus") : null);
                    }
                    return session.remove("rt").remove("status").remove("cacheStatus")
                            .set("ok", session.getBoolean("ok") && answered);
                });
    }

    private static ChainBuilder ended(ShCacheRun run, Scenario s, ChainBuilder chain) {
        return chain.exec(session -> {
            run.ended(s, session.getBoolean("ok"));
            return session;
        });
    }
}
