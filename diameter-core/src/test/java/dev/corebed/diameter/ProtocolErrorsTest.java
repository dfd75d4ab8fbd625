package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.props;
import static java.util.concurrent.CompletableFuture.completedFuture;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.core.journal.Journal;
import dev.corebed.core.journal.JournalQuery;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.test.ProtocolErrorCases;
import dev.corebed.diameter.test.RawPeer;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import tools.jackson.databind.node.ObjectNode;

/**
 * RFC 6733 §7.1's answers to malformed requests on a node serving an application (a PCF-like node with
 * an Rx AAR handler), from raw bytes over a socket: each is answered by the node, counted in
 * {@code diameter.requests}, never reaches the handler, and leaves the connection serving. RxProxyIT
 * (bsf-stub) runs the same cases against the BSF's Rx proxy port.
 */
class ProtocolErrorsTest {

    static final String NODE = "pcf.corebed.test";
    static final SimpleMeterRegistry metrics = new SimpleMeterRegistry();
    static final AtomicInteger handled = new AtomicInteger();
    static final Journal journal = new Journal("pcf", new Journal.Settings(true, 100, 1024));
    static DiameterNode node;
    RawPeer peer;
    ProtocolErrorCases cases;

    @BeforeAll
    static void start() {
        node = new DiameterNode("pcf", props(NODE, 0, List.of(), List.of(), Duration.ofSeconds(30)),
                List.of(new DiameterRoute(Rx.AAR, r -> {
                    handled.incrementAndGet();
                    return completedFuture(r.success());
                })), null, null, journal, null, metrics);
        node.start();
    }

    @AfterAll
    static void stop() {
        node.stop();
    }

    @BeforeEach
    void connect(TestInfo info) throws Exception {
        // An Origin-Host of its own per test: jDiameter may lose the first requests of a peer that reconnects
        // under the same identity right after a disconnect (README, The stack).
        peer = new RawPeer(node.port(), "af-" + info.getTestMethod().orElseThrow().getName() + ".corebed.test",
                Rx.APPLICATION.authApplicationId());
        cases = new ProtocolErrorCases(peer, NODE);
        handled.set(0);
        journal.clear();
    }

    @AfterEach
    void close() throws Exception {
        peer.close();
    }

    static long count(String application, String command, String result) {
        Timer t = metrics.find(DiameterMetrics.TIMER).tags("application", application, "command", command, "result", result).timer();
        return t == null ? 0 : t.count();
    }

    @Test
    void aVersion2HeaderIs5011() throws Exception {
        cases.unsupportedVersion();
        assertThat(count("rx", "AAR", "5011")).isEqualTo(1);
        assertThat(handled).hasValue(0);
    }

    @Test
    void aDwrWithTheEBitIs3008() throws Exception {
        cases.errorBitOnAWatchdog();
        assertThat(count("base", "DWR", "3008")).isEqualTo(1);
    }

    @Test
    void anUnknownCommandOfTheBaseApplicationIs3001() throws Exception {
        cases.unknownCommand();
        assertThat(count("base", "unknown", "3001")).isEqualTo(1);
    }

    @Test
    void anUnknownAvpWithTheMBitIs5001() throws Exception {
        cases.unknownMandatoryAvp();
        assertThat(count("rx", "AAR", "5001")).isEqualTo(1);
        assertThat(handled).hasValue(0);
    }

    @Test
    void twoSessionIdsAre5009() throws Exception {
        cases.sessionIdTwice();
        assertThat(count("rx", "AAR", "5009")).isEqualTo(1);
        assertThat(handled).hasValue(0);
    }

    @Test
    void anAarWithoutAuthApplicationIdIs5005() throws Exception {
        cases.missingAuthApplicationId();
        assertThat(count("rx", "AAR", "5005")).isEqualTo(1);
        assertThat(handled).hasValue(0);
    }

    @Test
    void theRequestsTheConnectionRefusesAreInTheJournal() throws Exception {
        cases.unsupportedVersion();
        cases.errorBitOnAWatchdog();
        cases.unknownCommand();
        byte[] bad = peer.encode(cases.aar());
        // The last AVP is Framed-IP-Address (12 octets); claim 40: it now runs past the end of the message.
        bad[bad.length - 12 + 7] = 40;
        assertThat(peer.call(bad).getResultCode().getUnsigned32()).isEqualTo(5014);
        cases.unknownMandatoryAvp(); // refused by the dispatcher's checks, journaled there

        List<ObjectNode> entries = journal.read(JournalQuery.all()).entries().stream().map(e -> e.toJson("pcf")).toList();
        assertThat(entries).extracting(e -> e.get("resultCode").asLong()).containsExactly(5011L, 3008L, 3001L, 5014L, 5001L);
        assertThat(entries).extracting(e -> e.get("service").asString()).containsExactly("rx", "base", "base", "rx", "rx");
        assertThat(entries).extracting(e -> e.get("operation").asString()).containsExactly("AAR", "DWR", "unknown", "AAR", "AAR");
        assertThat(entries.get(2).get("sessionId").asString()).startsWith(peer.originHost());
        assertThat(entries.get(2).get("peer").asString()).isEqualTo(peer.originHost());
        assertThat(entries.get(3).get("avps")).as("AVPs that do not parse are not shown").isEmpty();
        assertThat(handled).hasValue(0);
    }

    @Test
    void aWellFormedAarReachesTheHandler() throws Exception {
        var aaa = peer.call(peer.encode(cases.aar()));
        assertThat(aaa.getResultCode().getUnsigned32()).isEqualTo(2001);
        assertThat(handled).hasValue(1);
    }
}
