package dev.corebed.gatling.population;

import dev.corebed.sbi.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.IntFunction;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The seed NRF benchmark's population (callmodels/nrf.md §2c): 260 NFProfiles of 14 NF types, each
 * type at its count and pretty-printed JSON size. Deterministic: the same profiles, ids and sizes at
 * every run. Attribute names and values follow TS29510_Nnrf_NFManagement.yaml.
 *
 * <p>Each profile first gets what its NF type carries (services, amfInfo with GUAMIs, smfInfo with
 * S-NSSAIs and DNNs, udmInfo with SUPI ranges...), then grows to its size with more of the same kind
 * of content (TAIs for an AMF, enterprise DNNs for a PCF, GPSI ranges for a UDM...), then with
 * service endpoints and addresses to land within a few bytes of it.
 */
public final class NfProfileGenerator {

    public static final String MCC = "310";
    public static final String MNC = "014";
    /** The SUPIs the benchmark uses: every UDM and AUSF serves all of them, the UDR groups a third each. */
    public static final long SUPI_FIRST = 310_014_000_000_000L;
    public static final long SUPI_LAST = 310_014_000_999_999L;
    public static final String UDM_GROUP = "udm-group-1";
    public static final String AUSF_GROUP = "ausf-group-1";
    public static final int UDR_GROUPS = 3;
    public static final String ROUTING_INDICATOR = "0001";
    /** Two regions of four sites: preferred-locality discovery finds most types in several of them. */
    public static final List<String> LOCALITIES = List.of("east-1", "east-2", "east-3", "east-4",
            "west-1", "west-2", "west-3", "west-4");

    /** One row of the seed's table: how many profiles of a type, and their pretty-JSON size in bytes. */
    public record NfTypeSpec(String nfType, int count, int minBytes, int maxBytes) {}

    public static final List<NfTypeSpec> SEED = List.of(
            new NfTypeSpec("AMF", 58, 8_700, 11_300),
            new NfTypeSpec("AUSF", 6, 4_640, 4_640),
            new NfTypeSpec("BSF", 3, 1_700, 1_700),
            new NfTypeSpec("CHF", 3, 1_800, 1_800),
            new NfTypeSpec("GMLC", 6, 630, 630),
            new NfTypeSpec("LMF", 6, 2_400, 2_400),
            new NfTypeSpec("PCF", 30, 1_500, 2_500),
            new NfTypeSpec("SMF", 94, 5_700, 7_400),
            new NfTypeSpec("UDM", 6, 3_200, 3_200),
            new NfTypeSpec("UDR", 36, 1_700, 2_000),
            // NFType is an open enumeration; the seed counts its SLFs apart from the UDRs, so they register as "SLF".
            new NfTypeSpec("SLF", 3, 2_100, 2_100),
            new NfTypeSpec("SMSF", 3, 11_300, 11_300),
            new NfTypeSpec("NEF", 3, 11_300, 11_300),
            new NfTypeSpec("CBCF", 3, 11_300, 11_300));

    /** A generated profile and the pretty-printed JSON that is sent and dumped. */
    public record GeneratedProfile(String nfInstanceId, String nfType, ObjectNode profile, byte[] json) {}

    private static final ObjectWriter PRETTY = Json.MAPPER.writerWithDefaultPrettyPrinter();
    private static final String DOMAIN = ".5gc.mnc" + MNC + ".mcc" + MCC + ".3gppnetwork.org";
    private static final int AMF_SET_SIZE = 6;
    private static final int SMF_SET_SIZE = 8;
    private static final int PCF_SET_SIZE = 5;
    /** eMBB, eMBB for enterprises, URLLC, MIoT. */
    private static final List<int[]> SLICES = List.of(new int[] {1, -1}, new int[] {1, 1}, new int[] {2, 2}, new int[] {3, -1});
    private static final List<List<String>> SLICE_DNNS = List.of(List.of("internet", "ims", "mms"), List.of("enterprise"),
            List.of("urllc"), List.of("iot"));

    private NfProfileGenerator() {}

    public static List<GeneratedProfile> generate() {
        List<GeneratedProfile> all = new ArrayList<>();
        int typeIndex = 0;
        for (NfTypeSpec spec : SEED) {
            typeIndex++;
            // One random stream per type: the profiles of one type do not move when another type changes.
            SplittableRandom random = new SplittableRandom(0xC0EBEDL * 31 + spec.nfType().hashCode());
            for (int i = 0; i < spec.count(); i++) {
                String id = uuid(random);
                int target = spec.minBytes() + (spec.maxBytes() > spec.minBytes()
                        ? random.nextInt(spec.maxBytes() - spec.minBytes() + 1) : 0);
                Builder b = new Builder(spec.nfType(), typeIndex, i, id, random);
                ObjectNode profile = b.build();
                byte[] json = grow(profile, b.growers(), target, spec);
                all.add(new GeneratedProfile(id, spec.nfType(), profile, json));
            }
        }
        return all;
    }

    public static byte[] pretty(JsonNode node) {
        return PRETTY.writeValueAsBytes(node);
    }

    /** A version-4-shaped UUID from the seeded stream. */
    private static String uuid(SplittableRandom random) {
        long msb = (random.nextLong() & ~0xF000L) | 0x4000L;
        long lsb = (random.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L;
        return new UUID(msb, lsb).toString();
    }

    /** Something a profile can have more of: an array and the k-th element to append to it. */
    private record Grower(ArrayNode array, IntFunction<JsonNode> element) {}

    /** Appends with each grower in turn, coarse to fine, while the profile stays within the target. */
    private static byte[] grow(ObjectNode profile, List<Grower> growers, int target, NfTypeSpec spec) {
        byte[] json = pretty(profile);
        if (json.length > target) {
            throw new IllegalStateException(spec.nfType() + " profile is " + json.length + " bytes before growing, over its "
                    + target + " byte target");
        }
        for (Grower g : growers) {
            while (true) {
                g.array().add(g.element().apply(g.array().size()));
                byte[] grown = pretty(profile);
                if (grown.length > target) {
                    g.array().remove(g.array().size() - 1);
                    break;
                }
                json = grown;
            }
        }
        return json;
    }

    /** The profile of the i-th instance of one NF type. */
    private static final class Builder {
        final String type;
        final String lower;
        final int typeIndex;
        final int i;
        final String id;
        final SplittableRandom random;
        final String name;
        final String fqdn;
        final ObjectNode p = Json.MAPPER.createObjectNode();
        final List<Grower> growers = new ArrayList<>();

        Builder(String type, int typeIndex, int i, String id, SplittableRandom random) {
            this.type = type;
            this.lower = type.toLowerCase();
            this.typeIndex = typeIndex;
            this.i = i;
            this.id = id;
            this.random = random;
            this.name = "%s-%02d".formatted(lower, i + 1);
            this.fqdn = name + DOMAIN;
        }

        List<Grower> growers() {
            return growers;
        }

        ObjectNode build() {
            p.put("nfInstanceId", id);
            p.put("nfInstanceName", name);
            p.put("nfType", type);
            p.put("nfStatus", "REGISTERED");
            p.put("heartBeatTimer", 30);
            p.putArray("plmnList").add(plmn());
            p.putArray("nfSetIdList").add("set%02d.%sset.5gc.mnc%s.mcc%s".formatted(set() + 1, lower, MNC, MCC));
            p.put("fqdn", fqdn);
            ArrayNode ipv4 = p.putArray("ipv4Addresses");
            ipv4.add(ip(0));
            p.put("priority", 1 + i % 4);
            p.put("capacity", 100);
            p.put("load", 5 + random.nextInt(50));
            p.put("locality", LOCALITIES.get(i % LOCALITIES.size()));
            p.put("nfProfileChangesSupportInd", true);
            typeSpecific();
            ArrayNode services = (ArrayNode) p.get("nfServices");
            if (services != null) {
                ArrayNode endpoints = (ArrayNode) services.get(0).get("ipEndPoints");
                growers.add(new Grower(endpoints, k -> endpoint(10 + k)));
            }
            growers.add(new Grower(ipv4, k -> text(ip(100 + k))));
            return p;
        }

        /** The set this instance belongs to: AMF sets share GUAMIs, SMF and PCF sets are pools; other types are one set. */
        int set() {
            return switch (type) {
                case "AMF" -> i / AMF_SET_SIZE;
                case "SMF" -> i / SMF_SET_SIZE;
                case "PCF" -> i / PCF_SET_SIZE;
                case "UDR" -> udrGroup();
                default -> 0;
            };
        }

        int udrGroup() {
            return i % UDR_GROUPS;
        }

        private void typeSpecific() {
            switch (type) {
                case "AMF" -> amf();
                case "SMF" -> smf();
                case "PCF" -> {
                    snssais(p.putArray("sNssais"), 0, 1);
                    ObjectNode info = p.putObject("pcfInfo");
                    ArrayNode dnns = info.putArray("dnnList").add("internet").add("ims").add("mms");
                    services("npcf-smpolicycontrol", "npcf-policyauthorization");
                    growers.add(new Grower(dnns, k -> text("ent%04d.corp".formatted(k + 1))));
                }
                case "UDM" -> {
                    ObjectNode info = p.putObject("udmInfo");
                    info.put("groupId", UDM_GROUP);
                    info.putArray("supiRanges").add(range(SUPI_FIRST, SUPI_LAST));
                    info.putArray("routingIndicators").add(ROUTING_INDICATOR);
                    ArrayNode gpsis = info.putArray("gpsiRanges");
                    services("nudm-sdm", "nudm-uecm", "nudm-ueau", "nudm-ee", "nudm-pp");
                    growers.add(new Grower(gpsis, k -> msisdnBlock(k)));
                }
                case "AUSF" -> {
                    ObjectNode info = p.putObject("ausfInfo");
                    info.put("groupId", AUSF_GROUP);
                    info.putArray("supiRanges").add(range(SUPI_FIRST, SUPI_LAST));
                    info.putArray("routingIndicators").add(ROUTING_INDICATOR);
                    ArrayNode services = services("nausf-auth", "nausf-sorprotection", "nausf-upuprotection");
                    growers.add(new Grower(services, k -> service("nausf-auth", services.size() + 1)));
                }
                case "UDR" -> {
                    ObjectNode info = p.putObject("udrInfo");
                    info.put("groupId", "udr-group-" + (udrGroup() + 1));
                    long share = (SUPI_LAST - SUPI_FIRST + 1) / UDR_GROUPS;
                    long first = SUPI_FIRST + udrGroup() * share;
                    info.putArray("supiRanges").add(range(first, udrGroup() == UDR_GROUPS - 1 ? SUPI_LAST : first + share - 1));
                    ArrayNode sets = info.putArray("supportedDataSets").add("SUBSCRIPTION").add("POLICY").add("EXPOSURE").add("APPLICATION");
                    if (i % 2 == 1) {
                        sets.add("A_PFD");
                    }
                    ArrayNode gpsis = info.putArray("gpsiRanges");
                    services("nudr-dr");
                    growers.add(new Grower(gpsis, k -> msisdnBlock(k)));
                }
                case "SLF" -> {
                    ArrayNode services = services("nudr-group-id-map");
                    growers.add(new Grower(services, k -> service("nudr-group-id-map", services.size() + 1)));
                }
                case "BSF" -> {
                    ObjectNode info = p.putObject("bsfInfo");
                    info.putArray("dnnList").add("internet").add("ims");
                    ArrayNode pools = info.putArray("ipv4AddressRanges");
                    services("nbsf-management");
                    growers.add(new Grower(pools, k -> {
                        ObjectNode pool = Json.MAPPER.createObjectNode();
                        pool.put("start", "100.%d.%d.0".formatted(64 + i, k));
                        pool.put("end", "100.%d.%d.255".formatted(64 + i, k));
                        return pool;
                    }));
                }
                case "CHF" -> {
                    ObjectNode info = p.putObject("chfInfo");
                    info.putArray("supiRangeList").add(range(SUPI_FIRST, SUPI_LAST));
                    ArrayNode gpsis = info.putArray("gpsiRangeList");
                    services("nchf-convergedcharging", "nchf-spendinglimitcontrol");
                    growers.add(new Grower(gpsis, k -> msisdnBlock(k)));
                }
                case "GMLC" -> {
                    ObjectNode info = p.putObject("gmlcInfo");
                    info.putArray("servingClientTypes").add("EMERGENCY_SERVICES");
                    ArrayNode numbers = info.putArray("gmlcNumbers");
                    growers.add(new Grower(numbers, k -> text("1201555%04d".formatted(i * 100 + k))));
                }
                case "LMF" -> {
                    ObjectNode info = p.putObject("lmfInfo");
                    info.put("lmfId", name);
                    info.putArray("servingClientTypes").add("EMERGENCY_SERVICES").add("VALUE_ADDED_SERVICES");
                    info.putArray("servingAccessTypes").add("3GPP_ACCESS");
                    info.putArray("servingRatTypes").add("NR").add("EUTRA");
                    ArrayNode tais = info.putArray("taiList");
                    services("nlmf-loc");
                    growers.add(new Grower(tais, k -> tai(0x10000 * (i + 1) + k)));
                }
                case "SMSF" -> {
                    ArrayNode services = services("nsmsf-sms");
                    // SMS over NAS for inbound roamers: the partner PLMNs that may use this SMSF, the home PLMN first.
                    ArrayNode plmns = ((ObjectNode) services.get(0)).putArray("allowedPlmns").add(plmn());
                    growers.add(new Grower(plmns, k -> partnerPlmn(k)));
                }
                case "NEF" -> {
                    ObjectNode info = p.putObject("nefInfo");
                    info.put("nefId", name);
                    ObjectNode pfd = info.putObject("pfdData");
                    ArrayNode apps = pfd.putArray("appIds");
                    pfd.putArray("afIds").add("af-video-1").add("af-gaming-1");
                    ObjectNode ee = info.putObject("afEeData");
                    ee.putArray("afEvents").add("SVC_EXPERIENCE").add("UE_MOBILITY").add("UE_COMM");
                    ee.putArray("afIds").add("af-analytics-1");
                    info.putArray("servedFqdnList").add("video.example.com").add("gaming.example.com");
                    services("nnef-pfdmanagement", "nnef-eventexposure", "nnef-smcontext");
                    growers.add(new Grower(apps, k -> text("app-%04d.example.com".formatted(k + 1))));
                }
                case "CBCF" -> {
                    // No TS 29.510 service of its own: it registers where AMFs send it N2 warning-message information.
                    ArrayNode subscriptions = p.putArray("defaultNotificationSubscriptions");
                    growers.add(new Grower(subscriptions, k -> {
                        ObjectNode s = Json.MAPPER.createObjectNode();
                        s.put("notificationType", "N2_INFORMATION");
                        s.put("callbackUri", "http://%s:8080/cbcf/v1/n2-info/%d".formatted(fqdn, k + 1));
                        s.put("n2InformationClass", List.of("PWS", "PWS-BCAL", "PWS-RF").get(k % 3));
                        s.putArray("versions").add("v1");
                        return s;
                    }));
                }
                default -> throw new IllegalArgumentException("no profile template for NF type " + type);
            }
        }

        private void amf() {
            snssais(p.putArray("sNssais"), 0, 4);
            int set = i / AMF_SET_SIZE;
            int region = 1 + set / 5;
            ObjectNode info = p.putObject("amfInfo");
            info.put("amfSetId", "%03x".formatted(set + 1));
            info.put("amfRegionId", "%02x".formatted(region));
            // Every AMF of a set serves the set's GUAMIs (one per member), so a GUAMI discovers the whole set.
            ArrayNode guamis = info.putArray("guamiList");
            for (int member = 0; member < AMF_SET_SIZE; member++) {
                guamis.add(guami(region, set + 1, member));
            }
            ArrayNode tais = info.putArray("taiList");
            ObjectNode n2 = info.putObject("n2InterfaceAmfInfo");
            n2.putArray("ipv4EndpointAddress").add(ip(50)).add(ip(51));
            n2.put("amfName", fqdn); // AmfName is an Fqdn (TS 29.571)
            services("namf-comm", "namf-evts", "namf-mt", "namf-loc");
            growers.add(new Grower(tais, k -> tai(0x1000 * (set + 1) + k)));
        }

        private void smf() {
            ArrayNode nssais = p.putArray("sNssais");
            int first = i % SLICES.size();
            snssais(nssais, first, first + 2);
            ObjectNode info = p.putObject("smfInfo");
            ArrayNode list = info.putArray("sNssaiSmfInfoList");
            for (int s = first; s < first + 2; s++) {
                ObjectNode item = list.addObject();
                item.set("sNssai", snssai(s % SLICES.size()));
                ArrayNode dnns = item.putArray("dnnSmfInfoList");
                SLICE_DNNS.get(s % SLICES.size()).forEach(d -> dnns.addObject().put("dnn", d));
            }
            ArrayNode tais = info.putArray("taiList");
            // PGW-C+SMF: reachable from EPC by this FQDN (discovery by pgw / pgw-ind).
            info.put("pgwFqdn", "pgw-%02d.epc.mnc%s.mcc%s.3gppnetwork.org".formatted(i + 1, MNC, MCC));
            info.putArray("accessType").add("3GPP_ACCESS");
            services("nsmf-pdusession", "nsmf-event-exposure");
            growers.add(new Grower(tais, k -> tai(0x1000 * (i / SMF_SET_SIZE + 1) + k)));
        }

        private ArrayNode services(String... names) {
            ArrayNode services = p.putArray("nfServices");
            for (String n : names) {
                services.add(service(n, 1));
            }
            return services;
        }

        private ObjectNode service(String serviceName, int instance) {
            ObjectNode s = Json.MAPPER.createObjectNode();
            s.put("serviceInstanceId", serviceName + "-" + instance);
            s.put("serviceName", serviceName);
            ObjectNode version = s.putArray("versions").addObject();
            String major = switch (serviceName) {
                case "nudm-sdm", "nudr-dr" -> "v2";
                case "nchf-convergedcharging" -> "v3";
                default -> "v1";
            };
            version.put("apiVersionInUri", major);
            version.put("apiFullVersion", major.substring(1) + ".2.0");
            s.put("scheme", "http");
            s.put("nfServiceStatus", "REGISTERED");
            s.putArray("ipEndPoints").add(endpoint(instance));
            return s;
        }

        private ObjectNode endpoint(int k) {
            ObjectNode e = Json.MAPPER.createObjectNode();
            e.put("ipv4Address", ip(k));
            e.put("transport", "TCP");
            e.put("port", 8080);
            return e;
        }

        /** 10.&lt;type&gt;.&lt;instance&gt;.&lt;k&gt;: unique per profile, readable in a capture. */
        private String ip(int k) {
            return "10.%d.%d.%d".formatted(typeIndex, i + 1, k + 1);
        }

        private void snssais(ArrayNode array, int from, int to) {
            for (int s = from; s < to; s++) {
                array.add(snssai(s % SLICES.size()));
            }
        }

        private static ObjectNode snssai(int slice) {
            ObjectNode s = Json.MAPPER.createObjectNode();
            s.put("sst", SLICES.get(slice)[0]);
            if (SLICES.get(slice)[1] >= 0) {
                s.put("sd", "%06x".formatted(SLICES.get(slice)[1]));
            }
            return s;
        }

        private static ObjectNode plmn() {
            ObjectNode plmn = Json.MAPPER.createObjectNode();
            plmn.put("mcc", MCC);
            plmn.put("mnc", MNC);
            return plmn;
        }

        private static ObjectNode partnerPlmn(int k) {
            ObjectNode plmn = Json.MAPPER.createObjectNode();
            plmn.put("mcc", Integer.toString(200 + k / 10));
            plmn.put("mnc", "%02d".formatted(1 + k % 10));
            return plmn;
        }

        private static ObjectNode tai(int tac) {
            ObjectNode tai = Json.MAPPER.createObjectNode();
            tai.set("plmnId", plmn());
            tai.put("tac", "%06x".formatted(tac));
            return tai;
        }

        /** amfId = AMF Region ID (8 bits) | AMF Set ID (10 bits) | AMF Pointer (6 bits), TS 23.003 §2.10.1. */
        private static ObjectNode guami(int region, int set, int pointer) {
            ObjectNode g = Json.MAPPER.createObjectNode();
            g.set("plmnId", plmn());
            g.put("amfId", "%06x".formatted(region << 16 | set << 6 | pointer));
            return g;
        }

        private static ObjectNode range(long first, long last) {
            ObjectNode r = Json.MAPPER.createObjectNode();
            r.put("start", Long.toString(first));
            r.put("end", Long.toString(last));
            return r;
        }

        /** A block of 10,000 MSISDNs (GPSI ranges hold the E.164 digits). */
        private ObjectNode msisdnBlock(int k) {
            long first = 12_010_000_000L + (long) (i * 100 + k) * 10_000;
            return range(first, first + 9_999);
        }

        private static JsonNode text(String value) {
            return Json.MAPPER.getNodeFactory().stringNode(value);
        }
    }
}
