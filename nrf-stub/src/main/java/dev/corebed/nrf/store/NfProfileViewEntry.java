package dev.corebed.nrf.store;

import dev.corebed.sbi.Json;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One NF instance as discovery sees it, built once per change of its row: the NFProfile in its
 * discovery form (TS29510_Nnrf_NFDiscovery.yaml NFProfile) already serialized, and every attribute
 * discovery filters on already parsed, so a search touches no JSON. Immutable.
 *
 * <p>Conventions of the filter fields: {@code null} means "not provided", which TS 29.510 reads as "no
 * restriction" for ranges, lists of served items and slices (an NF without supiRanges serves any SUPI);
 * an empty set means "has none" where absence cannot match (groupId, guamiList, pgwFqdn).
 */
public final class NfProfileViewEntry {

    private static final Logger log = LoggerFactory.getLogger(NfProfileViewEntry.class);

    /** NFStatus; anything else (a newer enum value) is never discovered. */
    public enum Status { REGISTERED, SUSPENDED, UNDISCOVERABLE, OTHER }

    /** Attributes of NFManagement's NFProfile that the discovery NFProfile does not have: the NRF keeps them. */
    private static final List<String> MANAGEMENT_ONLY = List.of("heartBeatTimer", "allowedPlmns", "allowedSnpns",
            "allowedNfTypes", "allowedNfDomains", "allowedNssais", "nrfInfo", "nfProfileChangesSupportInd",
            "nfProfileChangesInd", "5gDdnmfInfo");
    /** The same for NFService. */
    private static final List<String> MANAGEMENT_ONLY_SERVICE = List.of("allowedPlmns", "allowedSnpns",
            "allowedNfTypes", "allowedNfDomains", "allowedNssais", "perPlmnOauth2ReqList");

    /** Variants with a subset of the services (service-names, per-service allowedNfTypes) kept per entry. */
    private static final int MAX_VARIANTS = 32;

    /** An S-NSSAI, or an ExtSnssai with its sdRanges / wildcardSd. sd = -1: no SD. */
    public record Slice(int sst, int sd, int[] sdStarts, int[] sdEnds, boolean wildcardSd) {

        /** Whether this (served) slice covers the requested S-NSSAI, per TS 29.571 ExtSnssai. */
        public boolean serves(Slice wanted) {
            if (sst != wanted.sst) {
                return false;
            }
            if (wildcardSd) {
                return true;
            }
            if (sdStarts != null && wanted.sd >= 0) {
                for (int i = 0; i < sdStarts.length; i++) {
                    if (wanted.sd >= sdStarts[i] && wanted.sd <= sdEnds[i]) {
                        return true;
                    }
                }
            }
            return sd == wanted.sd;
        }

        /** Parses Snssai / ExtSnssai; null when it is not one (sst 0-255, sd six hex digits). */
        public static Slice parse(JsonNode n) {
            if (n == null || !n.isObject()) {
                return null;
            }
            JsonNode sst = n.get("sst");
            if (sst == null || !sst.isIntegralNumber() || sst.asInt() < 0 || sst.asInt() > 255) {
                return null;
            }
            int sd = -1;
            JsonNode sdNode = n.get("sd");
            if (sdNode != null) {
                sd = hex6(sdNode);
                if (sd < 0) {
                    return null;
                }
            }
            int[] starts = null;
            int[] ends = null;
            JsonNode ranges = n.get("sdRanges");
            if (ranges != null && ranges.isArray()) {
                starts = new int[ranges.size()];
                ends = new int[ranges.size()];
                for (int i = 0; i < ranges.size(); i++) {
                    starts[i] = hex6(ranges.get(i).get("start"));
                    ends[i] = hex6(ranges.get(i).get("end"));
                }
            }
            JsonNode wildcard = n.get("wildcardSd");
            return new Slice(sst.asInt(), sd, starts, ends, wildcard != null && wildcard.asBoolean(false));
        }

        /** By value, ranges included: slices are parts of search keys. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Slice s && sst == s.sst && sd == s.sd && wildcardSd == s.wildcardSd
                    && Arrays.equals(sdStarts, s.sdStarts) && Arrays.equals(sdEnds, s.sdEnds);
        }

        @Override
        public int hashCode() {
            return (sst * 31 + sd) * 31 + Arrays.hashCode(sdStarts);
        }

        private static int hex6(JsonNode n) {
            String s = text(n);
            if (s == null || s.length() != 6) {
                return -1;
            }
            try {
                return Integer.parseInt(s, 16);
            } catch (NumberFormatException e) {
                return -1;
            }
        }
    }

    /** One S-NSSAI an SMF or UPF serves and the DNNs it serves on it ({@code "*"} = any DNN). */
    public record SliceDnns(Slice slice, Set<String> dnns) {
        public boolean servesDnn(String dnn) {
            return dnns.contains(dnn) || dnns.contains("*");
        }
    }

    /**
     * SupiRange / IdentityRange: a numeric range over the digits of the identity (IMSI, MSISDN), or a
     * regular expression over the whole identity ("imsi-...").
     */
    public record IdRange(String start, String end, Pattern pattern) {

        /** @param id the identity ("imsi-001010000000001"); digitsFrom where its digits start (-1: none) */
        public boolean contains(String id, int digitsFrom) {
            if (pattern != null) {
                return pattern.matcher(id).matches();
            }
            return digitsFrom >= 0 && start != null && end != null
                    && compareDigits(id, digitsFrom, start) >= 0 && compareDigits(id, digitsFrom, end) <= 0;
        }

        /** Numeric order of two digit strings without parsing them: longer is larger, then lexicographic. */
        private static int compareDigits(String id, int from, String bound) {
            int len = id.length() - from;
            if (len != bound.length()) {
                return len - bound.length();
            }
            for (int i = 0; i < len; i++) {
                int d = id.charAt(from + i) - bound.charAt(i);
                if (d != 0) {
                    return d;
                }
            }
            return 0;
        }
    }

    /** A TaiRange: TACs of one PLMN ("mcc-mnc") in [start, end] or matching a pattern. */
    public record TacRange(String plmn, int start, int end, Pattern pattern) {
        public boolean contains(String wantedPlmn, String tac, int tacValue) {
            if (!plmn.equals(wantedPlmn)) {
                return false;
            }
            return pattern != null ? pattern.matcher(tac).matches() : tacValue >= start && tacValue <= end;
        }
    }

    /** One NF service: its name and the NF types allowed to use it (null = any). */
    public record Service(String name, Set<String> allowedNfTypes) {
        public boolean allows(String requesterNfType) {
            return allowedNfTypes == null || requesterNfType == null || allowedNfTypes.contains(requesterNfType);
        }
    }

    private final String nfInstanceId;
    private final String nfType;
    private final Status status;
    private final long updatedAt;
    /** The row as read, to tell a re-read row from a changed one. */
    private final String rowStatus;
    private final String rowProfile;
    private final String locality;
    private final int priority;
    private final int capacity;
    private final String fqdn;
    private final Set<String> nfSetIds;
    private final Set<String> allowedNfTypes;
    private final List<Slice> allowedNssais;
    private final List<Slice> sNssais;
    private final List<SliceDnns> sliceDnns;
    private final Set<String> dnnList;
    private final Set<String> groupIds;
    private final List<IdRange> supiRanges;
    private final List<IdRange> gpsiRanges;
    private final Set<String> routingIndicators;
    private final Set<String> dataSets;
    private final Set<String> guamis;
    private final Set<String> amfRegionIds;
    private final Set<String> amfSetIds;
    private final Set<String> tais;
    private final List<TacRange> tacRanges;
    private final Set<String> pgwFqdns;
    private final Service[] services;
    private final boolean servicesRestricted;
    /** The discovery form, as a tree (for service subsets) and as the bytes served. */
    private final ObjectNode discoveryProfile;
    private final byte[] bytes;
    private final Map<Long, byte[]> variants = new ConcurrentHashMap<>();

    /**
     * The entry of one nf_instances row. The NFProfile was validated when it was registered; attributes
     * of an unexpected shape are read as absent rather than failing the whole view.
     */
    public static NfProfileViewEntry of(String nfInstanceId, String nfType, String nfStatus, String profileJson, long updatedAt) {
        JsonNode parsed = Json.MAPPER.readTree(profileJson);
        return new NfProfileViewEntry(nfInstanceId, nfType, nfStatus, profileJson, updatedAt,
                parsed.isObject() ? (ObjectNode) parsed : Json.MAPPER.createObjectNode());
    }

    private NfProfileViewEntry(String nfInstanceId, String nfType, String nfStatus, String profileJson, long updatedAt,
                               ObjectNode profile) {
        this.nfInstanceId = nfInstanceId;
        this.nfType = nfType;
        this.status = status(nfStatus);
        this.updatedAt = updatedAt;
        this.rowStatus = nfStatus;
        this.rowProfile = profileJson;
        this.locality = text(profile.get("locality"));
        // TS 29.510: lower priority values are preferred, higher capacity is preferred; absent = least preferred.
        this.priority = intOr(profile.get("priority"), 65536);
        this.capacity = intOr(profile.get("capacity"), -1);
        String fqdnText = text(profile.get("fqdn"));
        this.fqdn = fqdnText == null ? null : lower(fqdnText);
        this.nfSetIds = lowerSet(profile.get("nfSetIdList"));
        this.allowedNfTypes = stringSet(profile.get("allowedNfTypes"));
        this.allowedNssais = slices(profile.get("allowedNssais"));
        this.sNssais = slices(profile.get("sNssais"));

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

        this.services = readServices(profile);
        boolean restricted = false;
        for (Service service : services) {
            restricted |= service.allowedNfTypes() != null;
        }
        this.servicesRestricted = restricted;
        for (String name : MANAGEMENT_ONLY) {
            profile.remove(name);
        }
        this.discoveryProfile = profile;
        this.bytes = Json.write(profile);
    }

    // --- what discovery reads -------------------------------------------------------------------

    public String nfInstanceId() {
        return nfInstanceId;
    }

    public String nfType() {
        return nfType;
    }

    public Status status() {
        return status;
    }

    public long updatedAt() {
        return updatedAt;
    }

    /** Whether this entry was built from a row with this status and profile. */
    public boolean sameRow(String nfStatus, String profileJson) {
        return Objects.equals(rowStatus, nfStatus) && rowProfile.equals(profileJson);
    }

    public String locality() {
        return locality;
    }

    public int priority() {
        return priority;
    }

    public int capacity() {
        return capacity;
    }

    public String fqdn() {
        return fqdn;
    }

    public Set<String> nfSetIds() {
        return nfSetIds;
    }

    public Set<String> allowedNfTypes() {
        return allowedNfTypes;
    }

    public List<Slice> allowedNssais() {
        return allowedNssais;
    }

    public List<Slice> sNssais() {
        return sNssais;
    }

    public List<SliceDnns> sliceDnns() {
        return sliceDnns;
    }

    public Set<String> dnnList() {
        return dnnList;
    }

    public Set<String> groupIds() {
        return groupIds;
    }

    public List<IdRange> supiRanges() {
        return supiRanges;
    }

    public List<IdRange> gpsiRanges() {
        return gpsiRanges;
    }

    public Set<String> routingIndicators() {
        return routingIndicators;
    }

    public Set<String> dataSets() {
        return dataSets;
    }

    public Set<String> guamis() {
        return guamis;
    }

    public Set<String> amfRegionIds() {
        return amfRegionIds;
    }

    public Set<String> amfSetIds() {
        return amfSetIds;
    }

    /** TAIs served one by one, as {@link #taiKey} strings; null with {@link #tacRanges} null = any TAI. */
    public Set<String> tais() {
        return tais;
    }

    public List<TacRange> tacRanges() {
        return tacRanges;
    }

    public Set<String> pgwFqdns() {
        return pgwFqdns;
    }

    public Service[] services() {
        return services;
    }

    /** Whether some service limits the NF types allowed to use it, so a requester may see fewer services. */
    public boolean servicesRestricted() {
        return servicesRestricted;
    }

    /** The discovery NFProfile with every service, as served. */
    public byte[] bytes() {
        return bytes;
    }

    /**
     * The discovery NFProfile with only the services whose bit is set in {@code serviceMask} (bit i =
     * {@code services()[i]}); TS 29.510 returns only the requested services of a profile. Serialized
     * once per subset and kept, since a deployment asks for few distinct subsets.
     */
    public byte[] bytes(long serviceMask) {
        long all = services.length >= 64 ? -1L : (1L << services.length) - 1;
        if ((serviceMask & all) == all) {
            return bytes;
        }
        byte[] cached = variants.get(serviceMask);
        if (cached != null) {
            return cached;
        }
        byte[] variant = Json.write(withServices(serviceMask));
        if (variants.size() < MAX_VARIANTS) {
            variants.put(serviceMask, variant);
        }
        return variant;
    }

    private ObjectNode withServices(long mask) {
        ObjectNode copy = discoveryProfile.deepCopy();
        JsonNode list = copy.get("nfServices");
        int offset = 0; // services are numbered through nfServices first, then nfServiceList
        if (list != null && list.isArray()) {
            offset = list.size();
            ArrayNode kept = copy.putArray("nfServices");
            for (int i = 0; i < list.size(); i++) {
                if (i < 64 && (mask & (1L << i)) != 0) {
                    kept.add(list.get(i));
                }
            }
            if (kept.isEmpty()) {
                copy.remove("nfServices"); // minItems: 1
            }
        }
        JsonNode map = copy.get("nfServiceList");
        if (map != null && map.isObject()) {
            ObjectNode kept = Json.MAPPER.createObjectNode();
            int i = offset;
            for (Map.Entry<String, JsonNode> e : map.properties()) {
                if (i < 64 && (mask & (1L << i)) != 0) {
                    kept.set(e.getKey(), e.getValue());
                }
                i++;
            }
            if (kept.isEmpty()) {
                copy.remove("nfServiceList");
            } else {
                copy.set("nfServiceList", kept);
            }
        }
        return copy;
    }

    // --- parsing helpers ------------------------------------------------------------------------

    /** "mcc-mnc-amfid" in lower case: how a Guami is compared. Null when it is not a Guami. */
    public static String guamiKey(JsonNode guami) {
        if (guami == null || !guami.isObject()) {
            return null;
        }
        JsonNode plmn = guami.get("plmnId");
        String mcc = plmn == null ? null : text(plmn.get("mcc"));
        String mnc = plmn == null ? null : text(plmn.get("mnc"));
        String amfId = text(guami.get("amfId"));
        if (mcc == null || mnc == null || amfId == null) {
            return null;
        }
        return mcc + "-" + mnc + "-" + lower(amfId);
    }

    /** "mcc-mnc": a PlmnId as a string (TS 29.571), or null. */
    public static String plmnKey(JsonNode plmn) {
        String mcc = plmn == null ? null : text(plmn.get("mcc"));
        String mnc = plmn == null ? null : text(plmn.get("mnc"));
        return mcc == null || mnc == null ? null : mcc + "-" + mnc;
    }

    /** "mcc-mnc-TAC" with the TAC in upper case: how a Tai is compared. */
    public static String taiKey(String plmn, String tac) {
        return plmn + "-" + tac.toUpperCase(Locale.ROOT);
    }

    public static String text(JsonNode n) {
        return n != null && n.isString() ? n.stringValue() : null;
    }

    public static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    private static Status status(String s) {
        if (s == null) {
            return Status.OTHER;
        }
        return switch (s) {
            case "REGISTERED" -> Status.REGISTERED;
            case "SUSPENDED" -> Status.SUSPENDED;
            case "UNDISCOVERABLE" -> Status.UNDISCOVERABLE;
            default -> Status.OTHER;
        };
    }

    private static int intOr(JsonNode n, int absent) {
        return n != null && n.isIntegralNumber() ? n.asInt() : absent;
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

    private static Set<String> stringSet(JsonNode array) {
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

    private static Set<String> lowerSet(JsonNode array) {
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

    private static List<Slice> slices(JsonNode array) {
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

    /** A TAC's value, or -1 when it is not hexadecimal. */
    public static int hex(String s) {
        if (s == null || s.isEmpty() || s.length() > 6) {
            return -1;
        }
        try {
            return Integer.parseInt(s, 16);
        } catch (NumberFormatException e) {
            return -1;
        }
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
    private static Service[] readServices(ObjectNode profile) {
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
