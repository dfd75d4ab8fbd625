package dev.corebed.udr;

import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CallbackSink;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.HttpProbe;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/**
 * subs-to-notify against TS29519_Policy_Data.yaml, and the PolicyDataChangeNotification arrays a PCF's
 * callback receives when watched data changes through the SBI or the provisioning API.
 */
@CorebedTest(stubs = UDR, reset = ResetMode.PER_CLASS, properties = {"stub.udr.notifications.retry-backoff=100ms", "stub.udr.subscriptions.expiry-check-interval=200ms"})
class PolicyDataSubscriptionIT {

    @Stub
    static UdrHandle udr;
    @RegisterExtension
    static final CallbackSink sink = new CallbackSink();

    static String ue(String ueId) {
        return udr.sbiUri() + "/nudr-dr/v2/policy-data/ues/" + ueId;
    }

    static Reply subscribe(String body) {
        return HttpProbe.h2c("POST", udr.sbiUri() + "/nudr-dr/v2/policy-data/subs-to-notify", body);
    }

    static Reply mergePatch(String url, String body) {
        return HttpProbe.h2c("PATCH", url, body, "-H", "content-type: application/merge-patch+json");
    }

    /** The one PolicyDataChangeNotification of a notification (the array) that carries the attribute. */
    static JsonNode with(JsonNode array, String attribute) {
        for (JsonNode n : array) {
            if (n.has(attribute)) {
                return n;
            }
        }
        throw new AssertionError("no " + attribute + " in " + array);
    }

    static boolean has(JsonNode array, String attribute) {
        for (JsonNode n : array) {
            if (n.has(attribute)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void watchedChangesThroughSbiAndProvisioningAreNotified() throws Exception {
        String imsi = "imsi-001030000000001";
        Reply created = subscribe("""
                {"notificationUri":"%s","notifId":"n-1","supportedFeatures":"3",
                 "monitoredResourceUris":["%s/ue-policy-set","%s/sm-data"]}""".formatted(sink.uri("pcf1"), ue(imsi), ue(imsi)));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("location")).matches(udr.sbiUri().toString().replace(".", "\\.") + "/nudr-dr/v2/policy-data/subs-to-notify/[0-9a-f-]{36}");
        assertThat(created.json().get("notificationUri").asString()).isEqualTo(sink.uri("pcf1"));
        assertThat(created.json().get("monitoredResourceUris")).hasSize(2);
        assertThat(created.json().get("supportedFeatures").asString()).isEqualTo("0"); // no optional feature by default

        // Through the SBI: a new ue-policy-set.
        assertThat(HttpProbe.h2c("PUT", ue(imsi) + "/ue-policy-set", PolicyDataIT.UE_POLICY_SET).status()).isEqualTo(201);
        JsonNode first = sink.await("pcf1", n -> has(n, "uePolicySet"));
        assertThat(first.isArray()).isTrue();
        assertThat(first).hasSize(1);
        assertThat(first.get(0).get("ueId").asString()).isEqualTo(imsi);
        assertThat(first.get(0).get("notifId").asString()).isEqualTo("n-1");
        assertThat(first.get(0).get("uePolicySet").get("upsis").get(0).asString()).isEqualTo("up1");
        assertThat(sink.callbackHeaders("pcf1")).contains("Nudr_DataRepository_Notify");

        // A usage monitoring resource below the watched sm-data.
        assertThat(HttpProbe.h2c("PUT", ue(imsi) + "/sm-data/um7", PolicyDataIT.USAGE).status()).isEqualTo(201);
        JsonNode usage = with(sink.await("pcf1", n -> has(n, "usageMonData")), "usageMonData");
        assertThat(usage.get("usageMonId").asString()).isEqualTo("um7");
        assertThat(usage.get("usageMonData").get("limitId").asString()).isEqualTo("lim1");

        // Through provisioning: the whole UE is replaced; sm-data appears, ue-policy-set and the usage resource go.
        Reply provisioned = HttpProbe.http1("PUT", udr.adminUri() + "/admin/v1/udr/policy-data/" + imsi,
                "{\"amPolicyDataSet\":" + PolicyDataIT.AM + ",\"smPolicyDataSet\":" + PolicyDataIT.SM + "}");
        assertThat(provisioned.status()).isEqualTo(200);
        JsonNode replaced = sink.await("pcf1", n -> has(n, "smPolicyData"));
        assertThat(with(replaced, "smPolicyData").get("smPolicyData").get("smPolicySnssaiData").has("1-000001")).isTrue();
        List<String> deleted = replaced.findValues("delResources").stream().map(d -> d.get(0).asString()).toList();
        assertThat(deleted).containsExactlyInAnyOrder(ue(imsi) + "/ue-policy-set", ue(imsi) + "/sm-data/um7");
        assertThat(has(replaced, "amPolicyData")).isFalse(); // am-data is not watched

        // Unwatched: am-data; nothing is sent for it.
        HttpProbe.http1("PUT", udr.adminUri() + "/admin/v1/udr/policy-data/" + imsi,
                "{\"amPolicyDataSet\":{\"subscCats\":[\"x\"]},\"smPolicyDataSet\":" + PolicyDataIT.SM + "}");
        mergePatch(ue(imsi) + "/sm-data", "{\"umData\":{\"lim1\":{\"limitId\":\"lim1\"}}}");
        sink.await("pcf1", n -> has(n, "smPolicyData") && with(n, "smPolicyData").get("smPolicyData").has("umData"));
        assertThat(sink.received("pcf1")).noneMatch(n -> has(n, "amPolicyData"));
    }

    @Test
    void failedDeliveriesAreRetriedAndCounted() throws Exception {
        String imsi = "imsi-001030000000002";
        sink.refuse("flaky", 1);
        assertThat(subscribe("""
                {"notificationUri":"%s","monitoredResourceUris":["%s"]}""".formatted(sink.uri("flaky"), ue(imsi))).status())
                .isEqualTo(201);
        assertThat(HttpProbe.h2c("PUT", ue(imsi) + "/operator-specific-data", PolicyDataIT.OSD).status()).isEqualTo(201);
        JsonNode n = sink.await("flaky", a -> has(a, "opSpecDataMap"));
        assertThat(with(n, "opSpecDataMap").get("opSpecDataMap").get("quota").get("value").asInt()).isEqualTo(10);
        assertThat(sink.attempts("flaky")).isEqualTo(2);
        String metrics = HttpProbe.http1("GET", udr.adminUri() + "/metrics", null).body();
        assertThat(metrics).containsPattern("stub_udr_notifications_total\\{[^}]*outcome=\"sent\"[^}]*resource=\"operator-specific-data\"[^}]*} [1-9]");
        assertThat(metrics).containsPattern("sbi_callbacks_retries_total\\{[^}]*kind=\"PolicyDataChangeNotification\",nf=\"udr\"[^}]*} [1-9]");
        assertThat(metrics).containsPattern("sbi_callbacks_total\\{[^}]*kind=\"PolicyDataChangeNotification\",nf=\"udr\",outcome=\"sent\"[^}]*} [1-9]");
    }

    @Test
    void subscriptionsAreReplacedAndDeleted() throws Exception {
        String imsi = "imsi-001030000000003";
        Reply created = subscribe("""
                {"notificationUri":"%s","monitoredResourceUris":["%s/am-data"]}""".formatted(sink.uri("repl"), ue(imsi)));
        String location = created.header("location");
        Reply replaced = HttpProbe.h2c("PUT", location, """
                {"notificationUri":"%s","notifId":"second","monitoredResourceUris":["%s/ue-policy-set"]}"""
                .formatted(sink.uri("repl"), ue(imsi)));
        assertThat(replaced.status()).as(replaced.body()).isEqualTo(200);
        assertThat(replaced.json().get("notifId").asString()).isEqualTo("second");
        HttpProbe.h2c("PUT", ue(imsi) + "/ue-policy-set", PolicyDataIT.UE_POLICY_SET);
        assertThat(with(sink.await("repl", n -> has(n, "uePolicySet")), "uePolicySet").get("notifId").asString()).isEqualTo("second");

        assertThat(HttpProbe.h2c("DELETE", location, null).status()).isEqualTo(204);
        PolicyDataIT.assertProblem(HttpProbe.h2c("DELETE", location, null), 404, "SUBSCRIPTION_NOT_FOUND");
        PolicyDataIT.assertProblem(HttpProbe.h2c("PUT", location, """
                {"notificationUri":"%s","monitoredResourceUris":["%s/am-data"]}""".formatted(sink.uri("repl"), ue(imsi))),
                404, "SUBSCRIPTION_NOT_FOUND");
        int before = sink.received("repl").size();
        HttpProbe.h2c("PUT", ue(imsi) + "/ue-policy-set", PolicyDataIT.UE_POLICY_SET.replace("silver", "tin"));
        // A subscription of another callback made after the change shows the UDR has moved on; the deleted one got nothing.
        subscribe("""
                {"notificationUri":"%s","monitoredResourceUris":["%s/ue-policy-set"]}""".formatted(sink.uri("after"), ue(imsi)));
        HttpProbe.h2c("PUT", ue(imsi) + "/ue-policy-set", PolicyDataIT.UE_POLICY_SET.replace("silver", "zinc"));
        sink.await("after", n -> has(n, "uePolicySet"));
        assertThat(sink.received("repl")).hasSize(before);
    }

    @Test
    void gpsiSubscribersHearOfChangesMadeThroughTheSupi() throws Exception {
        String imsi = "imsi-001030000000004";
        HttpProbe.http1("PUT", udr.adminUri() + "/admin/v1/udr/policy-data/" + imsi,
                "{\"gpsi\":\"msisdn-33700000004\",\"amPolicyDataSet\":" + PolicyDataIT.AM + "}");
        // v1 URIs watch the same resources as v2 ones.
        subscribe("""
                {"notificationUri":"%s","monitoredResourceUris":["%s/nudr-dr/v1/policy-data/ues/msisdn-33700000004/am-data"]}"""
                .formatted(sink.uri("gpsi"), udr.sbiUri()));
        HttpProbe.http1("PUT", udr.adminUri() + "/admin/v1/udr/policy-data/" + imsi,
                "{\"gpsi\":\"msisdn-33700000004\",\"amPolicyDataSet\":{\"subscCats\":[\"platinum\"]}}");
        JsonNode n = with(sink.await("gpsi", a -> has(a, "amPolicyData")), "amPolicyData");
        assertThat(n.get("ueId").asString()).isEqualTo("msisdn-33700000004");
        assertThat(n.get("amPolicyData").get("subscCats").get(0).asString()).isEqualTo("platinum");

        HttpProbe.http1("DELETE", udr.adminUri() + "/admin/v1/udr/policy-data/" + imsi, null);
        JsonNode gone = sink.await("gpsi", a -> has(a, "delResources"));
        assertThat(gone.get(0).get("delResources").get(0).asString())
                .isEqualTo(udr.sbiUri() + "/nudr-dr/v1/policy-data/ues/msisdn-33700000004/am-data");
    }

    @Test
    void monitoredAndExcludedItemsNarrowWhatIsNotified() throws Exception {
        String imsi = "imsi-001030000000005";
        HttpProbe.http1("PUT", udr.adminUri() + "/admin/v1/udr/policy-data/" + imsi, "{\"smPolicyDataSet\":" + PolicyDataIT.SM + "}");
        String sm = ue(imsi) + "/sm-data";
        subscribe("""
                {"notificationUri":"%s","monitoredResourceUris":[],
                 "monResItems":[{"monResourceUri":"%s","items":["/umData/lim1/allowedUsage"]}]}""".formatted(sink.uri("items"), sm));
        subscribe("""
                {"notificationUri":"%s","monitoredResourceUris":["%s"],
                 "excludedResItems":[{"monResourceUri":"%s","items":["/umData"]}]}""".formatted(sink.uri("excl"), sm, sm));

        // umData only: the fragment subscriber hears of its item, the other excluded it.
        mergePatch(sm, "{\"umData\":{\"lim1\":{\"limitId\":\"lim1\",\"allowedUsage\":{\"totalVolume\":77}}}}");
        JsonNode fragment = sink.await("items", n -> has(n, "reportedFragments"));
        JsonNode report = fragment.get(0).get("reportedFragments").get(0);
        assertThat(report.get("resourceId").asString()).isEqualTo(sm);
        assertThat(report.get("notifItems").get(0).get("item").asString()).isEqualTo("/umData/lim1/allowedUsage");
        assertThat(report.get("notifItems").get(0).get("value").get("totalVolume").asLong()).isEqualTo(77);

        // bdtRefIds only: the excluding subscriber hears of it, the fragment subscriber's item did not change.
        mergePatch(sm, """
                {"smPolicySnssaiData":{"2":{"snssai":{"sst":2},"smPolicyDnnData":{"internet":{"dnn":"internet","bdtRefIds":{"b":"r1"}}}}}}""");
        JsonNode whole = with(sink.await("excl", n -> has(n, "smPolicyData")), "smPolicyData");
        assertThat(whole.get("smPolicyData").get("smPolicySnssaiData").get("2").get("smPolicyDnnData").get("internet")
                .get("bdtRefIds").get("b").asString()).isEqualTo("r1");
        assertThat(sink.received("excl")).hasSize(1);
        assertThat(sink.received("items")).hasSize(1);
    }

    @Test
    void badSubscriptionsAre400() {
        String imsi = "imsi-001030000000006";
        PolicyDataIT.assertInvalid(subscribe("{\"monitoredResourceUris\":[\"%s\"]}".formatted(ue(imsi))),
                "MANDATORY_IE_MISSING", "/notificationUri");
        PolicyDataIT.assertInvalid(subscribe("{\"notificationUri\":\"%s\"}".formatted(sink.uri("x"))),
                "MANDATORY_IE_MISSING", "/monitoredResourceUris");
        PolicyDataIT.assertInvalid(subscribe("{\"notificationUri\":\"not a uri\",\"monitoredResourceUris\":[\"%s\"]}".formatted(ue(imsi))),
                "MANDATORY_IE_INCORRECT", "/notificationUri");
        PolicyDataIT.assertInvalid(subscribe("{\"notificationUri\":\"%s\",\"monitoredResourceUris\":[\"%s/nudr-dr/v2/subscription-data/%s\"]}"
                .formatted(sink.uri("x"), udr.sbiUri(), imsi)), "MANDATORY_IE_INCORRECT", "/monitoredResourceUris/0");
        PolicyDataIT.assertInvalid(subscribe("{\"notificationUri\":\"%s\",\"monitoredResourceUris\":[\"%s\"],\"expiry\":\"%s\"}"
                .formatted(sink.uri("x"), ue(imsi), OffsetDateTime.now().minusHours(1))), "OPTIONAL_IE_INCORRECT", "/expiry");
        PolicyDataIT.assertInvalid(subscribe("{\"notificationUri\":\"%s\",\"monitoredResourceUris\":[],\"monResItems\":[{\"monResourceUri\":\"%s\",\"items\":[\"nopointer\"]}]}"
                .formatted(sink.uri("x"), ue(imsi))), "OPTIONAL_IE_INCORRECT", "/monResItems/0/items/0");
        PolicyDataIT.assertProblem(subscribe("{\"notificationUri\""), 400, "INVALID_MSG_FORMAT");
        // null where the yaml does not say nullable
        PolicyDataIT.assertInvalid(subscribe("{\"notificationUri\":\"%s\",\"monitoredResourceUris\":[\"%s\"],\"monResItems\":null}"
                .formatted(sink.uri("x"), ue(imsi))), "OPTIONAL_IE_INCORRECT", "/monResItems");
        // a watched path longer than the data tier's key (512 characters)
        PolicyDataIT.assertInvalid(subscribe("{\"notificationUri\":\"%s\",\"monitoredResourceUris\":[\"%s/%s\"]}"
                .formatted(sink.uri("x"), ue(imsi), "a".repeat(500))), "MANDATORY_IE_INCORRECT", "/monitoredResourceUris/0");
        // subsIds are UUIDs: another id names no subscription
        PolicyDataIT.assertProblem(HttpProbe.h2c("DELETE", udr.sbiUri() + "/nudr-dr/v2/policy-data/subs-to-notify/" + "s".repeat(100), null),
                404, "SUBSCRIPTION_NOT_FOUND");
    }

    @Test
    void expiredSubscriptionsReceiveNothing() throws Exception {
        String imsi = "imsi-001030000000007";
        Reply r = subscribe("""
                {"notificationUri":"%s","monitoredResourceUris":["%s"],"expiry":"%s"}"""
                .formatted(sink.uri("expiring"), ue(imsi), OffsetDateTime.now().plusSeconds(1)));
        assertThat(r.status()).isEqualTo(201);
        assertThat(r.json().has("expiry")).isTrue();
        Thread.sleep(1500);
        subscribe("""
                {"notificationUri":"%s","monitoredResourceUris":["%s"]}""".formatted(sink.uri("live"), ue(imsi)));
        HttpProbe.h2c("PUT", ue(imsi) + "/ue-policy-set", PolicyDataIT.UE_POLICY_SET);
        sink.await("live", n -> has(n, "uePolicySet"));
        assertThat(sink.received("expiring")).isEmpty();
        // The sweep removed it.
        PolicyDataIT.assertProblem(HttpProbe.h2c("DELETE", r.header("location"), null), 404, "SUBSCRIPTION_NOT_FOUND");
    }
}
