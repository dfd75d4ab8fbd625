package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.testkit.Corebed.atLeast;
import static dev.corebed.testkit.Corebed.atMost;
import static dev.corebed.testkit.Corebed.between;
import static dev.corebed.testkit.Corebed.exactly;
import static dev.corebed.testkit.Corebed.verify;
import static dev.corebed.testkit.Operations.deregisterNfInstance;
import static dev.corebed.testkit.Operations.registerNfInstance;
import static dev.corebed.testkit.Operations.searchNfInstances;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.NrfHandle;
import dev.corebed.testkit.JournalEntry;
import dev.corebed.testkit.SbiEntry;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Verification against a real NRF: counts, the matches returned, and the near misses of a failure. */
@CorebedTest(stubs = NRF)
class VerificationIT {

    @Test
    void countsWhatTheStubReceivedAndReturnsTheMatches(NrfHandle nrf) {
        Nfs.register(nrf, "SMF");
        Nfs.register(nrf, "AMF");
        Nfs.register(nrf, "AMF");

        List<JournalEntry> smf = verify(nrf.client()).received(1, registerNfInstance().withBody("/nfType", "SMF"));
        verify(nrf.client()).received(atLeast(2), registerNfInstance().withBody("/nfType", "AMF"));
        verify(nrf.client()).received(exactly(3), registerNfInstance().withStatus(201));
        verify(nrf.client()).received(between(1, 3), registerNfInstance().withMethod("PUT"));
        verify(nrf.client()).received(atMost(0), deregisterNfInstance());
        verify(nrf.client()).receivedNothing(deregisterNfInstance());

        SbiEntry entry = smf.get(0).asSbi();
        assertThat(entry.operation()).isEqualTo("RegisterNFInstance");
        assertThat(entry.service()).isEqualTo("nnrf-nfm");
        assertThat(entry.status()).isEqualTo(201);
        assertThat(entry.body("/nfType").asString()).isEqualTo("SMF");
        assertThat(entry.path()).startsWith("/nnrf-nfm/v1/nf-instances/");
        assertThat(nrf.client().count(registerNfInstance())).isEqualTo(3);
    }

    @Test
    void aFailureListsWhatWasReceivedInsteadClosestFirst(NrfHandle nrf) {
        Nfs.register(nrf, "SMF");
        assertThat(Nfs.discover(nrf, "UDM").status()).isEqualTo(200);

        AssertionError e = catchThrowableOfType(AssertionError.class,
                () -> verify(nrf.client()).received(1, registerNfInstance().withBody("/nfType", "NEF")));

        String m = e.getMessage();
        assertThat(m).startsWith("Expected nrf at " + nrf.adminUri() + " to have received exactly 1 request matching\n"
                + "    RegisterNFInstance (nnrf-nfm), body /nfType = \"NEF\"\n"
                + "but it received 0.\n"
                + "Closest of the 2 other requests in its journal, closest first:\n");
        assertThat(m).contains("body /nfType: expected \"NEF\" but was \"SMF\"")
                .contains("operation: expected RegisterNFInstance but was SearchNFInstances")
                .contains("service: expected nnrf-nfm but was nnrf-disc");
        assertThat(m.indexOf("(RegisterNFInstance) → 201")).as("the registration is the closer").isPositive()
                .isLessThan(m.indexOf("(SearchNFInstances) → 200"));
    }

    @Test
    void moreThanExpectedListsTheMatches(NrfHandle nrf) {
        String id = UUID.randomUUID().toString();
        Nfs.register(nrf, id, "SMF");
        Nfs.register(nrf, id, "SMF");

        AssertionError e = catchThrowableOfType(AssertionError.class,
                () -> verify(nrf.client()).received(1, registerNfInstance()));

        assertThat(e.getMessage()).contains("but it received 2:\n")
                .contains("PUT /nnrf-nfm/v1/nf-instances/" + id + " (RegisterNFInstance) → 201")
                .contains("PUT /nnrf-nfm/v1/nf-instances/" + id + " (RegisterNFInstance) → 200");
    }

    @Test
    void queryParametersAreMatchedAndExplained(NrfHandle nrf) {
        Nfs.discover(nrf, "UDR");
        Nfs.discover(nrf, "UDM");

        verify(nrf.client()).received(1, searchNfInstances().withQuery("target-nf-type", "UDR"));
        verify(nrf.client()).received(2, searchNfInstances().withQuery("requester-nf-type", "*"));
        AssertionError e = catchThrowableOfType(AssertionError.class,
                () -> verify(nrf.client()).received(1, searchNfInstances().withQuery("target-nf-type", "AUSF")));
        assertThat(e.getMessage()).contains("query target-nf-type: expected \"AUSF\" but was \"UDR\"")
                .contains("query target-nf-type: expected \"AUSF\" but was \"UDM\"");
    }

    @Test
    void anEmptyJournalSaysSo(NrfHandle nrf) {
        AssertionError e = catchThrowableOfType(AssertionError.class,
                () -> verify(nrf.client()).received(1, registerNfInstance()));
        assertThat(e.getMessage()).endsWith("but it received 0.\nIts journal is empty.");
    }

    @Test
    void withinWaitsForRequestsSentLater(NrfHandle nrf) throws Exception {
        Thread later = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException ignored) {
                return;
            }
            Nfs.register(nrf, "AUSF");
        });
        later.start();
        verify(nrf.client()).within(Duration.ofSeconds(10)).received(1, registerNfInstance().withBody("/nfType", "AUSF"));
        later.join();
    }
}
