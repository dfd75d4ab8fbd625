package dev.corebed.gatling.policy;

import dev.corebed.gatling.policy.PolicyStep.Op;
import dev.corebed.gatling.report.SeedFigures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A call model of the policy seed (callmodels/policy.md), as one PCF site of the seed's run took it: its sessions
 * (flows) at their rates at scale 1, the subscribers and the session lifetime that go with them by Little's law, the
 * seed's gateway TPS and latencies, and the PCF configuration the seed's run had (applied when the load starts the
 * cluster itself). Where the seed leaves a figure out, the model's derivation says how it was worked out
 * ({@link #derivation}); gatling/README.md has the arithmetic.
 *
 * @param id             the name on the command line ({@code pcf-sm})
 * @param aliases        other names of it, the seed's section ({@code policy-3.2.3})
 * @param title          the summary's heading
 * @param flows          its sessions, rates per second at scale 1 (one PCF site)
 * @param subscribers    subscribers of one site at scale 1 (the UDR population)
 * @param lifetime       seconds a session lives at scale 1: the seed's sessions in progress / their creates per second
 * @param seed           the seed's gateway TPS of one site
 * @param seedLatency    the seed's latency per request name, as published (average and peak, or p50 and p99)
 * @param pcfSettings    {@code stub.pcf.*} settings (key=value) of the seed's run, for a cluster the load starts
 * @param clusterSettings other settings of that cluster ({@code udr-stub.stub.udr.info.group-id=...})
 * @param derivation     how the rates, lifetime and population were read from the seed, for the summary
 * @param snrRate        Sy SNRs per second the OCS sends at scale 1 (each becomes a Gx RAR), 0 for none
 */
public record PolicyCallModel(String id, List<String> aliases, String title, List<PolicyFlow> flows, long subscribers,
                              double lifetime, Gateways seed, Map<String, String> seedLatency, List<String> pcfSettings,
                              List<String> clusterSettings, List<String> derivation, double snrRate) {

    public PolicyCallModel(String id, List<String> aliases, String title, List<PolicyFlow> flows, long subscribers, double lifetime,
                           Gateways seed, Map<String, String> seedLatency, List<String> pcfSettings, List<String> clusterSettings,
                           List<String> derivation) {
        this(id, aliases, title, flows, subscribers, lifetime, seed, seedLatency, pcfSettings, clusterSettings, derivation, 0);
    }

    // ------------------------------------------------------------------ request names (the seed's where it has them)

    public static final String AM_CREATE = "AM-Create";
    public static final String AM_DELETE = "AM-Delete";
    public static final String UE_CREATE = "UE-Create";
    public static final String UE_DELETE = "UE-Delete";
    /** Diameter names as the seed's PCRF tables (3.1.2) have them. */
    public static final String AAR_I = "AAR-I";
    public static final String AAR_U = "AAR-U";
    public static final String STR = "STR";
    public static final String RX_RAR = "Rx RAR";
    public static final String RX_ASR = "Rx ASR";
    public static final String CCR_I = "CCR-I";
    public static final String CCR_U = "CCR-U";
    public static final String CCR_T = "CCR-T";
    public static final String GX_RAR = "Gx RAR";

    static String create(String dnn) {
        return "create-dnn_" + dnn;
    }

    static String update(String dnn) {
        return "update-dnn_" + dnn;
    }

    static String delete(String dnn) {
        return "delete-dnn_" + dnn;
    }

    // ------------------------------------------------------------------ the models

    /** PDU session ids per DNN: a subscriber's sessions of several DNNs at once are distinct sessions. */
    static final int IMS_PDU = 1;
    static final int INTERNET_PDU = 5;
    static final int APP_PDU = 8;
    static final int ADMIN_PDU = 9;

    /** The AM and UE policy associations of a UE: created together at registration, deleted together. */
    static PolicyFlow amUe(double rate) {
        return PolicyFlow.builder("ue", null, 0, rate).then(AM_CREATE, Op.AM_CREATE).with(UE_CREATE, Op.UE_CREATE)
                .then(AM_DELETE, Op.AM_DELETE).with(UE_DELETE, Op.UE_DELETE).build();
    }

    /** An SM policy association of a DNN: create, {@code updates} updates, delete. */
    static PolicyFlow sm(String dnn, int pdu, double rate, int updates) {
        return PolicyFlow.builder("dnn_" + dnn, dnn, pdu, rate).then(create(dnn), Op.SM_CREATE).repeat(updates, update(dnn), Op.SM_UPDATE)
                .then(delete(dnn), Op.SM_DELETE).build();
    }

    /**
     * The IMS DNN's SM policy association with the Rx session of the P-CSCF bound to its UE address: create, AAR-I,
     * half the updates, AAR-U (when {@code aarU}), the other half, STR, delete.
     */
    static PolicyFlow ims(double rate, int updates, boolean aarU) {
        PolicyFlow.Builder b = PolicyFlow.builder("dnn_ims", "ims", IMS_PDU, rate).then(create("ims"), Op.SM_CREATE)
                .then(AAR_I, Op.RX_AAR_I).repeat(updates / 2, update("ims"), Op.SM_UPDATE);
        if (aarU) {
            b.then(AAR_U, Op.RX_AAR_U);
        }
        return b.repeat(updates - updates / 2, update("ims"), Op.SM_UPDATE).then(STR, Op.RX_STR).then(delete("ims"), Op.SM_DELETE).build();
    }

    /**
     * 3.5's call: the IMS association, three Rx sessions on its UE address (AAR-I, AAR-U each), its delete; the PCF
     * then aborts the three Rx sessions (ASR: their IP-CAN session is gone) and the AF ends each (STR).
     */
    static PolicyFlow smRxCall(double rate) {
        PolicyFlow.Builder b = PolicyFlow.builder("dnn_ims", "ims", IMS_PDU, rate).then(create("ims"), Op.SM_CREATE);
        for (int i = 0; i < 3; i++) {
            b.then(AAR_I, Op.RX_AAR_I).then(AAR_U, Op.RX_AAR_U);
        }
        b.then(delete("ims"), Op.SM_DELETE);
        for (int i = 0; i < 3; i++) {
            b.with(RX_ASR, Op.RX_ASR).with(STR, Op.RX_STR);
        }
        return b.build();
    }

    /** 3.5's internet sessions, each its create, update and delete under the one name the seed gives them. */
    static PolicyFlow smRxInternet(String ordinal, int pdu, double rate) {
        String name = "N7-dnn_internet_" + ordinal;
        return PolicyFlow.builder("dnn_internet_" + ordinal, "internet", pdu, rate).then(name, Op.SM_CREATE).then(name, Op.SM_UPDATE)
                .then(name, Op.SM_DELETE).build();
    }

    /** The PCF of the seed's SBI runs: the UDR configured (no on-demand discovery of it), one NRF query per peer step. */
    static final List<String> SBI_PCF = List.of("stub.pcf.sm.nrf-cache=false");

    static List<String> concat(List<String> a, String... more) {
        List<String> out = new ArrayList<>(a);
        out.addAll(List.of(more));
        return List.copyOf(out);
    }

    private static final List<PolicyCallModel> ALL = new ArrayList<>();

    /** AM/UE 1:0:1, 30K (IGW 7.2K + EGW 23.4K): 1,800 UEs/s; CHF on AM (the CHF connector's 3,600 TPS), no N1N2. */
    public static final PolicyCallModel PCF_AMUE = add(new PolicyCallModel("pcf-amue", List.of("policy-3.2.1"),
            "PCF AM/UE 1:0:1 30K (3.2.1)", List.of(amUe(1_800)), 10_000_000, 10_000_000 / 1_800.0,
            Gateways.of(7_200, 23_400, 0, 0), Map.of(AM_CREATE, "~56 p99 48", AM_DELETE, "~50 p99 45",
            UE_CREATE, "~79 p99 63", UE_DELETE, "~7.6 p99 6.3"),
            concat(SBI_PCF, "stub.pcf.am.chf=true", "stub.pcf.ue.n1n2=false"), List.of(),
            List.of("3.2.1 (Table 3-63): AM and UE ingress 3,600 requests/s each = 1,800 creates + 1,800 deletes; ~10M subscribers,"
                    + " one AM and one UE association each: lifetime 10M / 1,800 = 5,556 s",
                    "The latency beside: the guide's 'simulator' figures (average or p50 / p99, the p99 below the average: a defect of the"
                            + " source; its UE rows are labelled AM)")));

    /** AM/UE 1:0:1, site 1 of 3.2.5 (28,220 TPS): 1,579 UEs/s. */
    public static final PolicyCallModel PCF_AMUE_3_2_5 = add(new PolicyCallModel("policy-3.2.5", List.of(),
            "PCF AM/UE 1:0:1 28.2K (3.2.5, site 1)", List.of(amUe(1_579)), 6_000_000, 6_000_000 / 1_579.0,
            Gateways.of(6_315, 21_906, 0, 0), Map.of(), concat(SBI_PCF, "stub.pcf.am.chf=true", "stub.pcf.ue.n1n2=false"), List.of(),
            List.of("3.2.5 (Table 3-109), site 1: AM IGW 3,158 and UE IGW 3,157 = 1,579 creates + deletes each;"
                    + " 12M subscribers on two active sites, 6M each: lifetime 6M / 1,579 = 3,800 s")));

    /** AM/UE 1:0:1, 60K on one site (3.2.6): 3,336 UEs/s. */
    public static final PolicyCallModel PCF_AMUE_3_2_6 = add(new PolicyCallModel("policy-3.2.6", List.of(),
            "PCF AM/UE 1:0:1 60K (3.2.6)", List.of(amUe(3_336)), 12_000_000, 12_000_000 / 3_336.0,
            Gateways.of(13_344, 46_704, 0, 0), Map.of(), concat(SBI_PCF, "stub.pcf.am.chf=true", "stub.pcf.ue.n1n2=false"), List.of(),
            List.of("3.2.6 (Table 3-121): AM and UE IGW 6,672 each = 3,336 creates + deletes; EGW AM 16,680 (2.5 per request),"
                    + " UE 30,024 (4.5); 12M subscribers: lifetime 12M / 3,336 = 3,597 s")));

    /** AM/UE 1:0:1, 75K on one site (3.2.7): 4,170 UEs/s. */
    public static final PolicyCallModel PCF_AMUE_3_2_7 = add(new PolicyCallModel("policy-3.2.7", List.of(),
            "PCF AM/UE 1:0:1 75K (3.2.7)", List.of(amUe(4_170)), 12_000_000, 12_000_000 / 4_170.0,
            Gateways.of(16_680, 58_380, 0, 0), Map.of(), concat(SBI_PCF, "stub.pcf.am.chf=true", "stub.pcf.ue.n1n2=false"), List.of(),
            List.of("3.2.7 (Table 3-134): AM and UE IGW 8,340 each = 4,170 creates + deletes; EGW AM 20,850, UE 37,530;"
                    + " 12M subscribers: lifetime 12M / 4,170 = 2,878 s")));

    /** AM/UE with N1N2 (3.2.9, 54K): per UE an AM and a UE association, the PCF's N1 subscribe, transfer, unsubscribe. */
    public static final PolicyCallModel PCF_AMUE_N1N2 = add(new PolicyCallModel("pcf-amue-n1n2", List.of("policy-3.2.9"),
            "PCF AM/UE + N1N2 54K (3.2.9)", List.of(amUe(5_301)), 8_000_000, 8_000_000 / 5_301.0,
            Gateways.of(21_204.32, 32_539.66, 0, 0), Map.of(AM_CREATE, "p50 26 p99 63", UE_CREATE, "p50 39 p99 75"),
            concat(List.of(), "stub.pcf.ue.n1n2=true"), List.of(),
            List.of("3.2.9 (Table 3-158): ratio AM create 1, AM delete 1, UE create 1, UE delete 1, N1N2 transfer 1, N1 subscribe 1,"
                    + " N1 unsubscribe 1 (the last three the PCF's, to the AMF); IGW 21,204 / 4 = 5,301 UEs/s; 8M subscribers:"
                    + " lifetime 8M / 5,301 = 1,509 s",
                    "The AMF answers each UE policy container with the UE's MANAGE UE POLICY COMPLETE (N1MessageNotify, an ingress"
                            + " request the seed's ratio does not list)")));

    /**
     * SM with the per-DNN ratios of 3.2.3 (internet 1:74:1, IMS 1:8:1 with Rx AAR-I and STR, APP and ADMIN 1:0:1),
     * 21.5K on one of two sites. The seed gives no per-DNN rates for 3.2.3: the DNNs' shares are 3.2.8's, the total
     * the title's 21.5K with the per-session transactions of 3.2.4's decoded table.
     */
    public static final PolicyCallModel PCF_SM = add(new PolicyCallModel("pcf-sm", List.of("policy-3.2.3"),
            "PCF SM 21.5K (3.2.3)", List.of(sm("internet", INTERNET_PDU, 151.6, 74), ims(363.9, 8, false),
            sm("app", APP_PDU, 151.6, 0), sm("admin", ADMIN_PDU, 151.6, 0)), 5_000_000, 10_000_000 / 818.7,
            Gateways.total(21_500), Map.of(), concat(SBI_PCF, "stub.pcf.dnns.ims.nrf-cache=true"), List.of(),
            List.of("3.2.3: ratios internet 1:74:1, IMS 1:8:1, APP 1:0:1, ADMIN 1:0:1, IMS Rx AAR-I and STR; 21.5K per site, no split"
                    + " given: DNN shares of 3.2.8 (internet : IMS : APP : ADMIN = 1 : 2.4 : 1 : 1), transactions per session of"
                    + " 3.2.4's table (internet 76 in + 7 out, IMS 10 + 5 + 2 Rx, APP/ADMIN 2 + 7): 21,500 / 141.8 = 151.6"
                    + " internet sessions/s",
                    "10M subscribers and 20M sessions on two sites: per site 5M subscribers, 10M sessions / 818.7 creates/s ="
                            + " lifetime 12,214 s")));

    /** SM 3.2.4 (Table 3-98 decoded, one site): internet 322.4/s 1:74:1, IMS 253.3/s 1:1:1 with AAR-I, AAR-U, STR. */
    public static final PolicyCallModel PCF_SM_3_2_4 = add(new PolicyCallModel("policy-3.2.4", List.of(),
            "PCF SM 30K (3.2.4, site 1)", List.of(sm("internet", INTERNET_PDU, 322.4, 74), ims(253.3, 1, true)),
            393_590, 1_220, Gateways.of(25_260, 7_645, Double.NaN, Double.NaN), Map.of(),
            concat(SBI_PCF, "stub.pcf.dnns.ims.nrf-cache=true"), List.of(),
            List.of("3.2.4 (Table 3-98, both sites, MPS): internet ingress 49,000 / 76 / 2 = 322.4 sessions/s per site; IMS:"
                    + " Rx 1,520 / 3 / 2 = 253.3 sessions/s with one update (SM ingress 1,520 = 3 x 507); gateway TPS per site IGW"
                    + " 25,260, EGW 7,645, Diameter 1,015 (in and out not split)",
                    "393,590 subscribers per site, one internet session each: lifetime 393,590 / 322.4 = 1,220 s (the digest's)")));

    /** SM 3.2.8 (43.2K, site 1): internet 1:15:1, IMS 1:8:1 with Rx, APP and ADMIN 1:0:1. */
    public static final PolicyCallModel PCF_SM_3_2_8 = add(new PolicyCallModel("policy-3.2.8", List.of(),
            "PCF SM 43.2K (3.2.8)", List.of(sm("internet", INTERNET_PDU, 460.5, 15), ims(1_105.2, 8, true),
            sm("app", APP_PDU, 460.5, 0), sm("admin", ADMIN_PDU, 460.5, 0)), 10_000_000, 10_000_000 / 2_486.7,
            Gateways.of(20_722.23, 16_676.15, 3_315.61, 2_492.63), Map.of(),
            concat(SBI_PCF, "stub.pcf.dnns.ims.nrf-cache=true"), List.of(),
            List.of("3.2.8 (Table 3-146): ratios internet 1:15:1, IMS 1:8:1, APP 1:0:1, ADMIN 1:0:1; no per-DNN rates: IMS from the"
                    + " Diameter ingress, 3,315.61 / 3 (AAR-I, AAR-U, STR) = 1,105.2/s; internet, APP and ADMIN at one rate from the"
                    + " rest of the SBI ingress, (20,722.23 - 10 x 1,105.2) / 21 = 460.5/s",
                    "10M subscribers, one session each: lifetime 10M / 2,486.7 creates/s = 4,021 s")));

    /** SM 3.2.10 (41.3K): 3.2.8's ratios with NRF caching and the UDR discovered by group-id-list. */
    public static final PolicyCallModel PCF_SM_3_2_10 = add(new PolicyCallModel("policy-3.2.10", List.of(),
            "PCF SM 41.3K, NRF caching + group-id-list (3.2.10)", List.of(sm("internet", INTERNET_PDU, 496.1, 15),
            ims(1_142.6, 8, true), sm("app", APP_PDU, 496.1, 0), sm("admin", ADMIN_PDU, 496.1, 0)), 10_000_000,
            10_000_000 / 2_630.9, Gateways.of(21_844.57, 13_308.29, 3_427.82, 2_700.02), smPost(),
            List.of("stub.pcf.sm.nrf-cache=true", "stub.pcf.peers.udr.api-root=", "stub.pcf.peers.udr.group-id=udr-policy"),
            List.of("udr-stub.stub.udr.info.group-id=udr-policy"),
            List.of("3.2.10 (Table 3-172): 3.2.8's ratios; IMS 3,427.82 / 3 = 1,142.6/s, internet, APP and ADMIN (21,844.57 - 10 x"
                    + " 1,142.6) / 21 = 496.1/s; 10M subscribers: lifetime 10M / 2,630.9 = 3,801 s",
                    "The PCF caches NRF results for their validityPeriod and finds the UDR by group-id-list (the UDR registered with"
                            + " udrInfo.groupId udr-policy); the seed: 20 % less egress than 3.2.8")));

    /** 3.5.1: SM + Rx, binding on; IGW 11 : EGW 26 : Diameter in 9 : out 3 per 607.1 calls/s. */
    public static final PolicyCallModel PCF_SM_RX = add(smRx("pcf-sm-rx", List.of("policy-3.5.1"), "PCF SM + Rx 29.7K, binding on (3.5.1)",
            true, Map.of(create("ims"), "avg 28.6 pk 28.7", "N7-dnn_internet_1st", "avg 1527 pk 2239",
                    "N7-dnn_internet_2nd", "avg 1518 pk 1991", "N7-dnn_internet_3rd", "avg 1568 pk 1968", delete("ims"), "avg 14.6 pk 14.7")));

    /** 3.5.2: the same traffic, binding off. */
    public static final PolicyCallModel PCF_SM_RX_OFF = add(smRx("pcf-sm-rx-nobinding", List.of("policy-3.5.2"),
            "PCF SM + Rx 29.7K, binding off (3.5.2)", false, Map.of(create("ims"), "avg 54.1 pk 66.8",
                    "N7-dnn_internet_1st", "avg 20.3 pk 22.2", "N7-dnn_internet_2nd", "avg 23.5 pk 26.1",
                    "N7-dnn_internet_3rd", "avg 20.1 pk 21.3", delete("ims"), "avg 29.7 pk 47.7")));

    private static PolicyCallModel smRx(String id, List<String> aliases, String title, boolean binding, Map<String, String> latency) {
        double call = 29_747 / 49.0;
        return new PolicyCallModel(id, aliases, title, List.of(smRxCall(call), smRxInternet("1st", INTERNET_PDU, call),
                smRxInternet("2nd", INTERNET_PDU + 1, call), smRxInternet("3rd", INTERNET_PDU + 2, call)), 434_475,
                434_302 / (4 * call), Gateways.of(6_637, 15_988, 5_279, 1_844), latency,
                List.of("stub.pcf.dnns.internet.udr-reads=" + (binding ? "" : "sm-data"), "stub.pcf.dnns.internet.udr-subscribe=false",
                        "stub.pcf.dnns.ims.udr-reads=", "stub.pcf.dnns.ims.binding=" + binding), List.of(),
                List.of(String.format(Locale.ROOT, "3.5 (Tables 3-241/3-252): IGW 11 : EGW 26 : Diameter in 9 : out 3, 29,747 TPS ="
                                + " 607.1 calls/s; a call [inf]: create-dnn_ims, three Rx sessions on its UE address (AAR-I, AAR-U),"
                                + " delete-dnn_ims, after which the PCF aborts them (3 ASR out) and the AF ends them (3 STR: 9 Diameter"
                                + " in), and three internet sessions N7-dnn_internet_1st, 2nd, 3rd (create, update, delete each): 11 SBI"
                                + " requests in"),
                        String.format(Locale.ROOT, "Lifetime: 434,302 SmPolicyAssociation rows / %.1f creates/s = %.0f s; 434,475"
                                + " subscribers (pdssubscriber); binding %s (the IMS session's BSF registration), UDR reads %s as the"
                                + " seed's UDR connector", 4 * call, 434_302 / (4 * call), binding ? "on" : "off",
                                binding ? "off" : "on")));
    }

    // ------------------------------------------------------------------ the PCRF (Diameter) models

    /** The data call of 3.1.1 / 3.1.3: CCR-I (the PCRF's Sy SLR with it), CCR-U (a RAT change), CCR-T (its Sy STR). */
    static PolicyFlow dataCall(String name, String apn, double rate, boolean update) {
        PolicyFlow.Builder b = PolicyFlow.builder(name, apn, 0, rate).then(CCR_I, Op.GX_CCR_I);
        if (update) {
            b.then(CCR_U, Op.GX_CCR_U);
        }
        return b.then(CCR_T, Op.GX_CCR_T).build();
    }

    /**
     * 3.1.2's 11-message call: CCR-I; AAR-I (the AF subscribed to the resources' allocation and the bearer's loss) and
     * the Gx RAR installing its media; CCR-U reporting the voice rule active and the Rx RAR telling the AF; AAR-U with
     * a new bandwidth and the Gx RAR changing the rule; CCR-U reporting the rule lost and the Rx RAR telling the AF;
     * STR; CCR-T.
     */
    static PolicyFlow voice11(double rate) {
        return PolicyFlow.builder("voice", "ims", 0, rate).then(CCR_I, Op.GX_CCR_I)
                .then(AAR_I, Op.RX_AAR_I_ALLOCATION).with(GX_RAR, Op.GX_RAR)
                .then(CCR_U, Op.GX_CCR_U_ACTIVE).with(RX_RAR, Op.RX_RAR)
                .then(AAR_U, Op.RX_AAR_U_CHANGE).with(GX_RAR, Op.GX_RAR)
                .then(CCR_U, Op.GX_CCR_U_LOST).with(RX_RAR, Op.RX_RAR)
                .then(STR, Op.RX_STR).then(CCR_T, Op.GX_CCR_T).build();
    }

    /**
     * The 9-message call of 3.1.4 and 3.3: CCR-I; AAR-I (the AF subscribed to the bearer's loss) and the Gx RAR; CCR-U
     * reporting the rule active; AAR-U (the same media: nothing to change); CCR-U reporting the rule lost and the Rx
     * RAR; STR; CCR-T.
     */
    static PolicyFlow voice9(double rate) {
        return PolicyFlow.builder("voice", "ims", 0, rate).then(CCR_I, Op.GX_CCR_I)
                .then(AAR_I, Op.RX_AAR_I_LOSS).with(GX_RAR, Op.GX_RAR)
                .then(CCR_U, Op.GX_CCR_U_ACTIVE).then(AAR_U, Op.RX_AAR_U)
                .then(CCR_U, Op.GX_CCR_U_LOST).with(RX_RAR, Op.RX_RAR)
                .then(STR, Op.RX_STR).then(CCR_T, Op.GX_CCR_T).build();
    }

    /** 3.6's Gx session with usage monitoring: Gx-init, three usage reports, Gx-Terminate with the final one. */
    static PolicyFlow gxUsage(double rate) {
        return PolicyFlow.builder("gx", "internet", 0, rate).then("Gx-init", Op.GX_CCR_I).then("Gx-Update_1st", Op.GX_CCR_U_USAGE)
                .then("Gx-Update_2nd", Op.GX_CCR_U_USAGE).then("Gx-Update_3rd", Op.GX_CCR_U_USAGE)
                .then("Gx-Terminate", Op.GX_CCR_T_USAGE).build();
    }

    /** The converged beds of 3.3 and 3.4 (the same PCRF and data tier) held 10M subscribers; 3.1 gives none. */
    static final String PCRF_POPULATION = "no population in 3.1.x: the 10M subscribers of the converged beds of 3.3 and 3.4 (the"
            + " same PCRF, the same tier), one session in progress each [inf]";

    /** 3.1.1: PCRF data, 7.5K per site: 1,250 calls/s of CCR-I (+ Sy SLR + directory lookup), CCR-U, CCR-T (+ Sy STR). */
    public static final PolicyCallModel PCRF_DATA = add(new PolicyCallModel("pcrf-data", List.of("policy-3.1.1"),
            "PCRF data 7.5K (3.1.1)", List.of(dataCall("data", "internet", 1_250, true)), 10_000_000, 10_000_000 / 1_250.0,
            new Gateways(0, 0, 3_750, 2_500, 7_500), Map.of(), List.of(), List.of(),
            List.of("3.1.1 (Table 3-2): per load instance 320 sessions/s: Gx 960, Sy 640 (SLR on CCR-I, STR on CCR-T), LDAP 320 ="
                    + " 1,920; 7,500 / 1,920 = 3.9 instances per site = 1,250 sessions/s: Gx in 3,750, Sy out 2,500, LDAP 1,250 (in the"
                    + " seed's total; the PCF stub has no directory lookup, so it is not played)", "Lifetime: " + PCRF_POPULATION)));

    /** 3.1.3: PCRF data, 11.5K per site, with the OCS's SNRs turned into Gx RARs (450/s). */
    public static final PolicyCallModel PCRF_DATA_SY = add(new PolicyCallModel("pcrf-data-sy", List.of("policy-3.1.3"),
            "PCRF data + SNR 11.5K (3.1.3)", List.of(dataCall("data", "internet", 1_220, true), dataCall("data_m2m", "m2m", 1_100, false)),
            10_000_000, 10_000_000 / 2_320.0, new Gateways(0, 0, 6_310, 2_890, 11_520), Map.of(),
            List.of("stub.pcf.gx.apns.m2m.sy=false"), List.of(),
            List.of("3.1.3 (Table 3-23, per site): CCR-I 2,320, CCR-U 1,220, CCR-T 2,320, SNR 450, RAR 450, Sy 2,440, LDAP 2,320 ="
                    + " 11,520; read [inf] as 2,320 sessions/s, 1,220 of them with a CCR-U and on Sy (SLR + STR: 2,440; APN"
                    + " internet), 1,100 without either (APN m2m, Sy off); the OCS sends 450 SNR/s, each a Gx RAR",
                    "LDAP (2,320/s, in the seed's total) is not played: the PCF stub has no directory lookup",
                    "Lifetime: " + PCRF_POPULATION), 450));

    /** 3.1.2: PCRF voice, 15K per site: the 11-message call at 1,363.6 calls/s. */
    public static final PolicyCallModel PCRF_VOICE = add(new PolicyCallModel("pcrf-voice", List.of("policy-3.1.2"),
            "PCRF voice 15K, 11-message call (3.1.2)", List.of(voice11(15_000 / 11.0)), 10_000_000, 10_000_000 / (15_000 / 11.0),
            new Gateways(0, 0, 7 * 15_000 / 11.0, 4 * 15_000 / 11.0, 15_000), Map.of(), List.of(), List.of(),
            List.of("3.1.2 (Table 3-13): CCR-I 9.08 %, CCR-U 18.18, CCR-T 9.09, Gx RAR 18.18, AAR-I 9.09, AAR-U 9.09, Rx RAR 18.18,"
                    + " STR 9.09: 1:2:1:2:1:1:2:1, 11 messages a call; 15,000 / 11 = 1,363.6 calls/s per site",
                    "Lifetime: " + PCRF_POPULATION)));

    /** 3.1.4 and 3.3: PCRF voice, the 9-message call at 1,666.7 calls/s (15K per site). */
    public static final PolicyCallModel PCRF_VOICE_9 = add(new PolicyCallModel("pcrf-voice-9", List.of("policy-3.1.4", "policy-3.3"),
            "PCRF voice 15K, 9-message call (3.1.4, 3.3)", List.of(voice9(15_000 / 9.0)), 10_000_000, 10_000_000 / (15_000 / 9.0),
            new Gateways(0, 0, 7 * 15_000 / 9.0, 2 * 15_000 / 9.0, 15_000), Map.of(), List.of(), List.of(),
            List.of("3.1.4 / 3.3: CCR-I 1, AAR-I 1, CCR-U 2, AAR-U 1, RAR-Gx 1, RAR-Rx 1, STR 1, CCR-T 1: 9 messages a call; 15,000 / 9"
                    + " = 1,666.7 calls/s per site (3.3.2's 15K sites; 3.3.1's 7.5K is scale 0.5)",
                    "3.3: 10M subscribers, one IMS session each: lifetime 10M / 1,666.7 = 6,000 s")));

    /** 3.6: Gx with usage monitoring, 2,000 sessions/s: Gx-init, three updates, terminate. */
    public static final PolicyCallModel PCF_GX_UM = add(new PolicyCallModel("pcf-gx-um", List.of("policy-3.6.1"),
            "Gx + usage monitoring 28K (3.6.1)", List.of(gxUsage(2_000)), 3_084_338, 82_351 / 2_000.0,
            Gateways.of(1_000, 17_000, 10_000, 0), Map.of("Gx-init", "avg 130 pk 260", "Gx-Update_1st", "avg 103 pk 207",
                    "Gx-Update_2nd", "avg 104 pk 209", "Gx-Update_3rd", "avg 104 pk 208", "Gx-Terminate", "avg 86 pk 172"),
            List.of("stub.pcf.gx.usage-monitoring=true", "stub.pcf.gx.udr-reads=sm-data", "stub.pcf.gx.udr-subscribe=true",
                    "stub.pcf.gx.sy=false"), List.of(),
            List.of("3.6.1 (Table 3-261): Diameter in 10,000 = 5 Gx messages a session: 2,000 sessions/s; EGW 17,000 (8.5 a session:"
                    + " the UDR's reads, subscription and usage writes); IGW 1,000 (the UDR's notifications)",
                    "Lifetime: 82,351 gxsession rows / 2,000 sessions/s = 41 s; 3,084,338 subscribers (pdssubscriber)")));

    private static Map<String, String> smPost() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String dnn : List.of("internet", "ims", "app", "admin")) {
            m.put(create(dnn), "p50 63 p99 111");
            m.put(update(dnn), "p50 63 p99 111");
            m.put(delete(dnn), "p50 63 p99 111");
        }
        return m;
    }

    private static PolicyCallModel add(PolicyCallModel m) {
        ALL.add(m);
        return m;
    }

    public static List<PolicyCallModel> all() {
        return List.copyOf(ALL);
    }

    /** The model of that name or alias. */
    public static PolicyCallModel byId(String id) {
        for (PolicyCallModel m : ALL) {
            if (m.id.equalsIgnoreCase(id) || m.aliases.stream().anyMatch(a -> a.equalsIgnoreCase(id))) {
                return m;
            }
        }
        throw new IllegalArgumentException("no policy call model " + id + " (" + String.join(", ", names()) + ")");
    }

    /** Every name and alias. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        ALL.forEach(m -> {
            names.add(m.id);
            names.addAll(m.aliases);
        });
        return names;
    }

    // ------------------------------------------------------------------ figures

    /** Sessions in progress at scale 1 (Little's law: every flow's rate times the lifetime). */
    public double sessions() {
        return flows.stream().mapToDouble(PolicyFlow::rate).sum() * lifetime;
    }

    /** Session creates per second at scale 1, all flows. */
    public double createRate() {
        return flows.stream().mapToDouble(PolicyFlow::rate).sum();
    }

    /** Whether a session of this model sends anything over Diameter (Rx, Gx). */
    public boolean diameter() {
        return flows.stream().anyMatch(f -> f.steps().stream().anyMatch(s -> s.op().diameter()));
    }

    /** What the seed published per request name: its rate (the flows' at scale 1) and latency where it gives one. */
    public Map<String, SeedFigures> seedFigures() {
        Map<String, Double> rates = new LinkedHashMap<>();
        for (PolicyFlow f : flows) {
            f.perSession().forEach((name, n) -> rates.merge(name, f.rate() * n, Double::sum));
        }
        Map<String, SeedFigures> out = new LinkedHashMap<>();
        rates.forEach((name, rate) -> out.put(name, new SeedFigures(rate, null, seedLatency.get(name))));
        return out;
    }
}
