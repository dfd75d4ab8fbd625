package dev.corebed.udr.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.core.json.MergePatch;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.udr.service.PolicyDocument.Schema;
import dev.corebed.udr.store.PolicyDataSet;
import dev.corebed.udr.store.PolicyDataStore.Read;
import dev.corebed.udr.store.PolicyDataStore.UeRecord;
import dev.corebed.udr.store.PolicyDataStore;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The per-UE policy data documents (Nudr_DataRepository, TS 29.519 §5.2): am-data, ue-policy-set, sm-data and
 * operator-specific-data, and ReadPolicyData over all of a UE. Documents are stored as the consumer wrote them
 * ({@link PolicyDocument}); a write that changes something notifies the subscriptions watching it once it is
 * committed ({@link PolicyDataChanges}).
 *
 * <p>Not-found causes (TS 29.504 §6.1.7.3): a ueId with nothing stored is USER_NOT_FOUND ("the user does not
 * exist"); a known UE without the requested document is DATA_NOT_FOUND. A PUT creates what it names, the UE
 * included; PATCH and DELETE need both the UE and the document.
 */
public final class PolicyDataService {

    /** PolicyDataSubset values of ReadPolicyData's data-subset-names, and the attribute of PolicyDataForIndividualUe each selects. */
    public static final Map<String, String> SUBSETS = Map.of(
            "AM_POLICY_DATA", "amPolicyDataSet",
            "SM_POLICY_DATA", "smPolicyDataSet",
            "UE_POLICY_DATA", "uePolicyDataSet",
            "UM_DATA", "umData",
            "OPERATOR_SPECIFIC_DATA", "operatorSpecificDataSet");

    /** The attribute of PolicyDataForIndividualUe (and of the provisioning body) holding each document. */
    public static final Map<PolicyDataSet, String> DATA_SET_ATTRIBUTE = new EnumMap<>(Map.of(
            PolicyDataSet.AM_DATA, "amPolicyDataSet",
            PolicyDataSet.UE_POLICY_SET, "uePolicyDataSet",
            PolicyDataSet.SM_DATA, "smPolicyDataSet",
            PolicyDataSet.OPERATOR_SPECIFIC_DATA, "operatorSpecificDataSet"));

    private final PolicyDataStore store;
    private final PolicyDataChanges changes;

    public PolicyDataService(PolicyDataStore store, PolicyDataChanges changes) {
        this.store = store;
        this.changes = changes;
    }

    /** One document as stored (JSON bytes). */
    public CompletableFuture<byte[]> read(String ueId, PolicyDataSet set) {
        return store.read(ueId, set).thenApply(r -> found(r, ueId, set.resource()));
    }

    /** ReadSessionManagementPolicyData: the SmPolicyData as the filter narrows it. */
    public CompletableFuture<byte[]> readSmData(String ueId, SmDataFilter filter) {
        return read(ueId, PolicyDataSet.SM_DATA)
                .thenApply(json -> filter.none() ? json : Json.write(filter.apply(Json.parse(json), ueId)));
    }

    /** ReadOperatorSpecificData: the map, only its {@code fields} members when given. */
    public CompletableFuture<byte[]> readOperatorSpecificData(String ueId, List<String> fields) {
        return read(ueId, PolicyDataSet.OPERATOR_SPECIFIC_DATA)
                .thenApply(json -> fields == null ? json : Json.write(Fields.select(Json.parse(json), fields)));
    }

    /** ReadPolicyData: PolicyDataForIndividualUe with the subsets asked for (all without data-subset-names). */
    public CompletableFuture<JsonNode> readPolicyData(String ueId, Set<String> subsets) {
        return store.readUe(ueId).thenApply(found -> {
            UeRecord ue = found.orElseThrow(() -> userNotFound(ueId));
            ObjectNode all = policyData(ue);
            ObjectNode selected = Json.MAPPER.createObjectNode();
            for (Map.Entry<String, String> s : SUBSETS.entrySet()) {
                if ((subsets == null || subsets.contains(s.getKey())) && all.has(s.getValue())) {
                    selected.set(s.getValue(), all.get(s.getValue()));
                }
            }
            if (selected.isEmpty()) {
                throw new SbiException(404, UdrCause.DATA_NOT_FOUND, "no policy data of the requested subsets for " + ueId);
            }
            return selected;
        });
    }

    /**
     * CreateOrReplaceUEPolicySet, ReplaceOperatorSpecificData: stores the document, creating the UE if it is
     * new. True when the document did not exist before (201).
     */
    public CompletableFuture<Boolean> replace(String ueId, PolicyDataSet set, PolicyDocument document) {
        expect(document, Schema.of(set));
        String text = document.text();
        return store.write(ueId, set, (before, exists) -> text).thenApply(w -> {
            changes.document(w, set);
            return w.before() == null;
        });
    }

    /** UpdateUEPolicySet, UpdateSessionManagementPolicyData: a JSON merge patch (RFC 7386) of an existing document. */
    public CompletableFuture<Void> mergePatch(String ueId, PolicyDataSet set, PolicyDocument patch) {
        expect(patch, switch (set) {
            case UE_POLICY_SET -> Schema.UE_POLICY_SET_PATCH;
            case SM_DATA -> Schema.SM_POLICY_DATA_PATCH;
            default -> throw new IllegalArgumentException("no merge patch of " + set);
        });
        return modify(ueId, set, doc -> MergePatch.apply(doc, patch.json()));
    }

    /** UpdateOperatorSpecificData: a JSON patch (RFC 6902) of the existing map, applied all or nothing. */
    public CompletableFuture<Void> jsonPatch(String ueId, PolicyDataSet set, List<JsonPatch.Operation> patch) {
        return modify(ueId, set, doc -> JsonPatch.apply(doc, patch));
    }

    /** DeleteOperatorSpecificData. */
    public CompletableFuture<Void> delete(String ueId, PolicyDataSet set) {
        return store.write(ueId, set, (before, exists) -> {
            requireData(before, exists, ueId, set.resource());
            return null;
        }).thenAccept(w -> changes.document(w, set));
    }

    /** Applies a change to the stored document inside the write's transaction; the result is checked as the full schema. */
    private CompletableFuture<Void> modify(String ueId, PolicyDataSet set, UnaryOperator<JsonNode> change) {
        return store.write(ueId, set, (before, exists) -> {
            requireData(before, exists, ueId, set.resource());
            JsonNode after = change.apply(Json.parse(before.getBytes(StandardCharsets.UTF_8)));
            return PolicyDocument.patched(set, after).text();
        }).thenAccept(w -> changes.document(w, set));
    }

    private static void expect(PolicyDocument document, Schema schema) {
        if (document.schema() != schema) {
            throw new IllegalArgumentException("a " + schema + " expected, not a " + document.schema());
        }
    }

    static void requireData(String before, boolean exists, String ueId, String resource) {
        if (!exists) {
            throw userNotFound(ueId);
        }
        if (before == null) {
            throw dataNotFound(ueId, resource);
        }
    }

    /** PolicyDataForIndividualUe of everything stored for the UE; umData holds the usage monitoring resources by usageMonId. */
    static ObjectNode policyData(UeRecord ue) {
        ObjectNode data = Json.MAPPER.createObjectNode();
        for (Map.Entry<PolicyDataSet, String> e : ue.sets().entrySet()) {
            data.set(DATA_SET_ATTRIBUTE.get(e.getKey()), PolicyDataChanges.parse(e.getValue()));
        }
        if (data.has("operatorSpecificDataSet") && data.get("operatorSpecificDataSet").isEmpty()) {
            data.remove("operatorSpecificDataSet"); // minProperties 1
        }
        if (!ue.usageMon().isEmpty()) {
            ObjectNode um = data.putObject("umData");
            ue.usageMon().forEach((id, json) -> um.set(id, PolicyDataChanges.parse(json)));
        }
        return data;
    }

    static byte[] found(Read r, String ueId, String resource) {
        return switch (r.found()) {
            case DATA -> r.json();
            case NO_DATA -> throw dataNotFound(ueId, resource);
            case NO_USER -> throw userNotFound(ueId);
        };
    }

    static SbiException userNotFound(String ueId) {
        return new SbiException(404, UdrCause.USER_NOT_FOUND, "no policy data for " + ueId);
    }

    static SbiException dataNotFound(String ueId, String resource) {
        return new SbiException(404, UdrCause.DATA_NOT_FOUND, "no " + resource + " for " + ueId);
    }
}
