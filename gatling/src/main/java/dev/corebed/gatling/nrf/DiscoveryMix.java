package dev.corebed.gatling.nrf;

import dev.corebed.gatling.population.NfProfileGenerator;
import dev.corebed.gatling.population.NfProfileGenerator.GeneratedProfile;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;

/**
 * The seed's NFDiscover mix (callmodels/nrf.md §1 and §2d): each target NF type at its share, each with
 * the seed's query-parameter combinations (numbered as in nrf.md §1), the values drawn from the
 * population the NRF holds, so every search finds profiles.
 *
 * <p>Searches are handed out by smooth weighted round robin, not drawn at random: after n searches each
 * combination has had its share of n to within one, so even a short run at a small scale matches the
 * mix. Values inside a search (which SUPI, GUAMI, locality...) are random.
 *
 * <p>{@code requester-nf-type} is in every search: TS29510_Nnrf_NFDiscovery.yaml makes it mandatory,
 * though the seed's list leaves it out of some combinations. AUSF, UDM and UDR searches carry a SUPI
 * and no {@code group-id-list} 99 % of the time (SLF-eligible: the NRF asks the SLF for the group, as
 * the seed's §2d has for every one of them); the other 1 % carry the seed's group-id combinations.
 */
public final class DiscoveryMix {

    public static final String PATH = "/nnrf-disc/v1/nf-instances";
    /** Share of the AUSF/UDM/UDR searches that ask the SLF; the rest use the group-id-list combinations. */
    public static final double SLF_TYPES_ELIGIBLE = 0.99;

    /** One search: the request name's target type, the seed's combination number, the path with its query. */
    public record Search(String targetType, int combination, boolean slfEligible, String pathAndQuery) {}

    /** A combination: its weight in the whole mix and how it draws its values. */
    public record Combination(String targetType, int number, boolean slfEligible, double weight,
                              Function<SplittableRandom, String> query) {}

    private final List<Combination> combinations;
    private final double[] current;
    private final double total;

    public DiscoveryMix(NrfCallModel model, List<GeneratedProfile> population) {
        Values v = new Values(population);
        List<Combination> all = new ArrayList<>();
        double shareSum = model.discoveryShares().values().stream().mapToDouble(Double::doubleValue).sum();
        model.discoveryShares().forEach((type, share) -> {
            double w = share / shareSum;
            for (Combination c : combinationsOf(type, v)) {
                all.add(new Combination(type, c.number(), c.slfEligible(), w * c.weight(), c.query()));
            }
        });
        this.combinations = List.copyOf(all);
        this.current = new double[combinations.size()];
        this.total = combinations.stream().mapToDouble(Combination::weight).sum();
    }

    public List<Combination> combinations() {
        return combinations;
    }

    /** Fraction of the searches that ask the SLF. */
    public double slfEligibleFraction() {
        return combinations.stream().filter(Combination::slfEligible).mapToDouble(Combination::weight).sum() / total;
    }

    /** Fraction of the searches per target NF type, as this mix hands them out. */
    public Map<String, Double> typeFractions() {
        Map<String, Double> m = new LinkedHashMap<>();
        combinations.forEach(c -> m.merge(c.targetType(), c.weight() / total, Double::sum));
        return m;
    }

    /** The next search of the mix. */
    public Search next() {
        Combination chosen;
        synchronized (current) {
            int best = 0;
            for (int i = 0; i < current.length; i++) {
                current[i] += combinations.get(i).weight();
                if (current[i] > current[best]) {
                    best = i;
                }
            }
            current[best] -= total;
            chosen = combinations.get(best);
        }
        return search(chosen, new SplittableRandom(ThreadLocalRandom.current().nextLong()));
    }

    public static Search search(Combination c, SplittableRandom random) {
        return new Search(c.targetType(), c.number(), c.slfEligible(), PATH + "?" + c.query().apply(random));
    }

    // ------------------------------------------------------------------ combinations per target type

    private static List<Combination> combinationsOf(String type, Values v) {
        double slf = SLF_TYPES_ELIGIBLE / 2;
        return switch (type) {
            case "AMF" -> List.of(
                    // 1: GUAMI and the requester's slices (an SMF looking for the UE's serving AMF)
                    c(1, false, 0.5, r -> q("AMF", "SMF") + p("guami", v.guami(r)) + p("requester-snssais", v.amfSlices(r))),
                    // 10: GUAMI alone
                    c(10, false, 0.5, r -> q("AMF", "AMF") + p("guami", v.guami(r))));
            case "AUSF" -> List.of(
                    c(3, true, slf, r -> q("AUSF", "AMF") + p("supi", v.supi(r)) + p("service-names", "nausf-auth")),
                    c(12, true, slf, r -> q("AUSF", "AMF") + p("preferred-locality", v.locality(r)) + p("supi", v.supi(r))),
                    c(2, false, (1 - SLF_TYPES_ELIGIBLE) / 2, r -> q("AUSF", "AMF")
                            + p("routing-indicator", NfProfileGenerator.ROUTING_INDICATOR)
                            + p("group-id-list", NfProfileGenerator.AUSF_GROUP)),
                    c(14, false, (1 - SLF_TYPES_ELIGIBLE) / 2, r -> q("AUSF", "AMF")
                            + p("routing-indicator", NfProfileGenerator.ROUTING_INDICATOR)
                            + p("group-id-list", NfProfileGenerator.AUSF_GROUP) + p("service-names", "nausf-auth")));
            case "UDM" -> List.of(
                    c(3, true, slf, r -> q("UDM", "AMF") + p("supi", v.supi(r)) + p("service-names", v.udmService(r))),
                    c(12, true, slf, r -> q("UDM", "AMF") + p("preferred-locality", v.locality(r)) + p("supi", v.supi(r))),
                    c(8, false, (1 - SLF_TYPES_ELIGIBLE) / 4, r -> q("UDM", "SMF") + p("supi", v.supi(r))
                            + p("group-id-list", NfProfileGenerator.UDM_GROUP) + p("service-names", "nudm-sdm")),
                    c(2, false, (1 - SLF_TYPES_ELIGIBLE) / 4, r -> q("UDM", "AUSF")
                            + p("routing-indicator", NfProfileGenerator.ROUTING_INDICATOR)
                            + p("group-id-list", NfProfileGenerator.UDM_GROUP)),
                    c(14, false, (1 - SLF_TYPES_ELIGIBLE) / 4, r -> q("UDM", "AUSF")
                            + p("routing-indicator", NfProfileGenerator.ROUTING_INDICATOR)
                            + p("group-id-list", NfProfileGenerator.UDM_GROUP) + p("service-names", "nudm-ueau")),
                    c(5, false, (1 - SLF_TYPES_ELIGIBLE) / 4, r -> q("UDM", "AMF") + p("group-id-list", NfProfileGenerator.UDM_GROUP)));
            case "UDR" -> List.of(
                    // 13 without its group-id-list: the SLF finds the group, as the seed's §2d has for every UDR search
                    c(13, true, slf, r -> q("UDR", "UDM") + p("supi", v.supi(r)) + p("data-set", v.dataSet(r))),
                    c(12, true, slf, r -> q("UDR", "PCF") + p("preferred-locality", v.locality(r)) + p("supi", v.supi(r))),
                    c(13, false, (1 - SLF_TYPES_ELIGIBLE) / 2, r -> {
                        String supi = v.supi(r);
                        return q("UDR", "UDM") + p("supi", supi) + p("group-id-list", v.udrGroup(supi)) + p("data-set", v.dataSet(r));
                    }),
                    c(5, false, (1 - SLF_TYPES_ELIGIBLE) / 2, r -> q("UDR", "UDM") + p("group-id-list", v.udrGroup(v.supi(r)))));
            case "SMF" -> List.of(
                    // 6: the PGW-C+SMF of a PDN connection moving from EPC
                    c(6, false, 0.2, r -> q("SMF", "AMF") + p("pgw", v.pgw(r))),
                    // 7: DNN, slice, TAI and pgw-ind
                    c(7, false, 0.4, r -> q("SMF", "AMF") + v.smfSession(r, true)),
                    // 9: DNN, slice, preferred locality, service
                    c(9, false, 0.4, r -> q("SMF", "AMF") + v.smfSession(r, false)
                            + p("preferred-locality", v.locality(r)) + p("service-names", "nsmf-pdusession")));
            case "PCF" -> List.of(
                    c(9, false, 0.5, r -> q("PCF", "SMF") + p("dnn", v.pcfDnn(r)) + p("snssais", v.pcfSlices())
                            + p("preferred-locality", v.locality(r)) + p("service-names", "npcf-smpolicycontrol")),
                    c(11, false, 0.5, r -> q("PCF", "AMF") + p("preferred-locality", v.locality(r))));
            default -> {
                // CHF, LMF, NEF, SMSF: 4 (service names) and 11 (preferred locality)
                String requester = switch (type) {
                    case "CHF" -> "SMF";
                    case "NEF" -> "AF";
                    default -> "AMF";
                };
                String service = switch (type) {
                    case "CHF" -> "nchf-convergedcharging";
                    case "LMF" -> "nlmf-loc";
                    case "NEF" -> "nnef-pfdmanagement";
                    case "SMSF" -> "nsmsf-sms";
                    default -> throw new IllegalArgumentException("no discovery combinations for target NF type " + type);
                };
                yield List.of(
                        c(4, false, 0.5, r -> q(type, requester) + p("service-names", service)),
                        c(11, false, 0.5, r -> q(type, requester) + p("preferred-locality", v.locality(r))));
            }
        };
    }

    private static Combination c(int number, boolean slfEligible, double weight, Function<SplittableRandom, String> query) {
        return new Combination(null, number, slfEligible, weight, query);
    }

    private static String q(String target, String requester) {
        return "target-nf-type=" + target + "&requester-nf-type=" + requester;
    }

    private static String p(String name, String value) {
        return "&" + name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /** The values searches draw from, taken from the population so that they match. */
    private static final class Values {
        private final List<String> guamis = new ArrayList<>();
        private final List<String> amfSlices = new ArrayList<>();
        private final List<String> pgws = new ArrayList<>();
        /** Per SMF: [snssai JSON array, dnn, tai JSON] triples, one per slice it serves. */
        private final List<String[]> smfSessions = new ArrayList<>();
        private final List<String> pcfDnns = List.of("internet", "ims", "mms");

        Values(List<GeneratedProfile> population) {
            for (GeneratedProfile g : population) {
                JsonNode p = g.profile();
                switch (g.nfType()) {
                    case "AMF" -> {
                        p.path("amfInfo").path("guamiList").forEach(x -> guamis.add(x.toString()));
                        amfSlices.add("[" + p.path("sNssais").get(0).toString() + "]");
                    }
                    case "SMF" -> {
                        JsonNode info = p.path("smfInfo");
                        pgws.add(info.path("pgwFqdn").asString());
                        JsonNode tais = info.path("taiList");
                        for (JsonNode item : info.path("sNssaiSmfInfoList")) {
                            String tai = tais.isEmpty() ? null : tais.get(0).toString();
                            for (JsonNode dnn : item.path("dnnSmfInfoList")) {
                                smfSessions.add(new String[] {"[" + item.get("sNssai") + "]", dnn.get("dnn").asString(), tai});
                            }
                        }
                    }
                    default -> { }
                }
            }
        }

        String supi(SplittableRandom r) {
            return "imsi-" + (NfProfileGenerator.SUPI_FIRST + r.nextLong(NfProfileGenerator.SUPI_LAST - NfProfileGenerator.SUPI_FIRST + 1));
        }

        String locality(SplittableRandom r) {
            return NfProfileGenerator.LOCALITIES.get(r.nextInt(NfProfileGenerator.LOCALITIES.size()));
        }

        String guami(SplittableRandom r) {
            return guamis.get(r.nextInt(guamis.size()));
        }

        String amfSlices(SplittableRandom r) {
            return amfSlices.get(r.nextInt(amfSlices.size()));
        }

        String udmService(SplittableRandom r) {
            return r.nextBoolean() ? "nudm-sdm" : "nudm-uecm";
        }

        String dataSet(SplittableRandom r) {
            return List.of("SUBSCRIPTION", "POLICY", "EXPOSURE", "APPLICATION").get(r.nextInt(4));
        }

        /** The UDR group whose third of the SUPI range holds this SUPI, as the generator splits it. */
        String udrGroup(String supi) {
            long n = Long.parseLong(supi.substring("imsi-".length())) - NfProfileGenerator.SUPI_FIRST;
            long share = (NfProfileGenerator.SUPI_LAST - NfProfileGenerator.SUPI_FIRST + 1) / NfProfileGenerator.UDR_GROUPS;
            return "udr-group-" + (Math.min(NfProfileGenerator.UDR_GROUPS - 1, n / share) + 1);
        }

        String pgw(SplittableRandom r) {
            return pgws.get(r.nextInt(pgws.size()));
        }

        /** dnn and snssais of a slice some SMF serves; with {@code taiAndPgwInd}, that SMF's TAI and pgw-ind=true. */
        String smfSession(SplittableRandom r, boolean taiAndPgwInd) {
            String[] s = smfSessions.get(r.nextInt(smfSessions.size()));
            String q = p("dnn", s[1]) + p("snssais", s[0]);
            if (taiAndPgwInd && s[2] != null) {
                q += p("tai", s[2]) + p("pgw-ind", "true");
            }
            return q;
        }

        String pcfDnn(SplittableRandom r) {
            return pcfDnns.get(r.nextInt(pcfDnns.size()));
        }

        /** The PCFs serve the first slice (eMBB, sst 1). */
        String pcfSlices() {
            return "[{\"sst\":1}]";
        }
    }
}
