package dev.corebed.gatling.chains;

import static dev.corebed.gatling.chains.NrfRun.NFM;
import static io.gatling.javaapi.core.CoreDsl.ByteArrayBody;
import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.feed;
import static io.gatling.javaapi.core.CoreDsl.group;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import dev.corebed.gatling.nrf.DiscoveryMix;
import dev.corebed.gatling.nrf.NrfCallModel;
import dev.corebed.gatling.population.NfProfileGenerator.GeneratedProfile;
import dev.corebed.gatling.population.NrfPopulation.CreatedSubscription;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Session;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/**
 * The NRF request chains, shared by the call models (51.6K, 5K): one per flow of the seed's call mix,
 * each request named as the seed's message (the summary's lines). Every chain ends by telling the run's
 * clock, so a system that falls behind the schedule shows as lag.
 */
public final class NrfChains {

    private static final String JSON_PATCH = "application/json-patch+json";

    private NrfChains() {}

    /** NfDiscover: the next search of the mix, in the group NfDiscover, named by its target type. Found nothing is a failure. */
    public static ChainBuilder discover(NrfRun run) {
        DiscoveryMix mix = run.mix();
        Iterator<Map<String, Object>> searches = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public Map<String, Object> next() {
                DiscoveryMix.Search s = mix.next();
                return Map.of("discName", NrfCallModel.DISCOVER + " " + s.targetType(), "discPath", s.pathAndQuery());
            }
        };
        return timed(run, feed(searches).group(NrfCallModel.DISCOVER).on(
                exec(http("#{discName}").get("#{discPath}")
                        .check(status().is(200), substring("\"nfInstanceId\"").exists()))));
    }

    /** NfRegister → NfUpdate (/priority) → NfDeregister of an NF outside the population. */
    public static ChainBuilder registerUpdateDeregister(NrfRun run) {
        return timed(run, exec(session -> {
                    String[] nf = run.newInstance();
                    return session.set("nfId", nf[0]).set("nfBody", nf[1]);
                })
                .exec(http(NrfCallModel.REGISTER).put(NFM + "/nf-instances/#{nfId}")
                        .body(StringBody(session -> session.getString("nfBody"))).asJson()
                        .check(status().is(201)))
                .exec(http(NrfCallModel.UPDATE).patch(NFM + "/nf-instances/#{nfId}")
                        .header("content-type", JSON_PATCH)
                        .body(StringBody("[{\"op\":\"replace\",\"path\":\"/priority\",\"value\":9}]"))
                        .check(status().is(200)))
                .exec(http(NrfCallModel.DEREGISTER).delete(NFM + "/nf-instances/#{nfId}")
                        .check(status().saveAs("deregStatus"), status().is(204)))
                .exec(session -> {
                    if (session.contains("deregStatus") && session.getInt("deregStatus") == 204) {
                        run.deregistered(session.getString("nfId"));
                    }
                    return session.remove("deregStatus");
                }));
    }

    /** NfHeartbeat of the population's NFs in turn (TS 29.510: 204, or 200 with the profile). */
    public static ChainBuilder heartbeat(NrfRun run) {
        return timed(run, exec(session -> {
                    String[] hb = run.nextHeartbeat();
                    return session.set("hbId", hb[0]).set("hbBody", hb[1]);
                })
                .exec(http(NrfCallModel.HEARTBEAT).patch(NFM + "/nf-instances/#{hbId}")
                        .header("content-type", JSON_PATCH)
                        .body(StringBody(session -> session.getString("hbBody")))
                        .check(status().in(200, 204))));
    }

    public static ChainBuilder profileRetrieval(NrfRun run) {
        return timed(run, exec(session -> session.set("profileId", run.nextProfileId()))
                .exec(http(NrfCallModel.PROFILE_RETRIEVAL).get(NFM + "/nf-instances/#{profileId}")
                        .check(status().is(200))));
    }

    public static ChainBuilder listRetrieval(NrfRun run) {
        return timed(run, exec(session -> session.set("listType", run.nextListType()))
                .exec(http(NrfCallModel.LIST_RETRIEVAL).get(NFM + "/nf-instances?nf-type=#{listType}&limit=20")
                        .check(status().is(200))));
    }

    /**
     * NfStatusUnsubscribe of one of the population's subscriptions, then NfStatusSubscribe of the same
     * again: the NRF starts at its limit of 1000, so a subscription is only ever made after one is removed.
     */
    public static ChainBuilder unsubscribeSubscribe(NrfRun run) {
        return timed(run, exec(take(run))
                .doIf(session -> session.contains("sub")).then(
                        exec(http(NrfCallModel.UNSUBSCRIBE).delete(NFM + "/subscriptions/#{subId}").check(status().is(204)))
                        .doIfOrElse(Session::isFailed).then(
                                exec(session -> giveBack(run, session, (CreatedSubscription) session.get("sub"))))
                        .orElse(
                                exec(session -> {
                                    run.unsubscribed(session.getString("subId"));
                                    return session;
                                })
                                .exec(http(NrfCallModel.SUBSCRIBE).post(NFM + "/subscriptions")
                                        .body(ByteArrayBody(session -> run.renewed(session.get("sub")))).asJson()
                                        .check(status().is(201), header("location").saveAs("subLocation")))
                                .exec(session -> {
                                    String location = session.getString("subLocation");
                                    if (!session.isFailed() && location != null) {
                                        CreatedSubscription old = session.get("sub");
                                        String id = location.substring(location.lastIndexOf('/') + 1);
                                        run.subscribed(id);
                                        run.giveBack(new CreatedSubscription(id, old.subscriptionData()));
                                    }
                                    return session.remove("sub");
                                }))));
    }

    /** NfStatusSubscribe (PATCH): a subscription's validityTime moved a day ahead (TS 29.510: 204, or 200 with the data). */
    public static ChainBuilder subscriptionUpdate(NrfRun run) {
        return timed(run, exec(take(run))
                .doIf(session -> session.contains("sub")).then(
                        exec(http(NrfCallModel.SUBSCRIBE_UPDATE).patch(NFM + "/subscriptions/#{subId}")
                                .header("content-type", JSON_PATCH)
                                .body(StringBody(session -> "[{\"op\":\"replace\",\"path\":\"/validityTime\",\"value\":\""
                                        + NrfRun.validity() + "\"}]"))
                                .check(status().in(200, 204)))
                        .exec(session -> giveBack(run, session, (CreatedSubscription) session.get("sub")))));
    }

    /** AccessToken: the client-credentials grant of a population NF for a UDM service (TS 29.510 §5.4.2.2). */
    public static ChainBuilder accessToken(NrfRun run) {
        return timed(run, exec(session -> {
                    GeneratedProfile nf = run.nextRequester();
                    String form = "grant_type=client_credentials&nfInstanceId=" + nf.nfInstanceId() + "&nfType=" + nf.nfType()
                            + "&targetNfType=UDM&scope=" + URLEncoder.encode("nudm-sdm nudm-uecm", StandardCharsets.UTF_8);
                    return session.set("tokenForm", form);
                })
                .exec(http(NrfCallModel.ACCESS_TOKEN).post("/oauth2/token")
                        .header("content-type", "application/x-www-form-urlencoded")
                        .body(StringBody(session -> session.getString("tokenForm")))
                        .check(status().is(200), substring("access_token").exists())));
    }

    private static java.util.function.Function<Session, Session> take(NrfRun run) {
        return session -> {
            CreatedSubscription s = run.takeSubscription();
            return s == null ? session : session.set("sub", s).set("subId", s.subscriptionId());
        };
    }

    private static Session giveBack(NrfRun run, Session session, CreatedSubscription s) {
        run.giveBack(s);
        return session.remove("sub");
    }

    /** The chain, then a note of when it ended. */
    public static ChainBuilder timed(NrfRun run, ChainBuilder chain) {
        return chain.exec(session -> {
            run.ended();
            return session;
        });
    }
}
