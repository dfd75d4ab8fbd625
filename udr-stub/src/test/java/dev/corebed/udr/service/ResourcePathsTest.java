package dev.corebed.udr.service;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ResourcePathsTest {

    @Test
    void keysIgnoreApiRootAndVersionAndDecodeThePath() {
        assertThat(ResourcePaths.key("http://udr:8085/nudr-dr/v2/policy-data/ues/imsi-001010000000001/sm-data"))
                .isEqualTo("/policy-data/ues/imsi-001010000000001/sm-data");
        assertThat(ResourcePaths.key("https://udr.example.com/nudr-dr/v1/policy-data/ues/imsi-001010000000001/sm-data/"))
                .isEqualTo("/policy-data/ues/imsi-001010000000001/sm-data");
        assertThat(ResourcePaths.key("/nudr-dr/v2/policy-data/ues/nai-bob%40op.test"))
                .isEqualTo("/policy-data/ues/nai-bob@op.test");
        assertThat(ResourcePaths.key("http://udr/nudr-dr/v2/subscription-data/imsi-1")).isNull();
        assertThat(ResourcePaths.key("not a uri")).isNull();
        assertThat(ResourcePaths.base("http://udr:8085/nudr-dr/v1/policy-data/ues/x")).isEqualTo("http://udr:8085/nudr-dr/v1");
    }

    @Test
    void aWatchedResourceCoversItselfAndWhatIsBelowIt() {
        assertThat(ResourcePaths.covers("/policy-data/ues/imsi-1", "/policy-data/ues/imsi-1/am-data")).isTrue();
        assertThat(ResourcePaths.covers("/policy-data/ues/imsi-1/sm-data", "/policy-data/ues/imsi-1/sm-data/um1")).isTrue();
        assertThat(ResourcePaths.covers("/policy-data/ues/imsi-1/sm-data", "/policy-data/ues/imsi-1/sm-data")).isTrue();
        assertThat(ResourcePaths.covers("/policy-data/ues/imsi-1", "/policy-data/ues/imsi-12/am-data")).isFalse();
        assertThat(ResourcePaths.covers("/policy-data/ues/imsi-1/sm-data/um1", "/policy-data/ues/imsi-1/sm-data")).isFalse();
    }
}
