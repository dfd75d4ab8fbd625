package dev.corebed.model.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.Tai;
import org.junit.jupiter.api.Test;

/** The TS 29.571 helpers of PLMNs, TAIs and GUAMIs: one text per value whatever the case of its hexadecimal parts. */
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
}
