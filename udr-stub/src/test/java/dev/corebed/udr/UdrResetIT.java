package dev.corebed.udr;

import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.ManagementApiSpec;
import dev.corebed.sbi.test.HttpProbe.Reply;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The UDR's part of the management API: reset (policy data, subscriptions and the group-id map gone, the range
 * view reloaded at once, configured fault rules back), policy data cleared with or without the group-id map, and
 * provisioning bodies with an unknown field refused.
 */
@CorebedTest(stubs = UDR, shared = false, reset = ResetMode.NEVER, properties = {
        "faults.rules[0].id=configured-slow", "faults.rules[0].service=nudr-dr",
        "faults.rules[0].delay.type=fixed", "faults.rules[0].delay.ms=1"})
class UdrResetIT {

    static final String IMSI = "imsi-001010000000001";
    @Stub
    static UdrHandle udr;

    @BeforeEach
    void fresh() {
        assertThat(admin("POST", "/admin/v1/reset", null).status()).isEqualTo(204);
    }

    static Reply admin(String method, String path, String body) {
        return HttpProbe.http1(method, udr.adminUri() + path, body);
    }

    static Reply amData() {
        return HttpProbe.h2c("GET", udr.sbiUri() + "/nudr-dr/v2/policy-data/ues/" + IMSI + "/am-data", null);
    }

    static Reply groupId() {
        return HttpProbe.h2c("GET", udr.sbiUri() + "/nudr-group-id-map/v1/nf-group-ids?nf-type=UDM&subscriberId=" + IMSI, null);
    }

    static void provision() {
        assertThat(admin("PUT", "/admin/v1/udr/policy-data/" + IMSI, "{\"amPolicyDataSet\":" + PolicyDataIT.AM + "}").status())
                .isEqualTo(201);
        assertThat(admin("PUT", "/admin/v1/udr/group-id-ranges/udm-a", GroupIdMapIT.range("UDM", "supi", "001010000000000",
                "001010000000999", "udm-group-a")).status()).isEqualTo(201);
        assertThat(amData().status()).isEqualTo(200);
        assertThat(groupId().json().get("UDM").asString()).isEqualTo("udm-group-a");
    }

    @Test
    void resetRemovesPolicyDataSubscriptionsAndTheGroupIdMapAndBringsBackTheConfiguredRules() {
        provision();
        Reply sub = HttpProbe.h2c("POST", udr.sbiUri() + "/nudr-dr/v2/policy-data/subs-to-notify", """
                {"notificationUri":"http://127.0.0.1:9/notify","monitoredResourceUris":["%s/nudr-dr/v2/policy-data/ues/%s"]}"""
                .formatted(udr.sbiUri(), IMSI));
        assertThat(sub.status()).as(sub.body()).isEqualTo(201);
        assertThat(admin("PUT", "/admin/v1/faults/runtime", "{\"service\":\"nudr-dr\",\"error\":{\"type\":\"reset\"},\"times\":1}")
                .status()).isEqualTo(201);
        assertThat(admin("DELETE", "/admin/v1/faults/runtime", null).status()).isEqualTo(204);
        assertThat(admin("PUT", "/admin/v1/faults/runtime", "{\"service\":\"nudr-dr\",\"error\":{\"type\":\"reset\"},\"after\":5}")
                .status()).isEqualTo(201);

        assertThat(admin("POST", "/admin/v1/reset", "{}").status()).isEqualTo(204);

        Reply gone = amData();
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.json().get("cause").asString()).isEqualTo("USER_NOT_FOUND");
        assertThat(groupId().status()).as("the range view reloaded").isEqualTo(404);
        assertThat(HttpProbe.h2c("DELETE", sub.header("location"), null).status()).as("the subscription is gone").isEqualTo(404);
        JsonNode faults = admin("GET", "/admin/v1/faults", null).json();
        assertThat(faults).hasSize(1);
        assertThat(faults.get(0).get("id").asString()).isEqualTo("configured-slow");
    }

    @Test
    void policyDataIsClearedWithTheGroupIdMapOnlyWhenAskedFor() {
        provision();
        assertThat(admin("DELETE", "/admin/v1/udr/policy-data", null).status()).isEqualTo(204);
        assertThat(amData().status()).isEqualTo(404);
        assertThat(groupId().status()).as("group-id map kept").isEqualTo(200);
        assertThat(admin("DELETE", "/admin/v1/udr/policy-data?include=everything", null).status()).isEqualTo(400);
        assertThat(admin("DELETE", "/admin/v1/udr/policy-data?include=group-id-map", null).status()).isEqualTo(204);
        assertThat(groupId().status()).isEqualTo(404);
    }

    @Test
    void provisioningBodiesRefuseUnknownFields() {
        Reply ue = admin("PUT", "/admin/v1/udr/policy-data/" + IMSI, "{\"amPolicyDataSets\":" + PolicyDataIT.AM + "}");
        assertThat(ue.status()).isEqualTo(400);
        assertThat(ue.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/amPolicyDataSets");
        Reply range = admin("PUT", "/admin/v1/udr/group-id-ranges/r1",
                "{\"nfType\":\"UDM\",\"identityType\":\"supi\",\"start\":\"001\",\"end\":\"002\",\"groupid\":\"g\"}");
        assertThat(range.status()).isEqualTo(400);
        assertThat(range.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/groupid");
        Reply bulk = admin("POST", "/admin/v1/udr/policy-data/bulk", "{\"first\":\"001010000000001\",\"count\":1,\"cnt\":2}");
        assertThat(bulk.status()).isEqualTo(400);
        assertThat(bulk.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/cnt");
        assertThat(amData().status()).isEqualTo(404);
    }

    @Test
    void theManagementApiDocumentDescribesEveryRouteOfThisStub() {
        ManagementApiSpec.assertDescribes("udr", InProcess.bean(udr, SbiEndpoints.class).managementRoutes());
    }
}
