package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.PCF;
import static dev.corebed.junit.StubType.SMF_SIM;
import static dev.corebed.testkit.Corebed.answer;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.testkit.RequestPattern;
import dev.corebed.testkit.SbiEntry;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The PCF and the SMF's callback simulator started by the extension: an SM policy association made over the SBI,
 * the PCF-initiated SmPolicyUpdateNotify and termination sent on demand, and what the SMF received verified through
 * its journal; a scripted answer on the PCF; reset between tests.
 */
@CorebedTest(stubs = {PCF, SMF_SIM})
class PcfWithSimulatorsIT {

    static final String SM = "/npcf-smpolicycontrol/v1/sm-policies";

    static String context(StubHandle smf, String supi) {
        return """
                {"supi":"%s","pduSessionId":5,"pduSessionType":"IPV4","dnn":"internet","sliceInfo":{"sst":1,"sd":"000001"},
                 "notificationUri":"%s/nsmf-callback/v1/sm-policy-notify/kit","ipv4Address":"10.45.7.1",
                 "subsSessAmbr":{"uplink":"10 Mbps","downlink":"20 Mbps"}}
                """.formatted(supi, smf.sbiUri());
    }

    @Test
    void theSmfSimulatorReceivesThePcfsUpdateNotifyAndTermination(@Stub(PCF) StubHandle pcf, @Stub(SMF_SIM) StubHandle smf) {
        // No UDR, CHF or NRF in this bed: the PCF skips those steps and decides from its configuration.
        Reply created = HttpProbe.h2c("POST", pcf.sbiUri() + SM, context(smf, "imsi-001010000000501"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String location = created.header("location");
        String id = location.substring(location.lastIndexOf('/') + 1);
        String admin = pcf.adminUri() + "/admin/v1/pcf/sm-policies/" + id;

        assertThat(HttpProbe.http1("POST", admin + "/update-notify", null).json().get("outcome").asString()).isEqualTo("sent");
        assertThat(HttpProbe.http1("POST", admin + "/terminate", "{\"cause\":\"UE_SUBSCRIPTION\"}", "content-type",
                "application/json").json().get("outcome").asString()).isEqualTo("sent");

        List<SbiEntry> notified = smf.client().sbiRequests(RequestPattern.operation("SmPolicyUpdateNotification"));
        assertThat(notified).hasSize(1);
        assertThat(notified.get(0).status()).isEqualTo(204);
        assertThat(notified.get(0).body().get("resourceUri").asString()).isEqualTo(location);
        assertThat(notified.get(0).body().at("/smPolicyDecision/sessRules/sess-1/authSessAmbr/downlink").asString())
                .isEqualTo("20 Mbps");
        assertThat(smf.client().count(RequestPattern.operation("SmPolicyControlTerminationRequestNotification")
                .withBody("/cause", "UE_SUBSCRIPTION"))).isEqualTo(1);
        // The SMF simulator deleted the association after the termination, as an SMF does.
        pcf.client().verify().within(Duration.ofSeconds(10)).received(1, RequestPattern.operation("DeleteSMPolicy").withStatus(204));
    }

    @Test
    void aScriptedAnswerRefusesTheCreateAndTheResetLeftNothingFromTheTestBefore(@Stub(PCF) StubHandle pcf,
                                                                                @Stub(SMF_SIM) StubHandle smf) {
        assertThat(smf.client().count(RequestPattern.anyRequest())).isZero();
        assertThat(HttpProbe.http1("GET", pcf.adminUri() + "/admin/v1/pcf/sm-policies/count", null).json()
                .get("smPolicies").asLong()).isZero();
        pcf.client().add(answer(RequestPattern.operation("CreateSMPolicy").withSupi("imsi-001010000000502"))
                .problem(403, "SERVICE_NOT_ALLOWED"));
        Reply refused = HttpProbe.h2c("POST", pcf.sbiUri() + SM, context(smf, "imsi-001010000000502"));
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.json().get("cause").asString()).isEqualTo("SERVICE_NOT_ALLOWED");
    }
}
