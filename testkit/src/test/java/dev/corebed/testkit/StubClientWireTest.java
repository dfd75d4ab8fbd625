package dev.corebed.testkit;

import static dev.corebed.testkit.Corebed.answer;
import static dev.corebed.testkit.Corebed.fault;
import static dev.corebed.testkit.Operations.ccr;
import static dev.corebed.testkit.Operations.readAmPolicyData;
import static dev.corebed.testkit.Operations.registerNfInstance;
import static dev.corebed.testkit.Operations.searchNfInstances;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.corebed.testkit.FakeManagementPort.Reply;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** What the client sends the management API, and how it reads the answers: the contract of docs/management-api.md. */
class StubClientWireTest {

    FakeManagementPort port;
    StubClient stub;

    @BeforeEach
    void start() throws Exception {
        port = new FakeManagementPort();
        stub = StubClient.of(port.uri());
    }

    @AfterEach
    void stop() {
        port.close();
    }

    static JsonNode json(String s) {
        return Wire.JSON.readTree(s);
    }

    @Test
    void aScriptedAnswerIsPostedWithItsMatch() {
        port.answer(c -> new Reply(201, "{\"id\":\"answer-1\",\"applied\":0,\"remaining\":2}"));
        RuleRef ref = stub.add(answer(searchNfInstances().withQuery("target-nf-type", "UDM")).times(2).priority(5)
                .status(200).header("cache-control", "max-age=60").jsonBody("{\"validityPeriod\":60,\"nfInstances\":[]}"));

        assertThat(ref.id()).isEqualTo("answer-1");
        assertThat(port.last().method()).isEqualTo("POST");
        assertThat(port.last().target()).isEqualTo("/admin/v1/answers");
        assertThat(json(port.last().body())).isEqualTo(json("""
                {"priority":5,"match":{"service":"nnrf-disc","operation":"SearchNFInstances","query":{"target-nf-type":"UDM"}},
                 "times":2,"answer":{"status":200,"headers":{"cache-control":"max-age=60"},
                 "body":{"validityPeriod":60,"nfInstances":[]}}}"""));
    }

    @Test
    void aRuleWithAnIdIsPutUnderIt() {
        port.answer(c -> new Reply(201, "{\"id\":\"second-update\"}"));
        stub.add(fault(readAmPolicyData().withSupi("imsi-001010000000001")).id("second-update").after(1).times(1)
                .error(503, "NF_CONGESTION"));
        assertThat(port.last().method()).isEqualTo("PUT");
        assertThat(port.last().target()).isEqualTo("/admin/v1/faults/second-update");
        assertThat(json(port.last().body())).isEqualTo(json("""
                {"id":"second-update","match":{"service":"nudr-dr","operation":"ReadAccessAndMobilityPolicyData",
                 "supi":"imsi-001010000000001"},"error":{"type":"http","status":503,"cause":"NF_CONGESTION"},"times":1,"after":1}"""));
    }

    @Test
    void aDiameterAnswerAndFault() {
        port.answer(c -> new Reply(201, "{\"id\":\"x\"}"));
        stub.add(answer(ccr().initial().withAvp("Subscription-Id-Data", "001010000000001")).resultCode(5030)
                .avps(AvpSpec.avp("Error-Message", "no such user"), AvpSpec.group("Subscription-Id",
                        AvpSpec.avp("Subscription-Id-Type", 1), AvpSpec.avp("Subscription-Id-Data", "001010000000001"))));
        assertThat(json(port.last().body())).isEqualTo(json("""
                {"match":{"service":"gx","operation":"CCR-I","avps":{"Subscription-Id-Data":"001010000000001"}},
                 "answer":{"resultCode":5030,"avps":[{"name":"Error-Message","value":"no such user"},
                   {"name":"Subscription-Id","value":[{"name":"Subscription-Id-Type","value":1},
                     {"name":"Subscription-Id-Data","value":"001010000000001"}]}]}}"""));
        stub.add(fault(ccr().update()).delay(Delay.lognormal(Duration.ofMillis(150), 0.3)).experimentalResult(5065).probability(0.5));
        assertThat(json(port.last().body())).isEqualTo(json("""
                {"match":{"service":"gx","operation":"CCR-U"},"delay":{"type":"lognormal","medianMs":150,"sigma":0.3},
                 "error":{"type":"diameter","resultCode":5065,"cause":"experimental"},"probability":0.5}"""));
    }

    @Test
    void journalFiltersAreQueryParameters() {
        port.answer(c -> new Reply(200, "{\"entries\":[],\"total\":0,\"recorded\":9,\"dropped\":0}"));
        JournalPage page = stub.journal(JournalQuery.of(registerNfInstance().withBody("/nfType", "SMF")
                .withHeader("user-agent", "SMF smf-1").withStatus(201)).since(42).limit(10));
        assertThat(page.recorded()).isEqualTo(9);
        assertThat(port.last().target()).isEqualTo("/admin/v1/journal?service=nnrf-nfm&operation=RegisterNFInstance"
                + "&header=user-agent%3ASMF%20smf-1&body=%2FnfType%3DSMF&status=201&since=42&limit=10");
        port.answer(c -> new Reply(200, "{\"count\":3}"));
        assertThat(stub.count(ccr().initial().withSupi("imsi-1"))).isEqualTo(3);
        assertThat(port.last().target()).isEqualTo("/admin/v1/journal/count?service=gx&operation=CCR-I&supi=imsi-1");
    }

    @Test
    void resetSendsWhatToKeep() {
        stub.reset();
        assertThat(port.last()).isEqualTo(new FakeManagementPort.Call("POST", "/admin/v1/reset", ""));
        stub.reset(Keep.JOURNAL, Keep.STATE);
        assertThat(json(port.last().body())).isEqualTo(json("{\"keep\":[\"journal\",\"state\"]}"));
    }

    @Test
    void entriesAreTyped() {
        port.answer(c -> new Reply(200, """
                {"entries":[
                 {"id":42,"time":"2026-11-22T10:15:30.123Z","transport":"sbi","nf":"nrf","service":"nnrf-nfm",
                  "operation":"RegisterNFInstance","method":"PUT","path":"/nnrf-nfm/v1/nf-instances/3fa8",
                  "query":{"a":["1","2"]},"headers":{"Content-Type":"application/json"},
                  "body":{"nfType":"SMF"},"status":201,"cause":null,"fault":null,"answer":null,"durationMicros":812},
                 {"id":43,"time":"2026-11-22T10:15:31.007Z","transport":"diameter","nf":"bsf","service":"rx","operation":"AAR",
                  "peer":"pcscf.corebed.test","sessionId":"s;1",
                  "avps":[{"code":263,"vendorId":0,"name":"Session-Id","value":"s;1"},
                          {"code":443,"vendorId":0,"name":"Subscription-Id","value":[
                            {"code":450,"vendorId":0,"name":"Subscription-Id-Type","value":1},
                            {"code":444,"vendorId":0,"name":"Subscription-Id-Data","value":"001010000000001"}]}],
                  "resultCode":5065,"experimental":true,"vendorId":10415,"fault":null,"answer":"a-1","durationMicros":1250}],
                 "total":2,"recorded":43,"dropped":0}"""));
        JournalPage page = stub.journal(JournalQuery.all());
        SbiEntry sbi = page.entries().get(0).asSbi();
        assertThat(sbi.header("content-type")).isEqualTo("application/json");
        assertThat(sbi.body("/nfType").asString()).isEqualTo("SMF");
        assertThat(sbi.body("/nothing")).isNull();
        assertThat(sbi.query().get("a")).containsExactly("1", "2");
        assertThat(sbi.summary()).isEqualTo("#42 PUT /nnrf-nfm/v1/nf-instances/3fa8?a=1&a=2 (RegisterNFInstance) → 201");
        DiameterEntry d = page.entries().get(1).asDiameter();
        assertThat(d.answered()).isEqualTo(5065);
        assertThat(d.avp("Subscription-Id-Data").orElseThrow().asString()).isEqualTo("001010000000001");
        assertThat(d.avp("Subscription-Id").orElseThrow().member("450").orElseThrow().asLong()).isEqualTo(1);
        assertThat(d.summary()).isEqualTo("#43 AAR (rx) from pcscf.corebed.test → 5065 (experimental) [scripted answer a-1]");
        assertThat(page.entries(DiameterEntry.class)).containsExactly(d);
        assertThat(page.lastId()).isEqualTo(43);
    }

    @Test
    void aRefusalNamesWhatIsWrong() {
        port.answer(c -> new Reply(400, """
                {"title":"Bad Request","status":400,"detail":"unknown field /operaton","cause":"OPTIONAL_IE_INCORRECT",
                 "invalidParams":[{"param":"/operaton","reason":"unknown field"}]}"""));
        ManagementApiException e = catchThrowableOfType(ManagementApiException.class,
                () -> stub.add(fault(registerNfInstance()).reset()));
        assertThat(e.status()).isEqualTo(400);
        assertThat(e.cause()).isEqualTo("OPTIONAL_IE_INCORRECT");
        assertThat(e.invalidParams()).containsExactly("/operaton");
        assertThat(e.getMessage()).isEqualTo("POST " + port.uri() + "/admin/v1/faults answered 400 OPTIONAL_IE_INCORRECT: unknown field /operaton");
    }
}
