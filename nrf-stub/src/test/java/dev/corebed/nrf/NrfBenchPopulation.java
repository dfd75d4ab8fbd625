package dev.corebed.nrf;

import dev.corebed.sbi.Json;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The seed NRF's population (callmodels/nrf.md §2c): 260 NF profiles over 14 NF types, each about the
 * size the seed lists (compact JSON). The 6 UDMs share one group, so a UDM search with a SUPI returns
 * all 6, as in the seed. Profiles grow to their size with NF services, as real ones do.
 */
final class NrfBenchPopulation {

    /** The group the benchmark's fake SLF names for every subscriber. */
    static final String UDM_GROUP = "udm-group-1";

    /** NF type, count, size in bytes (the seed's upper figure), services offered. */
    private record Kind(String type, int count, int size, String... services) {}

    private static final List<Kind> KINDS = List.of(
            new Kind("AMF", 58, 11_300, "namf-comm", "namf-evts", "namf-mt", "namf-loc"),
            new Kind("AUSF", 6, 4_640, "nausf-auth", "nausf-sorprotection", "nausf-upuprotection"),
            new Kind("BSF", 3, 1_700, "nbsf-management"),
            new Kind("CHF", 3, 1_800, "nchf-convergedcharging", "nchf-spendinglimitcontrol"),
            new Kind("GMLC", 6, 630),
            new Kind("LMF", 6, 2_400, "nlmf-loc"),
            new Kind("PCF", 30, 2_500, "npcf-smpolicycontrol", "npcf-am-policy-control", "npcf-ue-policy-control"),
            new Kind("SMF", 94, 7_400, "nsmf-pdusession", "nsmf-event-exposure", "nsmf-nidd"),
            new Kind("UDM", 6, 3_200, "nudm-sdm", "nudm-uecm", "nudm-ueau", "nudm-ee", "nudm-pp"),
            new Kind("UDR", 36, 2_000, "nudr-dr", "nudr-group-id-map"),
            new Kind("SLF", 3, 2_100, "nudr-group-id-map"),
            new Kind("SMSF", 3, 11_300, "nsmsf-sms"),
            new Kind("NEF", 3, 11_300, "nnef-pfdmanagement", "nnef-eventexposure"),
            new Kind("CBCF", 3, 11_300, "ncbcf-warning"));

    private NrfBenchPopulation() {}

    /** nfInstanceId → NFProfile JSON. */
    static Map<String, byte[]> profiles() {
        Map<String, byte[]> out = new LinkedHashMap<>();
        for (Kind k : KINDS) {
            for (int i = 0; i < k.count; i++) {
                String id = UUID.nameUUIDFromBytes((k.type + "-" + i).getBytes()).toString();
                out.put(id, Json.write(profile(k, id, i)));
            }
        }
        return out;
    }

    /** The NF types of the population, in its order. */
    static List<String> types() {
        return KINDS.stream().map(Kind::type).toList();
    }

    /**
     * NF number {@code n} (from 0) of type {@code type} that is not part of the population, built the same
     * way: the registrations and deregistrations of the fan-out benchmark's churn.
     */
    static byte[] extra(String type, int n) {
        Kind k = KINDS.stream().filter(x -> x.type.equals(type)).findFirst().orElseThrow();
        String id = UUID.nameUUIDFromBytes((k.type + "-extra-" + n).getBytes()).toString();
        return Json.write(profile(k, id, k.count + n % 1000));
    }

    private static ObjectNode profile(Kind k, String id, int i) {
        ObjectNode p = Json.MAPPER.createObjectNode();
        p.put("nfInstanceId", id);
        p.put("nfInstanceName", k.type.toLowerCase() + "-" + i);
        p.put("nfType", k.type);
        p.put("nfStatus", "REGISTERED");
        p.put("heartBeatTimer", 30);
        plmn(p.putArray("plmnList").addObject());
        ArrayNode slices = p.putArray("sNssais");
        slices.addObject().put("sst", 1).put("sd", "000001");
        slices.addObject().put("sst", 1).put("sd", "000002");
        String fqdn = k.type.toLowerCase() + i + ".5gc.mnc093.mcc208.3gppnetwork.org";
        p.put("fqdn", fqdn);
        p.putArray("ipv4Addresses").add("10.10." + (i / 250) + "." + (i % 250 + 1));
        p.put("priority", 1 + i % 3);
        p.put("capacity", 100);
        p.put("load", 10);
        p.put("locality", i % 2 == 0 ? "site-1" : "site-2");
        p.putArray("nfSetIdList").add("set" + (i % 2 + 1) + "." + k.type.toLowerCase() + "set.5gc.mnc093.mcc208");
        switch (k.type) {
            case "UDM" -> {
                ObjectNode info = p.putObject("udmInfo");
                info.put("groupId", UDM_GROUP);
                info.putArray("supiRanges").addObject().put("start", "208930000000000").put("end", "208930099999999");
                info.putArray("gpsiRanges").addObject().put("start", "33600000000").put("end", "33699999999");
                info.putArray("routingIndicators").add("0000");
            }
            case "AUSF" -> {
                ObjectNode info = p.putObject("ausfInfo");
                info.put("groupId", "ausf-group-1");
                info.putArray("supiRanges").addObject().put("start", "208930000000000").put("end", "208930099999999");
                info.putArray("routingIndicators").add("0000");
            }
            case "UDR", "SLF" -> {
                ObjectNode info = p.putObject("udrInfo");
                info.put("groupId", "udr-group-" + (i % 3 + 1));
                info.putArray("supportedDataSets").add("SUBSCRIPTION").add("POLICY").add("EXPOSURE").add("APPLICATION");
            }
            case "AMF" -> {
                ObjectNode info = p.putObject("amfInfo");
                info.put("amfSetId", String.format("%03x", i / 4 + 1));
                info.put("amfRegionId", "ca");
                ObjectNode guami = info.putArray("guamiList").addObject();
                plmn(guami.putObject("plmnId"));
                guami.put("amfId", String.format("ca%04x", i));
                ArrayNode tais = info.putArray("taiList");
                for (int t = 0; t < 40; t++) {
                    ObjectNode tai = tais.addObject();
                    plmn(tai.putObject("plmnId"));
                    tai.put("tac", String.format("%06x", i * 40 + t));
                }
            }
            case "SMF" -> {
                ObjectNode info = p.putObject("smfInfo");
                ArrayNode items = info.putArray("sNssaiSmfInfoList");
                for (String sd : new String[] {"000001", "000002"}) {
                    ObjectNode item = items.addObject();
                    item.putObject("sNssai").put("sst", 1).put("sd", sd);
                    ArrayNode dnns = item.putArray("dnnSmfInfoList");
                    dnns.addObject().put("dnn", "internet");
                    dnns.addObject().put("dnn", "ims");
                }
                ArrayNode tais = info.putArray("taiList");
                for (int t = 0; t < 30; t++) {
                    ObjectNode tai = tais.addObject();
                    plmn(tai.putObject("plmnId"));
                    tai.put("tac", String.format("%06x", (i % 10) * 30 + t));
                }
                if (i % 2 == 0) {
                    info.put("pgwFqdn", "pgw" + i + ".epc.mnc093.mcc208.3gppnetwork.org");
                }
            }
            case "PCF" -> p.putObject("pcfInfo").putArray("dnnList").add("internet").add("ims");
            default -> { }
        }
        ArrayNode services = p.putArray("nfServices");
        for (int s = 0; k.services.length > 0 && Json.write(p).length < k.size - 420; s++) {
            service(services.addObject(), k.services[s % k.services.length], s, fqdn, i);
        }
        return p;
    }

    private static void plmn(ObjectNode plmn) {
        plmn.put("mcc", "208").put("mnc", "93");
    }

    private static void service(ObjectNode s, String name, int n, String fqdn, int i) {
        s.put("serviceInstanceId", name + "-" + n);
        s.put("serviceName", name);
        s.putArray("versions").addObject().put("apiVersionInUri", "v1").put("apiFullVersion", "1.2.0");
        s.put("scheme", "http");
        s.put("nfServiceStatus", "REGISTERED");
        s.put("fqdn", fqdn);
        s.putArray("ipEndPoints").addObject().put("ipv4Address", "10.10." + (i / 250) + "." + (i % 250 + 1))
                .put("transport", "TCP").put("port", 8080 + n);
        s.putArray("allowedNfTypes").add("AMF").add("SMF").add("AUSF").add("UDM").add("PCF").add("NEF");
        s.put("priority", 1);
        s.put("capacity", 100);
        s.put("load", 10);
        s.put("supportedFeatures", "3f");
    }
}
