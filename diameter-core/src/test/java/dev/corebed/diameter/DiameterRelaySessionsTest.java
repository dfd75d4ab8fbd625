package dev.corebed.diameter;

import static dev.corebed.diameter.DiameterRelayTest.ipv4;
import static dev.corebed.diameter.DiameterRelayTest.sessionId;
import static dev.corebed.diameter.TestNodes.REALM;
import static dev.corebed.diameter.TestNodes.connectTo;
import static dev.corebed.diameter.TestNodes.props;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.test.RxTestPeer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;
import org.jdiameter.client.api.IMessage;
import org.junit.jupiter.api.Test;

/** The relay's session table: its bound, idle expiry, and a target named by its realm only; a bed of three nodes per test. */
class DiameterRelaySessionsTest {

    static final String BSF = "bsf.corebed.test";
    static final String PCF = "pcf1.corebed.test";
    static final String PCF_ELSEWHERE = "pcf2.pcf.example";
    static final String ELSEWHERE = "pcf.example";
    static final String AF = "pcscf.corebed.test";
    static final Inet4Address UE = ipv4("10.45.0.7");
    static final Inet4Address UE_OF_THE_OTHER_REALM = ipv4("10.45.0.8");

    /** A PCF in this realm and one in another, a relay connecting to both, an AF connecting to the relay. */
    record Bed(RxTestPeer pcf, RxTestPeer pcfElsewhere, DiameterRelay relay, DiameterNode bsf, RxTestPeer af,
               SimpleMeterRegistry metrics) implements AutoCloseable {

        static Bed start(DiameterRelay.Settings settings) throws Exception {
            SimpleMeterRegistry metrics = new SimpleMeterRegistry();
            RxTestPeer pcf = RxTestPeer.pcf(PCF);
            RxTestPeer elsewhere = RxTestPeer.pcf(PCF_ELSEWHERE, ELSEWHERE);
            DiameterRelay relay = DiameterRelay.rx(aar -> {
                Inet4Address ue = Avps.framedIpAddress(aar.avps());
                return CompletableFuture.completedFuture(UE.equals(ue) ? new DiameterRelay.Target(PCF, REALM)
                        : UE_OF_THE_OTHER_REALM.equals(ue) ? new DiameterRelay.Target(null, ELSEWHERE) : null);
            }, settings, metrics);
            DiameterNode bsf = new DiameterNode("bsf", props(BSF, 0, List.of(), List.of(connectTo(PCF, pcf.port()),
                    new DiameterProperties.Peer("aaa://" + PCF_ELSEWHERE + ":" + elsewhere.port(), ELSEWHERE, "127.0.0.1", true)),
                    Duration.ofSeconds(30)), relay.routes(), null, null, metrics);
            bsf.start();
            RxTestPeer af = RxTestPeer.af(AF, RxTestPeer.peer(BSF, bsf.port()));
            assertThat(bsf.awaitOpen(PCF, Duration.ofSeconds(10))).isTrue();
            assertThat(bsf.awaitOpen(PCF_ELSEWHERE, Duration.ofSeconds(10))).isTrue();
            assertThat(af.awaitOpen(BSF)).isTrue();
            return new Bed(pcf, elsewhere, relay, bsf, af, metrics);
        }

        String open(Inet4Address ue) throws Exception {
            Request aar = af.aarInitial(ue);
            assertThat(Avps.resultCode(af.call(aar).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
            return sessionId(aar);
        }

        @Override
        public void close() {
            af.close();
            bsf.stop();
            pcf.close();
            pcfElsewhere.close();
        }
    }

    @Test
    void aNewSessionBeyondMaxSessionsIsTooBusyWhileTheKnownOnesGoOn() throws Exception {
        try (Bed bed = Bed.start(new DiameterRelay.Settings(Duration.ofSeconds(2), Duration.ofHours(1), 1))) {
            String first = bed.open(UE);
            Answer full = bed.af.call(bed.af.aarInitial(UE));
            assertThat(Avps.resultCode(full.getAvps())).isEqualTo(ResultCodes.DIAMETER_TOO_BUSY);
            assertThat(full.isError()).isTrue();
            assertThat(Avps.ORIGIN_HOST.requireString(full.getAvps())).isEqualTo(BSF);
            assertThat(Avps.ERROR_MESSAGE.requireString(full.getAvps())).contains("diameter.relay.max-sessions");

            assertThat(Avps.resultCode(bed.af.call(bed.af.aarUpdate(first, PCF)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
            assertThat(Avps.resultCode(bed.af.call(bed.af.str(first, PCF)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
            bed.open(UE);
            assertThat(bed.metrics.find("diameter.relay.requests").tags("command", "AAR-I", "outcome", "full").counter().count())
                    .isEqualTo(1);
        }
    }

    @Test
    void aSessionWithoutRequestsIsForgottenAfterTheIdleTimeout() throws Exception {
        try (Bed bed = Bed.start(new DiameterRelay.Settings(Duration.ofSeconds(2), Duration.ofSeconds(2), 1000))) {
            String busy = bed.open(UE);
            String idle = bed.open(UE);
            long opened = System.nanoTime();
            // Requests in either direction keep a session.
            while (bed.relay.session(idle).isPresent() && System.nanoTime() - opened < TimeUnit.SECONDS.toNanos(8)) {
                assertThat(Avps.resultCode(bed.af.call(bed.af.aarUpdate(busy, PCF)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
                assertThat(Avps.resultCode(bed.pcf.call(bed.pcf.rar(busy, AF)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
                Thread.sleep(300);
            }
            assertThat(bed.relay.session(idle)).isEmpty();
            assertThat(System.nanoTime() - opened).isGreaterThanOrEqualTo(TimeUnit.SECONDS.toNanos(2));
            assertThat(bed.relay.session(busy)).isPresent();
            assertThat(bed.relay.sessionCount()).isEqualTo(1);

            Answer late = bed.af.call(bed.af.aarUpdate(idle, PCF));
            assertThat(Avps.resultCode(late.getAvps())).isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
            assertThat(bed.metrics.find("diameter.relay.sessions.ended").tag("reason", "idle").counter().count()).isEqualTo(1);
            assertThat(bed.metrics.find("diameter.relay.sessions").gauge().value()).isEqualTo(1);
        }
    }

    @Test
    void aTargetOfARealmOnlyGoesToAnOpenPeerOfThatRealmAndTheSessionStaysWithIt() throws Exception {
        try (Bed bed = Bed.start(DiameterRelay.Settings.DEFAULTS)) {
            // The AF names a realm the relay has never heard of: a relay takes it all the same.
            Request aar = bed.af.aarInitial(UE_OF_THE_OTHER_REALM);
            aar.getAvps().removeAvp(Avps.DESTINATION_REALM.code());
            Avps.DESTINATION_REALM.add(aar.getAvps(), "ims.elsewhere");
            String sid = sessionId(aar);
            Answer aaa = bed.af.node().forward((IMessage) aar, BSF, null, Duration.ofSeconds(5)).get(6, TimeUnit.SECONDS);
            assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
            assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).isEqualTo(PCF_ELSEWHERE);

            Request seen = bed.pcfElsewhere.awaitRequest(Rx.AAR, sid);
            assertThat(Avps.DESTINATION_REALM.requireString(seen.getAvps())).isEqualTo(ELSEWHERE);
            assertThat(Avps.DESTINATION_HOST.find(seen.getAvps())).as("the binding named no host").isNull();
            assertThat(bed.relay.session(sid)).contains(
                    new DiameterRelay.Session(sid, AF, AF, REALM, PCF_ELSEWHERE, PCF_ELSEWHERE, ELSEWHERE));

            assertThat(Avps.resultCode(bed.af.call(bed.af.aarUpdate(sid, PCF_ELSEWHERE)).getAvps()))
                    .isEqualTo(ResultCodes.DIAMETER_SUCCESS);
            assertThat(bed.pcfElsewhere.received()).hasSize(2);
            assertThat(Avps.DESTINATION_HOST.requireString(bed.pcfElsewhere.received().get(1).getAvps())).isEqualTo(PCF_ELSEWHERE);
            assertThat(bed.pcf.received()).isEmpty();

            Answer raa = bed.pcfElsewhere.call(bed.pcfElsewhere.rar(sid, AF));
            assertThat(Avps.resultCode(raa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
            assertThat(Avps.ORIGIN_HOST.requireString(raa.getAvps())).isEqualTo(AF);
        }
    }
}
