package dev.corebed.gatling.population;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.gatling.population.NfProfileGenerator.GeneratedProfile;
import dev.corebed.gatling.population.NfProfileGenerator.NfTypeSpec;
import dev.corebed.gatling.population.SubscriptionGenerator.GeneratedSubscription;
import dev.corebed.sbi.Json;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The generated population is the seed's (callmodels/nrf.md §2c, §2e): counts, sizes, and what discovery needs. */
class NrfPopulationTest {

    static List<GeneratedProfile> profiles;

    @BeforeAll
    static void generate() {
        profiles = NfProfileGenerator.generate();
    }

    @Test
    void twoHundredSixtyProfilesOfFourteenTypesAtTheSeedsCountsAndPrettyJsonSizes() {
        assertThat(profiles).hasSize(260);
        Map<String, List<GeneratedProfile>> byType = profiles.stream().collect(Collectors.groupingBy(GeneratedProfile::nfType));
        assertThat(byType).hasSize(14);
        for (NfTypeSpec spec : NfProfileGenerator.SEED) {
            List<GeneratedProfile> ofType = byType.get(spec.nfType());
            assertThat(ofType).as(spec.nfType()).hasSize(spec.count());
            for (GeneratedProfile p : ofType) {
                // within one address (the finest step of growth) below the seed's size, never above
                assertThat(p.json().length).as(spec.nfType() + " bytes").isBetween(spec.minBytes() - 20, spec.maxBytes());
                assertThat(p.json()).isEqualTo(NfProfileGenerator.pretty(Json.MAPPER.readTree(p.json())));
            }
        }
        List<Integer> amfSizes = byType.get("AMF").stream().map(p -> p.json().length).sorted().toList();
        assertThat(amfSizes.getLast() - amfSizes.getFirst()).as("AMF sizes spread over the seed's range").isGreaterThan(2000);
        assertThat(profiles.stream().mapToInt(p -> p.json().length).sum()).as("seed: 1.33-1.68 MB in all")
                .isBetween(1_330_000, 1_680_000);
    }

    @Test
    void profilesAreDeterministicValidAndUnique() {
        List<GeneratedProfile> again = NfProfileGenerator.generate();
        for (int i = 0; i < profiles.size(); i++) {
            assertThat(again.get(i).json()).isEqualTo(profiles.get(i).json());
        }
        assertThat(profiles.stream().map(GeneratedProfile::nfInstanceId).distinct()).hasSize(260);
        for (GeneratedProfile p : profiles) {
            JsonNode profile = p.profile();
            assertThat(p.nfInstanceId()).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
            assertThat(profile.get("nfInstanceId").asString()).isEqualTo(p.nfInstanceId());
            assertThat(profile.get("nfType").asString()).isEqualTo(p.nfType());
            assertThat(profile.get("nfStatus").asString()).isEqualTo("REGISTERED");
            assertThat(profile.get("fqdn").asString()).endsWith(".5gc.mnc014.mcc310.3gppnetwork.org");
            for (JsonNode service : profile.path("nfServices")) {
                // the NFService attributes TS29510_Nnrf_NFManagement.yaml makes mandatory
                assertThat(service.has("serviceInstanceId") && service.has("serviceName") && service.has("versions")
                        && service.has("scheme") && service.has("nfServiceStatus")).as(service.toString()).isTrue();
            }
        }
    }

    @Test
    void discoveryHasWhatTheSeedsQueriesLookFor() {
        Map<String, List<JsonNode>> byType = profiles.stream()
                .collect(Collectors.groupingBy(GeneratedProfile::nfType, Collectors.mapping(GeneratedProfile::profile, Collectors.toList())));

        // UDM and AUSF: one group, the benchmark's SUPI range, one routing indicator
        for (String type : List.of("UDM", "AUSF")) {
            String info = type.toLowerCase() + "Info";
            assertThat(byType.get(type)).allSatisfy(p -> {
                assertThat(p.get(info).get("supiRanges").get(0).get("start").asString()).isEqualTo("310014000000000");
                assertThat(p.get(info).get("supiRanges").get(0).get("end").asString()).isEqualTo("310014000999999");
                assertThat(p.get(info).get("routingIndicators").get(0).asString()).isEqualTo("0001");
            });
        }
        // UDR: three groups of twelve, their SUPI ranges side by side
        Map<String, Long> udrGroups = byType.get("UDR").stream()
                .collect(Collectors.groupingBy(p -> p.get("udrInfo").get("groupId").asString(), Collectors.counting()));
        assertThat(udrGroups).containsOnly(Map.entry("udr-group-1", 12L), Map.entry("udr-group-2", 12L), Map.entry("udr-group-3", 12L));
        // AMF: a GUAMI finds the six AMFs of its set (the seed returns six)
        JsonNode guami = byType.get("AMF").get(0).get("amfInfo").get("guamiList").get(3);
        assertThat(byType.get("AMF").stream().filter(p -> p.get("amfInfo").get("guamiList").toString().contains(guami.toString())))
                .hasSize(6);
        // SMF: slices with DNNs, a PGW FQDN, TAIs
        assertThat(byType.get("SMF")).allSatisfy(p -> {
            assertThat(p.get("smfInfo").get("sNssaiSmfInfoList").get(0).get("dnnSmfInfoList")).isNotEmpty();
            assertThat(p.get("smfInfo").get("pgwFqdn").asString()).startsWith("pgw-");
            assertThat(p.get("smfInfo").get("taiList")).isNotEmpty();
        });
        // preferred locality: each type of eight or more instances is in all eight localities
        byType.forEach((type, ofType) -> {
            Set<String> localities = ofType.stream().map(p -> p.get("locality").asString()).collect(Collectors.toSet());
            assertThat(localities).as(type).hasSize(Math.min(ofType.size(), NfProfileGenerator.LOCALITIES.size()));
        });
    }

    @Test
    void oneThousandSubscriptionsWithTheSeedsBreakdown() {
        Instant now = Instant.parse("2026-11-22T10:00:00Z");
        List<GeneratedSubscription> subscriptions = SubscriptionGenerator.generate(profiles, "http://127.0.0.1:9999/notify", now);

        assertThat(subscriptions).hasSize(1000);
        assertThat(subscriptions.stream().collect(Collectors.groupingBy(GeneratedSubscription::kind, Collectors.counting())))
                .containsOnly(Map.entry("by NF type", 506L), Map.entry("by NF instance id", 260L),
                        Map.entry("by NF set id", 156L), Map.entry("misc", 78L));
        Set<String> ids = profiles.stream().map(GeneratedProfile::nfInstanceId).collect(Collectors.toSet());
        assertThat(subscriptions.stream().filter(s -> s.kind().equals("by NF instance id"))
                .map(s -> s.subscriptionData().get("subscrCond").get("nfInstanceId").asString()).collect(Collectors.toSet()))
                .isEqualTo(ids);
        assertThat(subscriptions.stream().filter(s -> s.kind().equals("by NF type"))
                .map(s -> s.subscriptionData().get("subscrCond").get("nfType").asString()).distinct()).hasSize(14);
        // the five other conditions of the yaml's SubscrCond, each about a fifth of the 78
        Map<String, Long> misc = subscriptions.stream().filter(s -> s.kind().equals("misc"))
                .collect(Collectors.groupingBy(s -> String.join(",", s.subscriptionData().get("subscrCond").propertyNames()),
                        Collectors.counting()));
        assertThat(misc).containsOnlyKeys("serviceName", "amfSetId,amfRegionId", "guamiList", "snssaiList", "nfType,nfGroupId");
        assertThat(misc.values()).allSatisfy(n -> assertThat(n).isBetween(15L, 16L));

        for (GeneratedSubscription s : subscriptions) {
            JsonNode data = s.subscriptionData();
            assertThat(data.get("nfStatusNotificationUri").asString()).isEqualTo("http://127.0.0.1:9999/notify");
            assertThat(data.has("subscriptionId")).as("readOnly: the NRF assigns it").isFalse();
            assertThat(ids).contains(data.get("reqNfInstanceId").asString());
            assertThat(data.get("reqNotifEvents").toString()).isEqualTo("[\"NF_REGISTERED\",\"NF_DEREGISTERED\",\"NF_PROFILE_CHANGED\"]");
            assertThat(data.get("notifCondition").get("monitoredAttributes").get(0).asString()).isIn("/load", "/priority");
            assertThat(data.get("validityTime").asString()).isEqualTo("2026-11-23T10:00:00Z");
        }
    }
}
