package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.BSF;
import static dev.corebed.testkit.Corebed.answer;
import static dev.corebed.testkit.Corebed.fault;
import static dev.corebed.testkit.Corebed.verify;
import static dev.corebed.testkit.Operations.aar;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.DiameterEndpoint;
import dev.corebed.junit.Stub;
import dev.corebed.testkit.DiameterEntry;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.List;
import org.jdiameter.api.Answer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The kit on Diameter: the BSF's Rx proxy journal, a scripted Experimental-Result, a Diameter fault. */
@CorebedTest(stubs = BSF)
class DiameterIT {

    static RxTestPeer af;

    @BeforeAll
    static void connect(@Stub(BSF) DiameterEndpoint rx) throws Exception {
        af = RxTestPeer.af("pcscf.kit.test", RxTestPeer.peer(rx.originHost(), rx.port()));
        assertThat(af.awaitOpen(rx.originHost())).isTrue();
    }

    @AfterAll
    static void close() {
        if (af != null) {
            af.close();
        }
    }

    /** The Result-Code or Experimental-Result-Code of an answer. */
    static long resultCode(Answer a) {
        return Avps.resultCode(a.getAvps()).code();
    }

    @Test
    void theJournalShowsTheAvpsAndTheResult(BsfHandle bsf) throws Exception {
        Answer aaa = af.call(af.aarInitial((Inet4Address) InetAddress.getByName("10.45.0.9")));
        assertThat(resultCode(aaa)).as("no binding for the UE").isEqualTo(5065);

        List<DiameterEntry> aars = bsf.client().diameterRequests(aar().withAvp("Framed-IP-Address", "10.45.0.9"));
        assertThat(aars).singleElement().satisfies(e -> {
            assertThat(e.service()).isEqualTo("rx");
            assertThat(e.operation()).isEqualTo("AAR");
            assertThat(e.peer()).isEqualTo("pcscf.kit.test");
            assertThat(e.resultCode()).isEqualTo(5065);
            assertThat(e.experimental()).isTrue();
            assertThat(e.vendorId()).isEqualTo(10415);
            assertThat(e.avp("Framed-IP-Address").orElseThrow().asString()).isEqualTo("10.45.0.9");
            assertThat(e.avp("Subscription-Id-Data")).isPresent();
        });
        verify(bsf.client()).received(1, aar().withSupi(RxTestPeer.IMSI));
        AssertionError e = catchThrowableOfType(AssertionError.class,
                () -> verify(bsf.client()).received(1, aar().withAvp("Framed-IP-Address", "10.45.0.10")));
        assertThat(e.getMessage()).contains("AVP Framed-IP-Address: expected \"10.45.0.10\" but was \"10.45.0.9\"");
    }

    @Test
    void aScriptedExperimentalResultThenTheStubAgain(BsfHandle bsf) throws Exception {
        bsf.client().add(answer(aar().withAvp("Framed-IP-Address", "10.45.0.9")).experimentalResult(5063)
                .avp("Error-Message", "not in this test").times(1));
        Answer first = af.call(af.aarInitial((Inet4Address) InetAddress.getByName("10.45.0.9")));
        assertThat(Avps.resultCode(first.getAvps()).experimental()).isTrue();
        assertThat(resultCode(first)).isEqualTo(5063);
        assertThat(first.getAvps().getAvp(281).getUTF8String()).isEqualTo("not in this test");
        Answer second = af.call(af.aarInitial((Inet4Address) InetAddress.getByName("10.45.0.9")));
        assertThat(resultCode(second)).isEqualTo(5065);
    }

    @Test
    void aDiameterFault(BsfHandle bsf) throws Exception {
        bsf.client().add(fault(aar()).resultCode(5012).times(1));
        assertThat(resultCode(af.call(af.aarInitial((Inet4Address) InetAddress.getByName("10.45.0.11"))))).isEqualTo(5012);
        verify(bsf.client()).received(1, aar().withStatus(5012));
    }
}
