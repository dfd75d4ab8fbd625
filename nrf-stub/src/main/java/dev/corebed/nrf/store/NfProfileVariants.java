package dev.corebed.nrf.store;

import dev.corebed.sbi.Json;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * An NF profile in its discovery form (TS29510_Nnrf_NFDiscovery.yaml NFProfile), serialized once: with every
 * service, and with the subsets of services searches ask for (service-names, per-service allowedNfTypes), each
 * serialized the first time and kept.
 */
final class NfProfileVariants {

    /** Attributes of NFManagement's NFProfile that the discovery NFProfile does not have: the NRF keeps them. */
    private static final List<String> MANAGEMENT_ONLY = List.of("heartBeatTimer", "allowedPlmns", "allowedSnpns",
            "allowedNfTypes", "allowedNfDomains", "allowedNssais", "nrfInfo", "nfProfileChangesSupportInd",
            "nfProfileChangesInd", "5gDdnmfInfo");
    /** The same for NFManagement's NFService and the discovery NFService. */
    private static final List<String> MANAGEMENT_ONLY_SERVICE = List.of("allowedPlmns", "allowedSnpns",
            "allowedNfTypes", "allowedNfDomains", "allowedNssais", "perPlmnOauth2ReqList");

    /** Variants with a subset of the services kept per profile. */
    private static final int MAX_VARIANTS = 32;

    /** The discovery form, as a tree (for service subsets) and as the bytes served. */
    private final ObjectNode discoveryProfile;
    private final int serviceCount;
    private final byte[] bytes;
    private final Map<Long, byte[]> variants = new ConcurrentHashMap<>();

    /** @param profile the NFProfile; taken over */
    NfProfileVariants(ObjectNode profile, int serviceCount) {
        profile.remove(MANAGEMENT_ONLY);
        for (JsonNode service : profile.path("nfServices")) {
            ((ObjectNode) service).remove(MANAGEMENT_ONLY_SERVICE);
        }
        for (JsonNode service : profile.path("nfServiceList")) {
            ((ObjectNode) service).remove(MANAGEMENT_ONLY_SERVICE);
        }
        this.discoveryProfile = profile;
        this.serviceCount = serviceCount;
        this.bytes = Json.write(profile);
    }

    byte[] bytes() {
        return bytes;
    }

    /**
     * The discovery NFProfile with only the services whose bit is set in {@code serviceMask} (bit i =
     * {@code services()[i]}); TS 29.510 returns only the requested services of a profile. Serialized
     * once per subset and kept, since a deployment asks for few distinct subsets.
     */
    byte[] bytes(long serviceMask) {
        long all = serviceCount >= 64 ? -1L : (1L << serviceCount) - 1;
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
}
