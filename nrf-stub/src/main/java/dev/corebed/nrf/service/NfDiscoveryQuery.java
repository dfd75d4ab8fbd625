package dev.corebed.nrf.service;

import dev.corebed.nrf.store.NfProfileKeys;
import dev.corebed.nrf.store.NfProfileViewEntry;
import dev.corebed.nrf.store.NfProfileKeys.Slice;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The query parameters of SearchNFInstances (TS29510_Nnrf_NFDiscovery.yaml) the stub filters on,
 * decoded and checked. Arrays are {@code style: form, explode: false} (comma-separated); several
 * parameters are JSON-encoded objects (guami, tai, snssais, requester-snssais). A parameter given more
 * than once counts once for a scalar (first value) and is merged for an array.
 *
 * <p>Errors are TS 29.500 400s naming the parameter: MANDATORY_QUERY_PARAM_MISSING / _INCORRECT for
 * target-nf-type and requester-nf-type, INVALID_QUERY_PARAM for the optional ones.
 *
 * @param serviceNames   null = not given
 * @param groupIds       null = not given
 * @param supiDigits     where the digits of supi start ("imsi-" → 5), -1 when it has none
 * @param gpsiDigits     the same for gpsi ("msisdn-" → 7)
 * @param taiPlmn        "mcc-mnc" of tai; taiKey its {@link NfProfileViewEntry#taiKey} form
 * @param limit          0 = not given
 * @param maxPayloadSize bytes the answer may take (max-payload-size, default 124 kilo-octets)
 */
public record NfDiscoveryQuery(
        String targetNfType,
        String requesterNfType,
        Set<String> serviceNames,
        String supi,
        int supiDigits,
        String gpsi,
        int gpsiDigits,
        Set<String> groupIds,
        String routingIndicator,
        String guami,
        List<Slice> requesterSnssais,
        List<Slice> snssais,
        String dnn,
        String taiPlmn,
        String tac,
        int tacValue,
        String taiKey,
        String pgw,
        Boolean pgwInd,
        String preferredLocality,
        String dataSet,
        String targetNfInstanceId,
        String targetNfSetId,
        String targetNfFqdn,
        String amfRegionId,
        String amfSetId,
        int limit,
        int maxPayloadSize) {

    /** max-payload-size when absent, and its maximum (kilo-octets, TS29510_Nnrf_NFDiscovery.yaml). */
    static final int DEFAULT_MAX_PAYLOAD_KO = 124;
    static final int MAX_PAYLOAD_KO = 2000;

    private static final Pattern ROUTING_INDICATOR = Pattern.compile("[0-9]{1,4}");
    private static final Pattern AMF_ID = Pattern.compile("[A-Fa-f0-9]{6}");

    /**
     * The parameters of the operation (every name in TS29510_Nnrf_NFDiscovery.yaml SearchNFInstances):
     * all are accepted; the ones {@link #parse} does not read are accepted without filtering.
     */
    public static final List<String> PARAMETERS = List.of(
        "target-nf-type", "requester-nf-type", "preferred-collocated-nf-types", "requester-nf-instance-id",
        "service-names", "requester-nf-instance-fqdn", "target-plmn-list", "requester-plmn-list",
        "target-nf-instance-id", "target-nf-fqdn", "hnrf-uri", "snssais", "requester-snssais",
        "plmn-specific-snssai-list", "requester-plmn-specific-snssai-list", "dnn", "ipv4-index", "ipv6-index",
        "nsi-list", "smf-serving-area", "mbsmf-serving-area", "tai", "amf-region-id", "amf-set-id", "guami", "supi",
        "ue-ipv4-address", "ip-domain", "ue-ipv6-prefix", "pgw-ind", "preferred-pgw-ind", "pgw", "pgw-ip", "gpsi",
        "external-group-identity", "internal-group-identity", "pfd-data", "data-set", "routing-indicator",
        "group-id-list", "dnai-list", "pdu-session-types", "event-id-list", "nwdaf-event-list", "supported-features",
        "upf-iwk-eps-ind", "chf-supported-plmn", "preferred-locality", "access-type", "limit", "required-features",
        "complex-query", "max-payload-size", "max-payload-size-ext", "atsss-capability", "upf-ue-ip-addr-ind",
        "client-type", "lmf-id", "an-node-type", "rat-type", "preferred-tai", "preferred-nf-instances",
        "target-snpn", "requester-snpn-list", "af-ee-data", "w-agf-info", "tngf-info", "twif-info",
        "target-nf-set-id", "target-nf-service-set-id", "nef-id", "notification-type", "n1-msg-class",
        "n2-info-class", "serving-scope", "imsi", "ims-private-identity", "ims-public-identity", "msisdn",
        "preferred-api-versions", "v2x-support-ind", "redundant-gtpu", "redundant-transport", "ipups",
        "scp-domain-list", "address-domain", "ipv4-addr", "ipv6-prefix", "served-nf-set-id", "remote-plmn-id",
        "remote-snpn-id", "data-forwarding", "preferred-full-plmn", "requester-features", "realm-id", "storage-id",
        "vsmf-support-ind", "ismf-support-ind", "nrf-disc-uri", "preferred-vendor-specific-features",
        "preferred-vendor-specific-nf-features", "required-pfcp-features", "home-pub-key-id", "prose-support-ind",
        "analytics-aggregation-ind", "serving-nf-set-id", "serving-nf-type", "ml-analytics-info-list",
        "analytics-metadata-prov-ind", "nsacf-capability", "mbs-session-id-list", "area-session-id", "gmlc-number",
        "upf-n6-ip", "tai-list", "preferences-precedence", "support-onboarding-capability",
        "uas-nf-functionality-ind", "v2x-capability", "prose-capability", "shared-data-id", "target-hni",
        "target-nw-resolution", "exclude-nfinst-list", "exclude-nfservinst-list", "exclude-nfserviceset-list",
        "exclude-nfset-list", "preferred-analytics-delays", "high-latency-com", "nsac-sai");

    /** A copy that filters on the group the SLF gave instead of the subscriber identities. */
    NfDiscoveryQuery withGroup(String groupId) {
        return new NfDiscoveryQuery(targetNfType, requesterNfType, serviceNames, null, -1, null, -1, Set.of(groupId),
                routingIndicator, guami, requesterSnssais, snssais, dnn, taiPlmn, tac, tacValue, taiKey, pgw, pgwInd,
                preferredLocality, dataSet, targetNfInstanceId, targetNfSetId, targetNfFqdn, amfRegionId, amfSetId,
                limit, maxPayloadSize);
    }

    public static NfDiscoveryQuery parse(Map<String, List<String>> q, boolean requesterNfTypeRequired) {
        String target = nfType(q, "target-nf-type", true);
        String requester = nfType(q, "requester-nf-type", requesterNfTypeRequired);
        String supi = nonEmpty(q, "supi");
        String gpsi = nonEmpty(q, "gpsi");
        String ri = nonEmpty(q, "routing-indicator");
        if (ri != null && !ROUTING_INDICATOR.matcher(ri).matches()) {
            throw invalid("routing-indicator", "must be 1 to 4 digits");
        }
        String guami = null;
        JsonNode guamiNode = json(q, "guami");
        if (guamiNode != null) {
            guami = NfProfileKeys.guamiKey(guamiNode);
            if (guami == null || !AMF_ID.matcher(guamiNode.get("amfId").stringValue()).matches()) {
                throw invalid("guami", "must be a Guami object: {\"plmnId\":{\"mcc\":..,\"mnc\":..},\"amfId\":\"6 hex digits\"}");
            }
        }
        String taiPlmn = null;
        String tac = null;
        int tacValue = -1;
        String taiKey = null;
        JsonNode tai = json(q, "tai");
        if (tai != null) {
            taiPlmn = NfProfileKeys.plmnKey(tai.get("plmnId"));
            tac = NfProfileKeys.text(tai.get("tac"));
            tacValue = NfProfileKeys.hex(tac);
            if (taiPlmn == null || tacValue < 0 || !(tac.length() == 4 || tac.length() == 6)) {
                throw invalid("tai", "must be a Tai object: {\"plmnId\":{\"mcc\":..,\"mnc\":..},\"tac\":\"4 or 6 hex digits\"}");
            }
            taiKey = NfProfileKeys.taiKey(taiPlmn, tac);
        }
        String pgwIndText = nonEmpty(q, "pgw-ind");
        Boolean pgwInd = null;
        if (pgwIndText != null) {
            if (!pgwIndText.equals("true") && !pgwIndText.equals("false")) {
                throw invalid("pgw-ind", "must be true or false");
            }
            pgwInd = Boolean.valueOf(pgwIndText);
        }
        String instanceId = nonEmpty(q, "target-nf-instance-id");
        if (instanceId != null) {
            try {
                UUID.fromString(instanceId);
            } catch (IllegalArgumentException e) {
                throw invalid("target-nf-instance-id", "must be a UUID");
            }
        }
        int limit = integer(q, "limit", 1, Integer.MAX_VALUE, 0);
        int maxPayloadKo = integer(q, "max-payload-size", 0, MAX_PAYLOAD_KO, DEFAULT_MAX_PAYLOAD_KO);
        // The extended form lifts the 2000 kilo-octet ceiling; when both are given it is the one that counts.
        maxPayloadKo = integer(q, "max-payload-size-ext", 0, Integer.MAX_VALUE / 1000, maxPayloadKo);
        String dnn = nonEmpty(q, "dnn");
        String pgw = nonEmpty(q, "pgw");
        String fqdn = nonEmpty(q, "target-nf-fqdn");
        String setId = nonEmpty(q, "target-nf-set-id");
        String region = nonEmpty(q, "amf-region-id");
        String amfSet = nonEmpty(q, "amf-set-id");
        return new NfDiscoveryQuery(target, requester, csv(q, "service-names"),
                supi, supi == null ? -1 : digitsAfter(supi, "imsi-"),
                gpsi, gpsi == null ? -1 : digitsAfter(gpsi, "msisdn-"),
                csv(q, "group-id-list"), ri, guami, slices(q, "requester-snssais"), slices(q, "snssais"),
                dnn == null ? null : NfProfileKeys.lower(dnn), taiPlmn, tac, tacValue, taiKey,
                pgw == null ? null : NfProfileKeys.lower(pgw), pgwInd, nonEmpty(q, "preferred-locality"),
                nonEmpty(q, "data-set"), instanceId, setId == null ? null : NfProfileKeys.lower(setId),
                fqdn == null ? null : NfProfileKeys.lower(fqdn),
                region == null ? null : NfProfileKeys.lower(region),
                amfSet == null ? null : NfProfileKeys.lower(amfSet),
                limit, maxPayloadKo * 1000);
    }

    private static String first(Map<String, List<String>> q, String name) {
        List<String> values = q.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    private static String nfType(Map<String, List<String>> q, String name, boolean required) {
        String v = first(q, name);
        if (v == null) {
            if (required) {
                throw new SbiException(400, Cause.MANDATORY_QUERY_PARAM_MISSING, "mandatory query parameter missing: " + name,
                        List.of(new InvalidParam(name, "mandatory query parameter missing")));
            }
            return null;
        }
        // NFType is an extensible enumeration (anyOf enum, string): any NF type name is well formed.
        if (v.isBlank() || v.indexOf(',') >= 0) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, name, "must be one NFType");
        }
        return v;
    }

    private static String nonEmpty(Map<String, List<String>> q, String name) {
        String v = first(q, name);
        if (v != null && v.isEmpty()) {
            throw invalid(name, "must not be empty");
        }
        return v;
    }

    private static int integer(Map<String, List<String>> q, String name, int min, int max, int absent) {
        String v = first(q, name);
        if (v == null) {
            return absent;
        }
        try {
            int n = Integer.parseInt(v);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw invalid(name, max >= 1_000_000 ? "must be an integer >= " + min : "must be an integer from " + min + " to " + max);
    }

    /** An array parameter: comma-separated, merged over repetitions; null when absent. */
    private static Set<String> csv(Map<String, List<String>> q, String name) {
        List<String> values = q.get(name);
        if (values == null || values.isEmpty()) {
            return null;
        }
        Set<String> out = new HashSet<>();
        for (String v : values) {
            for (String item : v.split(",", -1)) {
                if (item.isEmpty()) {
                    throw invalid(name, "comma-separated list with an empty item");
                }
                out.add(item);
            }
        }
        return out;
    }

    private static JsonNode json(Map<String, List<String>> q, String name) {
        String v = first(q, name);
        if (v == null) {
            return null;
        }
        try {
            return Json.MAPPER.readTree(v);
        } catch (JacksonException e) {
            throw invalid(name, "not valid JSON");
        }
    }

    private static List<Slice> slices(Map<String, List<String>> q, String name) {
        JsonNode array = json(q, name);
        if (array == null) {
            return null;
        }
        if (!array.isArray() || array.isEmpty()) {
            throw invalid(name, "must be a non-empty JSON array of Snssai");
        }
        List<Slice> out = new ArrayList<>(array.size());
        for (JsonNode n : array) {
            Slice s = Slice.parse(n);
            if (s == null) {
                throw invalid(name, "each item must be a Snssai: {\"sst\":0-255,\"sd\":\"6 hex digits\"}");
            }
            out.add(s);
        }
        return out;
    }

    private static int digitsAfter(String id, String prefix) {
        return id.startsWith(prefix) ? prefix.length() : -1;
    }

    private static SbiException invalid(String param, String reason) {
        return SbiException.invalidParam(Cause.INVALID_QUERY_PARAM, param, reason);
    }
}
