package dev.corebed.gatling.scp;

import dev.corebed.gatling.report.SeedFigures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The SCP seed's call models (callmodels/scp.md): each scenario's rate, topology, traffic mix, share of delegated
 * discovery, and the settings of the SCP and its producers it ran with; for each NF-consumer → NF-producer pair the
 * service operations sent and, for Model D, the 3gpp-Sbi-Discovery-* headers the seed's tables list (§1.3).
 *
 * <p>A message is one request through the SCP (the seed does not define its MPS; §5.3 reads it as about two per
 * transaction, the summary says so).
 */
public final class ScpCallModel {

    /** One service operation a pair sends: method and path ({supi}, {id}, {n} filled in per request), with a body or not. */
    public record Op(String method, String path, boolean body) {}

    /**
     * One NF-consumer → NF-producer pair.
     *
     * @param name       the summary's line ("N7 SMF-PCF")
     * @param consumer   the consumer's NF type (User-Agent, requester-nf-type)
     * @param producer   the producer kind of the producer simulator (PCF, UDM, SLF...)
     * @param targetType the NF type discovery looks for (an SLF is a UDR)
     * @param service    the service its operations are of (service-names; the path's API)
     * @param discovery  the discovery parameters of its delegated requests, in the seed's order
     */
    public record Pair(String name, String consumer, String producer, String targetType, String service, List<Op> ops,
                       List<String> discovery) {}

    /** A pair's share of a mix, in percent of the model's rate. */
    public record Share(Pair pair, double percent) {}

    /**
     * One scenario of the seed.
     *
     * @param mps             messages per second at scale 1
     * @param topology        the producer simulator's topology
     * @param delegated       share of requests with delegated discovery (Model D); the rest by apiRoot (Model C)
     * @param responseTimeout the SCP's response timeout
     * @param cache           Model D cache on
     * @param validity        the NRF's validityPeriod (the cache's TTL), seconds
     * @param failureShare    share of producer answers failed (503): the seed's 2-3 % alternate routing
     * @param lci             producers report LCI (every 5 s)
     * @param ociInstances    producers reporting OCI (every 15 s)
     * @param localFirst      discovery mode "SCP followed by NRF"
     * @param notifications   NRF → SCP status notifications per second at scale 1
     * @param requestBytes    body bytes of the requests that carry one
     * @param responseBytes   body bytes of the producers' answers
     */
    public record Model(String id, String title, double mps, String topology, List<Share> mix, double delegated,
                        String responseTimeout, boolean cache, int validity, double failureShare, boolean lci, int ociInstances,
                        boolean localFirst, double notifications, int requestBytes, int responseBytes) {

        /** Each pair's target rate at this scale, no lower than {@code minRate}. */
        public Map<Pair, Double> rates(double scale, double minRate) {
            double total = mix.stream().mapToDouble(Share::percent).sum();
            Map<Pair, Double> rates = new LinkedHashMap<>();
            for (Share s : mix) {
                rates.merge(s.pair(), Math.max(minRate, mps * scale * s.percent() / total), Double::sum);
            }
            return rates;
        }

        /** The seed's rate of each pair at scale 1 (its share of the mix, normalised to 100 %). */
        public Map<String, SeedFigures> seedFigures() {
            double total = mix.stream().mapToDouble(Share::percent).sum();
            Map<String, SeedFigures> seed = new LinkedHashMap<>();
            for (Share s : mix) {
                seed.merge(s.pair().name(), new SeedFigures(mps * s.percent() / total, null),
                        (a, b) -> new SeedFigures(a.rate() + b.rate(), null));
            }
            return seed;
        }

        public boolean modelD() {
            return delegated > 0;
        }
    }

    private ScpCallModel() {}

    private static Op post(String path) {
        return new Op("POST", path, true);
    }

    private static Op put(String path) {
        return new Op("PUT", path, true);
    }

    private static Op get(String path) {
        return new Op("GET", path, false);
    }

    private static Op delete(String path) {
        return new Op("DELETE", path, false);
    }

    private static List<String> d(String... params) {
        return List.of(params);
    }

    // ------------------------------------------------------------------ the pairs (operations of the seed's tables 3-3, 3-5, 4-3)

    static final String SMP = "/npcf-smpolicycontrol/v1/sm-policies";
    static final String CC = "/nchf-convergedcharging/v3/chargingdata";
    static final String SLC = "/nchf-spendinglimitcontrol/v1/subscriptions";
    static final String PDU = "/nsmf-pdusession/v1/sm-contexts";

    // D-T1's discovery header sets (Table 4-3)
    static final List<String> DT1_SMF = d("target-nf-type", "requester-nf-type", "snssais", "dnn", "tai", "service-names");
    static final List<String> DT1_N15 = d("target-nf-type", "requester-nf-type", "snssais", "preferred-locality", "preferred-api-versions", "service-names");
    static final List<String> DT1_N7 = d("target-nf-type", "requester-nf-type", "snssais", "dnn", "preferred-locality", "preferred-api-versions");
    static final List<String> DT1_UDM = d("target-nf-type", "requester-nf-type", "preferred-locality", "preferred-api-versions", "supi", "group-id-list");
    // target-nf-type is missing from the seed's row (§1.3): it is mandatory, so it is sent
    static final List<String> DT1_N36 = d("target-nf-type", "requester-nf-type", "preferred-locality", "preferred-api-versions", "supi", "data-set");
    static final List<String> DT1_PLAIN = d("target-nf-type", "requester-nf-type", "preferred-locality", "preferred-api-versions");
    // D-T2 / D-T3 (Tables 4-9, 4-13): requester, target, preferred-api-versions in every row, plus
    static final List<String> DT2_N7 = d("target-nf-type", "requester-nf-type", "preferred-api-versions", "snssais", "dnn", "preferred-locality");
    static final List<String> DT2_UDM = d("target-nf-type", "requester-nf-type", "preferred-api-versions", "preferred-locality", "supi", "group-id-list");
    static final List<String> DT2_N36 = d("target-nf-type", "requester-nf-type", "preferred-api-versions", "preferred-locality", "supi", "data-set");
    static final List<String> DT2_LOCALITY = d("target-nf-type", "requester-nf-type", "preferred-api-versions", "preferred-locality");
    static final List<String> DT2_N40 = d("target-nf-type", "requester-nf-type", "preferred-api-versions", "preferred-locality", "supi");
    static final List<String> DT2_BSF = d("target-nf-type", "requester-nf-type", "preferred-api-versions", "preferred-locality",
            "ue-ipv4-address", "ip-domain", "dnn", "snssais");
    static final List<String> DT2_N12 = d("target-nf-type", "requester-nf-type", "preferred-api-versions", "preferred-locality",
            "routing-indicator", "supi", "group-id-list");
    static final List<String> DT2_N15 = d("target-nf-type", "requester-nf-type", "preferred-api-versions", "snssais",
            "preferred-locality", "service-names");

    static Pair n7(List<String> discovery) {
        return new Pair("N7 SMF-PCF", "SMF", "PCF", "PCF", "npcf-smpolicycontrol",
                List.of(post(SMP), post(SMP + "/{id}/update"), post(SMP + "/{id}/delete")), discovery);
    }

    static Pair n40(List<String> discovery) {
        return new Pair("N40 SMF-CHF", "SMF", "CHF", "CHF", "nchf-convergedcharging",
                List.of(post(CC), post(CC + "/{id}/update"), post(CC + "/{id}/release")), discovery);
    }

    static Pair n8(List<String> discovery) {
        return new Pair("N8 AMF-UDM", "AMF", "UDM", "UDM", "nudm-uecm", List.of(put("/nudm-uecm/v1/{supi}/registrations/amf-3gpp-access"),
                get("/nudm-uecm/v1/{supi}/registrations/amf-3gpp-access"), delete("/nudm-uecm/v1/{supi}/registrations/amf-3gpp-access")),
                discovery);
    }

    static Pair n12(List<String> discovery) {
        return new Pair("N12 AMF-AUSF", "AMF", "AUSF", "AUSF", "nausf-auth", List.of(post("/nausf-auth/v1/ue-authentications"),
                put("/nausf-auth/v1/ue-authentications/{id}/5g-aka-confirmation")), discovery);
    }

    static Pair n10(List<String> discovery) {
        return new Pair("N10 SMF-UDM", "SMF", "UDM", "UDM", "nudm-sdm", List.of(get("/nudm-sdm/v2/{supi}/sm-data"),
                post("/nudm-sdm/v2/{supi}/sdm-subscriptions"), delete("/nudm-sdm/v2/{supi}/sdm-subscriptions/{id}")), discovery);
    }

    static Pair slf(List<String> discovery) {
        return new Pair("SLF NRF-UDR", "NRF", "SLF", "UDR", "nudr-group-id-map",
                List.of(get("/nudr-group-id-map/v1/nf-group-ids?nf-type=UDM&subscriberId={supi}")), discovery);
    }

    static Pair n15(List<String> discovery) {
        return new Pair("N15 AMF-PCF", "AMF", "PCF", "PCF", "npcf-am-policy-control", List.of(post("/npcf-am-policy-control/v1/policies"),
                post("/npcf-am-policy-control/v1/policies/{id}/update"), delete("/npcf-am-policy-control/v1/policies/{id}")), discovery);
    }

    static Pair bsf(List<String> discovery) {
        return new Pair("Nbsf PCF-BSF", "PCF", "BSF", "BSF", "nbsf-management", List.of(post("/nbsf-management/v1/pcfBindings"),
                get("/nbsf-management/v1/pcfBindings?ipv4Addr=10.45.{n}.1&dnn=internet"), delete("/nbsf-management/v1/pcfBindings/{id}")),
                discovery);
    }

    static Pair n36(List<String> discovery) {
        return new Pair("N36 PCF-UDR", "PCF", "UDR", "UDR", "nudr-dr", List.of(get("/nudr-dr/v2/policy-data/ues/{supi}/sm-data"),
                post("/nudr-dr/v2/policy-data/subs-to-notify"), delete("/nudr-dr/v2/policy-data/subs-to-notify/{id}")), discovery);
    }

    static Pair n28(List<String> discovery) {
        return new Pair("N28 PCF-CHF", "PCF", "CHF", "CHF", "nchf-spendinglimitcontrol", List.of(post(SLC), delete(SLC + "/{id}")),
                discovery);
    }

    static Pair n11(List<String> discovery) {
        return new Pair("N11 AMF-SMF", "AMF", "SMF", "SMF", "nsmf-pdusession",
                List.of(post(PDU), post(PDU + "/{id}/modify"), post(PDU + "/{id}/release")), discovery);
    }

    static Pair other(String name, String consumer, String producer, String service, List<Op> ops) {
        return new Pair(name, consumer, producer, producer.equals("SLF") ? "UDR" : producer, service, ops, DT2_LOCALITY);
    }

    // ------------------------------------------------------------------ the mixes (Tables 3-1, 3-4, 4-1, 4-6)

    /** C-T1 and D-T2/D-T3: N7 60, N40 10, N8 7.5, N12 7.5, N10 5, SLF 3, N15 3, Nbsf 2, N36 1, N28 1. */
    static List<Share> ct1(boolean dt2) {
        return List.of(new Share(n7(dt2 ? DT2_N7 : DT1_N7), 60), new Share(n40(dt2 ? DT2_N40 : DT1_PLAIN), 10),
                new Share(n8(dt2 ? DT2_UDM : DT1_UDM), 7.5), new Share(n12(dt2 ? DT2_N12 : DT1_PLAIN), 7.5),
                new Share(n10(dt2 ? DT2_UDM : DT1_UDM), 5), new Share(slf(DT2_LOCALITY), 3),
                new Share(n15(dt2 ? DT2_N15 : DT1_N15), 3), new Share(bsf(dt2 ? DT2_BSF : DT1_PLAIN), 2),
                new Share(n36(dt2 ? DT2_N36 : DT1_N36), 1), new Share(n28(dt2 ? DT2_LOCALITY : DT1_PLAIN), 1));
    }

    /** D-T1 (D1, D2): AMF→SMF 50, SMF→PCF 30, SMF→UDM 10.9, AMF→PCF 3, AMF→UDM 2.5, AMF→AUSF 2.5, PCF→UDR 0.4, PCF→CHF 0.4, PCF→BSF 0.3. */
    static List<Share> dt1() {
        return List.of(new Share(n11(DT1_SMF), 50), new Share(n7(DT1_N7), 30), new Share(n10(DT1_UDM), 10.9),
                new Share(n15(DT1_N15), 3), new Share(n8(DT1_UDM), 2.5), new Share(n12(DT1_PLAIN), 2.5),
                new Share(n36(DT1_N36), 0.4), new Share(n28(DT1_PLAIN), 0.4), new Share(bsf(DT1_PLAIN), 0.3));
    }

    /** C-T2, Table 3-4: 32 rows adding to 102 %, normalised (its two PCF→BSF, PCF→AMF and AMF→PCF rows merged). */
    static List<Share> ct2() {
        List<Share> s = new ArrayList<>();
        s.add(new Share(n7(DT2_N7), 30));
        s.add(new Share(n15(DT2_N15), 7.5 + 0.5));
        s.add(new Share(n8(DT2_UDM), 7.5));
        s.add(new Share(n10(DT2_UDM), 5));
        s.add(new Share(n40(DT2_N40), 5));
        s.add(new Share(n28(DT2_LOCALITY), 5));
        s.add(new Share(other("AMF-SMSF", "AMF", "SMSF", "nsmsf-sms", List.of(put("/nsmsf-sms/v2/ue-contexts/{supi}"),
                delete("/nsmsf-sms/v2/ue-contexts/{supi}"))), 5));
        s.add(new Share(bsf(DT2_BSF), 3 + 2));
        s.add(new Share(n36(DT2_N36), 2.5));
        s.add(new Share(other("PCF-AMF", "PCF", "AMF", "namf-comm", List.of(post("/namf-comm/v1/ue-contexts/{supi}/n1-n2-messages/subscriptions"),
                delete("/namf-comm/v1/ue-contexts/{supi}/n1-n2-messages/subscriptions/{id}"))), 2.5 + 0.5));
        s.add(new Share(other("N35 UDM-UDR", "UDM", "UDR", "nudr-dr", List.of(get("/nudr-dr/v2/subscription-data/{supi}/20801/provisioned-data/sm-data"))), 2.5));
        s.add(new Share(other("CHF-PCF", "CHF", "PCF", "npcf-smpolicycontrol", List.of(post(SMP + "/{id}/notify"))), 2.5));
        s.add(new Share(other("SMSF-AMF", "SMSF", "AMF", "namf-comm", List.of(post("/namf-comm/v1/ue-contexts/{supi}/n1-n2-messages"))), 2.5));
        s.add(new Share(other("N22 AMF-NSSF", "AMF", "NSSF", "nnssf-nsselection",
                List.of(get("/nnssf-nsselection/v2/network-slice-information?nf-type=AMF&nf-id={uuid}"))), 2.5));
        // C-T2 hosts the SLF on its 470 UDRs (Table 3-5)
        Pair slf = slf(DT2_LOCALITY);
        s.add(new Share(new Pair(slf.name(), slf.consumer(), "UDR", "UDR", slf.service(), slf.ops(), slf.discovery()), 2));
        s.add(new Share(n12(DT2_N12), 1.5));
        s.add(new Share(other("N50 CBCF-AMF", "CBCF", "AMF", "namf-comm", List.of(post("/namf-comm/v1/non-ue-n2-messages/transfer"))), 1.5));
        s.add(new Share(other("SMSF-UDM", "SMSF", "UDM", "nudm-uecm", List.of(put("/nudm-uecm/v1/{supi}/registrations/smsf-3gpp-access"),
                delete("/nudm-uecm/v1/{supi}/registrations/smsf-3gpp-access"))), 1.5));
        s.add(new Share(other("GMLC-AMF", "GMLC", "AMF", "namf-loc", List.of(post("/namf-loc/v1/{supi}/provide-pos-info"))), 1.5));
        s.add(new Share(other("GMLC-UDM", "GMLC", "UDM", "nudm-uecm", List.of(get("/nudm-uecm/v1/{supi}/registrations"))), 1.5));
        s.add(new Share(other("LMF-AMF", "LMF", "AMF", "namf-comm", List.of(post("/namf-comm/v1/ue-contexts/{supi}/n1-n2-messages"))), 1.5));
        s.add(new Share(other("N52 NEF-UDM", "NEF", "UDM", "nudm-sdm", List.of(get("/nudm-sdm/v2/{supi}/am-data"))), 1.5));
        s.add(new Share(other("N58 AMF-NSSAAF", "AMF", "NSSAAF", "nnssaaf-nssaa", List.of(post("/nnssaaf-nssaa/v1/{supi}/slice-authentications"))), 0.5));
        s.add(new Share(other("N13 AUSF-UDM", "AUSF", "UDM", "nudm-ueau", List.of(post("/nudm-ueau/v1/{supi}/security-information/generate-auth-data"))), 0.5));
        s.add(new Share(other("UDM-SMF", "UDM", "SMF", "nsmf-event-exposure", List.of(post("/nsmf-event-exposure/v1/subscriptions"))), 0.5));
        s.add(new Share(other("CHF-SMF", "CHF", "SMF", "nsmf-pdusession", List.of(post(PDU + "/{id}/modify"))), 0.5));
        s.add(new Share(other("PCF-SMF", "PCF", "SMF", "nsmf-pdusession", List.of(post(PDU + "/{id}/modify"))), 0.5));
        s.add(new Share(other("UDR-PCF", "UDR", "PCF", "npcf-smpolicycontrol", List.of(post(SMP + "/{id}/notify"))), 0.5));
        s.add(new Share(other("UDM-AMF", "UDM", "AMF", "namf-comm", List.of(post("/namf-comm/v1/ue-contexts/{supi}/n1-n2-messages"))), 0.5));
        return List.copyOf(s);
    }

    // ------------------------------------------------------------------ the scenarios (§4.1-4.3)

    public static final Map<String, Model> MODELS = new LinkedHashMap<>();

    static {
        add(new Model("scp-c1", "SCP C1 150K (Model C, C-T1, 22 regions)", 150_000, "c-t1", ct1(false), 0, "1s", false, 0,
                0.02, true, 70, false, 10 / 900.0, 4000, 4500));
        add(new Model("scp-c2", "SCP C2 730K (Model C, C-T2, 1,200 profiles, LCI + OCI)", 730_000, "c-t2", ct2(), 0, "1s", false, 0,
                0.03, true, 20, false, 30, 4000, 4500));
        add(new Model("scp-d1", "SCP D1 186K (Model C 80 % + D 20 %, D-T1, cache off)", 186_000, "d-t1", dt1(), 0.2, "1s", false,
                30, 0.02, false, 0, false, 10 / 900.0, 4000, 4500));
        add(new Model("scp-d2", "SCP D2 400K (Model D, D-T1, cache 4/10 s, TLS)", 400_000, "d-t1", dt1(), 0.2, "1s", true, 10,
                0.02, false, 0, false, 10 / 900.0, 4500, 5000));
        add(new Model("scp-d3", "SCP D3 400K (Model D, D-T2, cache 4/10 s, full feature set)", 400_000, "d-t2", ct1(true), 0.2, "3s",
                true, 10, 0.02, true, 0, false, 0.72, 4500, 5000));
        add(new Model("scp-d4", "SCP D4-D5, D8-D10 650K (Model D, D-T2, cache 30 s)", 650_000, "d-t2", ct1(true), 0.2, "3s", true,
                30, 0.02, true, 0, false, 0.72, 4500, 5000));
        add(new Model("scp-d6", "SCP D6 650K (Model D, D-T2, NRF first, then the SCP's view)", 650_000, "d-t2", ct1(true), 0.2, "3s",
                true, 30, 0.02, true, 0, false, 0.72, 4500, 5000));
        add(new Model("scp-d7", "SCP D7 650K (Model D, D-T2, the SCP's view first, then the NRF)", 650_000, "d-t2", ct1(true), 0.2,
                "3s", true, 30, 0.02, true, 0, true, 0.72, 4500, 5000));
    }

    private static void add(Model m) {
        MODELS.put(m.id(), m);
    }

    /**
     * The rate-limit keys the seed configured (§4.3), by kind ({@code ingress}, {@code egress} for the SCP's local egress
     * limits, {@code global} for those counted across SCP instances on the data tier): C1 500 ingress and 500 local
     * egress keys, C2 2,874 ingress and 3,018 global egress keys (1,600 and 1,770 of them used); none in the D models.
     */
    public static Map<String, Integer> rateLimitKeys(Model m) {
        return switch (m.id()) {
            case "scp-c1" -> Map.of("ingress", 500, "egress", 500);
            case "scp-c2" -> Map.of("ingress", 2874, "global", 3018);
            default -> Map.of();
        };
    }

    public static Model byId(String id) {
        Model m = MODELS.get(id.toLowerCase(Locale.ROOT));
        if (m == null) {
            throw new IllegalArgumentException("no SCP call model " + id + " (" + String.join(", ", MODELS.keySet()) + ")");
        }
        return m;
    }

    /**
     * The settings of the cluster a run starts (the launcher's command line): the NRF and the SCP, the producer
     * simulator with the model's topology, delay, answer size, failures and reports; the journal off where it would
     * cost (the SCP and the producers: the run checks the answers, not what they received).
     */
    public static List<String> clusterSettings(Model m) {
        List<String> s = new ArrayList<>(List.of("--stubs=nrf,scp", "--peers=producer",
                "--producer-sim.peer.producer.topology=" + m.topology(),
                "--producer-sim.peer.producer.delay=150ms",
                "--producer-sim.peer.producer.body-size=" + m.responseBytes(),
                "--producer-sim.peer.producer.failure-share=" + m.failureShare(),
                "--producer-sim.peer.producer.failure=503",
                "--producer-sim.peer.producer.lci.interval=" + (m.lci() ? "5s" : "0s"),
                "--producer-sim.peer.producer.oci.instances=" + m.ociInstances(),
                "--producer-sim.journal.enabled=false", "--scp-stub.journal.enabled=false",
                "--scp-stub.stub.scp.response-timeout=" + m.responseTimeout(),
                "--scp-stub.stub.scp.discovery.cache=" + m.cache(),
                "--scp-stub.stub.scp.discovery.mode=" + (m.localFirst() ? "local-first" : "nrf-first"),
                "--nrf-stub.stub.nrf.discovery.validity-period=" + m.validity(),
                // the seed's NRF answered discovery in 150 ms
                "--nrf-stub.faults.rules[0].id=seed-nrf-latency", "--nrf-stub.faults.rules[0].service=nnrf-disc",
                "--nrf-stub.faults.rules[0].operation=SearchNFInstances", "--nrf-stub.faults.rules[0].delay.type=fixed",
                "--nrf-stub.faults.rules[0].delay.ms=150"));
        return s;
    }
}
