package dev.corebed.nrf.store;

import static dev.corebed.nrf.store.NfProfileKeys.guamiKey;
import static dev.corebed.nrf.store.NfProfileKeys.hex;
import static dev.corebed.nrf.store.NfProfileKeys.lower;
import static dev.corebed.nrf.store.NfProfileKeys.plmnKey;
import static dev.corebed.nrf.store.NfProfileKeys.taiKey;
import static dev.corebed.nrf.store.NfProfileKeys.text;

import dev.corebed.nrf.store.NfProfileKeys.IdRange;
import dev.corebed.nrf.store.NfProfileKeys.Service;
import dev.corebed.nrf.store.NfProfileKeys.Slice;
import dev.corebed.nrf.store.NfProfileKeys.SliceDnns;
import dev.corebed.nrf.store.NfProfileKeys.TacRange;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the NF-type specific *Info blocks of one profile (udmInfo, amfInfo, smfInfo... and their *InfoList maps)
 * say to discovery, read once: group ids, served SUPI/GPSI ranges, routing indicators, data sets, DNNs, Guamis,
 * TAIs, PGW FQDNs, S-NSSAI/DNN pairs; and the reading of slices and services. Attributes of an unexpected shape
 * are read as absent rather than failing the whole view.
 */
final class NfProfileInfos {

    private static final Logger log = LoggerFactory.getLogger(NfProfileInfos.class);

    /** Attributes of NFManagement's NFService that the discovery NFService does not have. */
    private static final List<String> MANAGEMENT_ONLY_SERVICE = List.of("allowedPlmns", "allowedSnpns",
            "allowedNfTypes", "allowedNfDomains", "allowedNssais", "perPlmnOauth2ReqList");

    private final Set<String> groupIds;
    private final List<IdRange> supiRanges;
    private final List<IdRange> gpsiRanges;
    private final Set<String> routingIndicators;
    private final Set<String> dataSets;
    private final Set<String> dnnList;
    private final Set<String> guamis;
    private final Set<String> amfRegionIds;
    private final Set<String> amfSetIds;
    private final Set<String> tais;
    private final List<TacRange> tacRanges;
    private final Set<String> pgwFqdns;
    private final List<SliceDnns> sliceDnns;

    /** Reads the *Info blocks (and their *InfoList maps) of one profile. */
    NfProfileInfos(String nfInstanceId, JsonNode profile) {
        List<JsonNode> udm = infos(profile, "udmInfo", "udmInfoList");
        List<JsonNode> ausf = infos(profile, "ausfInfo", "ausfInfoList");
        List<JsonNode> udr = infos(profile, "udrInfo", "udrInfoList");
        List<JsonNode> pcf = infos(profile, "pcfInfo", "pcfInfoList");
        List<JsonNode> bsf = infos(profile, "bsfInfo", "bsfInfoList");
        List<JsonNode> chf = infos(profile, "chfInfo", "chfInfoList");
        List<JsonNode> amf = infos(profile, "amfInfo", "amfInfoList");
        List<JsonNode> smf = infos(profile, "smfInfo", "smfInfoList");
        List<JsonNode> upf = infos(profile, "upfInfo", "upfInfoList");
        List<JsonNode> nwdaf = infos(profile, "nwdafInfo", "nwdafInfoList");

        this.groupIds = new HashSet<>();
        for (List<JsonNode> list : List.of(udm, ausf, udr, pcf, bsf, chf)) {
            for (JsonNode info : list) {
                String g = text(info.get("groupId"));
                if (g != null) {
                    groupIds.add(g);
                }
            }
        }
        this.supiRanges = ranges(nfInstanceId, List.of(udm, ausf, udr, pcf, bsf), "supiRanges", chf, "supiRangeList");
        this.gpsiRanges = ranges(nfInstanceId, List.of(udm, udr, pcf, bsf), "gpsiRanges", chf, "gpsiRangeList");
        this.routingIndicators = union(List.of(udm, ausf), "routingIndicators", false);
        this.dataSets = union(List.of(udr), "supportedDataSets", false);
        this.dnnList = union(List.of(pcf, bsf), "dnnList", true);

        this.guamis = new HashSet<>();
        this.amfRegionIds = new HashSet<>();
        this.amfSetIds = new HashSet<>();
        for (JsonNode info : amf) {
            JsonNode guamiList = info.get("guamiList");
            if (guamiList != null && guamiList.isArray()) {
                for (JsonNode g : guamiList) {
                    String key = guamiKey(g);
                    if (key != null) {
                        guamis.add(key);
                    }
                }
            }
            addLower(amfRegionIds, info.get("amfRegionId"));
            addLower(amfSetIds, info.get("amfSetId"));
        }

        List<JsonNode> taiHolders = new ArrayList<>(amf);
        taiHolders.addAll(smf);
        taiHolders.addAll(upf);
        taiHolders.addAll(nwdaf);
        Set<String> taiSet = readTaiList(taiHolders);
        List<TacRange> ranges = readTaiRanges(nfInstanceId, taiHolders);
        // Either one alone restricts the TAIs: the other then stands for "none".
        this.tais = taiSet == null && ranges != null ? Set.of() : taiSet;
        this.tacRanges = ranges == null && taiSet != null ? List.of() : ranges;

        this.pgwFqdns = new HashSet<>();
        List<SliceDnns> items = new ArrayList<>();
        for (JsonNode info : smf) {
            addLower(pgwFqdns, info.get("pgwFqdn"));
            JsonNode list = info.get("pgwFqdnList");
            if (list != null && list.isArray()) {
                list.forEach(f -> addLower(pgwFqdns, f));
            }
            readSliceDnns(info.get("sNssaiSmfInfoList"), "dnnSmfInfoList", items);
        }
        for (JsonNode info : upf) {
            readSliceDnns(info.get("sNssaiUpfInfoList"), "dnnUpfInfoList", items);
        }
        this.sliceDnns = items.isEmpty() ? null : items;
    }

    Set<String> groupIds() {
        return groupIds;
    }

    List<IdRange> supiRanges() {
        return supiRanges;
    }

    List<IdRange> gpsiRanges() {
        return gpsiRanges;
    }

    Set<String> routingIndicators() {
        return routingIndicators;
    }

    Set<String> dataSets() {
        return dataSets;
    }

    Set<String> dnnList() {
        return dnnList;
    }

    Set<String> guamis() {
        return guamis;
    }

    Set<String> amfRegionIds() {
        return amfRegionIds;
    }

    Set<String> amfSetIds() {
        return amfSetIds;
    }

    Set<String> tais() {
        return tais;
    }

    List<TacRange> tacRanges() {
        return tacRanges;
    }

    Set<String> pgwFqdns() {
        return pgwFqdns;
    }

    List<SliceDnns> sliceDnns() {
        return sliceDnns;
    }

    /** The xxxInfo object and every value of the xxxInfoList map. */
    private static List<JsonNode> infos(JsonNode profile, String single, String map) {
        List<JsonNode> out = new ArrayList<>(1);
        JsonNode one = profile.get(single);
        if (one != null && one.isObject()) {
            out.add(one);
        }
        JsonNode many = profile.get(map);
        if (many != null && many.isObject()) {
            for (JsonNode v : many.values()) {
                if (v.isObject()) {
                    out.add(v);
                }
            }
        }
        return out;
    }

    static Set<String> stringSet(JsonNode array) {
        if (array == null || !array.isArray()) {
            return null;
        }
        Set<String> out = new HashSet<>();
        for (JsonNode n : array) {
            String s = text(n);
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    static Set<String> lowerSet(JsonNode array) {
        Set<String> out = new HashSet<>();
        if (array != null && array.isArray()) {
            array.forEach(n -> addLower(out, n));
        }
        return out;
    }

    private static void addLower(Set<String> into, JsonNode n) {
        String s = text(n);
        if (s != null) {
            into.add(lower(s));
        }
    }

    /** The union of one array attribute over info blocks; null when no block has it (= any). */
    private static Set<String> union(List<List<JsonNode>> holders, String attribute, boolean lowerCase) {
        Set<String> out = null;
        for (List<JsonNode> list : holders) {
            for (JsonNode info : list) {
                JsonNode array = info.get(attribute);
                if (array != null && array.isArray()) {
                    if (out == null) {
                        out = new HashSet<>();
                    }
                    for (JsonNode n : array) {
                        String s = text(n);
                        if (s != null) {
                            out.add(lowerCase ? lower(s) : s);
                        }
                    }
                }
            }
        }
        return out;
    }

    static List<Slice> slices(JsonNode array) {
        if (array == null || !array.isArray()) {
            return null;
        }
        List<Slice> out = new ArrayList<>(array.size());
        for (JsonNode n : array) {
            Slice s = Slice.parse(n);
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    private static List<IdRange> ranges(String id, List<List<JsonNode>> holders, String attribute,
                                        List<JsonNode> chf, String chfAttribute) {
        List<IdRange> out = null;
        List<JsonNode> arrays = new ArrayList<>();
        for (List<JsonNode> list : holders) {
            list.forEach(info -> arrays.add(info.get(attribute)));
        }
        chf.forEach(info -> arrays.add(info.get(chfAttribute)));
        for (JsonNode array : arrays) {
            if (array == null || !array.isArray()) {
                continue;
            }
            if (out == null) {
                out = new ArrayList<>();
            }
            for (JsonNode r : array) {
                Pattern pattern = pattern(id, text(r.get("pattern")));
                String start = text(r.get("start"));
                String end = text(r.get("end"));
                if (pattern != null || (start != null && end != null)) {
                    out.add(new IdRange(start, end, pattern));
                }
            }
        }
        return out;
    }

    private static Pattern pattern(String id, String regex) {
        if (regex == null) {
            return null;
        }
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            log.warn("NF instance {}: ignoring a range whose pattern is not a regular expression: {}", id, regex);
            return null;
        }
    }

    /** The TAIs of taiList as {@link #taiKey} strings; null when no block has a taiList. */
    private static Set<String> readTaiList(List<JsonNode> holders) {
        Set<String> out = null;
        for (JsonNode info : holders) {
            JsonNode list = info.get("taiList");
            if (list != null && list.isArray()) {
                if (out == null) {
                    out = new HashSet<>();
                }
                for (JsonNode tai : list) {
                    String plmn = plmnKey(tai.get("plmnId"));
                    String tac = text(tai.get("tac"));
                    if (plmn != null && tac != null) {
                        out.add(taiKey(plmn, tac));
                    }
                }
            }
        }
        return out;
    }

    /** The TAC ranges of taiRangeList; null when no block has one. */
    private static List<TacRange> readTaiRanges(String id, List<JsonNode> holders) {
        List<TacRange> out = null;
        for (JsonNode info : holders) {
            JsonNode ranges = info.get("taiRangeList");
            if (ranges == null || !ranges.isArray()) {
                continue;
            }
            if (out == null) {
                out = new ArrayList<>();
            }
            for (JsonNode range : ranges) {
                String plmn = plmnKey(range.get("plmnId"));
                JsonNode tacs = range.get("tacRangeList");
                if (plmn == null || tacs == null || !tacs.isArray()) {
                    continue;
                }
                for (JsonNode t : tacs) {
                    Pattern p = pattern(id, text(t.get("pattern")));
                    int start = hex(text(t.get("start")));
                    int end = hex(text(t.get("end")));
                    if (p != null || (start >= 0 && end >= 0)) {
                        out.add(new TacRange(plmn, start, end, p));
                    }
                }
            }
        }
        return out;
    }

    private static void readSliceDnns(JsonNode items, String dnnListName, List<SliceDnns> into) {
        if (items == null || !items.isArray()) {
            return;
        }
        for (JsonNode item : items) {
            Slice slice = Slice.parse(item.get("sNssai"));
            JsonNode dnnItems = item.get(dnnListName);
            if (slice == null || dnnItems == null || !dnnItems.isArray()) {
                continue;
            }
            Set<String> dnns = new HashSet<>();
            for (JsonNode d : dnnItems) {
                String dnn = text(d.get("dnn"));
                if (dnn != null) {
                    dnns.add(lower(dnn));
                }
            }
            into.add(new SliceDnns(slice, dnns));
        }
    }

    /** Reads nfServices (array), then nfServiceList (map), in order, and strips their management-only attributes. */
    static Service[] readServices(ObjectNode profile) {
        List<JsonNode> nodes = new ArrayList<>();
        JsonNode list = profile.get("nfServices");
        if (list != null && list.isArray()) {
            list.forEach(nodes::add);
        }
        JsonNode map = profile.get("nfServiceList");
        if (map != null && map.isObject()) {
            nodes.addAll(map.values());
        }
        Service[] out = new Service[nodes.size()];
        for (int i = 0; i < out.length; i++) {
            JsonNode s = nodes.get(i);
            String name = text(s.get("serviceName"));
            out[i] = new Service(name == null ? "" : name, stringSet(s.get("allowedNfTypes")));
            if (s instanceof ObjectNode o) {
                MANAGEMENT_ONLY_SERVICE.forEach(o::remove);
            }
        }
        return out;
    }
}
