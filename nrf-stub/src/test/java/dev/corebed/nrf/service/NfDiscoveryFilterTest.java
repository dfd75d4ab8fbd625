package dev.corebed.nrf.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.nrf.store.NfProfileViewEntry;
import dev.corebed.sbi.SbiException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Matching rules of TS 29.510 that the ITs' population does not reach: ExtSnssai ranges, patterns, TAC ranges, GPSI. */
class NfDiscoveryFilterTest {

    static NfProfileViewEntry entry(String extra) {
        return NfProfileViewEntry.of("00000000-0000-4000-8000-000000000001", "X", "REGISTERED",
                "{\"nfInstanceId\":\"00000000-0000-4000-8000-000000000001\",\"nfType\":\"X\",\"nfStatus\":\"REGISTERED\"," + extra + "}", 1);
    }

    static NfDiscoveryQuery query(String raw) {
        Map<String, List<String>> q = new LinkedHashMap<>();
        for (String pair : ("target-nf-type=X&" + raw).split("&")) {
            int eq = pair.indexOf('=');
            q.computeIfAbsent(pair.substring(0, eq), k -> new java.util.ArrayList<>())
                    .add(URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return NfDiscoveryQuery.parse(q);
    }

    static boolean matches(String profileExtra, String query) {
        return NfDiscoveryFilter.match(entry(profileExtra), query(query)) != NfDiscoveryFilter.NO_MATCH;
    }

    @Test
    void extSnssaiServesSdRangesAndWildcards() {
        String ranges = "\"sNssais\":[{\"sst\":1,\"sd\":\"000010\",\"sdRanges\":[{\"start\":\"000010\",\"end\":\"00001F\"}]}]";
        assertThat(matches(ranges, "snssais=[{\"sst\":1,\"sd\":\"00001a\"}]")).isTrue();
        assertThat(matches(ranges, "snssais=[{\"sst\":1,\"sd\":\"000020\"}]")).isFalse();
        assertThat(matches(ranges, "snssais=[{\"sst\":2,\"sd\":\"000010\"}]")).isFalse();
        String wildcard = "\"sNssais\":[{\"sst\":1,\"sd\":\"000001\",\"wildcardSd\":true}]";
        assertThat(matches(wildcard, "snssais=[{\"sst\":1,\"sd\":\"abcdef\"}]")).isTrue();
        assertThat(matches("\"sNssais\":[{\"sst\":1}]", "snssais=[{\"sst\":1,\"sd\":\"000001\"}]")).isFalse();
        assertThat(matches("\"sNssais\":[{\"sst\":1}]", "snssais=[{\"sst\":2},{\"sst\":1}]")).isTrue();
        // no sNssais: the NF serves any slice
        assertThat(matches("\"fqdn\":\"x.example\"", "snssais=[{\"sst\":9}]")).isTrue();
    }

    @Test
    void supiAndGpsiRangesByNumberOrPattern() {
        String udm = "\"udmInfo\":{\"supiRanges\":[{\"start\":\"001010000000100\",\"end\":\"001010000000199\"},"
                + "{\"pattern\":\"^nai-.+@corebed\\\\.test$\"}],\"gpsiRanges\":[{\"start\":\"33600000000\",\"end\":\"33699999999\"}]}";
        assertThat(matches(udm, "supi=imsi-001010000000150")).isTrue();
        assertThat(matches(udm, "supi=imsi-001010000000200")).isFalse();
        assertThat(matches(udm, "supi=imsi-01010000000150")).as("fewer digits is a smaller number").isFalse();
        assertThat(matches(udm, "supi=nai-alice@corebed.test")).isTrue();
        assertThat(matches(udm, "supi=nai-alice@elsewhere.test")).isFalse();
        assertThat(matches(udm, "gpsi=msisdn-33612345678")).isTrue();
        assertThat(matches(udm, "gpsi=msisdn-33712345678")).isFalse();
        assertThat(matches("\"udmInfo\":{\"groupId\":\"G1\"}", "supi=imsi-999999999999999")).as("no ranges: any SUPI").isTrue();
    }

    @Test
    void taiInAListOrARangeOfTacs() {
        String smf = "\"smfInfo\":{\"sNssaiSmfInfoList\":[{\"sNssai\":{\"sst\":1},\"dnnSmfInfoList\":[{\"dnn\":\"Internet\"}]}],"
                + "\"taiList\":[{\"plmnId\":{\"mcc\":\"208\",\"mnc\":\"93\"},\"tac\":\"00ab01\"}],"
                + "\"taiRangeList\":[{\"plmnId\":{\"mcc\":\"208\",\"mnc\":\"93\"},\"tacRangeList\":[{\"start\":\"001000\",\"end\":\"001FFF\"},"
                + "{\"pattern\":\"^99.*$\"}]}]}";
        assertThat(matches(smf, "tai={\"plmnId\":{\"mcc\":\"208\",\"mnc\":\"93\"},\"tac\":\"00AB01\"}")).isTrue();
        assertThat(matches(smf, "tai={\"plmnId\":{\"mcc\":\"208\",\"mnc\":\"93\"},\"tac\":\"001abc\"}")).isTrue();
        assertThat(matches(smf, "tai={\"plmnId\":{\"mcc\":\"208\",\"mnc\":\"93\"},\"tac\":\"990000\"}")).isTrue();
        assertThat(matches(smf, "tai={\"plmnId\":{\"mcc\":\"208\",\"mnc\":\"01\"},\"tac\":\"001abc\"}")).isFalse();
        assertThat(matches(smf, "tai={\"plmnId\":{\"mcc\":\"208\",\"mnc\":\"93\"},\"tac\":\"002000\"}")).isFalse();
        assertThat(matches(smf, "dnn=internet&snssais=[{\"sst\":1}]")).as("DNNs compare without case").isTrue();
        assertThat(matches(smf, "dnn=internet&snssais=[{\"sst\":2}]")).as("the DNN on another slice").isFalse();
    }

    @Test
    void amfSetAndRegionAndNfSetAndFqdn() {
        String amf = "\"fqdn\":\"AMF1.corebed.test\",\"nfSetIdList\":[\"set1.amfset.5gc.mnc001.mcc001\"],"
                + "\"amfInfo\":{\"amfSetId\":\"3FF\",\"amfRegionId\":\"ca\",\"guamiList\":[{\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"amfId\":\"cafe00\"}]}";
        assertThat(matches(amf, "amf-set-id=3ff&amf-region-id=CA")).isTrue();
        assertThat(matches(amf, "amf-set-id=001")).isFalse();
        assertThat(matches(amf, "target-nf-set-id=SET1.amfset.5gc.mnc001.mcc001&target-nf-fqdn=amf1.corebed.test")).isTrue();
        assertThat(matches(amf, "target-nf-fqdn=amf2.corebed.test")).isFalse();
    }

    @Test
    void payloadLimitsFollowTheYaml() {
        assertThat(query("").maxPayloadSize()).isEqualTo(124_000);
        assertThat(query("max-payload-size=2000").maxPayloadSize()).isEqualTo(2_000_000);
        assertThat(query("max-payload-size=10&max-payload-size-ext=5000").maxPayloadSize()).isEqualTo(5_000_000);
        assertThatThrownBy(() -> query("max-payload-size=-1")).isInstanceOf(SbiException.class);
        assertThatThrownBy(() -> query("max-payload-size-ext=-1")).isInstanceOf(SbiException.class);
        assertThat(query("max-payload-size-ext=9223372036854775807").maxPayloadSize()).as("no overflow").isPositive();
        assertThat(query("service-names=a,b,a").serviceNames()).containsExactlyInAnyOrder("a", "b");
    }
}
