package dev.corebed.launcher.fuzz;

import static java.util.Map.entry;

import dev.corebed.launcher.StubCluster;
import dev.corebed.launcher.fuzz.FuzzOperation.Sample;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.RawH2cClient;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The valid state the fuzz inputs run against, provisioned over the wire (SBI, and the UDR's management
 * port), and for every SBI operation of the running stubs a valid sample request on it. Resources that an
 * operation deletes are its own; the canaries, read after every batch to prove the connection still
 * serves, are used by no operation.
 */
public final class FuzzBed {

    static final String NOTIFY = "http://127.0.0.1:9/"; // the discard port: nothing listens, nothing leaves the machine
    static final String P0 = "c0ebed00-f022-4000-8000-000000000000";
    static final String P1 = "c0ebed00-f022-4000-8000-000000000001";
    static final String P2 = "c0ebed00-f022-4000-8000-000000000002";
    static final String P3 = "c0ebed00-f022-4000-8000-000000000003";
    /** An nfInstanceId no profile has: the SCP's NFStatusNotify sample deregisters it. */
    static final String P9 = "c0ebed00-f022-4000-8000-000000000009";
    static final String U1 = "imsi-001010000000001";
    static final String U2 = "imsi-001010000000002";
    static final String U9 = "imsi-001010000000009";

    static final String AM = "{\"subscCats\":[\"gold\"],\"praInfos\":{\"1\":{\"praId\":\"1\",\"presenceState\":\"IN_AREA\"}}}";
    static final String UE_POLICY_SET = "{\"subscCats\":[\"silver\"],\"uePolicySections\":{\"up1\":{\"uePolicySectionInfo\":\"AQID\",\"upsi\":\"up1\"}},"
            + "\"upsis\":[\"up1\"],\"andspInd\":true}";
    static final String SM = "{\"smPolicySnssaiData\":{\"1-000001\":{\"snssai\":{\"sst\":1,\"sd\":\"000001\"},\"smPolicyDnnData\":{"
            + "\"internet\":{\"dnn\":\"internet\",\"allowedServices\":[\"web\"],\"subscCats\":[\"gold\"],\"online\":true}}}},"
            + "\"umDataLimits\":{\"lim1\":{\"limitId\":\"lim1\",\"usageLimit\":{\"totalVolume\":1000000}}}}";
    static final String OSD = "{\"tariff\":{\"dataType\":\"string\",\"value\":\"flat\"},\"quota\":{\"dataType\":\"number\",\"value\":10.5}}";
    static final String USAGE = "{\"limitId\":\"um1\",\"allowedUsage\":{\"totalVolume\":500000},\"umLevel\":\"SESSION_LEVEL\"}";

    private final StubCluster cluster;
    private final RawH2cClient nrf;
    private final RawH2cClient udr;
    private final RawH2cClient bsf;
    private final RawH2cClient shcache;
    private final RawH2cClient pcf;
    private final Map<String, String> ids = new LinkedHashMap<>();

    public FuzzBed(StubCluster cluster) {
        this.cluster = cluster;
        this.nrf = RawH2cClient.connect("127.0.0.1", cluster.endpoints("nrf-stub").sbiPort());
        this.udr = RawH2cClient.connect("127.0.0.1", cluster.endpoints("udr-stub").sbiPort());
        this.bsf = RawH2cClient.connect("127.0.0.1", cluster.endpoints("bsf-stub").sbiPort());
        this.pcf = RawH2cClient.connect("127.0.0.1", cluster.endpoints("pcf-stub").sbiPort());
        this.shcache = RawH2cClient.connect("127.0.0.1", cluster.endpoints("shcache-stub").sbiPort());
    }

    /** Subscribers of the HSS simulator's generated population the Sh cache's samples and canary use. */
    static String impu(int n) {
        return "sip:+" + (15550000000L + n) + "@ims.corebed.test";
    }

    static final String SH_USERS = "/sh-cache/v1/users/";

    static String mmtel() {
        return "<Sh-Data><RepositoryData><ServiceIndication>MMTEL-Services</ServiceIndication><ServiceData>"
                + "<simservs xmlns=\"http://uri.etsi.org/ngn/params/xml/simservs/xcap\"><communication-waiting active=\"true\"/>"
                + "</simservs></ServiceData></RepositoryData></Sh-Data>";
    }

    static String stnSr() {
        return "<Sh-Data><Sh-IMS-Data><Extension><Extension><Extension><Extension><STN-SR>4915550001</STN-SR></Extension>"
                + "</Extension></Extension></Extension></Sh-IMS-Data></Sh-Data>";
    }

    static final String PU = "imsi-001010000000301";

    static String smContext(String ipv4) {
        return ("{\"supi\":\"%s\",\"gpsi\":\"msisdn-33600000301\",\"pduSessionId\":5,\"pduSessionType\":\"IPV4\",\"dnn\":\"internet\","
                + "\"notificationUri\":\"%ssmf\",\"sliceInfo\":{\"sst\":1,\"sd\":\"000001\"},\"ipv4Address\":\"%s\",\"ratType\":\"NR\","
                + "\"accessType\":\"3GPP_ACCESS\",\"subsSessAmbr\":{\"uplink\":\"10 Mbps\",\"downlink\":\"20 Mbps\"},\"suppFeat\":\"1\"}")
                .formatted(PU, NOTIFY, ipv4);
    }

    static String appSession(String ipv4) {
        return ("{\"ascReqData\":{\"afAppId\":\"IMS Services\",\"notifUri\":\"%saf\",\"suppFeat\":\"0\",\"ueIpv4\":\"%s\","
                + "\"medComponents\":{\"1\":{\"medCompN\":1,\"medType\":\"AUDIO\",\"marBwDl\":\"64 Kbps\",\"marBwUl\":\"64 Kbps\","
                + "\"medSubComps\":{\"1\":{\"fNum\":1,\"fDescs\":[\"permit out 17 from 10.1.1.1 50000 to %s 60000\"]}}}}}}").formatted(NOTIFY, ipv4, ipv4);
    }

    static String policyAssociation(String kind) {
        return ("{\"notificationUri\":\"%s%s\",\"supi\":\"%s\",\"suppFeat\":\"0\",\"accessType\":\"3GPP_ACCESS\","
                + "\"ratType\":\"NR\"}").formatted(NOTIFY, kind, PU);
    }

    static final String EVENTS = "{\"events\":[{\"event\":\"SUCCESSFUL_RESOURCES_ALLOCATION\"}],\"notifUri\":\"" + NOTIFY + "af-ev\"}";

    static String profile(String id, String type) {
        return ("{\"nfInstanceId\":\"%s\",\"nfType\":\"%s\",\"nfStatus\":\"REGISTERED\",\"fqdn\":\"%s.corebed.test\","
                + "\"ipv4Addresses\":[\"10.10.0.1\"],\"priority\":1,\"capacity\":100,\"locality\":\"loc1\",\"sNssais\":[{\"sst\":1}],"
                + "\"nfServices\":[{\"serviceInstanceId\":\"s1\",\"serviceName\":\"nudm-sdm\",\"versions\":[{\"apiVersionInUri\":\"v2\","
                + "\"apiFullVersion\":\"2.2.0\"}],\"scheme\":\"http\",\"nfServiceStatus\":\"REGISTERED\"}]}").formatted(id, type, type.toLowerCase());
    }

    static String pcfBinding(String supi, String ipv4) {
        return ("{\"supi\":\"%s\",\"gpsi\":\"msisdn-33600000101\",\"ipv4Addr\":\"%s\",\"dnn\":\"internet\",\"snssai\":{\"sst\":1,\"sd\":\"000001\"},"
                + "\"pcfFqdn\":\"pcf1.corebed.test\",\"pcfDiamHost\":\"pcf1.corebed.test\",\"pcfDiamRealm\":\"corebed.test\"}").formatted(supi, ipv4);
    }

    static String ueBinding(String supi) {
        return ("{\"supi\":\"%s\",\"gpsi\":\"msisdn-33600000201\",\"pcfForUeFqdn\":\"pcf-am1.corebed.test\","
                + "\"pcfId\":\"5a1e0a52-3e8f-4a0e-9c6e-1b2f3d4c5e6f\",\"bindLevel\":\"NF_SET\"}").formatted(supi);
    }

    static String bsfSubscription(String supi) {
        return ("{\"events\":[\"PCF_PDU_SESSION_BINDING_REGISTRATION\",\"PCF_PDU_SESSION_BINDING_DEREGISTRATION\"],"
                + "\"notifUri\":\"%sbsf-notify\",\"notifCorreId\":\"corr-1\",\"supi\":\"%s\"}").formatted(NOTIFY, supi);
    }

    String udrSubscription() {
        return ("{\"notificationUri\":\"%sudr-notify\",\"monitoredResourceUris\":[\"http://127.0.0.1:%d/nudr-dr/v2/policy-data/ues/%s\"]}")
                .formatted(NOTIFY, cluster.endpoints("udr-stub").sbiPort(), U1);
    }

    static String nrfSubscription() {
        return "{\"nfStatusNotificationUri\":\"" + NOTIFY + "nrf-notify\",\"subscrCond\":{\"nfType\":\"UDM\"},"
                + "\"reqNotifEvents\":[\"NF_REGISTERED\",\"NF_DEREGISTERED\"]}";
    }

    /** Provisions the state; fails the run if any of it is refused. */
    public void provision() throws Exception {
        for (String p : List.of(P0, P1, P2, P3)) {
            expect(nrf, "PUT", "/nnrf-nfm/v1/nf-instances/" + p, "application/json", profile(p, "UDM"), 201);
        }
        ids.put("nrfSub1", expect(nrf, "POST", "/nnrf-nfm/v1/subscriptions", "application/json", nrfSubscription(), 201)
                .json().get("subscriptionId").asString());
        ids.put("nrfSub2", expect(nrf, "POST", "/nnrf-nfm/v1/subscriptions", "application/json", nrfSubscription(), 201)
                .json().get("subscriptionId").asString());

        String admin = "http://127.0.0.1:" + cluster.endpoints("udr-stub").adminPort();
        String ue = "{\"gpsi\":\"msisdn-33600000001\",\"amPolicyDataSet\":%s,\"uePolicyDataSet\":%s,\"smPolicyDataSet\":%s,"
                + "\"operatorSpecificDataSet\":%s,\"umData\":{\"um1\":%s}}";
        for (String u : List.of(U1, U2, U9)) {
            var r = HttpProbe.http1("PUT", admin + "/admin/v1/udr/policy-data/" + u, ue.formatted(AM, UE_POLICY_SET, SM, OSD, USAGE),
                    "content-type", "application/json");
            check(r.status() == 201, "provision " + u + ": " + r.status() + " " + r.body());
        }
        var group = HttpProbe.http1("PUT", admin + "/admin/v1/udr/group-ids/UDM/" + U1, "{\"groupId\":\"udm-group-a\"}",
                "content-type", "application/json");
        check(group.status() == 201, "group id: " + group.status() + " " + group.body());
        ids.put("udrSub1", lastSegment(expect(udr, "POST", "/nudr-dr/v2/policy-data/subs-to-notify", "application/json", udrSubscription(), 201)));
        ids.put("udrSub2", lastSegment(expect(udr, "POST", "/nudr-dr/v2/policy-data/subs-to-notify", "application/json", udrSubscription(), 201)));

        String b = "/nbsf-management/v1";
        expect(bsf, "POST", b + "/pcfBindings", "application/json", pcfBinding("imsi-001010000000199", "10.60.0.99"), 201);
        ids.put("binding1", lastSegment(expect(bsf, "POST", b + "/pcfBindings", "application/json", pcfBinding("imsi-001010000000102", "10.60.0.2"), 201)));
        ids.put("binding2", lastSegment(expect(bsf, "POST", b + "/pcfBindings", "application/json", pcfBinding("imsi-001010000000103", "10.60.0.3"), 201)));
        ids.put("ueBinding1", lastSegment(expect(bsf, "POST", b + "/pcf-ue-bindings", "application/json", ueBinding("imsi-001010000000202"), 201)));
        ids.put("ueBinding2", lastSegment(expect(bsf, "POST", b + "/pcf-ue-bindings", "application/json", ueBinding("imsi-001010000000203"), 201)));
        ids.put("bsfSub1", lastSegment(expect(bsf, "POST", b + "/subscriptions", "application/json", bsfSubscription("imsi-001010000000102"), 201)));
        ids.put("bsfSub2", lastSegment(expect(bsf, "POST", b + "/subscriptions", "application/json", bsfSubscription("imsi-001010000000103"), 201)));

        CANARIES.put("nrf-api-root", "http://127.0.0.1:" + cluster.endpoints("nrf-stub").sbiPort());
        // SCP: a rate-limit rule, its state on the data tier (a producer address nothing sends to)
        var rule = HttpProbe.http1("PUT", "http://127.0.0.1:" + cluster.endpoints("scp-stub").adminPort()
                + "/admin/v1/scp/rate-limits/egress/127.0.0.9:1", "{\"rate\":1000,\"burst\":1000}", "content-type", "application/json");
        check(rule.status() / 100 == 2, "SCP rate-limit rule: " + rule.status() + " " + rule.body());

        // Sh cache (its HSS is the cluster's HSS simulator): the canary's item cached, two subscriptions held
        expect(shcache, "GET", SH_USERS + impu(1) + "/MSISDN", "application/json", null, 200);
        expect(shcache, "PUT", SH_USERS + impu(9) + "/subscriptions/UEReachabilityForIP", "application/json", "{}", 200);
        expect(shcache, "PUT", SH_USERS + impu(10) + "/subscriptions/UEReachabilityForIP", "application/json", "{}", 200);
        expect(shcache, "PUT", SH_USERS + impu(12) + "/subscriptions/RepositoryData/MMTEL-Services", "application/json", "{}", 200);
        expect(shcache, "PUT", SH_USERS + impu(13) + "/subscriptions/RepositoryData/MMTEL-Services", "application/json", "{}", 200);
        String sm = "/npcf-smpolicycontrol/v1/sm-policies";
        ids.put("sm0", lastSegment(expect(pcf, "POST", sm, "application/json", smContext("10.70.0.250"), 201)));
        CANARIES.put("sm0", ids.get("sm0"));
        ids.put("sm1", lastSegment(expect(pcf, "POST", sm, "application/json", smContext("10.70.0.1"), 201)));
        ids.put("sm2", lastSegment(expect(pcf, "POST", sm, "application/json", smContext("10.70.0.2"), 201)));
        String app = "/npcf-policyauthorization/v1/app-sessions";
        ids.put("app1", lastSegment(expect(pcf, "POST", app, "application/json", appSession("10.70.0.1"), 201)));
        ids.put("app2", lastSegment(expect(pcf, "POST", app, "application/json", appSession("10.70.0.1"), 201)));
        for (String kind : List.of("am", "ue")) {
            String path = "/npcf-" + kind + "-policy-control/v1/policies";
            ids.put(kind + "1", lastSegment(expect(pcf, "POST", path, "application/json", policyAssociation(kind), 201)));
            ids.put(kind + "2", lastSegment(expect(pcf, "POST", path, "application/json", policyAssociation(kind), 201)));
        }
    }

    /** The PCF's canary association, read after each batch (provisioned with the bed). */
    static final Map<String, String> CANARIES = new java.util.concurrent.ConcurrentHashMap<>();

    /** The request that must still succeed on a stub's connection after each batch: a read of a canary. */
    static String canary(String stub) {
        return switch (stub) {
            case "nrf-stub" -> "/nnrf-nfm/v1/nf-instances/" + P0;
            case "udr-stub" -> "/nudr-dr/v2/policy-data/ues/" + U9 + "/am-data";
            case "shcache-stub" -> SH_USERS + impu(1) + "/MSISDN";
            case "pcf-stub" -> "/npcf-smpolicycontrol/v1/sm-policies/" + CANARIES.get("sm0");
            // through the SCP (Model C) to the NRF's canary profile
            case "scp-stub" -> "/nnrf-nfm/v1/nf-instances/" + P0;
            default -> "/nbsf-management/v1/pcfBindings?ipv4Addr=10.60.0.99";
        };
    }

    /** The canary's headers: the SCP's names the NRF as its target (Model C). */
    static Map<String, String> canaryHeaders(String stub) {
        String nrf = CANARIES.get("nrf-api-root");
        return stub.equals("scp-stub") && nrf != null ? Map.of("3gpp-sbi-target-apiroot", nrf) : Map.of();
    }

    /** The valid request of each operation, by operationId. */
    Map<String, Sample> samples() {
        String inADay = Instant.now().plus(12, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS).toString();
        Map<String, String> u1 = Map.of("ueId", U1);
        Map<String, String> u2 = Map.of("ueId", U2);
        return Map.ofEntries(
                // NRF: Nnrf_NFManagement, Nnrf_NFDiscovery, Nnrf_AccessToken
                entry("GetNFInstances", Sample.of(Map.of()).query(Map.of("nf-type", List.of("UDM"), "limit", List.of("10")))),
                entry("OptionsNFInstances", Sample.of(Map.of())),
                entry("RegisterNFInstance", Sample.of(Map.of("nfInstanceID", P3)).body("application/json", profile(P3, "UDM"))),
                entry("GetNFInstance", Sample.of(Map.of("nfInstanceID", P1)).query(Map.of("requester-features", List.of("1")))),
                entry("UpdateNFInstance", Sample.of(Map.of("nfInstanceID", P1)).body("application/json-patch+json",
                        "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]")),
                entry("DeregisterNFInstance", Sample.of(Map.of("nfInstanceID", P2))),
                entry("CreateSubscription", Sample.of(Map.of()).body("application/json", nrfSubscription())),
                entry("UpdateSubscription", Sample.of(Map.of("subscriptionID", ids.get("nrfSub1"))).body("application/json-patch+json",
                        "[{\"op\":\"replace\",\"path\":\"/validityTime\",\"value\":\"" + inADay + "\"}]")),
                entry("RemoveSubscription", Sample.of(Map.of("subscriptionID", ids.get("nrfSub2")))),
                entry("SearchNFInstances", Sample.of(Map.of()).query(new LinkedHashMap<>(Map.of(
                        "target-nf-type", List.of("UDM"), "requester-nf-type", List.of("AMF"), "service-names", List.of("nudm-sdm"))))),
                entry("AccessTokenRequest", Sample.of(Map.of()).body("application/x-www-form-urlencoded",
                        "grant_type=client_credentials&nfInstanceId=" + P1 + "&nfType=AMF&targetNfType=UDM&scope=nudm-sdm"
                                + "&requesterPlmn=%7B%22mcc%22%3A%22001%22%2C%22mnc%22%3A%2201%22%7D")),
                entry("GetJwks", Sample.of(Map.of())),
                // UDR: Nudr_DataRepository policy data, Nudr_GroupIDmap
                entry("ReadPolicyData", Sample.of(u1).query(Map.of("data-subset-names", List.of("AM_POLICY_DATA,SM_POLICY_DATA")))),
                entry("ReadAccessAndMobilityPolicyData", Sample.of(u1)),
                entry("ReadUEPolicySet", Sample.of(u1)),
                entry("CreateOrReplaceUEPolicySet", Sample.of(u1).body("application/json", UE_POLICY_SET)),
                entry("UpdateUEPolicySet", Sample.of(u1).body("application/merge-patch+json", "{\"andspInd\":false,\"upsis\":[\"up1\"]}")),
                entry("ReadSessionManagementPolicyData", Sample.of(u1).query(Map.of("dnn", List.of("internet")))),
                entry("UpdateSessionManagementPolicyData", Sample.of(u1).body("application/merge-patch+json",
                        "{\"umData\":{\"um1\":{\"limitId\":\"um1\",\"allowedUsage\":{\"totalVolume\":400000}}}}")),
                entry("ReadUsageMonitoringInformation", Sample.of(Map.of("ueId", U1, "usageMonId", "um1"))),
                entry("CreateUsageMonitoringResource", Sample.of(Map.of("ueId", U1, "usageMonId", "um2")).body("application/json",
                        USAGE.replace("um1", "um2"))),
                entry("DeleteUsageMonitoringInformation", Sample.of(Map.of("ueId", U2, "usageMonId", "um1"))),
                entry("ReadOperatorSpecificData", Sample.of(u1).query(Map.of("fields", List.of("quota")))),
                entry("ReplaceOperatorSpecificData", Sample.of(u1).body("application/json", OSD)),
                entry("UpdateOperatorSpecificData", Sample.of(u1).body("application/json-patch+json",
                        "[{\"op\":\"replace\",\"path\":\"/quota/value\",\"value\":20}]")),
                entry("DeleteOperatorSpecificData", Sample.of(u2)),
                entry("CreateIndividualPolicyDataSubscription", Sample.of(Map.of()).body("application/json", udrSubscription())),
                entry("ReplaceIndividualPolicyDataSubscription", Sample.of(Map.of("subsId", ids.get("udrSub1"))).body("application/json", udrSubscription())),
                entry("DeleteIndividualPolicyDataSubscription", Sample.of(Map.of("subsId", ids.get("udrSub2")))),
                entry("GetNfGroupIDs", Sample.of(Map.of()).query(new LinkedHashMap<>(Map.of("nf-type", List.of("UDM"), "subscriberId", List.of(U1))))),
                // BSF: Nbsf_Management
                entry("CreatePCFBinding", Sample.of(Map.of()).body("application/json", pcfBinding("imsi-001010000000101", "10.60.0.1"))),
                entry("GetPCFBindings", Sample.of(Map.of()).query(new LinkedHashMap<>(Map.of("ipv4Addr", List.of("10.60.0.2"), "dnn", List.of("internet"))))),
                entry("DeleteIndPCFBinding", Sample.of(Map.of("bindingId", ids.get("binding2")))),
                entry("UpdateIndPCFBinding", Sample.of(Map.of("bindingId", ids.get("binding1"))).body("application/merge-patch+json",
                        "{\"pcfFqdn\":\"pcf2.corebed.test\"}")),
                entry("CreateIndividualSubcription", Sample.of(Map.of()).body("application/json", bsfSubscription("imsi-001010000000101"))),
                entry("ReplaceIndividualSubcription", Sample.of(Map.of("subId", ids.get("bsfSub1"))).body("application/json",
                        bsfSubscription("imsi-001010000000102"))),
                entry("DeleteIndividualSubcription", Sample.of(Map.of("subId", ids.get("bsfSub2")))),
                entry("CreatePCFforUEBinding", Sample.of(Map.of()).body("application/json", ueBinding("imsi-001010000000201"))),
                entry("GetPCFForUeBindings", Sample.of(Map.of()).query(Map.of("supi", List.of("imsi-001010000000202")))),
                entry("DeleteIndPCFforUEBinding", Sample.of(Map.of("bindingId", ids.get("ueBinding2")))),
                entry("UpdateIndPCFforUEBinding", Sample.of(Map.of("bindingId", ids.get("ueBinding1"))).body("application/merge-patch+json",
                        "{\"pcfForUeFqdn\":\"pcf-am2.corebed.test\"}")),
                // PCF: Npcf_SMPolicyControl, Npcf_PolicyAuthorization, Npcf_AMPolicyControl, Npcf_UEPolicyControl, its callbacks
                entry("CreateSMPolicy", Sample.of(Map.of()).body("application/json", smContext("10.70.0.100"))),
                entry("GetSMPolicy", Sample.of(Map.of("smPolicyId", ids.get("sm1")))),
                entry("UpdateSMPolicy", Sample.of(Map.of("smPolicyId", ids.get("sm1"))).body("application/json",
                        "{\"repPolicyCtrlReqTriggers\":[\"RAT_TY_CH\"],\"ratType\":\"EUTRA\"}")),
                entry("DeleteSMPolicy", Sample.of(Map.of("smPolicyId", ids.get("sm2"))).body("application/json", "{}")),
                entry("PostAppSessions", Sample.of(Map.of()).body("application/json", appSession("10.70.0.1"))),
                entry("PcscfRestoration", Sample.of(Map.of()).body("application/json", "{\"dnn\":\"ims\",\"ueIpv4\":\"10.70.0.1\"}")),
                entry("GetAppSession", Sample.of(Map.of("appSessionId", ids.get("app1")))),
                entry("ModAppSession", Sample.of(Map.of("appSessionId", ids.get("app1"))).body("application/merge-patch+json",
                        "{\"ascReqData\":{\"afAppId\":\"IMS Services 2\"}}")),
                entry("DeleteAppSession", Sample.of(Map.of("appSessionId", ids.get("app2")))),
                entry("updateEventsSubsc", Sample.of(Map.of("appSessionId", ids.get("app1"))).body("application/json", EVENTS)),
                entry("DeleteEventsSubsc", Sample.of(Map.of("appSessionId", ids.get("app1")))),
                entry("CreateIndividualAMPolicyAssociation", Sample.of(Map.of()).body("application/json", policyAssociation("am"))),
                entry("ReadIndividualAMPolicyAssociation", Sample.of(Map.of("polAssoId", ids.get("am1")))),
                entry("DeleteIndividualAMPolicyAssociation", Sample.of(Map.of("polAssoId", ids.get("am2")))),
                entry("ReportObservedEventTriggersForIndividualAMPolicyAssociation", Sample.of(Map.of("polAssoId", ids.get("am1")))
                        .body("application/json", "{\"triggers\":[\"LOC_CH\"],\"rfsp\":3}")),
                entry("CreateIndividualUEPolicyAssociation", Sample.of(Map.of()).body("application/json", policyAssociation("ue"))),
                entry("ReadIndividualUEPolicyAssociation", Sample.of(Map.of("polAssoId", ids.get("ue1")))),
                entry("DeleteIndividualUEPolicyAssociation", Sample.of(Map.of("polAssoId", ids.get("ue2")))),
                entry("ReportObservedEventTriggersForIndividualUEPolicyAssociation", Sample.of(Map.of("polAssoId", ids.get("ue1")))
                        .body("application/json", "{\"triggers\":[\"LOC_CH\"]}")),
                entry("SmPolicyDataChangeNotification", Sample.of(Map.of("smPolicyId", ids.get("sm1"))).body("application/json",
                        "[{\"ueId\":\"" + PU + "\",\"smPolicyData\":{\"smPolicySnssaiData\":{\"1-000001\":{\"snssai\":{\"sst\":1,\"sd\":\"000001\"}}}}}]")),
                entry("SmSpendingLimitNotification", Sample.of(Map.of("smPolicyId", ids.get("sm1"))).body("application/json",
                        "{\"supi\":\"" + PU + "\",\"statusInfos\":{\"c1\":{\"policyCounterId\":\"c1\",\"currentStatus\":\"valid\"}}}")),
                entry("SmSpendingLimitTermination", Sample.of(Map.of("smPolicyId", ids.get("sm1"))).body("application/json",
                        "{\"supi\":\"" + PU + "\",\"termCause\":\"REMOVED_SUBSCRIBER\"}")),
                entry("AmPolicyDataChangeNotification", Sample.of(Map.of("polAssoId", ids.get("am1"))).body("application/json",
                        "[{\"ueId\":\"" + PU + "\",\"amPolicyData\":{\"subscCats\":[\"gold\"]}}]")),
                entry("AmSpendingLimitNotification", Sample.of(Map.of("polAssoId", ids.get("am1"))).body("application/json",
                        "{\"supi\":\"" + PU + "\",\"statusInfos\":{\"c1\":{\"policyCounterId\":\"c1\",\"currentStatus\":\"valid\"}}}")),
                entry("AmSpendingLimitTermination", Sample.of(Map.of("polAssoId", ids.get("am1"))).body("application/json",
                        "{\"supi\":\"" + PU + "\"}")),
                entry("UePolicyDataChangeNotification", Sample.of(Map.of("polAssoId", ids.get("ue1"))).body("application/json",
                        "[{\"ueId\":\"" + PU + "\",\"uePolicySet\":{\"subscCats\":[\"gold\"]}}]")),
                entry("N1MessageNotify", Sample.of(Map.of("polAssoId", ids.get("ue1"))).body("application/json",
                        "{\"n1MessageContainer\":{\"n1MessageClass\":\"UPDP\",\"n1MessageContent\":{\"contentId\":\"n1msg\"}}}")),
                // SCP: the NRF's NFStatusNotify to it (a callback: no path in the yaml, fuzzed without a schema)
                entry("NFStatusNotify", Sample.of(Map.of()).body("application/json", "{\"event\":\"NF_DEREGISTERED\","
                        + "\"nfInstanceUri\":\"http://127.0.0.1:8081/nnrf-nfm/v1/nf-instances/" + P9 + "\"}")),
                // Sh cache: the REST front of the application servers (no 3GPP yaml: fuzzed without a schema)
                entry("GetRepositoryData", Sample.of(repository(2))),
                entry("UpdateRepositoryData", Sample.of(repository(3)).body("application/xml", mmtel())),
                entry("DeleteRepositoryData", Sample.of(repository(4))),
                entry("GetMSISDN", Sample.of(Map.of("userIdentity", impu(5)))),
                entry("GetSTN-SR", Sample.of(Map.of("userIdentity", impu(6)))),
                entry("UpdateSTN-SR", Sample.of(Map.of("userIdentity", impu(7))).body("application/xml", stnSr())),
                entry("Subscribe", Sample.of(reachability(8)).body("application/json", "{\"oneTimeNotification\":true}")),
                entry("GetSubscription", Sample.of(reachability(9))),
                entry("Unsubscribe", Sample.of(reachability(10))),
                entry("SubscribeRepositoryData", Sample.of(repository(11)).body("application/json", "{\"sendData\":true}")),
                entry("GetRepositoryDataSubscription", Sample.of(repository(12))),
                entry("UnsubscribeRepositoryData", Sample.of(repository(13))));
    }

    /** The path parameters of the Sh cache's samples on subscriber n's MMTEL-Services, and on its UE reachability. */
    static Map<String, String> repository(int n) {
        return Map.of("userIdentity", impu(n), "serviceIndication", "MMTEL-Services");
    }

    static Map<String, String> reachability(int n) {
        return Map.of("userIdentity", impu(n), "dataReference", "UEReachabilityForIP");
    }

    /**
     * Every SBI route of the running stubs, grouped into operations (the UDR serves each under v2 and v1),
     * with its sample and its yaml operation. An operation without a sample is an error: the fuzz covers them all.
     */
    public List<FuzzOperation> operations(Spec spec, List<String> problems) {
        Map<String, Sample> samples = samples();
        List<FuzzOperation> ops = new ArrayList<>();
        for (StubCluster.Stub stub : StubCluster.STUBS) {
            Map<String, List<Route>> byOperation = new LinkedHashMap<>();
            for (SbiRoutes routes : cluster.context(stub.name()).getBeansOfType(SbiRoutes.class).values()) {
                for (Route r : routes.routes()) {
                    byOperation.computeIfAbsent(r.operation(), k -> new ArrayList<>()).add(r);
                }
            }
            for (var e : byOperation.entrySet()) {
                Route first = e.getValue().get(0);
                Sample sample = samples.get(e.getKey());
                if (sample == null) {
                    problems.add(stub.name() + " " + e.getKey() + ": no sample request (add one to FuzzBed.samples)");
                    continue;
                }
                List<String> templates = e.getValue().stream().map(Route::pathTemplate).toList();
                Optional<Spec.Operation> op = spec == null ? Optional.empty()
                        : spec.operation(first.service(), first.method(), first.pathTemplate());
                if (spec != null && op.isEmpty()) {
                    // a stub's own extension (the NRF's JWK Set): fuzzed structurally, checked without a schema
                    System.out.println("SbiFuzzIT: " + stub.name() + " " + e.getKey() + " (" + first.method() + " " + first.pathTemplate()
                            + "): no operation in " + Spec.FILES.get(first.service()) + ", fuzzed without a schema");
                }
                Set<String> query = first.queryParams() == null ? null : Set.copyOf(first.queryParams());
                ops.add(new FuzzOperation(stub.name(), first.service(), e.getKey(), first.method(), templates, query,
                        List.copyOf(first.consumes()), sample, op));
            }
        }
        return ops;
    }

    private static RawH2cClient.Reply expect(RawH2cClient c, String method, String path, String type, String body, int status)
            throws Exception {
        RawH2cClient.Reply r = c.call(method, path, Map.of("content-type", type), body, Duration.ofSeconds(10));
        check(r.status() == status, method + " " + path + ": " + r.status() + " " + r.text());
        return r;
    }

    private static String lastSegment(RawH2cClient.Reply r) {
        String location = r.header("location");
        check(location != null, "no location header");
        return location.substring(location.lastIndexOf('/') + 1);
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("provisioning the fuzz bed failed: " + what);
        }
    }

    public void close() {
        nrf.close();
        udr.close();
        bsf.close();
        shcache.close();
        pcf.close();
    }
}
