package dev.corebed.model.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Supis and Gpsis: the form a prefix names, and a broken form told from an opaque identifier. */
class SubscriberIdsTest {

    @Test
    void supiKindsAndImsiDigits() {
        assertThat(Supis.kind("imsi-001010000000042")).isEqualTo(Supis.Kind.IMSI);
        assertThat(Supis.imsi("imsi-001010000000042")).isEqualTo("001010000000042");
        assertThat(Supis.kind("nai-bob@operator.test")).isEqualTo(Supis.Kind.NAI);
        assertThat(Supis.isSupi("gli-x")).isTrue();
        assertThat(Supis.kind("msisdn-33600001234")).isNull();
        assertThat(Supis.malformation("opaque")).isNull();
        assertThat(Supis.imsi("imsi-12ab5")).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"imsi-", "imsi-1234", "imsi-0010100000000421", "imsi-12ab5", "nai-", "gci-", "gli-"})
    void brokenSupis(String value) {
        assertThat(Supis.malformation(value)).isNotNull();
        assertThat(Supis.isSupi(value)).isFalse();
    }

    @Test
    void gpsiKindsAndMsisdnDigits() {
        assertThat(Gpsis.kind("msisdn-33600001234")).isEqualTo(Gpsis.Kind.MSISDN);
        assertThat(Gpsis.msisdn("msisdn-33600001234")).isEqualTo("33600001234");
        assertThat(Gpsis.isGpsi("extid-dev1@mtc.test")).isTrue();
        assertThat(Gpsis.kind("imsi-001010000000042")).isNull();
        assertThat(Gpsis.malformation("impu-sip:alice@ims.test")).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"msisdn-", "msisdn-12", "msisdn-1234567890123456", "extid-x", "extid-a@b@c", "extid-@b"})
    void brokenGpsis(String value) {
        assertThat(Gpsis.malformation(value)).isNotNull();
        assertThat(Gpsis.isGpsi(value)).isFalse();
    }
}
