package dev.corebed.nrf.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import tools.jackson.databind.JsonNode;

/**
 * The SubscrCond of a subscription (TS 29.510, SubscrCond and its oneOf types) and the NF profiles it covers, both
 * reduced to keys: a subscription watches some keys, a profile offers some, and the subscription covers
 * the profile when they share one. The data tier indexes the watched keys, so an event reads only the
 * subscriptions that may want it.
 *
 * <p>Supported conditions: NfInstanceIdCond, NfInstanceIdListCond, NfTypeCond, ServiceNameCond,
 * ServiceNameListCond, NfSetCond, NfServiceSetCond, NfGroupCond, NfGroupListCond, AmfCond, GuamiListCond,
 * NetworkSliceCond (by S-NSSAI; nsiList is not matched), UpfCond (smfServingArea, taiList; TAI ranges are
 * not matched); no subscrCond covers every NF. The others (ScpDomainCond, NwdafCond, NefCond, DccfCond)
 * are answered 501 Not Implemented.
 */
public final class SubscriptionConditions {

    /** Watched by a subscription without subscrCond, offered by every profile. */
    static final String ALL = "*";

    /** NfGroupCond's nfType values, and the info attribute of the profile that holds the group. */
    private static final Map<String, String> GROUP_INFO = Map.of(
            "UDM", "udmInfo", "AUSF", "ausfInfo", "UDR", "udrInfo", "PCF", "pcfInfo", "CHF", "chfInfo", "HSS", "hssInfo");

    private SubscriptionConditions() {}

    /** The keys a subscription with this subscrCond (null when absent) watches; a bad condition is refused. */
    public static List<String> watched(JsonNode cond) {
        if (cond == null || cond.isNull()) {
            return List.of(ALL);
        }
        if (!cond.isObject() || cond.isEmpty()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/subscrCond", "must be one of the SubscrCond types");
        }
        JsonNode conditionType = cond.get("conditionType");
        if (conditionType != null) {
            return switch (conditionType.asString()) {
                case "SERVICE_NAME_LIST_COND" -> list(cond, "serviceNameList", "serviceName:");
                case "UPF_COND" -> upfKeys(cond);
                case "NF_GROUP_LIST_COND" -> {
                    String type = groupType(cond);
                    yield list(cond, "nfGroupIdList", "nfGroupId:" + type + ":");
                }
                // conditions TS 29.510 defines that this stub does not evaluate
                case "NWDAF_COND", "NEF_COND", "DCCF_COND" -> throw notImplemented();
                default -> throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/subscrCond/conditionType",
                        "not a conditionType of TS 29.510");
            };
        }
        if (cond.has("nfInstanceId")) {
            return List.of("nfInstanceId:" + instanceId(cond.get("nfInstanceId").asString(), "/subscrCond/nfInstanceId"));
        }
        if (cond.has("nfInstanceIdList")) {
            List<String> keys = new ArrayList<>();
            for (String id : strings(cond, "nfInstanceIdList")) {
                keys.add("nfInstanceId:" + instanceId(id, "/subscrCond/nfInstanceIdList"));
            }
            return keys;
        }
        if (cond.has("nfGroupId")) {
            return List.of("nfGroupId:" + groupType(cond) + ":" + string(cond, "nfGroupId"));
        }
        if (cond.has("nfType")) {
            return List.of("nfType:" + string(cond, "nfType"));
        }
        if (cond.has("serviceName")) {
            return List.of("serviceName:" + string(cond, "serviceName"));
        }
        if (cond.has("nfSetId") && !cond.has("nfServiceSetId")) {
            return List.of("nfSetId:" + string(cond, "nfSetId").toLowerCase(Locale.ROOT));
        }
        if (cond.has("nfServiceSetId")) {
            return List.of("nfServiceSetId:" + string(cond, "nfServiceSetId").toLowerCase(Locale.ROOT));
        }
        if (cond.has("amfSetId") || cond.has("amfRegionId")) {
            // AmfCond: an AMF set within a region, or a whole region
            String region = cond.has("amfRegionId") ? string(cond, "amfRegionId").toLowerCase(Locale.ROOT) : "*";
            return List.of(cond.has("amfSetId")
                    ? "amfSet:" + region + "/" + string(cond, "amfSetId").toLowerCase(Locale.ROOT)
                    : "amfRegion:" + region);
        }
        if (cond.has("guamiList")) {
            List<String> keys = new ArrayList<>();
            for (JsonNode guami : cond.get("guamiList")) {
                keys.add(guamiKey(guami));
            }
            if (keys.isEmpty()) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/subscrCond/guamiList", "must be a non-empty array");
            }
            return keys;
        }
        if (cond.has("snssaiList")) {
            List<String> keys = new ArrayList<>();
            for (JsonNode snssai : cond.get("snssaiList")) {
                keys.add(snssaiKey(snssai));
            }
            if (keys.isEmpty()) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/subscrCond/snssaiList", "must be a non-empty array");
            }
            return keys;
        }
        throw notImplemented();
    }

    private static SbiException notImplemented() {
        return new SbiException(501, null, "this NRF stub supports NfInstanceIdCond, NfInstanceIdListCond, NfTypeCond,"
                + " ServiceNameCond, ServiceNameListCond, NfSetCond, NfServiceSetCond, NfGroupCond, NfGroupListCond, AmfCond,"
                + " GuamiListCond, NetworkSliceCond and UpfCond only");
    }

    /** The keys an NF profile offers: its instance id, type, NF sets, service names and group. */
    public static Set<String> offered(JsonNode profile) {
        Set<String> keys = new LinkedHashSet<>();
        keys.add(ALL);
        keys.add("nfInstanceId:" + profile.path("nfInstanceId").asString().toLowerCase(Locale.ROOT));
        String type = profile.path("nfType").asString();
        keys.add("nfType:" + type);
        for (JsonNode set : profile.path("nfSetIdList")) {
            keys.add("nfSetId:" + set.asString().toLowerCase(Locale.ROOT));
        }
        for (JsonNode service : profile.path("nfServices")) {
            keys.add("serviceName:" + service.path("serviceName").asString());
            for (JsonNode set : service.path("nfServiceSetIdList")) {
                keys.add("nfServiceSetId:" + set.asString().toLowerCase(Locale.ROOT));
            }
        }
        for (JsonNode service : profile.path("nfServiceList")) {
            keys.add("serviceName:" + service.path("serviceName").asString());
        }
        JsonNode amf = profile.path("amfInfo");
        if (amf.isObject()) {
            String region = amf.path("amfRegionId").asString().toLowerCase(Locale.ROOT);
            String set = amf.path("amfSetId").asString().toLowerCase(Locale.ROOT);
            keys.add("amfRegion:" + region);
            keys.add("amfSet:" + region + "/" + set);
            keys.add("amfSet:*/" + set);
            for (JsonNode guami : amf.path("guamiList")) {
                keys.add(guamiKey(guami));
            }
        }
        for (JsonNode snssai : profile.path("sNssais")) {
            keys.add(snssaiKey(snssai));
        }
        JsonNode upf = profile.path("upfInfo");
        if (upf.isObject()) {
            for (JsonNode area : upf.path("smfServingArea")) {
                keys.add("upfArea:" + area.asString());
            }
            for (JsonNode tai : upf.path("taiList")) {
                keys.add(upfTaiKey(tai));
            }
        }
        String info = GROUP_INFO.get(type);
        if (info != null) {
            addGroup(keys, type, profile.path(info));
            for (JsonNode each : profile.path(info + "List")) {
                addGroup(keys, type, each);
            }
        }
        return keys;
    }

    /** UpfCond: UPFs serving any of the SMF serving areas or TAIs given; with neither, every UPF. */
    private static List<String> upfKeys(JsonNode cond) {
        List<String> keys = new ArrayList<>();
        for (JsonNode area : cond.path("smfServingArea")) {
            keys.add("upfArea:" + area.asString());
        }
        for (JsonNode tai : cond.path("taiList")) {
            keys.add(upfTaiKey(tai));
        }
        return keys.isEmpty() ? List.of("nfType:UPF") : keys;
    }

    /** Tai (TS 29.571): the PLMN and the hexadecimal tracking area code, compared in lower case. */
    private static String upfTaiKey(JsonNode tai) {
        JsonNode plmn = tai.path("plmnId");
        return "upfTai:" + plmn.path("mcc").asString() + "-" + plmn.path("mnc").asString() + "-"
                + tai.path("tac").asString().toLowerCase(Locale.ROOT);
    }

    /** Guami (TS 29.571): the PLMN and the AMF id, which is hexadecimal and compared in lower case. */
    private static String guamiKey(JsonNode guami) {
        JsonNode plmn = guami.path("plmnId");
        return "guami:" + plmn.path("mcc").asString() + "-" + plmn.path("mnc").asString() + "-"
                + guami.path("amfId").asString().toLowerCase(Locale.ROOT);
    }

    /** Snssai (TS 29.571): slice/service type and, when present, the hexadecimal slice differentiator. */
    private static String snssaiKey(JsonNode snssai) {
        return "snssai:" + snssai.path("sst").asInt() + "-" + snssai.path("sd").asString("").toLowerCase(Locale.ROOT);
    }

    public static boolean covers(List<String> watched, Set<String> offered) {
        for (String key : watched) {
            if (offered.contains(key)) {
                return true;
            }
        }
        return false;
    }

    private static void addGroup(Set<String> keys, String type, JsonNode info) {
        JsonNode group = info.get("groupId");
        if (group != null && group.isString()) {
            keys.add("nfGroupId:" + type + ":" + group.asString());
        }
    }

    private static String groupType(JsonNode cond) {
        String type = string(cond, "nfType");
        if (!GROUP_INFO.containsKey(type)) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/subscrCond/nfType",
                    "must be one of UDM, AUSF, UDR, PCF, CHF, HSS");
        }
        return type;
    }

    private static String instanceId(String id, String param) {
        try {
            return UUID.fromString(id).toString();
        } catch (IllegalArgumentException e) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, param, "not a UUID");
        }
    }

    private static String string(JsonNode cond, String name) {
        JsonNode v = cond.get(name);
        if (v == null || !v.isString() || v.asString().isEmpty()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/subscrCond/" + name, "must be a non-empty string");
        }
        return v.asString();
    }

    private static List<String> strings(JsonNode cond, String name) {
        JsonNode v = cond.get(name);
        if (v == null || !v.isArray() || v.isEmpty()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/subscrCond/" + name, "must be a non-empty array");
        }
        List<String> values = new ArrayList<>(v.size());
        for (JsonNode item : v) {
            if (!item.isString() || item.asString().isEmpty()) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/subscrCond/" + name, "must hold non-empty strings");
            }
            values.add(item.asString());
        }
        return values;
    }

    private static List<String> list(JsonNode cond, String name, String prefix) {
        List<String> keys = new ArrayList<>();
        for (String value : strings(cond, name)) {
            keys.add(prefix + value);
        }
        return keys;
    }
}
