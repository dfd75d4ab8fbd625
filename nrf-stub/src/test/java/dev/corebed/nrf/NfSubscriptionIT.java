package dev.corebed.nrf;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.nrf.NfManagementIT.assertProblem;
import static dev.corebed.nrf.NfManagementIT.uri;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.CallbackSink;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.HttpProbe;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * Nnrf_NFManagement subscriptions and NFStatusNotify against TS 29.510, with two NRF instances on one
 * data tier (two contexts sharing the embedded database) and a subscriber's callback server. The NRFs run
 * with a 1 s heartBeatTimer and 300 ms of grace, so an instance not heard of goes SUSPENDED in about
 * 1.4 s; each test watches its own NF set or instance, so the others' events do not reach it.
 */
@CorebedTest(stubs = NRF, shared = false, reset = ResetMode.NEVER, properties = {"sbi.tls-port=-1",
        "stub.nrf.heart-beat-timer=1", "stub.nrf.heartbeat-grace=300ms",
        "stub.nrf.heartbeat-check-interval=100ms",
        "stub.nrf.subscriptions.expiry-check-interval=100ms",
        "stub.nrf.subscriptions.limit=" + NfSubscriptionIT.LIMIT,
        "stub.nrf.subscriptions.notify-retry-backoff=100ms",
        "spring.application.name=nrf-a"})
class NfSubscriptionIT {

    static final int LIMIT = 25;
    static final String JSON_PATCH = "content-type: application/json-patch+json";

    @Stub
    static NrfHandle nrfA;
    static NrfHandle nrfB;
    static String a;
    static String b;
    static String adminA;
    static String adminB;
    @RegisterExtension
    static final CallbackSink sink = new CallbackSink();

    @BeforeAll
    static void boot() throws Exception {
        nrfB = nrfA.startInstance("spring.application.name=nrf-b");
        a = nrfA.sbiUri().toString();
        b = nrfB.sbiUri().toString();
        adminA = nrfA.adminUri().toString();
        adminB = nrfB.adminUri().toString();
    }

    static String profile(String id, String set, String extra) {
        return """
                {"nfInstanceId":"%s","nfType":"UDM","nfStatus":"REGISTERED","fqdn":"udm.corebed.test",
                 "priority":1,"capacity":100,"nfSetIdList":["%s"],"allowedNfTypes":["AMF"]%s,
                 "nfServices":[{"serviceInstanceId":"s1","serviceName":"nudm-sdm","versions":[{"apiVersionInUri":"v2","apiFullVersion":"2.2.0"}],
                   "scheme":"http","nfServiceStatus":"REGISTERED","allowedNfTypes":["AMF"]}]}
                """.formatted(id, set, extra);
    }

    static Reply subscribe(String nrf, String body) {
        return HttpProbe.h2c("POST", nrf + "/nnrf-nfm/v1/subscriptions", body);
    }

    /** Subscribes and returns the subscriptionId. */
    static String subscribed(String nrf, String body) {
        Reply r = subscribe(nrf, body);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json().get("subscriptionId").asString();
    }

    static Reply patch(String url, String patch) {
        return HttpProbe.h2c("PATCH", url, patch, "-H", JSON_PATCH);
    }

    static String set() {
        return "set" + UUID.randomUUID().toString().replace("-", "") + ".udmset.5gc.mnc001.mcc001";
    }

    @Test
    void subscriptionsAreCreatedExtendedAndRemoved() throws Exception {
        Instant asked = Instant.now().plus(Duration.ofDays(10));
        Reply created = subscribe(a, """
                {"nfStatusNotificationUri":"%s","subscrCond":{"nfType":"AUSF"},"reqNotifEvents":["NF_REGISTERED"],
                 "validityTime":"%s","requesterFeatures":"1"}""".formatted(sink.uri("lifecycle"), asked));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().get("subscriptionId").asString();
        assertThat(id).matches("^([0-9]{5,6}-(x3Lf57A:nid=[A-Fa-f0-9]{11}:)?)?[^-]+$");
        assertThat(created.header("location")).isEqualTo(a + "/nnrf-nfm/v1/subscriptions/" + id);
        assertThat(created.json().get("nfStatusNotificationUri").asString()).isEqualTo(sink.uri("lifecycle"));
        assertThat(created.json().get("subscrCond").get("nfType").asString()).isEqualTo("AUSF");
        assertThat(created.json().has("requesterFeatures")).as("writeOnly").isFalse();
        Instant granted = Instant.parse(created.json().get("validityTime").asString());
        assertThat(granted).as("at most the configured maximum, 1 day").isBefore(Instant.now().plus(Duration.ofDays(1)).plusSeconds(5))
                .isAfter(Instant.now().plus(Duration.ofHours(23)));
        assertThat(storedValidity(id)).isEqualTo(granted.toEpochMilli());

        String url = a + "/nnrf-nfm/v1/subscriptions/" + id;
        Instant hour = Instant.now().plus(Duration.ofHours(1)).truncatedTo(ChronoUnit.SECONDS);
        Reply extended = patch(url, "[{\"op\":\"replace\",\"path\":\"/validityTime\",\"value\":\"" + hour + "\"}]");
        assertThat(extended.status()).as("granted as asked: no content").isEqualTo(204);
        assertThat(storedValidity(id)).isEqualTo(hour.toEpochMilli());

        // Asked beyond the maximum: granted less, answered with the SubscriptionData (through the other NRF).
        Reply capped = patch(b + "/nnrf-nfm/v1/subscriptions/" + id,
                "[{\"op\":\"replace\",\"path\":\"/validityTime\",\"value\":\"" + asked + "\"}]");
        assertThat(capped.status()).as(capped.body()).isEqualTo(200);
        assertThat(capped.json().get("subscriptionId").asString()).isEqualTo(id);
        assertThat(Instant.parse(capped.json().get("validityTime").asString())).isBefore(asked);

        assertProblem(patch(url, "[{\"op\":\"replace\",\"path\":\"/nfStatusNotificationUri\",\"value\":\"http://x/y\"}]"),
                403, "MODIFICATION_NOT_ALLOWED");
        assertProblem(patch(url, "[{\"op\":\"replace\",\"path\":\"/validityTime\",\"value\":\"yesterday\"}]"),
                400, "OPTIONAL_IE_INCORRECT");
        assertProblem(patch(a + "/nnrf-nfm/v1/subscriptions/nosuch", "[{\"op\":\"replace\",\"path\":\"/validityTime\",\"value\":\""
                + hour + "\"}]"), 404, "SUBSCRIPTION_NOT_FOUND");

        assertThat(HttpProbe.h2c("DELETE", b + "/nnrf-nfm/v1/subscriptions/" + id, null).status()).isEqualTo(204);
        assertThat(storedValidity(id)).isNull();
        assertProblem(HttpProbe.h2c("DELETE", url, null), 404, "SUBSCRIPTION_NOT_FOUND");
    }

    @Test
    void badSubscriptionsAreRefusedAndStoreNothing() throws Exception {
        int before = validSubscriptions();
        Reply noUri = subscribe(a, "{\"subscrCond\":{\"nfType\":\"AUSF\"}}");
        assertProblem(noUri, 400, "MANDATORY_IE_MISSING");
        assertThat(noUri.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/nfStatusNotificationUri");
        assertProblem(subscribe(a, "{\"nfStatusNotificationUri\":\"not a uri\"}"), 400, "MANDATORY_IE_INCORRECT");
        assertProblem(subscribe(a, """
                {"nfStatusNotificationUri":"%s","notifCondition":{"monitoredAttributes":["/load"],"unmonitoredAttributes":["/priority"]}}"""
                .formatted(sink.uri("bad"))), 400, "OPTIONAL_IE_INCORRECT");
        assertProblem(subscribe(a, "{\"nfStatusNotificationUri\":\"%s\",\"validityTime\":\"2001-01-01T00:00:00Z\"}"
                .formatted(sink.uri("bad"))), 400, "OPTIONAL_IE_INCORRECT");
        Reply unknownNf = subscribe(a, "{\"nfStatusNotificationUri\":\"%s\",\"subscrCond\":{\"nfInstanceId\":\"%s\"}}"
                .formatted(sink.uri("bad"), UUID.randomUUID()));
        assertProblem(unknownNf, 404, "NF_NOT_FOUND");
        // no SubscrCond type of TS 29.510 (the oneOf): the condition is incorrect
        Reply unknownCondition = subscribe(a, "{\"nfStatusNotificationUri\":\"%s\",\"subscrCond\":{\"conditionType\":\"AF_COND\"}}"
                .formatted(sink.uri("bad")));
        assertProblem(unknownCondition, 400, "OPTIONAL_IE_INCORRECT");
        assertThat(unknownCondition.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/subscrCond");
        assertProblem(HttpProbe.h2c("POST", a + "/nnrf-nfm/v1/subscriptions", "{\"nfStatusNotificationUri\":",
                "-H", "content-type: application/json"), 400, "INVALID_MSG_FORMAT");
        assertThat(validSubscriptions()).isEqualTo(before);
    }

    @Test
    void theSubscriptionLimitHoldsAcrossBothNrfInstances() throws Exception {
        List<String> mine = new ArrayList<>();
        String body = "{\"nfStatusNotificationUri\":\"%s\",\"subscrCond\":{\"nfType\":\"BSF\"}}".formatted(sink.uri("limit"));
        for (int i = validSubscriptions(); i < LIMIT; i++) {
            mine.add(subscribed(i % 2 == 0 ? a : b, body));
        }
        Reply refused = subscribe(b, body);
        assertProblem(refused, 403, "SUBSCRIPTION_NOT_ALLOWED");
        assertProblem(subscribe(a, body), 403, "SUBSCRIPTION_NOT_ALLOWED");
        assertThat(validSubscriptions()).isEqualTo(LIMIT);

        for (String id : mine) {
            assertThat(HttpProbe.h2c("DELETE", a + "/nnrf-nfm/v1/subscriptions/" + id, null).status()).isEqualTo(204);
        }
        String again = subscribed(a, body);
        assertThat(HttpProbe.h2c("DELETE", a + "/nnrf-nfm/v1/subscriptions/" + again, null).status()).isEqualTo(204);
    }

    @Test
    void subscribersHearOfRegistrationMonitoredChangesAndDeregistration() throws Exception {
        String set = set();
        String id = UUID.randomUUID().toString();
        String nfSet = "{\"nfSetId\":\"%s\"}".formatted(set);
        String priority = subscribed(a, """
                {"nfStatusNotificationUri":"%s","subscrCond":%s,"notifCondition":{"monitoredAttributes":["/priority"]}}"""
                .formatted(sink.uri("priority"), nfSet));
        subscribed(a, """
                {"nfStatusNotificationUri":"%s","subscrCond":%s,"notifCondition":{"monitoredAttributes":["/load"]},
                 "reqNotifEvents":["NF_PROFILE_CHANGED"]}""".formatted(sink.uri("load"), nfSet));
        subscribed(b, """
                {"nfStatusNotificationUri":"%s","subscrCond":{"serviceName":"nudm-sdm"},"reqNotifEvents":["NF_DEREGISTERED"]}"""
                .formatted(sink.uri("service-" + set)));

        assertThat(HttpProbe.h2c("PUT", a + uri(id), profile(id, set, "")).status()).isEqualTo(201);
        JsonNode registered = sink.await("priority", event("NF_REGISTERED"));
        assertThat(registered.get("nfInstanceUri").asString()).isEqualTo(a + uri(id));
        assertThat(registered.get("nfProfile").get("nfInstanceId").asString()).isEqualTo(id);
        assertThat(registered.get("nfProfile").has("allowedNfTypes")).as("excluded from NotificationData").isFalse();
        assertThat(registered.get("nfProfile").get("nfServices").get(0).has("allowedNfTypes")).isFalse();
        assertThat(registered.get("subscriptionContext").get("subscriptionId").asString()).isEqualTo(priority);
        assertThat(registered.has("profileChanges")).isFalse();
        assertThat(sink.callbackHeaders("priority")).contains("Nnrf_NFManagement_NFStatusNotify");

        // An unmonitored attribute changes: nothing; then the monitored one: only its change.
        assertThat(patch(a + uri(id), "[{\"op\":\"replace\",\"path\":\"/capacity\",\"value\":50}]").status()).isEqualTo(200);
        assertThat(patch(b + uri(id), "[{\"op\":\"replace\",\"path\":\"/priority\",\"value\":9}]").status()).isEqualTo(200);
        JsonNode changed = sink.await("priority", change("/priority", 9));
        assertThat(changed.get("event").asString()).isEqualTo("NF_PROFILE_CHANGED");
        assertThat(changed.get("nfInstanceUri").asString()).as("from the NRF that made the change").isEqualTo(b + uri(id));
        assertThat(changed.get("profileChanges")).hasSize(1);
        assertThat(changed.get("profileChanges").get(0).get("op").asString()).isEqualTo("REPLACE");
        assertThat(changed.get("profileChanges").get(0).get("origValue").asInt()).isEqualTo(1);
        assertThat(changed.has("nfProfile")).isFalse();
        assertThat(sink.received("priority")).as("the capacity change was not notified").hasSize(2);

        // Heartbeats carrying the load: announced when it moves by more than 10 points from the last announced.
        for (int load : new int[] {50, 55, 61}) {
            Reply beat = patch(a + uri(id), """
                    [{"op":"replace","path":"/nfStatus","value":"REGISTERED"},{"op":"add","path":"/load","value":%d}]""".formatted(load));
            assertThat(beat.status()).isEqualTo(204);
        }
        // Notifications are delivered concurrently, so 61's may arrive before 50's: wait for both.
        sink.await("load", change("/load", 61));
        sink.await("load", change("/load", 50));
        List<Integer> loads = new ArrayList<>();
        for (JsonNode n : sink.received("load")) {
            for (JsonNode c : n.get("profileChanges")) {
                if (c.get("path").asString().equals("/load")) {
                    loads.add(c.get("newValue").asInt());
                }
            }
        }
        assertThat(loads).as("55 was within 10 points of 50").containsExactlyInAnyOrder(50, 61);

        assertThat(HttpProbe.h2c("DELETE", a + uri(id), null).status()).isEqualTo(204);
        JsonNode gone = sink.await("priority", event("NF_DEREGISTERED"));
        assertThat(gone.get("nfInstanceUri").asString()).isEqualTo(a + uri(id));
        assertThat(gone.has("nfProfile")).isFalse();
        assertThat(gone.has("conditionEvent")).isFalse();
        sink.await("service-" + set, event("NF_DEREGISTERED"));
    }

    @Test
    void aSilentInstanceIsSuspendedOnceAndRegisteredAgainByItsNextHeartbeat() throws Exception {
        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", b + uri(id), profile(id, set(), "")).status()).isEqualTo(201);
        long registeredAt = storedUpdatedAt(id);
        String watch = "expiry-" + id;
        subscribed(a, """
                {"nfStatusNotificationUri":"%s","subscrCond":{"nfInstanceId":"%s"},"reqNotifEvents":["NF_PROFILE_CHANGED"]}"""
                .formatted(sink.uri(watch), id));

        JsonNode suspended = sink.await(watch, change("/nfStatus", "SUSPENDED"));
        assertThat(suspended.get("profileChanges").get(0).get("origValue").asString()).isEqualTo("REGISTERED");
        // Either instance may have swept: the other sees the suspension within its view's poll interval.
        String status = null;
        for (Instant until = Instant.now().plusSeconds(10); Instant.now().isBefore(until); Thread.sleep(50)) {
            status = HttpProbe.h2c("GET", a + uri(id), null).json().get("nfStatus").asString();
            if (status.equals("SUSPENDED")) {
                break;
            }
        }
        assertThat(status).isEqualTo("SUSPENDED");
        assertThat(storedUpdatedAt(id)).as("updated_at moves with the status").isGreaterThan(registeredAt);

        Reply beat = patch(a + uri(id), "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]");
        assertThat(beat.status()).isEqualTo(204);
        sink.await(watch, change("/nfStatus", "REGISTERED"));
        assertThat(sink.received(watch).stream().filter(change("/nfStatus", "SUSPENDED")).count())
                .as("two NRF instances sweep, one of them notifies").isEqualTo(1);
        assertThat(HttpProbe.h2c("DELETE", a + uri(id), null).status()).isEqualTo(204);
    }

    @Test
    void aFailingCallbackIsRetriedAndEveryOutcomeIsCounted() throws Exception {
        String set = set();
        String flaky = "flaky-" + set;
        String dead = "dead-" + set;
        sink.refuse(flaky, 2);
        sink.refuse(dead, Integer.MAX_VALUE);
        String cond = "{\"nfSetId\":\"%s\"}".formatted(set);
        subscribed(a, "{\"nfStatusNotificationUri\":\"%s\",\"subscrCond\":%s,\"reqNotifEvents\":[\"NF_REGISTERED\"]}"
                .formatted(sink.uri(flaky), cond));
        subscribed(a, "{\"nfStatusNotificationUri\":\"%s\",\"subscrCond\":%s,\"reqNotifEvents\":[\"NF_REGISTERED\"]}"
                .formatted(sink.uri(dead), cond));
        double sent = counter(adminB, "sent");
        double failed = counter(adminB, "failed");
        double retries = retries(adminB);

        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", b + uri(id), profile(id, set, "")).status()).isEqualTo(201);
        sink.await(flaky, event("NF_REGISTERED"));
        assertThat(sink.attempts(flaky)).as("two refusals, then delivered").isEqualTo(3);
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (counter(adminB, "failed") < failed + 1 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(counter(adminB, "failed")).as("the dead callback, after 3 attempts").isEqualTo(failed + 1);
        assertThat(sink.attempts(dead)).isEqualTo(3);
        assertThat(sink.received(dead)).isEmpty();
        assertThat(counter(adminB, "sent")).isEqualTo(sent + 1);
        assertThat(retries(adminB)).isEqualTo(retries + 4);
        assertThat(HttpProbe.h2c("DELETE", b + uri(id), null).status()).isEqualTo(204);
    }

    @Test
    void anExpiredSubscriptionGetsNothingAndIsRemoved() throws Exception {
        String set = set();
        String cond = "{\"nfSetId\":\"%s\"}".formatted(set);
        Instant soon = Instant.now().plusMillis(800).truncatedTo(ChronoUnit.MILLIS);
        Reply shortLived = subscribe(a, "{\"nfStatusNotificationUri\":\"%s\",\"subscrCond\":%s,\"validityTime\":\"%s\"}"
                .formatted(sink.uri("expired-" + set), cond, soon));
        assertThat(shortLived.status()).isEqualTo(201);
        assertThat(Instant.parse(shortLived.json().get("validityTime").asString())).isEqualTo(soon);
        String expiredId = shortLived.json().get("subscriptionId").asString();
        subscribed(a, "{\"nfStatusNotificationUri\":\"%s\",\"subscrCond\":%s}".formatted(sink.uri("control-" + set), cond));

        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (storedValidity(expiredId) != null && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(storedValidity(expiredId)).as("removed by the sweep").isNull();
        assertProblem(HttpProbe.h2c("DELETE", a + "/nnrf-nfm/v1/subscriptions/" + expiredId, null), 404, "SUBSCRIPTION_NOT_FOUND");

        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", a + uri(id), profile(id, set, "")).status()).isEqualTo(201);
        sink.await("control-" + set, event("NF_REGISTERED"));
        assertThat(sink.attempts("expired-" + set)).isZero();
        assertThat(HttpProbe.h2c("DELETE", a + uri(id), null).status()).isEqualTo(204);
    }

    @Test
    void aSubscriptionMadeOnOneNrfIsNotifiedOnceByTheOther() throws Exception {
        String set = set();
        String name = "cross-" + set;
        subscribed(a, "{\"nfStatusNotificationUri\":\"%s\",\"subscrCond\":{\"nfSetId\":\"%s\"},\"reqNotifEvents\":[\"NF_REGISTERED\"]}"
                .formatted(sink.uri(name), set));
        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", b + uri(id), profile(id, set, "")).status()).isEqualTo(201);
        JsonNode n = sink.await(name, event("NF_REGISTERED"));
        assertThat(n.get("nfInstanceUri").asString()).isEqualTo(b + uri(id));
        Thread.sleep(300); // a duplicate from the other instance would be here by now
        assertThat(sink.attempts(name)).isEqualTo(1);
        assertThat(HttpProbe.h2c("DELETE", b + uri(id), null).status()).isEqualTo(204);
    }

    @Test
    void conditionsOnInfoBlocksDomainsAndSlicesAreNotified() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 8);
        String domain = "domain-" + tag;
        String analytics = "ANALYTICS_" + tag.toUpperCase();
        subscribed(a, """
                {"nfStatusNotificationUri":"%s","subscrCond":{"conditionType":"NWDAF_COND","analyticsIds":["%s"]},
                 "reqNotifEvents":["NF_REGISTERED"]}""".formatted(sink.uri("nwdaf-" + tag), analytics));
        subscribed(a, """
                {"nfStatusNotificationUri":"%s","subscrCond":{"scpDomains":["%s"],"nfTypeList":["NWDAF"]},
                 "reqNotifEvents":["NF_REGISTERED"]}""".formatted(sink.uri("scp-" + tag), domain));
        int sst = 100 + Math.floorMod(tag.hashCode(), 100);
        subscribed(a, """
                {"nfStatusNotificationUri":"%s","subscrCond":{"snssaiList":[{"sst":%d}]},"reqNotifEvents":["NF_REGISTERED"]}"""
                .formatted(sink.uri("slice-" + tag), sst));

        String other = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", a + uri(other), nwdaf(other, "OTHER_ANALYTICS", "elsewhere", 1)).status()).isEqualTo(201);
        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", b + uri(id), nwdaf(id, analytics, domain, sst)).status()).isEqualTo(201);
        for (String watch : List.of("nwdaf-", "scp-", "slice-")) {
            JsonNode n = sink.await(watch + tag, event("NF_REGISTERED"));
            assertThat(n.get("nfProfile").get("nfInstanceId").asString()).isEqualTo(id);
        }
        Thread.sleep(300); // the NWDAF that matches none would have been notified by now
        for (String watch : List.of("nwdaf-", "scp-", "slice-")) {
            assertThat(sink.received(watch + tag)).as(watch).hasSize(1);
        }
        for (String nf : List.of(id, other)) {
            assertThat(HttpProbe.h2c("DELETE", a + uri(nf), null).status()).isEqualTo(204);
        }
    }

    static String nwdaf(String id, String analytics, String domain, int sst) {
        return """
                {"nfInstanceId":"%s","nfType":"NWDAF","nfStatus":"REGISTERED","fqdn":"nwdaf.corebed.test","scpDomains":["%s"],
                 "sNssais":[{"sst":%d}],"nwdafInfo":{"eventIds":["%s"]}}""".formatted(id, domain, sst, analytics);
    }

    /** The subscription's validity_until in the data tier, or null when the row is gone. */
    static Long storedValidity(String subscriptionId) throws Exception {
        try (Connection c = InProcess.bean(nrfA, DataSource.class).getConnection();
             PreparedStatement s = c.prepareStatement("SELECT validity_until FROM nf_subscriptions WHERE subscription_id = ?")) {
            s.setString(1, subscriptionId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getLong(1) : null;
            }
        }
    }

    static int validSubscriptions() throws Exception {
        try (Connection c = InProcess.bean(nrfA, DataSource.class).getConnection();
             PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM nf_subscriptions WHERE validity_until > ?")) {
            s.setLong(1, System.currentTimeMillis());
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    static long storedUpdatedAt(String id) throws Exception {
        try (Connection c = InProcess.bean(nrfA, DataSource.class).getConnection();
             PreparedStatement s = c.prepareStatement("SELECT updated_at FROM nf_instances WHERE nf_instance_id = ?")) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                assertThat(rs.next()).isTrue();
                return rs.getLong(1);
            }
        }
    }

    /** stub_nrf_notifications_total for NF_REGISTERED and one outcome, from the NRF's Prometheus page. */
    static double counter(String admin, String outcome) {
        return metric(admin, "stub_nrf_notifications_total\\{[^}]*event=\"NF_REGISTERED\",outcome=\"" + outcome + "\"[^}]*} (\\S+)");
    }

    /** sbi_callbacks_retries_total of NFStatusNotify: the retries of the NRF's callback delivery. */
    static double retries(String admin) {
        return metric(admin, "sbi_callbacks_retries_total\\{[^}]*kind=\"NFStatusNotify\",nf=\"nrf\"[^}]*} (\\S+)");
    }

    private static double metric(String admin, String regex) {
        Matcher m = Pattern.compile(regex).matcher(HttpProbe.http1("GET", admin + "/metrics", null).body());
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    static Predicate<JsonNode> event(String event) {
        return n -> n.path("event").asString().equals(event);
    }

    /** An NF_PROFILE_CHANGED whose profileChanges set {@code path} to {@code value}. */
    static Predicate<JsonNode> change(String path, Object value) {
        JsonNode expected = Json.MAPPER.valueToTree(value);
        return n -> {
            for (JsonNode c : n.path("profileChanges")) {
                if (c.path("path").asString().equals(path) && expected.equals(c.get("newValue"))) {
                    return true;
                }
            }
            return false;
        };
    }
}
