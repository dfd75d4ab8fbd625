package dev.corebed.nrf;

import static dev.corebed.junit.StubType.NRF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.junit.CorebedExtension;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.ResetMode;
import dev.corebed.nrf.client.AccessTokenSource;
import dev.corebed.nrf.store.NfProfileView;
import dev.corebed.nrf.store.NfProfileViewEntry;
import dev.corebed.nrf.store.NfProfileViewPolls;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.context.support.GenericApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Nnrf_NFDiscovery SearchNFInstances against TS 29.510, on the embedded data tier: the seed's query
 * combinations over a small population registered through the NRF's own PUT, ordering, caps, EmptyList,
 * errors, the SLF lookup (a fake SLF and its alternate), forwarding (a fake peer NRF), and a second NRF
 * instance on the same data tier.
 */
class NfDiscoveryIT {

    static String base;
    static String admin;

    // --- the population -------------------------------------------------------------------------

    static String id(int type, int n) {
        return String.format("%08d-0000-4000-8000-%012d", type, n);
    }

    static final String UDM_A = id(1, 1), UDM_B = id(1, 2), UDM_C = id(1, 3), UDM_D = id(1, 4);
    static final String AUSF_1 = id(2, 1), AUSF_2 = id(2, 2);
    static final String UDR_1 = id(3, 1), UDR_2 = id(3, 2), UDR_3 = id(3, 3);
    static final String AMF_1 = id(4, 1), AMF_2 = id(4, 2);
    static final String SMF_1 = id(5, 1), SMF_2 = id(5, 2), SMF_3 = id(5, 3);
    static final String PCF_1 = id(6, 1), PCF_2 = id(6, 2), PCF_3 = id(6, 3);
    static final String NEF_1 = id(8, 1), NEF_2 = id(8, 2);
    static final String BSF_1 = id(9, 1), BSF_2 = id(9, 2);
    static final String PEER_UDM = id(99, 1);

    static final String G1_SUPIS = "{\"start\":\"001010000000000\",\"end\":\"001010000000999\"}";
    static final String G2_SUPIS = "{\"start\":\"001010000001000\",\"end\":\"001010000001999\"}";

    static String services(String... names) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            out.add("""
                    {"serviceInstanceId":"s%d","serviceName":"%s","versions":[{"apiVersionInUri":"v1","apiFullVersion":"1.0.0"}],
                     "scheme":"http","nfServiceStatus":"REGISTERED","allowedNfTypes":["AMF","AUSF","SMF","UDM","PCF","NEF"]}"""
                    .formatted(i + 1, names[i]));
        }
        return "[" + String.join(",", out) + "]";
    }

    /** An NFProfile: the common attributes, then the type-specific ones (a JSON fragment, may be empty). */
    static String profile(String id, String type, String status, String locality, Integer priority, Integer capacity,
                          String servicesJson, String extra) {
        return """
                {"nfInstanceId":"%s","nfType":"%s","nfStatus":"%s","fqdn":"%s.corebed.test","ipv4Addresses":["127.0.0.20"],
                 "heartBeatTimer":10%s%s%s%s%s}"""
                .formatted(id, type, status, type.toLowerCase() + "-" + id.substring(id.length() - 2),
                        locality == null ? "" : ",\"locality\":\"" + locality + "\"",
                        priority == null ? "" : ",\"priority\":" + priority,
                        capacity == null ? "" : ",\"capacity\":" + capacity,
                        servicesJson == null ? "" : ",\"nfServices\":" + servicesJson,
                        extra.isEmpty() ? "" : "," + extra);
    }

    static List<String[]> population() {
        List<String[]> p = new ArrayList<>();
        p.add(new String[] {UDM_A, profile(UDM_A, "UDM", "REGISTERED", "site-a", 1, 100,
                services("nudm-sdm", "nudm-uecm", "nudm-ueau"),
                "\"udmInfo\":{\"groupId\":\"G1\",\"supiRanges\":[" + G1_SUPIS + "],\"routingIndicators\":[\"0001\"]}")});
        p.add(new String[] {UDM_B, profile(UDM_B, "UDM", "REGISTERED", "site-b", 1, 200, services("nudm-sdm", "nudm-uecm"),
                "\"udmInfo\":{\"groupId\":\"G1\",\"supiRanges\":[" + G1_SUPIS + "],\"routingIndicators\":[\"0001\"]}")});
        p.add(new String[] {UDM_C, profile(UDM_C, "UDM", "REGISTERED", "site-a", 2, 100, services("nudm-sdm", "nudm-ueau"),
                "\"udmInfo\":{\"groupId\":\"G2\",\"supiRanges\":[" + G2_SUPIS + "],\"routingIndicators\":[\"0002\"]}")});
        p.add(new String[] {UDM_D, profile(UDM_D, "UDM", "SUSPENDED", "site-a", 1, 100, services("nudm-sdm", "nudm-uecm"),
                "\"udmInfo\":{\"groupId\":\"G3\"}")});
        p.add(new String[] {AUSF_1, profile(AUSF_1, "AUSF", "REGISTERED", "site-a", 1, 100, services("nausf-auth"),
                "\"ausfInfo\":{\"groupId\":\"G1\",\"supiRanges\":[" + G1_SUPIS + "],\"routingIndicators\":[\"0001\"]}")});
        p.add(new String[] {AUSF_2, profile(AUSF_2, "AUSF", "REGISTERED", "site-b", 1, 100,
                services("nausf-auth", "nausf-sorprotection"), "\"ausfInfo\":{\"groupId\":\"G2\",\"routingIndicators\":[\"0002\"]}")});
        p.add(new String[] {UDR_1, profile(UDR_1, "UDR", "REGISTERED", "site-a", 1, 100, services("nudr-dr", "nudr-group-id-map"),
                "\"udrInfo\":{\"groupId\":\"G1\",\"supiRanges\":[" + G1_SUPIS + "],\"supportedDataSets\":[\"SUBSCRIPTION\",\"POLICY\"]}")});
        p.add(new String[] {UDR_2, profile(UDR_2, "UDR", "REGISTERED", "site-a", 1, 100, services("nudr-dr"),
                "\"udrInfo\":{\"groupId\":\"G2\",\"supportedDataSets\":[\"SUBSCRIPTION\"]}")});
        p.add(new String[] {UDR_3, profile(UDR_3, "UDR", "REGISTERED", "site-b", 5, 100, services("nudr-dr"),
                "\"udrInfo\":{\"groupId\":\"G1\"}")});
        p.add(new String[] {AMF_1, profile(AMF_1, "AMF", "REGISTERED", "site-a", 1, 100, services("namf-comm"),
                """
                "allowedNssais":[{"sst":1,"sd":"000001"}],"sNssais":[{"sst":1,"sd":"000001"},{"sst":2}],
                "amfInfo":{"amfSetId":"001","amfRegionId":"ca","guamiList":[{"plmnId":{"mcc":"001","mnc":"01"},"amfId":"cafe00"}],
                 "taiList":[{"plmnId":{"mcc":"001","mnc":"01"},"tac":"000001"}]}""")});
        p.add(new String[] {AMF_2, profile(AMF_2, "AMF", "REGISTERED", "site-b", 1, 100, services("namf-comm"),
                """
                "allowedNssais":[{"sst":2}],
                "amfInfo":{"amfSetId":"002","amfRegionId":"ca","guamiList":[{"plmnId":{"mcc":"001","mnc":"01"},"amfId":"CAFE01"}]}""")});
        p.add(new String[] {SMF_1, profile(SMF_1, "SMF", "REGISTERED", "site-a", 1, 100,
                services("nsmf-pdusession", "nsmf-event-exposure"),
                """
                "smfInfo":{"sNssaiSmfInfoList":[{"sNssai":{"sst":1,"sd":"000001"},"dnnSmfInfoList":[{"dnn":"internet"},{"dnn":"ims"}]}],
                 "taiList":[{"plmnId":{"mcc":"001","mnc":"01"},"tac":"000001"}],"pgwFqdn":"pgw1.example.org"}""")});
        p.add(new String[] {SMF_2, profile(SMF_2, "SMF", "REGISTERED", "site-b", 1, 50, services("nsmf-pdusession"),
                """
                "smfInfo":{"sNssaiSmfInfoList":[{"sNssai":{"sst":1,"sd":"000001"},"dnnSmfInfoList":[{"dnn":"internet"}]}],
                 "taiRangeList":[{"plmnId":{"mcc":"001","mnc":"01"},"tacRangeList":[{"start":"000001","end":"0000ff"}]}]}""")});
        p.add(new String[] {SMF_3, profile(SMF_3, "SMF", "REGISTERED", "site-a", 3, 100, services("nsmf-pdusession"),
                """
                "smfInfo":{"sNssaiSmfInfoList":[{"sNssai":{"sst":2},"dnnSmfInfoList":[{"dnn":"*"}]}],"pgwFqdn":"pgw3.example.org"}""")});
        p.add(new String[] {PCF_1, profile(PCF_1, "PCF", "REGISTERED", "site-a", 1, 100,
                services("npcf-smpolicycontrol", "npcf-am-policy-control"),
                "\"sNssais\":[{\"sst\":1,\"sd\":\"000001\"}],\"pcfInfo\":{\"dnnList\":[\"internet\"]}")});
        p.add(new String[] {PCF_2, profile(PCF_2, "PCF", "REGISTERED", "site-b", 2, 100, services("npcf-smpolicycontrol"),
                "\"pcfInfo\":{\"dnnList\":[\"ims\"]}")});
        p.add(new String[] {PCF_3, profile(PCF_3, "PCF", "REGISTERED", "site-b", 1, 10, services("npcf-am-policy-control"),
                "\"allowedNfTypes\":[\"AMF\"],\"sNssais\":[{\"sst\":1,\"sd\":\"000001\"}]")});
        for (int i = 1; i <= 14; i++) {
            String chf = id(7, i);
            p.add(new String[] {chf, profile(chf, "CHF", "REGISTERED", i % 2 == 0 ? "east" : "west", i % 3, i * 10,
                    services("nchf-convergedcharging"), "")});
        }
        p.add(new String[] {NEF_1, profile(NEF_1, "NEF", "SUSPENDED", null, null, null, null, "")});
        p.add(new String[] {NEF_2, profile(NEF_2, "NEF", "UNDISCOVERABLE", null, null, null, null, "")});
        p.add(new String[] {BSF_1, profile(BSF_1, "BSF", "REGISTERED", null, null, null, null, "")});
        p.add(new String[] {BSF_2, profile(BSF_2, "BSF", "SUSPENDED", null, null, null, null, "")});
        return p;
    }

    /** CHF ids in the order TS 29.510 prefers them: priority ascending, then capacity descending. */
    static List<String> chfsByPreference() {
        List<Integer> order = new ArrayList<>();
        for (int i = 1; i <= 14; i++) {
            order.add(i);
        }
        order.sort((a, b) -> a % 3 != b % 3 ? Integer.compare(a % 3, b % 3) : Integer.compare(b, a));
        return order.stream().map(i -> id(7, i)).toList();
    }

    // --- the fakes and the NRF ------------------------------------------------------------------

    /** The fake SLF's subscriber → group map: imsi-0010100000NNNNN with NNNNN < 1000 is G1, < 2000 G2, >= 90000 unknown. */
    static SbiResponse slfAnswer(SbiRequest r) {
        String subscriber = r.queryParam("subscriberId");
        String nfType = r.queryParam("nf-type");
        int n = Integer.parseInt(subscriber.substring(subscriber.length() - 5));
        if (n >= 90000) {
            return Problems.response(404, "DATA_NOT_FOUND", "no group for " + subscriber, r.path());
        }
        return SbiResponse.json(200, Map.of(nfType, n < 1000 ? "G1" : n < 2000 ? "G2" : "G1"));
    }

    static Route.Builder slfRoute() {
        // Only the parameter names of TS29504_Nudr_GroupIDmap.yaml: anything else is a 400 from the fake.
        return Route.get("/nudr-group-id-map/v1/nf-group-ids").query("nf-type", "subscriberId");
    }

    static final String PEER_RESULT = """
            {"validityPeriod":30,"nfInstances":[{"nfInstanceId":"%s","nfType":"UDM","nfStatus":"REGISTERED","fqdn":"udm.peer.example"}]}"""
            .formatted(PEER_UDM);

    static SbiResponse peerAnswer(SbiRequest r) {
        return SbiResponse.json(200, PEER_RESULT.getBytes(StandardCharsets.UTF_8)).header("cache-control", "max-age=30");
    }

    // The fakes start with the class, so that the NRF's settings can name them.
    static final FakePeer slf = fake("slf", slfRoute(), NfDiscoveryIT::slfAnswer);
    static final FakePeer alternateSlf = fake("slf2", slfRoute(), NfDiscoveryIT::slfAnswer);
    static final FakePeer peerNrf = fake("peer-nrf", Route.get("/nnrf-disc/v1/nf-instances").anyQuery(),
            NfDiscoveryIT::peerAnswer);

    static FakePeer fake(String name, Route.Builder route, java.util.function.Function<SbiRequest, SbiResponse> answer) {
        try {
            return new FakePeer(name, route, answer);
        } catch (Exception e) {
            throw new IllegalStateException("the fake " + name + " did not start", e);
        }
    }

    @RegisterExtension
    static final CorebedExtension corebed = CorebedExtension.withStubs(NRF)
            .reset(ResetMode.NEVER)
            .property("sbi.tls-port", "-1")
            // the seed's combinations 1 and 6-10 come without requester-nf-type
            .property("stub.nrf.discovery.requester-nf-type-required", "false")
            .property("stub.nrf.slf.api-root", slf.apiRoot())
            .property("stub.nrf.slf.alternate-api-root", alternateSlf.apiRoot())
            .property("stub.nrf.forwarding.api-root", peerNrf.apiRoot())
            // Primary, so it wins even once the access-token service registers its own AccessTokenSource.
            .initializer(NRF, ctx -> ((GenericApplicationContext) ctx).registerBean("testTokens", AccessTokenSource.class,
                    () -> (type, scope) -> CompletableFuture.completedFuture("test-token-" + type), bd -> bd.setPrimary(true)));

    static NrfHandle nrf;

    @BeforeAll
    static void boot() throws Exception {
        nrf = corebed.nrf();
        base = nrf.sbiUri().toString();
        admin = nrf.adminUri().toString();
        for (String[] p : population()) {
            Reply put = HttpProbe.http1("PUT", base + "/nnrf-nfm/v1/nf-instances/" + p[0], p[1]);
            assertThat(put.status()).as(put.body()).isEqualTo(201);
        }
        // Registered through the NRF's own API, discovered once the view's poll has seen them.
        awaitIds(base, "target-nf-type=BSF&requester-nf-type=PCF", List.of(BSF_1), 2000);
        awaitIds(base, "target-nf-type=CHF&requester-nf-type=SMF&limit=20", chfsByPreference().subList(0, 12), 2000);
    }

    @AfterAll
    static void shutdown() {
        for (FakePeer p : new FakePeer[] {slf, alternateSlf, peerNrf}) {
            if (p != null) {
                p.close();
            }
        }
    }

    static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    static Reply search(String query, String... headers) {
        return HttpProbe.http1("GET", base + "/nnrf-disc/v1/nf-instances?" + query, null, headers);
    }

    static List<String> ids(Reply r) {
        List<String> out = new ArrayList<>();
        r.json().get("nfInstances").forEach(p -> out.add(p.get("nfInstanceId").asString()));
        return out;
    }

    /** A 200 SearchResult per the yaml, with the headers TS 29.510 §6.2.2.2 asks for. */
    static Reply ok(Reply r) {
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.header("content-type")).isEqualTo("application/json");
        assertThat(r.header("cache-control")).isEqualTo("max-age=60");
        assertThat(r.json().get("validityPeriod").asInt()).isEqualTo(60);
        DiscoverySchema.assertSearchResult(r.json());
        return r;
    }

    static void awaitIds(String root, String query, List<String> expected, long deadlineMs) throws InterruptedException {
        long end = System.currentTimeMillis() + deadlineMs;
        List<String> last;
        do {
            Reply r = HttpProbe.http1("GET", root + "/nnrf-disc/v1/nf-instances?" + query, null);
            last = r.status() == 200 ? ids(r) : List.of("status " + r.status());
            if (last.equals(expected)) {
                return;
            }
            Thread.sleep(20);
        } while (System.currentTimeMillis() < end);
        assertThat(last).as("within " + deadlineMs + " ms: " + query).isEqualTo(expected);
    }

    static void assertProblem(Reply r, int status, String cause, String param) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.header("content-type")).isEqualTo("application/problem+json");
        assertThat(r.json().get("cause").asString()).isEqualTo(cause);
        if (param != null) {
            assertThat(r.json().get("invalidParams").get(0).get("param").asString()).isEqualTo(param);
        }
    }

    static String guami(String amfId) {
        return enc("{\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"amfId\":\"" + amfId + "\"}");
    }

    static final String SLICE_1 = enc("[{\"sst\":1,\"sd\":\"000001\"}]");
    static final String TAI_1 = enc("{\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"tac\":\"000001\"}");

    // --- the seed's combinations ----------------------------------------------------------------

    static Stream<Arguments> seedCombinations() {
        return Stream.of(
                Arguments.of("1 guami, requester-snssais", "target-nf-type=AMF&guami=" + guami("cafe00") + "&requester-snssais=" + SLICE_1,
                        List.of(AMF_1)),
                Arguments.of("2 routing-indicator, group-id-list",
                        "target-nf-type=AUSF&requester-nf-type=AMF&routing-indicator=0002&group-id-list=G2", List.of(AUSF_2)),
                Arguments.of("3 supi (SLF: G2), service-names",
                        "target-nf-type=UDM&requester-nf-type=AUSF&supi=imsi-001010000001234&service-names=nudm-ueau", List.of(UDM_C)),
                Arguments.of("4 service-names (capacity orders equal priorities)",
                        "target-nf-type=UDM&requester-nf-type=AMF&service-names=nudm-uecm", List.of(UDM_B, UDM_A)),
                Arguments.of("5 group-id-list", "target-nf-type=UDR&requester-nf-type=PCF&group-id-list=G1", List.of(UDR_1, UDR_3)),
                Arguments.of("6 pgw", "target-nf-type=SMF&pgw=pgw1.example.org", List.of(SMF_1)),
                Arguments.of("7 dnn, snssais, tai, pgw-ind",
                        "target-nf-type=SMF&dnn=internet&snssais=" + SLICE_1 + "&tai=" + TAI_1 + "&pgw-ind=true", List.of(SMF_1)),
                Arguments.of("7 with pgw-ind=false: the standalone SMF, its TAI in a range",
                        "target-nf-type=SMF&dnn=internet&snssais=" + SLICE_1 + "&tai=" + TAI_1 + "&pgw-ind=false", List.of(SMF_2)),
                Arguments.of("8 supi within group-id-list (no SLF), service-names",
                        "target-nf-type=UDM&supi=imsi-001010000000005&group-id-list=G1,G2&service-names=nudm-sdm", List.of(UDM_B, UDM_A)),
                Arguments.of("9 dnn, snssais, preferred-locality, service-names",
                        "target-nf-type=SMF&dnn=internet&snssais=" + SLICE_1 + "&preferred-locality=site-b&service-names=nsmf-pdusession",
                        List.of(SMF_2, SMF_1)),
                Arguments.of("10 guami (amfId compared without case)", "target-nf-type=AMF&guami=" + guami("cafe01"), List.of(AMF_2)),
                Arguments.of("11 preferred-locality (PCF_3 allows AMF only)",
                        "target-nf-type=PCF&requester-nf-type=SMF&preferred-locality=site-b", List.of(PCF_2, PCF_1)),
                Arguments.of("12 preferred-locality, supi (SLF: G1)",
                        "target-nf-type=UDM&requester-nf-type=AMF&preferred-locality=site-a&supi=imsi-001010000000042",
                        List.of(UDM_A, UDM_B)),
                // the guide lists requester-nf-type twice; in a query a scalar parameter appears once
                Arguments.of("13 supi, group-id-list, data-set",
                        "target-nf-type=UDR&requester-nf-type=UDM&supi=imsi-001010000000042&group-id-list=G1&data-set=POLICY",
                        List.of(UDR_1, UDR_3)),
                Arguments.of("14 routing-indicator, group-id-list, service-names",
                        "target-nf-type=AUSF&requester-nf-type=AMF&routing-indicator=0001&group-id-list=G1&service-names=nausf-auth",
                        List.of(AUSF_1)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void seedCombinations(String name, String query, List<String> expected) {
        assertThat(ids(ok(search(query)))).isEqualTo(expected);
    }

    /**
     * Every test's answers are checked against the yaml when it is there; this one says in the report that
     * the check was skipped when it is not, over answers holding each kind of profile of the population.
     */
    @Test
    void searchResultsFollowTheDiscoveryYaml() {
        DiscoverySchema.assumeAvailable();
        for (String type : List.of("UDM", "AUSF", "UDR", "AMF", "SMF", "PCF", "CHF", "NEF", "BSF")) {
            Reply r = search("target-nf-type=" + type + "&requester-nf-type=SMF");
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            DiscoverySchema.assertSearchResult(r.json());
        }
    }

    @Test
    void serviceNamesReturnOnlyTheRequestedServicesAndNoAttributeOfTheNrfItself() {
        JsonNode udm = ok(search("target-nf-type=UDM&requester-nf-type=AMF&service-names=nudm-sdm,nudm-ueau&target-nf-instance-id=" + UDM_A))
                .json().get("nfInstances").get(0);
        assertThat(udm.get("nfServices").findValuesAsString("serviceName")).containsExactly("nudm-sdm", "nudm-ueau");
        assertThat(udm.has("heartBeatTimer")).isFalse();
        assertThat(udm.get("nfServices").get(0).has("allowedNfTypes")).isFalse();
        assertThat(udm.get("udmInfo").get("groupId").asString()).isEqualTo("G1");

        JsonNode all = ok(search("target-nf-type=UDM&requester-nf-type=AMF&target-nf-instance-id=" + UDM_A)).json()
                .get("nfInstances").get(0);
        assertThat(all.get("nfServices").findValuesAsString("serviceName")).containsExactly("nudm-sdm", "nudm-uecm", "nudm-ueau");
        // a requester type the services do not allow sees the profile without them
        JsonNode hidden = ok(search("target-nf-type=UDM&requester-nf-type=CHF&target-nf-instance-id=" + UDM_A)).json()
                .get("nfInstances").get(0);
        assertThat(hidden.has("nfServices")).isFalse();
        assertThat(ids(ok(search("target-nf-type=AUSF&requester-nf-type=CHF&service-names=nausf-auth")))).isEmpty();
    }

    @Test
    void atMostTwelveProfilesInPreferenceOrderThenLimitAndMaxPayloadSize() {
        List<String> preferred = chfsByPreference();
        JsonNode capped = ok(search("target-nf-type=CHF&requester-nf-type=SMF")).json();
        assertThat(ids(ok(search("target-nf-type=CHF&requester-nf-type=SMF")))).isEqualTo(preferred.subList(0, 12));
        assertThat(capped.get("numNfInstComplete").asInt()).isEqualTo(14);

        assertThat(ids(ok(search("target-nf-type=CHF&requester-nf-type=SMF&limit=3")))).isEqualTo(preferred.subList(0, 3));
        List<String> east = preferred.stream().filter(id -> Integer.parseInt(id.substring(id.length() - 2)) % 2 == 0).toList();
        assertThat(ids(ok(search("target-nf-type=CHF&requester-nf-type=SMF&limit=7&preferred-locality=east")))).isEqualTo(east);

        Reply small = ok(search("target-nf-type=CHF&requester-nf-type=SMF&max-payload-size=1"));
        assertThat(small.body().getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(1000);
        assertThat(ids(small)).isNotEmpty().isEqualTo(preferred.subList(0, ids(small).size()));
        assertThat(small.json().get("numNfInstComplete").asInt()).isEqualTo(14);
        assertThat(ids(ok(search("target-nf-type=CHF&requester-nf-type=SMF&max-payload-size=0")))).isEmpty();
        assertThat(ok(search("target-nf-type=AMF&requester-nf-type=SMF")).json().has("numNfInstComplete")).isFalse();
    }

    @Test
    void suspendedProfilesOnlyWhenNoRegisteredOneMatchesAndNeverUndiscoverableOnes() {
        assertThat(ids(ok(search("target-nf-type=NEF&requester-nf-type=AF")))).containsExactly(NEF_1);
        assertThat(ids(ok(search("target-nf-type=BSF&requester-nf-type=PCF")))).containsExactly(BSF_1);
        // UDM_D, suspended, is G3's only UDM: UDM searches are forwarded first, the peer's registered UDMs
        // being a better answer than a local suspended one
        assertThat(ids(search("target-nf-type=UDM&requester-nf-type=AMF&group-id-list=G3"))).containsExactly(PEER_UDM);
    }

    @Test
    void nothingMatchingIsTwoHundredWithAnEmptyList() {
        Reply none = ok(search("target-nf-type=NWDAF&requester-nf-type=SMF"));
        assertThat(none.body()).isEqualTo("{\"validityPeriod\":60,\"nfInstances\":[]}");
        // SMF_3 serves any DNN ("*"), but on slice 2 only
        assertThat(ids(ok(search("target-nf-type=SMF&requester-nf-type=AMF&dnn=unknown.dnn")))).containsExactly(SMF_3);
        assertThat(ids(ok(search("target-nf-type=SMF&requester-nf-type=AMF&dnn=unknown.dnn&snssais=" + SLICE_1)))).isEmpty();
        // AMF_1 lists its TAIs, AMF_2 lists none (any TAI)
        assertThat(ids(ok(search("target-nf-type=AMF&requester-nf-type=SMF&tai="
                + enc("{\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"tac\":\"00ABCD\"}"))))).containsExactly(AMF_2);
        // a parameter the stub accepts without filtering on it does not narrow the answer
        assertThat(ids(ok(search("target-nf-type=AMF&requester-nf-type=SMF&requester-nf-instance-fqdn=smf.example.org"
                + "&target-plmn-list=" + enc("[{\"mcc\":\"001\",\"mnc\":\"01\"}]"))))).containsExactly(AMF_1, AMF_2);
    }

    @Test
    void malformedParametersAreRefusedNamingTheParameter() {
        assertProblem(search("requester-nf-type=AMF"), 400, "MANDATORY_QUERY_PARAM_MISSING", "target-nf-type");
        assertProblem(search("target-nf-type=&requester-nf-type=AMF"), 400, "MANDATORY_QUERY_PARAM_INCORRECT", "target-nf-type");
        assertProblem(search("target-nf-type=AMF,SMF"), 400, "MANDATORY_QUERY_PARAM_INCORRECT", "target-nf-type");
        assertProblem(search("target-nf-type=AMF&target-nf-type=SMF"), 400, "MANDATORY_QUERY_PARAM_INCORRECT", "target-nf-type");
        // an optional parameter the yaml's schema refuses (TS 29.500: OPTIONAL_QUERY_PARAM_INCORRECT)
        assertProblem(search("target-nf-type=AMF&guami=" + enc("{\"plmnId\":")), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "guami");
        assertProblem(search("target-nf-type=AMF&guami=" + enc("{\"amfId\":\"cafe00\"}")), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "guami");
        assertProblem(search("target-nf-type=AMF&limit=0"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "limit");
        assertProblem(search("target-nf-type=AMF&limit=many"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "limit");
        assertProblem(search("target-nf-type=AMF&max-payload-size=2001"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "max-payload-size");
        assertProblem(search("target-nf-type=AMF&max-payload-size=-1"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "max-payload-size");
        assertProblem(search("target-nf-type=AUSF&routing-indicator=12345"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "routing-indicator");
        assertProblem(search("target-nf-type=SMF&snssais=" + enc("[{\"sst\":256}]")), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "snssais");
        assertProblem(search("target-nf-type=SMF&tai=" + enc("{\"tac\":\"01\"}")), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "tai");
        assertProblem(search("target-nf-type=SMF&pgw-ind=yes"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "pgw-ind");
        assertProblem(search("target-nf-type=UDM&target-nf-instance-id=udm-1"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT",
                "target-nf-instance-id");
        assertProblem(search("target-nf-type=AMF&amf-set-id=4ff"), 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "amf-set-id");
        assertProblem(search("target-nf-type=UDM&supi=imsi-001010000000001&supi=imsi-001010000000002"), 400,
                "OPTIONAL_QUERY_PARAM_INCORRECT", "supi");
        // a parameter the yaml does not define
        assertProblem(search("target-nf-type=UDM&nf-type=UDM"), 400, "INVALID_QUERY_PARAM", "nf-type");
    }

    @Test
    void overHttp2TheAnswerIsTheSame() {
        Reply h2 = HttpProbe.h2c("GET", base + "/nnrf-disc/v1/nf-instances?target-nf-type=SMF&pgw=pgw1.example.org", null);
        assertThat(h2.version()).isEqualTo("HTTP/2");
        assertThat(ids(ok(h2))).containsExactly(SMF_1);
    }

    // --- SLF ------------------------------------------------------------------------------------

    @Test
    void theSlfGroupNarrowsTheSearchAndIsAskedOncePerSubscriber() {
        int before = slf.calls();
        String query = "target-nf-type=UDM&requester-nf-type=AMF&supi=imsi-001010000001500";
        assertThat(ids(ok(search(query)))).containsExactly(UDM_C);
        assertThat(slf.calls()).isEqualTo(before + 1);
        SbiRequest asked = slf.last();
        assertThat(asked.path()).isEqualTo("/nudr-group-id-map/v1/nf-group-ids");
        assertThat(asked.queryParam("nf-type")).isEqualTo("UDM");
        assertThat(asked.queryParam("subscriberId")).isEqualTo("imsi-001010000001500");
        assertThat(asked.header("authorization")).isEqualTo("Bearer test-token-UDR");
        assertThat(asked.header("3gpp-sbi-target-apiroot")).isNull();

        assertThat(ids(ok(search(query)))).containsExactly(UDM_C);
        assertThat(ids(ok(search(query + "&service-names=nudm-sdm")))).containsExactly(UDM_C);
        assertThat(slf.calls()).as("served from the SLF cache").isEqualTo(before + 1);
        // the cache is per NF type: the AUSF search asks again
        assertThat(ids(ok(search("target-nf-type=AUSF&requester-nf-type=AMF&supi=imsi-001010000001500")))).containsExactly(AUSF_2);
        assertThat(slf.calls()).isEqualTo(before + 2);
    }

    @Test
    void withoutAGroupFromTheSlfTheProfilesRangesDecide() {
        // unknown to the SLF (404): AUSF_1 serves G1's SUPI range only, AUSF_2 declares no range (any SUPI)
        assertThat(ids(ok(search("target-nf-type=AUSF&requester-nf-type=AMF&supi=imsi-001010000095000")))).containsExactly(AUSF_2);
    }

    @Test
    void anSlfThatFailsIsReplacedByTheAlternateOnce() {
        int primary = slf.calls();
        int alternate = alternateSlf.calls();
        slf.answer = r -> Problems.response(503, "NF_CONGESTION", "busy", r.path());
        try {
            assertThat(ids(ok(search("target-nf-type=AUSF&requester-nf-type=AMF&supi=imsi-001010000000777")))).containsExactly(AUSF_1);
            assertThat(slf.calls()).isEqualTo(primary + 1);
            assertThat(alternateSlf.calls()).isEqualTo(alternate + 1);

            alternateSlf.answer = slf.answer;
            String query = "target-nf-type=AUSF&requester-nf-type=AMF&supi=imsi-001010000000778";
            Reply down = search(query);
            assertProblem(down, 500, "SYSTEM_FAILURE", null);
            assertThat(down.json().get("detail").asString()).contains("SLF");
            assertThat(slf.calls()).as("one attempt each").isEqualTo(primary + 2);
            assertThat(alternateSlf.calls()).isEqualTo(alternate + 2);

            slf.answer = NfDiscoveryIT::slfAnswer;
            assertThat(ids(ok(search(query)))).as("a failure is not cached").containsExactly(AUSF_1);
        } finally {
            slf.answer = NfDiscoveryIT::slfAnswer;
            alternateSlf.answer = NfDiscoveryIT::slfAnswer;
        }
    }

    @Test
    void anIdentityTheSlfRefusesIsTheConsumersIncorrectParameter() {
        slf.answer = r -> Problems.response(SbiException.invalidParam("OPTIONAL_QUERY_PARAM_INCORRECT", "subscriberId", "too long"), r.path());
        alternateSlf.answer = slf.answer;
        try {
            Reply refused = search("target-nf-type=AUSF&requester-nf-type=AMF&gpsi=msisdn-33600000779");
            assertProblem(refused, 400, "OPTIONAL_QUERY_PARAM_INCORRECT", "gpsi");
        } finally {
            slf.answer = NfDiscoveryIT::slfAnswer;
            alternateSlf.answer = NfDiscoveryIT::slfAnswer;
        }
    }

    // --- forwarding -----------------------------------------------------------------------------

    @Test
    void aUdmSearchWithoutLocalMatchIsForwardedAndTheAnswerRelayed() {
        int before = peerNrf.calls();
        Reply relayed = search("target-nf-type=UDM&requester-nf-type=AMF&group-id-list=G9");
        assertThat(relayed.status()).isEqualTo(200);
        assertThat(relayed.header("cache-control")).isEqualTo("max-age=30");
        assertThat(relayed.json()).isEqualTo(Json.MAPPER.readTree(PEER_RESULT));
        assertThat(peerNrf.calls()).isEqualTo(before + 1);
        SbiRequest forwarded = peerNrf.last();
        assertThat(forwarded.queryParam("target-nf-type")).isEqualTo("UDM");
        assertThat(forwarded.queryParam("group-id-list")).isEqualTo("G9");
        assertThat(forwarded.header("via")).contains("corebed-nrf");
        assertThat(forwarded.header("authorization")).isEqualTo("Bearer test-token-NRF");

        peerNrf.answer = r -> Problems.response(404, "RESOURCE_NOT_FOUND", "peer says no", r.path());
        try {
            Reply notFound = search("target-nf-type=UDM&requester-nf-type=AMF&group-id-list=G9");
            assertProblem(notFound, 404, "RESOURCE_NOT_FOUND", null);
            assertThat(notFound.json().get("detail").asString()).isEqualTo("peer says no");
        } finally {
            peerNrf.answer = NfDiscoveryIT::peerAnswer;
        }

        // local matches, other NF types, and searches already forwarded by a corebed NRF stay local
        assertThat(ids(ok(search("target-nf-type=UDM&requester-nf-type=AMF&group-id-list=G1")))).containsExactly(UDM_B, UDM_A);
        assertThat(ids(ok(search("target-nf-type=AUSF&requester-nf-type=AMF&group-id-list=G9")))).isEmpty();
        assertThat(ids(ok(search("target-nf-type=UDM&requester-nf-type=AMF&group-id-list=G9", "via", "2.0 corebed-nrf")))).isEmpty();
        assertThat(peerNrf.calls()).isEqualTo(before + 2);
        assertThat(ids(search("target-nf-type=UDM&requester-nf-type=AMF&group-id-list=G9"))).containsExactly(PEER_UDM);
        assertThat(peerNrf.calls()).isEqualTo(before + 3);
    }

    @Test
    void businessMetersCountResultsSlfAndForwards() {
        search("target-nf-type=UDM&requester-nf-type=AMF&supi=imsi-001010000000900");
        search("target-nf-type=UDM&requester-nf-type=AMF&supi=imsi-001010000000900");
        search("target-nf-type=UDM&requester-nf-type=AMF&group-id-list=G8");
        String metrics = HttpProbe.http1("GET", admin + "/metrics", null).body();
        assertThat(metrics).containsPattern("stub_nrf_discovery_slf_cache_hits_total\\{[^}]*} [1-9]");
        assertThat(metrics).containsPattern("stub_nrf_discovery_slf_queries_total\\{[^}]*outcome=\"group\"[^}]*} [1-9]");
        assertThat(metrics).containsPattern("stub_nrf_discovery_forwards_total\\{[^}]*outcome=\"relayed\"[^}]*} [1-9]");
        assertThat(metrics).containsPattern("stub_nrf_discovery_results_count\\{[^}]*} [1-9]");
        assertThat(metrics).containsPattern("stub_nrf_discovery_view_profiles\\{[^}]*} 3[0-9]");
        assertThat(metrics).containsPattern("sbi_requests_seconds_count\\{[^}]*operation=\"SearchNFInstances\",service=\"nnrf-disc\",status=\"200\"}");
    }

    // --- the view's poll ---------------------------------------------------------------------------

    @Test
    void thePollSeesASecondWriteInTheSameMillisecondAndDeletions() throws Exception {
        String id = UUID.randomUUID().toString();
        try (NfProfileView view = new NfProfileView(InProcess.bean(nrf, DbExecutor.class), Duration.ofHours(1))) {
            sql("INSERT INTO nf_instances (nf_instance_id, nf_type, nf_status, profile, heartbeat_at, updated_at)"
                    + " VALUES (?, 'UDSF', 'REGISTERED', ?, 0, 1000)", id, udsf(id, 1));
            NfProfileViewPolls.poll(view);
            assertThat(view.snapshot().get(id).priority()).isEqualTo(1);

            // another writer, the same millisecond: updated_at does not move
            sql("UPDATE nf_instances SET profile = ? WHERE nf_instance_id = ?", udsf(id, 2), id);
            NfProfileViewPolls.poll(view);
            NfProfileViewEntry second = view.snapshot().get(id);
            assertThat(second.priority()).as("the changed row is read once more").isEqualTo(2);
            NfProfileViewPolls.poll(view);
            assertThat(view.snapshot().get(id)).as("an unchanged re-read keeps the entry").isSameAs(second);

            sql("UPDATE nf_instances SET profile = ?, updated_at = 2000 WHERE nf_instance_id = ?", udsf(id, 3), id);
            NfProfileViewPolls.poll(view);
            assertThat(view.snapshot().get(id).priority()).isEqualTo(3);

            sql("DELETE FROM nf_instances WHERE nf_instance_id = ?", id);
            NfProfileViewPolls.poll(view);
            assertThat(view.snapshot().get(id)).isNull();
        }
    }

    static String udsf(String id, int priority) {
        return "{\"nfInstanceId\":\"" + id + "\",\"nfType\":\"UDSF\",\"nfStatus\":\"REGISTERED\",\"priority\":" + priority + "}";
    }

    static void sql(String statement, String... params) throws Exception {
        try (Connection c = InProcess.bean(nrf, DataSource.class).getConnection(); PreparedStatement s = c.prepareStatement(statement)) {
            for (int i = 0; i < params.length; i++) {
                s.setString(i + 1, params[i]);
            }
            s.executeUpdate();
        }
    }

    // --- a second NRF instance on the same data tier --------------------------------------------

    @Test
    void aSecondInstanceOnTheSameDataTierDiscoversWhatTheFirstRegisteredWithinASecond() throws Exception {
        try (FakePeer scp = new FakePeer("scp", slfRoute(), NfDiscoveryIT::slfAnswer)) {
            // The NRF's defaults but for EmptyList and its SLF; not the first's access tokens (an initializer).
            NrfHandle second = nrf.startInstance("stub.nrf.discovery.empty-list=false",
                    "stub.nrf.discovery.requester-nf-type-required=true", "stub.nrf.slf.alternate-api-root=",
                    "stub.nrf.forwarding.api-root=",
                    "stub.nrf.slf.api-root=http://slf.corebed.test:8085", "stub.nrf.slf.scp-api-root=" + scp.apiRoot());
            String other = second.sbiUri().toString();

            String id = UUID.randomUUID().toString();
            String query = "target-nf-type=UDM&requester-nf-type=AMF&target-nf-instance-id=" + id;
            Reply put = HttpProbe.h2c("PUT", base + "/nnrf-nfm/v1/nf-instances/" + id,
                    profile(id, "UDM", "REGISTERED", "site-c", 1, 100, services("nudm-sdm"), "\"udmInfo\":{\"groupId\":\"G7\"}"));
            assertThat(put.status()).isEqualTo(201);
            awaitIds(other, query, List.of(id), 1000);

            assertThat(HttpProbe.h2c("DELETE", base + "/nnrf-nfm/v1/nf-instances/" + id, null).status()).isEqualTo(204);
            awaitIds(other, query, List.of(), 1000);

            // this one keeps the yaml's rule: requester-nf-type is mandatory
            assertProblem(HttpProbe.http1("GET", other + "/nnrf-disc/v1/nf-instances?target-nf-type=AMF", null),
                    400, "MANDATORY_QUERY_PARAM_MISSING", "requester-nf-type");
            // and has EmptyList off: the suspended NEF is not offered
            assertThat(ids(HttpProbe.http1("GET", other + "/nnrf-disc/v1/nf-instances?target-nf-type=NEF&requester-nf-type=AF", null)))
                    .isEmpty();
            // its SLF is reached through an SCP (Model C): the SCP's address, the SLF's apiRoot in a header
            Reply viaScp = HttpProbe.http1("GET", other
                    + "/nnrf-disc/v1/nf-instances?target-nf-type=UDM&requester-nf-type=AMF&supi=imsi-001010000001001", null);
            assertThat(ids(viaScp)).containsExactly(UDM_C);
            assertThat(scp.calls()).isEqualTo(1);
            assertThat(scp.last().header("3gpp-sbi-target-apiroot")).isEqualTo("http://slf.corebed.test:8085");
            assertThat(scp.last().header("authorization")).as("the NRF's own access token, from its /oauth2/token")
                    .startsWith("Bearer ey");
            second.stop();
        }
    }
}
