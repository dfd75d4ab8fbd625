package dev.corebed.gatling.shcache;

import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.gatling.shcache.ShCacheCallModel.Scenario;
import dev.corebed.sbi.client.SbiClient;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.LongAdder;

/**
 * The call model's sessions as {@link OpenLoad} flows over sbi-core's client (h2c with prior knowledge, or h2 over
 * TLS): each scenario starts sessions at its share of the rate, each session a random subscriber of the scenario's
 * pool and its two requests, the second sent when the first is answered. A request succeeds on 200. The first GET of
 * the get-* scenarios counts whether the cache answered it from its data tier ({@code Cache-Status: shcache; hit}).
 */
public final class ShCacheSessions {

    private final ShCacheCallModel model;
    private final SbiClient client;
    private final String apiRoot;
    private final Duration timeout;
    private final Duration subscriptionLifetime;
    private final Map<Scenario, LongAdder> firstGetHits = new EnumMap<>(Scenario.class);
    private final Map<Scenario, LongAdder> firstGets = new EnumMap<>(Scenario.class);

    /**
     * @param apiRoot              the cache's REST apiRoot ({@code http://127.0.0.1:8086})
     * @param subscriptionLifetime the Expiry-Time the subscriptions ask for, from now
     */
    public ShCacheSessions(ShCacheCallModel model, SbiClient client, String apiRoot, Duration timeout, Duration subscriptionLifetime) {
        this.model = model;
        this.client = client;
        this.apiRoot = apiRoot.endsWith("/") ? apiRoot.substring(0, apiRoot.length() - 1) : apiRoot;
        this.timeout = timeout;
        this.subscriptionLifetime = subscriptionLifetime;
        for (Scenario s : Scenario.values()) {
            firstGetHits.put(s, new LongAdder());
            firstGets.put(s, new LongAdder());
        }
    }

    /** One flow per scenario at its sessions per second. */
    public List<OpenLoad.Flow> flows(Map<Scenario, Double> rates) {
        List<OpenLoad.Flow> flows = new ArrayList<>();
        rates.forEach((s, rate) -> flows.add(new OpenLoad.Flow(s.id(), rate, steps(s))));
        return flows;
    }

    /** The first GETs of a get-* scenario so far, and of them the hits. */
    public long[] firstGets(Scenario s) {
        return new long[] {firstGets.get(s).sum(), firstGetHits.get(s).sum()};
    }

    List<OpenLoad.Step> steps(Scenario s) {
        List<String> names = s.requests();
        return switch (s) {
            case GET_MMTEL_SERVICES, GET_MSISDN -> {
                String item = s == Scenario.GET_MMTEL_SERVICES ? ShCacheCallModel.MMTEL : ShCacheCallModel.MSISDN;
                yield List.of(step(names.get(0), chain -> {
                    chain.put("impu", model.impu(s, ThreadLocalRandom.current().nextInt(model.subscribers())));
                    return get(chain, item);
                }, s), step(names.get(1), chain -> get(chain, item), null));
            }
            case PUT_MMTEL_SERVICES -> List.of(step(names.get(0), chain -> {
                chain.put("impu", model.impu(s, ThreadLocalRandom.current().nextInt(model.subscribers())));
                return xml(chain, ShCacheCallModel.MMTEL, ShCacheCallModel.mmtelServices(chain.number()));
            }, null), step(names.get(1), chain -> get(chain, ShCacheCallModel.MMTEL), null));
            case PUT_STN_SR -> List.of(step(names.get(0), chain -> {
                long i = ThreadLocalRandom.current().nextInt(model.subscribers());
                chain.put("impu", model.impu(s, i));
                return xml(chain, ShCacheCallModel.STN_SR, ShCacheCallModel.stnSr(model.msisdn(s, i)));
            }, null), step(names.get(1), chain -> get(chain, ShCacheCallModel.STN_SR), null));
            case UE_REACHABILITY_SUBSCRIBE -> List.of(step(names.get(0), chain -> {
                chain.put("impu", model.impu(s, ThreadLocalRandom.current().nextInt(model.subscribers())));
                return SbiClient.Request.of("PUT", uri(chain, ShCacheCallModel.UE_REACHABILITY)).timeout(timeout)
                        .body("application/json", ShCacheCallModel.subscription(Instant.now().plus(subscriptionLifetime))
                                .getBytes(StandardCharsets.UTF_8));
            }, null), step(names.get(1), chain -> get(chain, ShCacheCallModel.UE_REACHABILITY), null));
        };
    }

    private String uri(OpenLoad.Chain chain, String item) {
        return apiRoot + ShCacheCallModel.path(chain.get("impu"), item);
    }

    private SbiClient.Request get(OpenLoad.Chain chain, String item) {
        return SbiClient.Request.of("GET", uri(chain, item)).timeout(timeout);
    }

    private SbiClient.Request xml(OpenLoad.Chain chain, String item, String body) {
        return SbiClient.Request.of("PUT", uri(chain, item)).timeout(timeout).body("application/xml", body.getBytes(StandardCharsets.UTF_8));
    }

    /** A request of a session; {@code counted}: a first GET whose Cache-Status is counted for that scenario. */
    private OpenLoad.Step step(String name, java.util.function.Function<OpenLoad.Chain, SbiClient.Request> request, Scenario counted) {
        return new OpenLoad.Step() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public CompletionStage<OpenLoad.Outcome> send(OpenLoad.Chain chain) {
                return client.send(request.apply(chain)).thenApply(r -> {
                    if (counted != null && r.status() == 200) {
                        firstGets.get(counted).increment();
                        String cs = r.header("cache-status");
                        if (cs != null && cs.endsWith("; hit")) {
                            firstGetHits.get(counted).increment();
                        }
                    }
                    return r.status() == 200 ? OpenLoad.Outcome.OK
                            : OpenLoad.Outcome.failed(r.status() + " " + brief(r.body()));
                });
            }
        };
    }

    private static String brief(byte[] body) {
        String s = new String(body, StandardCharsets.UTF_8);
        return s.length() > 160 ? s.substring(0, 160) + "..." : s;
    }

    /** Where the apiRoot is, for the notes. */
    public URI apiRoot() {
        return URI.create(apiRoot);
    }
}
