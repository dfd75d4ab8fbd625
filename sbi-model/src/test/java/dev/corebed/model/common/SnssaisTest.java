package dev.corebed.model.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.ts29571.Snssai;
import org.junit.jupiter.api.Test;

class SnssaisTest {

    @Test
    void theKeyIsSstOrSstDashSdInLowerCase() {
        assertThat(Snssais.key(new Snssai(1L, null))).isEqualTo("1");
        assertThat(Snssais.key(new Snssai(1L, "00000A"))).isEqualTo("1-00000a");
        assertThat(Snssais.key(new Snssai(255L, "FFFFFF"))).isEqualTo("255-ffffff").hasSize(10);
        assertThat(Snssais.key(new Snssai(2L, "abcdef"))).isEqualTo(Snssais.key(new Snssai(2L, "ABCDEF")));
    }

    @Test
    void theKeyOfNumbersIsTheKeyOfTheRecord() {
        assertThat(Snssais.key(1, "00000A")).isEqualTo(Snssais.key(new Snssai(1L, "00000a")));
        assertThat(Snssais.key(2, null)).isEqualTo("2");
    }
}
