package dev.corebed.nrf.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class SubscriptionConditionsTest {

    static final JsonNode AMF = Json.MAPPER.readTree("""
            {"nfInstanceId":"5b1b7e3e-0000-4000-8000-000000000001","nfType":"AMF","nfStatus":"REGISTERED",
             "sNssais":[{"sst":1,"sd":"00000A"},{"sst":2}],
             "amfInfo":{"amfSetId":"3F1","amfRegionId":"2A","guamiList":[{"plmnId":{"mcc":"310","mnc":"014"},"amfId":"2A3F41"}]}}""");

    static Set<String> offered = SubscriptionConditions.offered(AMF);

    static boolean covers(String cond) {
        return SubscriptionConditions.covers(SubscriptionConditions.watched(Json.MAPPER.readTree(cond)), offered);
    }

    @Test
    void amfCondMatchesTheSetWithinItsRegionOrTheWholeRegion() {
        assertThat(covers("{\"amfSetId\":\"3f1\",\"amfRegionId\":\"2a\"}")).isTrue();
        assertThat(covers("{\"amfSetId\":\"3F1\"}")).isTrue();
        assertThat(covers("{\"amfRegionId\":\"2A\"}")).isTrue();
        assertThat(covers("{\"amfSetId\":\"3F1\",\"amfRegionId\":\"2B\"}")).isFalse();
    }

    @Test
    void guamiListCondMatchesAnyListedGuami() {
        assertThat(covers("{\"guamiList\":[{\"plmnId\":{\"mcc\":\"310\",\"mnc\":\"014\"},\"amfId\":\"2a3f41\"}]}")).isTrue();
        assertThat(covers("{\"guamiList\":[{\"plmnId\":{\"mcc\":\"310\",\"mnc\":\"015\"},\"amfId\":\"2A3F41\"}]}")).isFalse();
    }

    @Test
    void networkSliceCondMatchesByTheSliceAndItsDifferentiator() {
        assertThat(covers("{\"snssaiList\":[{\"sst\":1,\"sd\":\"00000a\"}]}")).isTrue();
        assertThat(covers("{\"snssaiList\":[{\"sst\":2}]}")).isTrue();
        assertThat(covers("{\"snssaiList\":[{\"sst\":1}]}")).isFalse();
        assertThatThrownBy(() -> covers("{\"snssaiList\":[]}")).isInstanceOf(SbiException.class);
    }

    static final JsonNode UPF = Json.MAPPER.readTree("""
            {"nfInstanceId":"5b1b7e3e-0000-4000-8000-000000000002","nfType":"UPF","nfStatus":"REGISTERED",
             "nfServices":[{"serviceInstanceId":"s1","serviceName":"nupf-ee","nfServiceSetIdList":["Set1.sn1.nfi.5gc.mnc014.mcc310"]}],
             "upfInfo":{"smfServingArea":["area-east"],"taiList":[{"plmnId":{"mcc":"310","mnc":"014"},"tac":"00A1"}]}}""");

    static boolean coversUpf(String cond) {
        return SubscriptionConditions.covers(SubscriptionConditions.watched(Json.MAPPER.readTree(cond)),
                SubscriptionConditions.offered(UPF));
    }

    @Test
    void nfServiceSetCondMatchesAServiceOfTheSet() {
        assertThat(coversUpf("{\"nfServiceSetId\":\"set1.sn1.nfi.5gc.mnc014.mcc310\"}")).isTrue();
        assertThat(coversUpf("{\"nfServiceSetId\":\"set2.sn1.nfi.5gc.mnc014.mcc310\"}")).isFalse();
    }

    @Test
    void upfCondMatchesByServingAreaOrTai() {
        assertThat(coversUpf("{\"conditionType\":\"UPF_COND\",\"smfServingArea\":[\"area-east\"]}")).isTrue();
        assertThat(coversUpf("{\"conditionType\":\"UPF_COND\",\"taiList\":[{\"plmnId\":{\"mcc\":\"310\",\"mnc\":\"014\"},\"tac\":\"00a1\"}]}")).isTrue();
        assertThat(coversUpf("{\"conditionType\":\"UPF_COND\",\"smfServingArea\":[\"area-west\"]}")).isFalse();
        assertThat(coversUpf("{\"conditionType\":\"UPF_COND\"}")).as("every UPF").isTrue();
        assertThat(covers("{\"conditionType\":\"UPF_COND\"}")).as("not an AMF").isFalse();
    }

    @Test
    void conditionTypesStillNotSupportedAre501() {
        assertThatThrownBy(() -> covers("{\"conditionType\":\"NWDAF_COND\",\"analyticsIds\":[\"x\"]}"))
                .isInstanceOfSatisfying(SbiException.class, e -> assertThat(e.status()).isEqualTo(501));
    }
}
