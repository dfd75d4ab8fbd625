package dev.corebed.model.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.SdRange;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.ts29571.Tai;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The TS 29.571 helpers: one text per value whatever the case of its hexadecimal parts, and the ExtSnssai ranges. */
class CommonTypesTest {

    @Test
    void plmnIdsKeepTwoAndThreeDigitMncsApart() {
        assertThat(PlmnIds.key(new PlmnId("001", "01"))).isEqualTo("001-01");
        assertThat(PlmnIds.key(new PlmnId("001", "001"))).isEqualTo("001-001");
        assertThat(PlmnIds.key(new PlmnIdNid("001", "01", "000007ED9D5"))).isEqualTo("001-01-000007ed9d5");
        assertThat(PlmnIds.key(new PlmnIdNid("001", "01", null))).isEqualTo(PlmnIds.key(new PlmnId("001", "01")));
    }

    @Test
    void guamisAndTaisCompareWithoutTheCaseOfTheirHexDigits() {
        assertThat(Guamis.key(new Guami(new PlmnIdNid("310", "014", null), "CAFE01")))
                .isEqualTo(Guamis.key(new Guami(new PlmnIdNid("310", "014", null), "cafe01")))
                .isEqualTo("310-014-cafe01");
        assertThat(Tais.key(new Tai(new PlmnId("208", "93"), "00AB01", null))).isEqualTo("208-93-00ab01");
        assertThat(Tais.key(new Tai(new PlmnId("208", "93"), "00ab01", "000007ED9D5"))).isEqualTo("208-93-000007ed9d5-00ab01");
        assertThat(Tais.tac("00AB")).isEqualTo(0xab);
        assertThat(Tais.tac("FFFFFF")).isEqualTo(0xffffff);
        assertThat(Tais.tac("0AB")).isEqualTo(-1);
        assertThat(Tais.tac("00ZZ")).isEqualTo(-1);
    }

    @Test
    void snssaisHaveOneTextAndExtSnssaiRangesServeTheirSds() {
        assertThat(Snssais.key(new Snssai(1L, null))).isEqualTo("1");
        assertThat(Snssais.key(new Snssai(1L, "00000A"))).isEqualTo("1-00000a");
        Snssais.Served ranges = Snssais.Served.of(new ExtSnssai(1L, "000010", List.of(new SdRange("000010", "00001F")), null));
        assertThat(ranges.serves(Snssais.Slice.of(new Snssai(1L, "00001a")))).isTrue();
        assertThat(ranges.serves(Snssais.Slice.of(new Snssai(1L, "000020")))).isFalse();
        assertThat(ranges.serves(Snssais.Slice.of(new Snssai(2L, "000010")))).isFalse();
        Snssais.Served wildcard = Snssais.Served.of(new ExtSnssai(1L, null, null, true));
        assertThat(wildcard.serves(Snssais.Slice.of(new Snssai(1L, "abcdef")))).isTrue();
        assertThat(Snssais.Served.of(new Snssai(1L, null)).serves(Snssais.Slice.of(new Snssai(1L, "000001"))))
                .as("no SD is a slice of its own").isFalse();
        assertThat(Snssais.Slice.of(new Snssai(1L, "00000A"))).isEqualTo(Snssais.Slice.of(new Snssai(1L, "00000a")));
    }

    @Test
    void supisAndGpsisGiveTheDigitsOfTheirNumberKinds() {
        assertThat(Supis.imsi("imsi-001010000000001")).isEqualTo("001010000000001");
        assertThat(Supis.imsi("nai-alice@example.org")).isNull();
        assertThat(Gpsis.msisdn("msisdn-33612345678")).isEqualTo("33612345678");
        assertThat(Gpsis.msisdn("extid-alice@example.org")).isNull();
    }
}
