package dev.corebed.udr.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.udr.service.PolicyDataNotifications.Change;
import dev.corebed.udr.store.PolicyDataStore.Watcher;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** Which PolicyDataChangeNotification a subscription gets for a change. */
class PolicyDataNotificationsTest {

    static final String UE = "http://udr/nudr-dr/v2/policy-data/ues/";

    static JsonNode json(String s) {
        return Json.parse(s.getBytes(StandardCharsets.UTF_8));
    }

    static Change sm(String before, String after) {
        return new Change("sm-data", "sm-data", "smPolicyData", null, before == null ? null : json(before),
                after == null ? null : json(after));
    }

    @Test
    void aWatchedResourceOrAncestorGetsTheNewDocumentUnderTheIdentityItWatched() {
        JsonNode sub = json("{\"monitoredResourceUris\":[\"" + UE + "msisdn-336/sm-data\"]}");
        ObjectNode e = PolicyDataNotifications.element(sub, List.of("imsi-001", "msisdn-336"), sm(null, "{\"a\":1}"));
        assertThat(e).isEqualTo(json("{\"ueId\":\"msisdn-336\",\"smPolicyData\":{\"a\":1}}"));

        JsonNode ancestor = json("{\"monitoredResourceUris\":[\"" + UE + "imsi-001\"]}");
        Change usage = new Change("sm-data/um1", "usage-mon", "usageMonData", "um1", null, json("{\"limitId\":\"l\"}"));
        assertThat(PolicyDataNotifications.element(ancestor, List.of("imsi-001"), usage))
                .isEqualTo(json("{\"ueId\":\"imsi-001\",\"usageMonId\":\"um1\",\"usageMonData\":{\"limitId\":\"l\"}}"));

        assertThat(PolicyDataNotifications.element(ancestor, List.of("imsi-001"), sm("{\"a\":1}", null)))
                .isEqualTo(json("{\"ueId\":\"imsi-001\",\"delResources\":[\"" + UE + "imsi-001/sm-data\"]}"));
        assertThat(PolicyDataNotifications.element(sub, List.of("imsi-002"), sm(null, "{}"))).isNull();
    }

    @Test
    void itemsNarrowToTheFragmentsThatChanged() {
        JsonNode sub = json("{\"monitoredResourceUris\":[],\"monResItems\":[{\"monResourceUri\":\"" + UE
                + "imsi-001/sm-data\",\"items\":[\"/umData/l\",\"/x\"]}]}");
        ObjectNode e = PolicyDataNotifications.element(sub, List.of("imsi-001"),
                sm("{\"umData\":{\"l\":1},\"x\":5,\"y\":1}", "{\"umData\":{\"l\":2},\"x\":5,\"y\":2}"));
        assertThat(e.get("reportedFragments").get(0).get("notifItems"))
                .isEqualTo(json("[{\"item\":\"/umData/l\",\"value\":2}]"));
        assertThat(PolicyDataNotifications.element(sub, List.of("imsi-001"), sm("{\"x\":5,\"y\":1}", "{\"x\":5,\"y\":2}"))).isNull();
        ObjectNode removed = PolicyDataNotifications.element(sub, List.of("imsi-001"), sm("{\"x\":5}", "{}"));
        assertThat(removed.get("reportedFragments").get(0).get("notifItems").get(0).get("value").isNull()).isTrue();
    }

    @Test
    void changesOnlyInExcludedItemsAreNotNotified() {
        JsonNode sub = json("{\"monitoredResourceUris\":[\"" + UE + "imsi-001/sm-data\"],\"excludedResItems\":[{\"monResourceUri\":\""
                + UE + "imsi-001/sm-data\",\"items\":[\"/umData\"]}]}");
        assertThat(PolicyDataNotifications.element(sub, List.of("imsi-001"), sm("{\"umData\":{\"l\":1},\"k\":1}", "{\"umData\":{\"l\":2},\"k\":1}")))
                .isNull();
        assertThat(PolicyDataNotifications.element(sub, List.of("imsi-001"), sm("{\"umData\":{\"l\":1},\"k\":1}", "{\"umData\":{\"l\":2},\"k\":2}")))
                .isNotNull();
    }

    @Test
    void changesBeyondTheQueueBoundAreDroppedAndCounted() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        var timers = Executors.newSingleThreadScheduledExecutor();
        try (SbiClient sbi = new SbiClient()) {
            CallbackDelivery delivery = new CallbackDelivery(sbi, timers, registry, "udr",
                    new CallbackDelivery.Options(1, Duration.ZERO, 10, null));
            List<Runnable> parked = new ArrayList<>();
            PolicyDataNotifications notifications = new PolicyDataNotifications(delivery,
                    new UdrMetrics(registry, () -> 0), parked::add, 1);
            List<Watcher> two = List.of(new Watcher("s1", "{}", new LinkedHashSet<>(Set.of("k"))),
                    new Watcher("s2", "{}", new LinkedHashSet<>(Set.of("k"))));
            notifications.changed(List.of("imsi-001"), List.of(sm(null, "{}")), two);
            notifications.changed(List.of("imsi-001"), List.of(sm(null, "{}")), two);
            assertThat(parked).hasSize(1);
            assertThat(registry.get("stub.udr.notifications").tag("outcome", "dropped").tag("resource", "sm-data").counter().count())
                    .isEqualTo(2.0);
            assertThat(registry.get("sbi.callbacks").tag("kind", "PolicyDataChangeNotification").tag("outcome", "dropped")
                    .counter().count()).isEqualTo(2.0);
        } finally {
            timers.shutdownNow();
        }
    }
}
