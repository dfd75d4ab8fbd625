package dev.corebed.pcf.service;

import dev.corebed.pcf.client.NudrPolicyDataClient;
import dev.corebed.pcf.client.NudrPolicyDataClient.PolicyData;
import dev.corebed.pcf.client.PeerRoute;
import dev.corebed.sbi.Json;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The UDR reads of a create, side by side, and what the decisions take from their answers. */
public final class UdrReads {

    private UdrReads() {}

    /** The documents read (absent when the UDR had none), and whether the UDR said the subscriber does not exist. */
    public record Data(Map<UdrRead, JsonNode> documents, boolean userUnknown) {
        public JsonNode get(UdrRead read) {
            return documents.get(read);
        }
    }

    public static CompletableFuture<Data> read(NudrPolicyDataClient udr, PeerRoute route, List<UdrRead> reads, String ueId,
                                               JsonNode snssai, String dnn) {
        List<CompletableFuture<PolicyData>> answers = new ArrayList<>(reads.size());
        for (UdrRead r : reads) {
            answers.add(udr.read(route, r, ueId, snssai, dnn));
        }
        return CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).thenApply(v -> {
            Map<UdrRead, JsonNode> documents = new EnumMap<>(UdrRead.class);
            boolean unknown = false;
            for (int i = 0; i < reads.size(); i++) {
                PolicyData d = answers.get(i).join();
                unknown |= d.userUnknown();
                if (d.body() != null) {
                    documents.put(reads.get(i), d.body());
                }
            }
            return new Data(documents, unknown);
        });
    }

    /** What a session's decision takes from the UE's SmPolicyData: its S-NSSAI and DNN's SmPolicyDnnData. */
    static final Set<String> SESSION_ATTRIBUTES = Set.of("subscCats", "online", "offline", "ipv4Index", "ipv6Index");

    /**
     * The SmPolicyDnnData of the session's S-NSSAI (the smPolicySnssaiData entry whose snssai is that slice) and DNN,
     * limited to what decisions use; an empty object when the UDR has none.
     */
    public static ObjectNode sessionData(JsonNode smPolicyData, String snssaiKey, String dnn) {
        ObjectNode data = Json.MAPPER.createObjectNode();
        for (JsonNode slice : smPolicyData.path("smPolicySnssaiData")) {
            JsonNode snssai = slice.get("snssai");
            if (snssai == null || !snssai.path("sst").isIntegralNumber() || !snssaiKey.equals(Keys.snssai(snssai))) {
                continue;
            }
            JsonNode dnnData = slice.path("smPolicyDnnData").path(dnn);
            if (dnnData.isObject()) {
                Documents.copy(dnnData, data, SESSION_ATTRIBUTES);
            }
        }
        return data;
    }

    /** What an AM or UE policy takes from am-data / ue-policy-set: the subscriber's categories. */
    public static ObjectNode categories(JsonNode document) {
        ObjectNode data = Json.MAPPER.createObjectNode();
        if (document != null && document.has("subscCats")) {
            data.set("subscCats", document.get("subscCats"));
        }
        return data;
    }
}
