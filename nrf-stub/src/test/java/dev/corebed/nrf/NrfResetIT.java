package dev.corebed.nrf;

import static dev.corebed.junit.StubType.NRF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.nrf.store.NfProfileView;
import dev.corebed.nrf.store.NfProfileViewPolls;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.ManagementApiSpec;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The NRF's part of the management API: reset (profiles, subscriptions and discovery gone at once, configured
 * rules back), its subscriptions listed and cleared, and rules set in configuration (answers.rules, faults.rules).
 */
@CorebedTest(stubs = NRF, shared = false, reset = ResetMode.NEVER, properties = {
        "faults.rules[0].id=configured-slow", "faults.rules[0].operation=GetNFInstance",
        "faults.rules[0].delay.type=fixed", "faults.rules[0].delay.ms=1",
        "answers.rules[0].id=no-nef", "answers.rules[0].match.operation=RegisterNFInstance",
        "answers.rules[0].match.body.[/nfType]=NEF", "answers.rules[0].answer.status=403",
        "answers.rules[0].answer.content-type=application/problem+json",
        "answers.rules[0].answer.body={\"status\":403,\"cause\":\"NF_TYPE_NOT_ALLOWED\"}"})
class NrfResetIT {

    @Stub
    static NrfHandle nrf;
    static String h2c;
    static String admin;

    @BeforeAll
    static void addresses() {
        h2c = nrf.sbiUri().toString();
        admin = nrf.adminUri().toString();
    }

    @BeforeEach
    void fresh() {
        assertThat(admin("POST", "/admin/v1/reset", null).status()).isEqualTo(204);
    }

    static Reply admin(String method, String path, String body) {
        return HttpProbe.http1(method, admin + path, body);
    }

    static Reply subscribe() {
        return HttpProbe.h2c("POST", h2c + "/nnrf-nfm/v1/subscriptions",
                "{\"nfStatusNotificationUri\":\"http://127.0.0.1:9/notify\",\"subscrCond\":{\"nfType\":\"UDM\"}}");
    }

    @Test
    void resetRemovesProfilesSubscriptionsAndRuntimeRulesAndDiscoveryFollowsAtOnce() throws Exception {
        String id = UUID.randomUUID().toString();
        assertThat(HttpProbe.h2c("PUT", h2c + "/nnrf-nfm/v1/nf-instances/" + id, NfManagementIT.profile(id, "UDM")).status())
                .isEqualTo(201);
        assertThat(subscribe().status()).isEqualTo(201);
        NfProfileViewPolls.poll(InProcess.bean(nrf, NfProfileView.class)); // discovery sees the registration (it polls every 250 ms)
        assertThat(HttpProbe.h2c("GET", h2c + "/nnrf-disc/v1/nf-instances?target-nf-type=UDM&requester-nf-type=AMF", null)
                .json().get("nfInstances")).hasSize(1);
        assertThat(admin("POST", "/admin/v1/faults", "{\"operation\":\"SearchNFInstances\",\"error\":{\"type\":\"reset\"}}")
                .status()).isEqualTo(201);
        JsonNode subscriptions = admin("GET", "/admin/v1/nrf/subscriptions", null).json();
        assertThat(subscriptions).hasSize(1);
        assertThat(subscriptions.get(0).get("subscrCond").get("nfType").asString()).isEqualTo("UDM");
        assertThat(admin("GET", "/admin/v1/journal?service=nnrf-nfm", null).json().get("total").asInt()).isEqualTo(2);

        assertThat(admin("POST", "/admin/v1/reset", null).status()).isEqualTo(204);

        assertThat(HttpProbe.h2c("GET", h2c + "/nnrf-nfm/v1/nf-instances/" + id, null).status()).isEqualTo(404);
        Reply discovery = HttpProbe.h2c("GET", h2c + "/nnrf-disc/v1/nf-instances?target-nf-type=UDM&requester-nf-type=AMF", null);
        assertThat(discovery.status()).isEqualTo(200);
        assertThat(discovery.json().get("nfInstances")).as("the view is refreshed by the reset").isEmpty();
        assertThat(admin("GET", "/admin/v1/nrf/subscriptions", null).json()).isEmpty();
        JsonNode faults = admin("GET", "/admin/v1/faults", null).json();
        assertThat(faults).hasSize(1);
        assertThat(faults.get(0).get("id").asString()).isEqualTo("configured-slow");
        assertThat(admin("GET", "/admin/v1/answers", null).json().get(0).get("id").asString()).isEqualTo("no-nef");
        assertThat(admin("GET", "/admin/v1/journal", null).json().get("total").asInt()).as("the 404 and the search after the reset")
                .isEqualTo(2);
    }

    @Test
    void subscriptionsAreClearedOnTheirOwn() {
        assertThat(subscribe().status()).isEqualTo(201);
        assertThat(admin("DELETE", "/admin/v1/nrf/subscriptions", null).status()).isEqualTo(204);
        assertThat(admin("GET", "/admin/v1/nrf/subscriptions", null).json()).isEmpty();
    }

    @Test
    void aConfiguredScriptedAnswerMatchesTheBody() {
        String id = UUID.randomUUID().toString();
        Reply nef = HttpProbe.h2c("PUT", h2c + "/nnrf-nfm/v1/nf-instances/" + id, NfManagementIT.profile(id, "NEF"));
        assertThat(nef.status()).isEqualTo(403);
        assertThat(nef.header("content-type")).isEqualTo("application/problem+json");
        assertThat(nef.json().get("cause").asString()).isEqualTo("NF_TYPE_NOT_ALLOWED");
        assertThat(HttpProbe.h2c("GET", h2c + "/nnrf-nfm/v1/nf-instances/" + id, null).status()).as("nothing stored").isEqualTo(404);
        assertThat(HttpProbe.h2c("PUT", h2c + "/nnrf-nfm/v1/nf-instances/" + id, NfManagementIT.profile(id, "AUSF")).status())
                .isEqualTo(201);
    }

    @Test
    void theManagementApiDocumentDescribesEveryRouteOfThisStub() {
        ManagementApiSpec.assertDescribes("nrf", InProcess.bean(nrf, SbiEndpoints.class).managementRoutes());
    }
}
