package dev.corebed.nrf.service;

import dev.corebed.model.StrictJson;
import dev.corebed.model.common.Gpsis;
import dev.corebed.model.common.Guamis;
import dev.corebed.model.common.PlmnIds;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.common.Supis;
import dev.corebed.model.common.Tais;
import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.ts29571.Tai;
import dev.corebed.nrf.store.NfProfileKeys;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JavaType;

/**
 * The query parameters of SearchNFInstances (TS29510_Nnrf_NFDiscovery.yaml) the stub filters on, as discovery
 * compares them. The route checks every parameter's form against the yaml before this is built (JSON objects
 * such as tai bound and validated, patterns, integers, one value per parameter), so what is left here is
 * reading the values and the rules the schema cannot say.
 *
 * <p>Errors (TS 29.500 §5.2.7.2, naming the parameter): an empty or comma-separated target-nf-type or
 * requester-nf-type (one NFType each) is MANDATORY_QUERY_PARAM_INCORRECT; a negative max-payload-size(-ext) is
 * OPTIONAL_QUERY_PARAM_INCORRECT.
 *
 * @param serviceNames   null = not given
 * @param groupIds       null = not given
 * @param supiDigits     the IMSI digits of supi, null when it has none
 * @param gpsiDigits     the MSISDN digits of gpsi, null when it has none
 * @param guami          {@link Guamis#key} of guami
 * @param taiPlmn        {@link PlmnIds#key} of tai; taiKey its {@link Tais#key}, tacValue its TAC's value
 * @param limit          0 = not given
 * @param maxPayloadSize bytes the answer may take (max-payload-size, default 124 kilo-octets)
 */
public record NfDiscoveryQuery(
        String targetNfType,
        String requesterNfType,
        Set<String> serviceNames,
        String supi,
        String supiDigits,
        String gpsi,
        String gpsiDigits,
        Set<String> groupIds,
        String routingIndicator,
        String guami,
        List<Snssais.Slice> requesterSnssais,
        List<Snssais.Slice> snssais,
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

    /** max-payload-size when absent (kilo-octets, TS29510_Nnrf_NFDiscovery.yaml). */
    static final int DEFAULT_MAX_PAYLOAD_KO = 124;

    private static final JavaType SNSSAIS = StrictJson.listOf(Snssai.class);
    private static final JavaType EXT_SNSSAIS = StrictJson.listOf(ExtSnssai.class);

    /** A copy that filters on the group the SLF gave instead of the subscriber identities. */
    NfDiscoveryQuery withGroup(String groupId) {
        return new NfDiscoveryQuery(targetNfType, requesterNfType, serviceNames, null, null, null, null, Set.of(groupId),
                routingIndicator, guami, requesterSnssais, snssais, dnn, taiPlmn, tac, tacValue, taiKey, pgw, pgwInd,
                preferredLocality, dataSet, targetNfInstanceId, targetNfSetId, targetNfFqdn, amfRegionId, amfSetId,
                limit, maxPayloadSize);
    }

    /** @param q the query, its parameters' form already checked against the yaml (one value each) */
    public static NfDiscoveryQuery parse(Map<String, List<String>> q) {
        String target = nfType(q, "target-nf-type");
        String requester = nfType(q, "requester-nf-type");
        String supi = first(q, "supi");
        String gpsi = first(q, "gpsi");
        Guami guami = json(q, "guami", Guami.class);
        Tai tai = json(q, "tai", Tai.class);
        String pgwInd = first(q, "pgw-ind");
        long limit = integer(q, "limit", 0);
        long maxPayloadKo = integer(q, "max-payload-size", DEFAULT_MAX_PAYLOAD_KO);
        // The extended form lifts the 2000 kilo-octet ceiling; when both are given it is the one that counts.
        maxPayloadKo = integer(q, "max-payload-size-ext", maxPayloadKo);
        List<Snssai> snssais = json(q, "snssais", SNSSAIS);
        List<ExtSnssai> requesterSnssais = json(q, "requester-snssais", EXT_SNSSAIS);
        return new NfDiscoveryQuery(target, requester, csv(q, "service-names"),
                supi, supi == null ? null : Supis.imsi(supi), gpsi, gpsi == null ? null : Gpsis.msisdn(gpsi),
                csv(q, "group-id-list"), first(q, "routing-indicator"), guami == null ? null : Guamis.key(guami),
                requesterSnssais == null ? null : requesterSnssais.stream().map(Snssais.Slice::of).toList(),
                snssais == null ? null : snssais.stream().map(Snssais.Slice::of).toList(),
                lower(first(q, "dnn")),
                tai == null ? null : PlmnIds.key(tai.plmnId().mcc(), tai.plmnId().mnc(), tai.nid()),
                tai == null ? null : tai.tac(), tai == null ? -1 : Tais.tac(tai.tac()), tai == null ? null : Tais.key(tai),
                lower(first(q, "pgw")), pgwInd == null ? null : Boolean.valueOf(pgwInd), first(q, "preferred-locality"),
                first(q, "data-set"), first(q, "target-nf-instance-id"), lower(first(q, "target-nf-set-id")),
                lower(first(q, "target-nf-fqdn")), lower(first(q, "amf-region-id")), lower(first(q, "amf-set-id")),
                (int) Math.min(limit, Integer.MAX_VALUE), (int) Math.min(maxPayloadKo, Integer.MAX_VALUE / 1000) * 1000);
    }

    private static String first(Map<String, List<String>> q, String name) {
        List<String> values = q.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    private static String lower(String s) {
        return s == null ? null : NfProfileKeys.lower(s);
    }

    /** NFType is an extensible enumeration (anyOf enum, string): any name is one, but not none and not a list. */
    private static String nfType(Map<String, List<String>> q, String name) {
        String v = first(q, name);
        if (v != null && (v.isBlank() || v.indexOf(',') >= 0)) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, name, "must be one NFType");
        }
        return v;
    }

    /** An integer parameter (its form checked by the route), not negative. */
    private static long integer(Map<String, List<String>> q, String name, long absent) {
        String v = first(q, name);
        if (v == null) {
            return absent;
        }
        long n = Long.parseLong(v);
        if (n < 0) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, name, "must not be negative");
        }
        return n;
    }

    /** An array parameter (style form, explode false): its comma-separated items; null when absent. */
    private static Set<String> csv(Map<String, List<String>> q, String name) {
        String v = first(q, name);
        return v == null ? null : Set.copyOf(Arrays.asList(v.split(",", -1)));
    }

    /** A JSON-encoded parameter (content application/json), already validated by the route. */
    private static <T> T json(Map<String, List<String>> q, String name, Class<T> type) {
        return json(q, name, StrictJson.MAPPER.constructType(type));
    }

    private static <T> T json(Map<String, List<String>> q, String name, JavaType type) {
        String v = first(q, name);
        if (v == null) {
            return null;
        }
        try {
            return StrictJson.MAPPER.readValue(v, type);
        } catch (JacksonException e) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, name, "not a JSON " + type.getRawClass().getSimpleName());
        }
    }
}
