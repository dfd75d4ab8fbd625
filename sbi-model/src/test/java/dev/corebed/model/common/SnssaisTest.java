package dev.corebed.model.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.SdRange;
import dev.corebed.model.ts29571.Snssai;
import java.util.List;
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

    @Test
    void extSnssaiRangesServeTheirSds() {
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
}
