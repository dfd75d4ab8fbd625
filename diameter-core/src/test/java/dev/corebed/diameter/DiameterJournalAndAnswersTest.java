package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.REALM;
import static dev.corebed.diameter.TestNodes.call;
import static dev.corebed.diameter.TestNodes.props;
import static java.util.concurrent.CompletableFuture.completedFuture;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.journal.JournalEntry;
import dev.corebed.core.journal.JournalQuery;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.core.rules.Match;
import dev.corebed.core.rules.RuleException;
import dev.corebed.diameter.Avps.SubscriptionId;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The journal and scripted answers on the Diameter side, with real Gx traffic between two nodes. */
class DiameterJournalAndAnswersTest {

    static final String STUB = "pcf.corebed.test";
    static final String CLIENT = "pcef.corebed.test";
    static final String MINE = "001010000000001";
    static final String OTHER = "001010000000002";
    static final JsonMapper JSON = JsonMapper.builder().build();

    static final FaultRules faults = new FaultRules(List.of());
    static final AnswerRules answers = new AnswerRules(List.of());
    static final Journal journal = new Journal("pcf", new Journal.Settings(true, 100, 1024));
    static DiameterNode stub;
    static DiameterNode client;

    @BeforeAll
    static void start() throws Exception {
        answers.addValidator(new DiameterAnswers(AvpDictionary.STANDARD)::validate);
        stub = new DiameterNode("pcf", props(STUB, 0, List.of(new DiameterProperties.Application(10415, 16777238)), List.of(),
                Duration.ofSeconds(30)), List.of(new DiameterRoute(Gx.CCR, r -> completedFuture(Gx.cca(r, ResultCodes.DIAMETER_SUCCESS)))),
                faults, answers, journal, new OverloadControl(OverloadControl.Settings.UNLIMITED), new SimpleMeterRegistry());
        stub.start();
        client = TestNodes.gxClient(CLIENT, STUB, stub.port(), new SimpleMeterRegistry());
    }

    @AfterAll
    static void stop() {
        client.stop();
        stub.stop();
    }

    @AfterEach
    void clear() {
        faults.clear();
        answers.clear();
        journal.clear();
    }

    static Request ccr(int type, String imsi) throws Exception {
        Request r = client.createRequest(Gx.CCR, client.newSessionId(), REALM, null);
        AvpSet avps = r.getAvps();
        Avps.CC_REQUEST_TYPE.add(avps, type);
        Avps.CC_REQUEST_NUMBER.add(avps, type == Avps.INITIAL_REQUEST ? 0 : 1);
        Avps.addSubscriptionId(avps, new SubscriptionId(SubscriptionId.END_USER_IMSI, imsi));
        Avps.addFramedIpAddress(avps, (Inet4Address) InetAddress.getByName("10.45.0.7"));
        return r;
    }

    static ResultCode result(Answer a) {
        return Avps.resultCode(a.getAvps());
    }

    static JournalQuery q(String... kv) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            params.computeIfAbsent(kv[i], k -> new ArrayList<>()).add(kv[i + 1]);
        }
        return JournalQuery.parse(params);
    }

    static AnswerRule.Avp avp(String name, String valueJson) {
        return new AnswerRule.Avp(name, null, null, JSON.readTree(valueJson));
    }

    @Test
    void theJournalShowsTheRequestsAvpsAndTheResultAnswered() throws Exception {
        Request sent = ccr(Avps.INITIAL_REQUEST, MINE);
        String sessionId = Avps.SESSION_ID.string(sent.getAvps());
        assertThat(result(call(client, sent))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        Request rar = client.createRequest(Gx.RAR, client.newSessionId(), REALM, null);
        Avps.RE_AUTH_REQUEST_TYPE.add(rar.getAvps(), Avps.AUTHORIZE_ONLY);
        assertThat(result(call(client, rar)).code()).as("a command the stub does not serve").isEqualTo(3001);

        Journal.Page page = journal.read(JournalQuery.all());
        assertThat(page.entries()).hasSize(2);
        ObjectNode e = page.entries().get(0).toJson("pcf");
        assertThat(e.get("transport").asString()).isEqualTo("diameter");
        assertThat(e.get("service").asString()).isEqualTo("gx");
        assertThat(e.get("operation").asString()).isEqualTo("CCR-I");
        assertThat(e.get("peer").asString()).isEqualTo(CLIENT);
        assertThat(e.get("sessionId").asString()).isEqualTo(sessionId);
        assertThat(e.get("resultCode").asInt()).isEqualTo(2001);
        assertThat(e.get("experimental").asBoolean()).isFalse();
        JsonNode subscription = find(e.get("avps"), "Subscription-Id");
        assertThat(subscription.get("code").asInt()).isEqualTo(443);
        assertThat(find(subscription.get("value"), "Subscription-Id-Data").get("value").asString()).isEqualTo(MINE);
        assertThat(find(subscription.get("value"), "Subscription-Id-Type").get("value").asInt()).isEqualTo(1);
        assertThat(find(e.get("avps"), "Framed-IP-Address").get("value").asString()).isEqualTo("10.45.0.7");
        assertThat(find(e.get("avps"), "CC-Request-Type").get("value").asInt()).isEqualTo(1);
        assertThat(page.entries().get(1).status()).isEqualTo(3001);

        assertThat(journal.count(q("operation", "CCR"))).as("CCR covers CCR-I").isEqualTo(1);
        assertThat(journal.count(q("avp", "Subscription-Id-Data=" + MINE))).isEqualTo(1);
        assertThat(journal.count(q("avp", "444=" + OTHER))).isZero();
        assertThat(journal.count(q("supi", "imsi-" + MINE))).isEqualTo(1);
        assertThat(journal.count(q("transport", "diameter", "status", "3001"))).isEqualTo(1);
        assertThat(journal.count(q("method", "POST"))).as("an SBI criterion").isZero();
    }

    static JsonNode find(JsonNode avps, String name) {
        for (JsonNode a : avps) {
            if (name.equals(a.get("name").asString())) {
                return a;
            }
        }
        throw new AssertionError("no " + name + " in " + avps);
    }

    @Test
    void aScriptedAnswerAnswersTheMatchingSubscribersNextRequestWithExperimentalResultAndAvps() throws Exception {
        Match mine = new Match(null, "gx", "CCR-I", null, null, null, null, null, null, null,
                Map.of("Subscription-Id-Data", MINE));
        var stored = answers.put(new AnswerRule("deny-first", null, mine, 1L, null, null, new AnswerRule.Answer(null, null, null,
                null, null, 5140L, 10415L, List.of(
                        avp("Error-Message", "\"scripted\""),
                        avp("Charging-Rule-Report", "[{\"name\":\"Charging-Rule-Name\",\"value\":\"r1\"},"
                                + "{\"name\":\"PCC-Rule-Status\",\"value\":1}]")))));
        assertThat(stored.remaining()).isEqualTo(1);

        assertThat(result(call(client, ccr(Avps.INITIAL_REQUEST, OTHER)))).as("another subscriber").isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        Answer scripted = call(client, ccr(Avps.INITIAL_REQUEST, MINE));
        assertThat(result(scripted)).isEqualTo(ResultCodes.DIAMETER_ERROR_INITIAL_PARAMETERS);
        assertThat(Avps.CC_REQUEST_TYPE.number(scripted.getAvps(), -1)).as("echoed").isEqualTo(1);
        assertThat(Avps.ERROR_MESSAGE.string(scripted.getAvps())).isEqualTo("scripted");
        AvpSet report = Gx.CHARGING_RULE_REPORT.grouped(scripted.getAvps());
        assertThat(Gx.CHARGING_RULE_NAME.string(report)).isEqualTo("r1");
        assertThat(Gx.PCC_RULE_STATUS.number(report, -1)).isEqualTo(1);
        assertThat(result(call(client, ccr(Avps.INITIAL_REQUEST, MINE)))).as("spent").isEqualTo(ResultCodes.DIAMETER_SUCCESS);

        List<JournalEntry> entries = journal.read(JournalQuery.all()).entries();
        assertThat(entries.get(1).answer()).isEqualTo("deny-first");
        ObjectNode json = entries.get(1).toJson("pcf");
        assertThat(json.get("resultCode").asInt()).isEqualTo(5140);
        assertThat(json.get("experimental").asBoolean()).isTrue();
        assertThat(json.get("vendorId").asInt()).isEqualTo(10415);
    }

    @Test
    void aProtocolErrorIsAnsweredWithTheEBit() throws Exception {
        answers.put(new AnswerRule("busy", null, null, null, null, null,
                new AnswerRule.Answer(null, null, null, null, null, 3004L, null, null)));
        Answer busy = call(client, ccr(Avps.INITIAL_REQUEST, MINE));
        assertThat(result(busy)).isEqualTo(ResultCodes.DIAMETER_TOO_BUSY);
        assertThat(busy.isError()).isTrue();
    }

    @Test
    void aFaultMatchingTheSubscriberFailsOnlyItsSecondUpdate() throws Exception {
        Match mine = new Match(null, null, null, null, null, null, null, null, "imsi-" + MINE, null, null);
        faults.put(new FaultRule("second-update", "pcf", "gx", "CCR-U", null,
                new FaultRule.Error("diameter", null, null, 5012L), null, mine, 1L, 1L, null));
        assertThat(result(call(client, ccr(Avps.UPDATE_REQUEST, OTHER)))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(result(call(client, ccr(Avps.UPDATE_REQUEST, MINE)))).as("first").isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(result(call(client, ccr(Avps.UPDATE_REQUEST, OTHER)))).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(result(call(client, ccr(Avps.UPDATE_REQUEST, MINE)))).as("second").isEqualTo(ResultCodes.DIAMETER_UNABLE_TO_COMPLY);
        assertThat(result(call(client, ccr(Avps.UPDATE_REQUEST, MINE)))).as("third").isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(journal.read(q("status", "5012")).entries().get(0).fault()).isEqualTo("second-update");
    }

    @Test
    void aScriptedAnswerNamingAnUnknownAvpOrAWrongValueIsRefused() {
        assertThatThrownBy(() -> answers.put(new AnswerRule("x", null, null, null, null, null, new AnswerRule.Answer(null, null,
                null, null, null, 2001L, null, List.of(avp("Charging-Rule-Nme", "\"r\""))))))
                .isInstanceOf(RuleException.class).extracting(e -> ((RuleException) e).pointer()).isEqualTo("/answer/avps/0/name");
        assertThatThrownBy(() -> answers.put(new AnswerRule("x", null, null, null, null, null, new AnswerRule.Answer(null, null,
                null, null, null, 2001L, null, List.of(avp("Precedence", "\"high\""))))))
                .isInstanceOf(RuleException.class).extracting(e -> ((RuleException) e).pointer()).isEqualTo("/answer/avps/0/value");
        assertThat(answers.entries()).isEmpty();
    }
}
