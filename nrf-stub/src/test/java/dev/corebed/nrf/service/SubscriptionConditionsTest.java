package dev.corebed.nrf.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29510.SubscriptionData;
import dev.corebed.sbi.SbiException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class SubscriptionConditionsTest {

    /** A profile that passes the Rel-17 schema, as every stored one has. */
    static NFProfile profile(String json) {
        return StrictJson.read(json.getBytes(StandardCharsets.UTF_8), NFProfile.class);
    }

    static final NFProfile AMF = profile("""
            {"nfInstanceId":"5b1b7e3e-0000-4000-8000-000000000001","nfType":"AMF","nfStatus":"REGISTERED","fqdn":"amf1.corebed.test",
             "sNssais":[{"sst":1,"sd":"00000A"},{"sst":2}],"scpDomains":["east"],
             "amfInfo":{"amfSetId":"3F1","amfRegionId":"2A","guamiList":[{"plmnId":{"mcc":"310","mnc":"014"},"amfId":"2A3F41"}]}}""");

    /** Whether the subscrCond (checked against SubscriptionData's schema first, as the handler does) covers the profile. */
    static boolean covers(NFProfile profile, String cond) {
        String body = "{\"nfStatusNotificationUri\":\"http://127.0.0.1:9/n\",\"subscrCond\":" + cond + "}";
        StrictJson.read(body.getBytes(StandardCharsets.UTF_8), SubscriptionData.class);
        JsonNode node = StrictJson.MAPPER.readTree(cond);
        return SubscriptionConditions.of(node).covers(profile, SubscriptionConditions.offered(profile));
    }

    static boolean covers(String cond) {
        return covers(AMF, cond);
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
        assertThatThrownBy(() -> covers("{\"snssaiList\":[]}")).isInstanceOfSatisfying(SbiException.class,
                e -> assertThat(e.invalidParams().get(0).param()).isEqualTo("/subscrCond/snssaiList"));
    }

    @Test
    void aConditionWithAttributesOfAnotherTypeIsTheOneItValidatesAs() {
        // NfInstanceIdCond would need a UUID: this is an NfTypeCond with an attribute it does not define
        assertThat(covers("{\"nfInstanceId\":\"not-a-uuid\",\"nfType\":\"AMF\"}")).isTrue();
        assertThat(covers("{\"nfInstanceId\":\"not-a-uuid\",\"nfType\":\"SMF\"}")).isFalse();
    }

    static final NFProfile UPF = profile("""
            {"nfInstanceId":"5b1b7e3e-0000-4000-8000-000000000002","nfType":"UPF","nfStatus":"REGISTERED","fqdn":"upf1.corebed.test",
             "nfServices":[{"serviceInstanceId":"s1","serviceName":"nupf-ee","versions":[{"apiVersionInUri":"v1","apiFullVersion":"1.0.0"}],
                            "scheme":"http","nfServiceStatus":"REGISTERED","nfServiceSetIdList":["Set1.sn1.nfi.5gc.mnc014.mcc310"]}],
             "upfInfo":{"sNssaiUpfInfoList":[{"sNssai":{"sst":1},"dnnUpfInfoList":[{"dnn":"internet"}]}],
                        "smfServingArea":["area-east"],"taiList":[{"plmnId":{"mcc":"310","mnc":"014"},"tac":"00A1"}]}}""");

    @Test
    void nfServiceSetCondMatchesAServiceOfTheSet() {
        assertThat(covers(UPF, "{\"nfServiceSetId\":\"set1.sn1.nfi.5gc.mnc014.mcc310\"}")).isTrue();
        assertThat(covers(UPF, "{\"nfServiceSetId\":\"set2.sn1.nfi.5gc.mnc014.mcc310\"}")).isFalse();
    }

    @Test
    void upfCondMatchesByServingAreaOrTai() {
        assertThat(covers(UPF, "{\"conditionType\":\"UPF_COND\",\"smfServingArea\":[\"area-east\"]}")).isTrue();
        assertThat(covers(UPF, "{\"conditionType\":\"UPF_COND\",\"taiList\":[{\"plmnId\":{\"mcc\":\"310\",\"mnc\":\"014\"},\"tac\":\"00a1\"}]}"))
                .isTrue();
        assertThat(covers(UPF, "{\"conditionType\":\"UPF_COND\",\"smfServingArea\":[\"area-west\"]}")).isFalse();
        assertThat(covers(UPF, "{\"conditionType\":\"UPF_COND\"}")).as("every UPF").isTrue();
        assertThat(covers("{\"conditionType\":\"UPF_COND\"}")).as("not an AMF").isFalse();
    }

    @Test
    void scpDomainCondMatchesTheDomainAndTheListedNfTypes() {
        assertThat(covers("{\"scpDomains\":[\"west\",\"east\"]}")).isTrue();
        assertThat(covers("{\"scpDomains\":[\"east\"],\"nfTypeList\":[\"SMF\",\"AMF\"]}")).isTrue();
        assertThat(covers("{\"scpDomains\":[\"east\"],\"nfTypeList\":[\"SMF\"]}")).isFalse();
        assertThat(covers("{\"scpDomains\":[\"west\"]}")).isFalse();
    }

    static final NFProfile NWDAF = profile("""
            {"nfInstanceId":"5b1b7e3e-0000-4000-8000-000000000003","nfType":"NWDAF","nfStatus":"REGISTERED","fqdn":"nwdaf1.corebed.test",
             "nwdafInfo":{"eventIds":["LOAD_LEVEL_INFORMATION"],"nwdafEvents":["UE_MOBILITY"],"servingNfTypeList":["AMF"],
                          "taiList":[{"plmnId":{"mcc":"310","mnc":"014"},"tac":"00A1"}]}}""");

    @Test
    void nwdafCondMatchesAnalyticsIdsServingAreaAndServedNfTypes() {
        assertThat(covers(NWDAF, "{\"conditionType\":\"NWDAF_COND\",\"analyticsIds\":[\"UE_MOBILITY\"]}")).isTrue();
        assertThat(covers(NWDAF, "{\"conditionType\":\"NWDAF_COND\",\"analyticsIds\":[\"QOS_SUSTAINABILITY\"]}")).isFalse();
        assertThat(covers(NWDAF, "{\"conditionType\":\"NWDAF_COND\",\"taiList\":[{\"plmnId\":{\"mcc\":\"310\",\"mnc\":\"014\"},\"tac\":\"00a1\"}],"
                + "\"servingNfTypeList\":[\"AMF\",\"SMF\"]}")).isTrue();
        assertThat(covers(NWDAF, "{\"conditionType\":\"NWDAF_COND\",\"servingNfTypeList\":[\"SMF\"]}")).isFalse();
        assertThat(covers("{\"conditionType\":\"NWDAF_COND\"}")).as("not an NWDAF").isFalse();
    }

    @Test
    void nefAndDccfCondsMatchWhatTheirInfoSays() {
        NFProfile nef = profile("""
                {"nfInstanceId":"5b1b7e3e-0000-4000-8000-000000000004","nfType":"NEF","nfStatus":"REGISTERED","fqdn":"nef1.corebed.test",
                 "nefInfo":{"pfdData":{"appIds":["app1"]},"afEeData":{"afEvents":["SVC_EXPERIENCE"]},"servedFqdnList":["Af.Example"]}}""");
        assertThat(covers(nef, "{\"conditionType\":\"NEF_COND\",\"pfdData\":{\"appIds\":[\"app1\",\"app2\"]},\"servedFqdnList\":[\"af.example\"]}"))
                .isTrue();
        assertThat(covers(nef, "{\"conditionType\":\"NEF_COND\",\"afEvents\":[\"UE_MOBILITY\"]}")).isFalse();
        NFProfile dccf = profile("""
                {"nfInstanceId":"5b1b7e3e-0000-4000-8000-000000000005","nfType":"DCCF","nfStatus":"REGISTERED","fqdn":"dccf1.corebed.test",
                 "dccfInfo":{"servingNfSetIdList":["Set1.amfset.5gc.mnc014.mcc310"]}}""");
        assertThat(covers(dccf, "{\"conditionType\":\"DCCF_COND\",\"servingNfSetIdList\":[\"set1.amfset.5gc.mnc014.mcc310\"]}")).isTrue();
        assertThat(covers(dccf, "{\"conditionType\":\"DCCF_COND\",\"servingNfSetIdList\":[\"set2.amfset.5gc.mnc014.mcc310\"]}")).isFalse();
        assertThat(covers(dccf, "{\"conditionType\":\"DCCF_COND\",\"servingNfTypeList\":[\"AMF\"]}")).as("not declared: no restriction")
                .isTrue();
    }

    @Test
    void noConditionWatchesEveryProfile() {
        assertThat(SubscriptionConditions.of(null).covers(UPF, SubscriptionConditions.offered(UPF))).isTrue();
        assertThat(SubscriptionConditions.offered(AMF)).contains("scpDomain:east", "snssai:1-00000a", "snssai:2",
                "guami:310-014-2a3f41", "amfSet:2a/3f1");
        assertThat(Set.copyOf(SubscriptionConditions.of(null).keys())).containsExactly("*");
    }
}
