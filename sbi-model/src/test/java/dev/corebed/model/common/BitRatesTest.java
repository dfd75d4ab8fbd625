package dev.corebed.model.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BitRatesTest {

    @Test
    void readsEveryUnitAndDecimals() {
        assertThat(BitRates.bitsPerSecond("64 Kbps")).isEqualTo(64_000);
        assertThat(BitRates.bitsPerSecond("1.5 Mbps")).isEqualTo(1_500_000);
        assertThat(BitRates.bitsPerSecond("1 Gbps")).isEqualTo(1_000_000_000L);
        assertThat(BitRates.bitsPerSecond("2 Tbps")).isEqualTo(2_000_000_000_000L);
        assertThat(BitRates.bitsPerSecond("12 bps")).isEqualTo(12);
    }

    @Test
    void refusesWhatIsNoBitRate() {
        assertThat(BitRates.bitsPerSecond("64Kbps")).isEqualTo(-1);
        assertThat(BitRates.bitsPerSecond("64 kbps")).isEqualTo(-1);
        assertThat(BitRates.bitsPerSecond(null)).isEqualTo(-1);
        assertThatThrownBy(() -> BitRates.of(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void writesTheLargestExactUnit() {
        assertThat(BitRates.of(64_000)).isEqualTo("64 Kbps");
        assertThat(BitRates.of(1_500_000)).isEqualTo("1500 Kbps");
        assertThat(BitRates.of(200_000_000)).isEqualTo("200 Mbps");
        assertThat(BitRates.of(0)).isEqualTo("0 bps");
        assertThat(BitRates.bitsPerSecond(BitRates.of(123_456_789))).isEqualTo(123_456_789);
    }
}
