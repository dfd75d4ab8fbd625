package dev.corebed.model.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SupportedFeaturesTest {

    @Test
    void theIntersectionHasTheFeaturesOfBoth() {
        assertThat(SupportedFeatures.intersection("f", "6")).isEqualTo("6");
        assertThat(SupportedFeatures.intersection("1", "6")).isEqualTo("0");
        assertThat(SupportedFeatures.intersection("A6", "6")).isEqualTo("6");
        assertThat(SupportedFeatures.intersection("", "6")).isEqualTo("0");
        assertThat(SupportedFeatures.intersection("3c", "ff")).isEqualTo("3C");
    }
}
