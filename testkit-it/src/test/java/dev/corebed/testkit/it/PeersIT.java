package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.junit.CorebedExtension;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.testkit.RequestPattern;
import java.net.Socket;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What a test of an NF needs of its peers beyond answers: a set of its own (its metrics count only this class's
 * requests), a second instance on the same data tier, a peer stopped or restarted mid-test, a replaced bean.
 */
class PeersIT {

    static final String SUPI = "imsi-001010000000077";
    static final String BODY = "{\"amPolicyDataSet\":{\"subscCats\":[\"gold\"]}}";

    static double registrations(NrfHandle nrf) {
        Matcher m = Pattern.compile("(?m)^sbi_requests_seconds_count\\{[^}]*operation=\"RegisterNFInstance\"[^}]*status=\"201\"} (\\S+)$")
                .matcher(HttpProbe.http1("GET", nrf.adminUri() + "/metrics", null).body());
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    static boolean listening(java.net.URI uri) {
        try (Socket s = new Socket(uri.getHost(), uri.getPort())) {
            return true;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    @CorebedTest(stubs = NRF)
    @Nested
    class Shared {

        @Test
        void registersOnce(NrfHandle nrf) {
            Nfs.register(nrf, "SMF");
        }
    }

    @CorebedTest(stubs = NRF, shared = false)
    @Nested
    class OwnSet {

        @Test
        void hasMetricsOfItsOwn(NrfHandle nrf) {
            Nfs.register(nrf, "SMF");
            Nfs.register(nrf, "AMF");
            assertThat(registrations(nrf)).as("exactly this class's registrations").isEqualTo(2);
        }
    }

    @CorebedTest(stubs = UDR)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    @Nested
    class SecondInstance {

        @Test
        @Order(1)
        void seesTheFirstsDataWithSettingsOfItsOwn(UdrHandle udr) {
            UdrHandle second = udr.startInstance("journal.enabled=false");
            assertThat(second.sbiUri()).isNotEqualTo(udr.sbiUri());

            udr.client().putPolicyData(SUPI, BODY);
            assertThat(Nfs.amData(udr, SUPI).status()).as("the instance that wrote reads it at once").isEqualTo(200);
            // the other instance on the data tier within its view's poll interval (stub.udr.view.poll-interval, 1 s)
            var read = Nfs.amData(second, SUPI);
            for (long until = System.nanoTime() + 10_000_000_000L; read.status() != 200 && System.nanoTime() < until; ) {
                sleep(50);
                read = Nfs.amData(second, SUPI);
            }
            assertThat(read.json().path("subscCats").get(0).asString()).isEqualTo("gold");

            assertThat(udr.client().count(RequestPattern.anyRequest())).as("its own journal").isEqualTo(1);
            assertThat(second.client().count(RequestPattern.anyRequest())).as("journal.enabled=false").isZero();

            second.stop();
            assertThat(listening(second.sbiUri())).isFalse();
            assertThat(Nfs.amData(udr, SUPI).status()).isEqualTo(200);
        }

        @Test
        @Order(2)
        void theFirstIsResetAsBefore(UdrHandle udr) {
            assertThat(udr.client().policyData(SUPI)).isEmpty();
        }
    }

    @CorebedTest(stubs = UDR)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    @Nested
    class StopAndRestart {

        @Test
        @Order(1)
        void aRestartKeepsThePortsAndTheDataTier(UdrHandle udr) {
            udr.client().putPolicyData(SUPI, BODY);
            var before = InProcess.context(udr);

            udr.restart();

            assertThat(InProcess.context(udr)).isNotSameAs(before);
            assertThat(Nfs.amData(udr, SUPI).status()).as("same port, same data").isEqualTo(200);
        }

        @Test
        @Order(2)
        void aStoppedPeerRefusesConnectionsUntilStarted(UdrHandle udr) {
            udr.stop();
            assertThat(udr.running()).isFalse();
            assertThat(listening(udr.sbiUri())).isFalse();
            assertThatThrownBy(() -> InProcess.context(udr)).isInstanceOf(IllegalStateException.class);
        }

        @Test
        @Order(3)
        void theNextTestFindsItRunning(UdrHandle udr) {
            assertThat(udr.running()).isTrue();
            assertThat(Nfs.amData(udr, SUPI).status()).as("reset: no data").isEqualTo(404);
        }
    }

    @Nested
    class ReplacedBean {

        @RegisterExtension
        static CorebedExtension corebed = CorebedExtension.withStubs(NRF)
                .initializer(NRF, ctx -> ctx.getBeanFactory().registerSingleton("peersItMarker", "replaced"));

        @Test
        void theStubRunsWithIt() {
            assertThat(InProcess.context(corebed.nrf()).getBean("peersItMarker")).isEqualTo("replaced");
            corebed.nrf().restart();
            assertThat(InProcess.context(corebed.nrf()).getBean("peersItMarker")).as("at each start").isEqualTo("replaced");
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
