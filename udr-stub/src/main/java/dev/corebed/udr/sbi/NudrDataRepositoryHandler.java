package dev.corebed.udr.sbi;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29519.PolicyDataSubscription;
import dev.corebed.model.ts29571.PatchItem;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.udr.service.PolicyDataService;
import dev.corebed.udr.service.PolicyDataSubscriptionService;
import dev.corebed.udr.service.PolicyDocument.Schema;
import dev.corebed.udr.service.PolicyDocument;
import dev.corebed.udr.service.SmDataFilter;
import dev.corebed.udr.service.SubscriberIdentity;
import dev.corebed.udr.service.UsageMonitoringService;
import dev.corebed.udr.store.PolicyDataSet;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * The Nudr_DataRepository policy data operations: the wire turned into checked requests (the dispatcher has
 * checked the query and path parameters against the operation's descriptor; bodies are bound to their Rel-17
 * schemas here), then {@link PolicyDataService}, {@link UsageMonitoringService} and
 * {@link PolicyDataSubscriptionService}. Success codes: a PUT that creates answers 201 with Location and the
 * stored document, a PUT that replaces 204, PATCH and DELETE 204, ReplaceIndividualPolicyDataSubscription 200
 * with the subscription as granted.
 */
@Component
public class NudrDataRepositoryHandler {

    private final PolicyDataService data;
    private final UsageMonitoringService usageMon;
    private final PolicyDataSubscriptionService subscriptions;

    public NudrDataRepositoryHandler(PolicyDataService data, UsageMonitoringService usageMon,
                                     PolicyDataSubscriptionService subscriptions) {
        this.data = data;
        this.usageMon = usageMon;
        this.subscriptions = subscriptions;
    }

    CompletionStage<SbiResponse> readPolicyData(SbiRequest r) {
        List<String> names = items(r, "data-subset-names");
        return data.readPolicyData(ueId(r), names == null ? null : new LinkedHashSet<>(names))
                .thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> readAccessAndMobilityPolicyData(SbiRequest r) {
        return data.read(ueId(r), PolicyDataSet.AM_DATA).thenApply(body -> SbiResponse.json(200, body));
    }

    /** supp-feat is checked by the descriptor; this UDR answers alike whatever features the consumer has. */
    CompletionStage<SbiResponse> readUePolicySet(SbiRequest r) {
        return data.read(ueId(r), PolicyDataSet.UE_POLICY_SET).thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> createOrReplaceUePolicySet(SbiRequest r) {
        return replace(r, PolicyDataSet.UE_POLICY_SET);
    }

    CompletionStage<SbiResponse> updateUePolicySet(SbiRequest r) {
        String ueId = ueId(r);
        return data.mergePatch(ueId, PolicyDataSet.UE_POLICY_SET, new PolicyDocument(Schema.UE_POLICY_SET_PATCH, r.json()))
                .thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> readSessionManagementPolicyData(SbiRequest r) {
        String ueId = ueId(r);
        String dnn = r.queryParam("dnn");
        if (dnn != null && dnn.isEmpty()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "dnn", "empty");
        }
        return data.readSmData(ueId, new SmDataFilter(snssai(r), dnn, items(r, "fields")))
                .thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> updateSessionManagementPolicyData(SbiRequest r) {
        String ueId = ueId(r);
        return data.mergePatch(ueId, PolicyDataSet.SM_DATA, new PolicyDocument(Schema.SM_POLICY_DATA_PATCH, r.json()))
                .thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> readUsageMonitoringInformation(SbiRequest r) {
        return usageMon.read(ueId(r), usageMonId(r)).thenApply(body -> SbiResponse.json(200, body));
    }

    /** The yaml defines 201 only: the answer to a PUT that replaces an existing resource is 201 as well. */
    CompletionStage<SbiResponse> createUsageMonitoringResource(SbiRequest r) {
        String ueId = ueId(r);
        String id = usageMonId(r);
        PolicyDocument doc = new PolicyDocument(Schema.USAGE_MON_DATA, r.json());
        return usageMon.put(ueId, id, doc).thenApply(created -> SbiResponse.json(201, doc.json())
                .header("location", r.apiRoot() + r.path()));
    }

    CompletionStage<SbiResponse> deleteUsageMonitoringInformation(SbiRequest r) {
        return usageMon.delete(ueId(r), usageMonId(r)).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> readOperatorSpecificData(SbiRequest r) {
        return data.readOperatorSpecificData(ueId(r), items(r, "fields")).thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> replaceOperatorSpecificData(SbiRequest r) {
        return replace(r, PolicyDataSet.OPERATOR_SPECIFIC_DATA);
    }

    /** A JSON Patch: an array of PatchItem (TS 29.571) whose paths are JSON pointers. */
    CompletionStage<SbiResponse> updateOperatorSpecificData(SbiRequest r) {
        String ueId = ueId(r);
        JsonNode patch = r.json();
        try {
            StrictJson.read(patch, StrictJson.listOf(PatchItem.class));
        } catch (ModelException e) {
            throw Json.badRequest(e);
        }
        return data.jsonPatch(ueId, PolicyDataSet.OPERATOR_SPECIFIC_DATA, JsonPatch.parse(patch))
                .thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> deleteOperatorSpecificData(SbiRequest r) {
        return data.delete(ueId(r), PolicyDataSet.OPERATOR_SPECIFIC_DATA).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> createIndividualPolicyDataSubscription(SbiRequest r) {
        JsonNode body = r.json();
        PolicyDataSubscription s = Json.bind(body, PolicyDataSubscription.class);
        String collection = r.path().endsWith("/") ? r.path().substring(0, r.path().length() - 1) : r.path();
        return subscriptions.create(s, body).thenApply(c -> SbiResponse.json(201, c.subscription())
                .header("location", r.apiRoot() + collection + "/" + c.subsId()));
    }

    CompletionStage<SbiResponse> replaceIndividualPolicyDataSubscription(SbiRequest r) {
        JsonNode body = r.json();
        PolicyDataSubscription s = Json.bind(body, PolicyDataSubscription.class);
        return subscriptions.replace(r.pathParam("subsId"), s, body).thenApply(granted -> SbiResponse.json(200, granted));
    }

    CompletionStage<SbiResponse> deleteIndividualPolicyDataSubscription(SbiRequest r) {
        return subscriptions.delete(r.pathParam("subsId")).thenApply(v -> SbiResponse.noContent());
    }

    /** PUT of a document: 201 with Location and the document when it is new, else 204. */
    private CompletionStage<SbiResponse> replace(SbiRequest r, PolicyDataSet set) {
        String ueId = ueId(r);
        PolicyDocument doc = PolicyDocument.of(set, r.json());
        return data.replace(ueId, set, doc).thenApply(created -> created
                ? SbiResponse.json(201, doc.json()).header("location", r.apiRoot() + r.path())
                : SbiResponse.noContent());
    }

    /** VarUeId: the yaml's pattern ends in '|.+'; a SUPI or GPSI form that is broken (imsi-12ab) is refused. */
    static String ueId(SbiRequest r) {
        return SubscriberIdentity.ueId(r.pathParam("ueId"));
    }

    /** usageMonId: a string; the data tier holds 255 characters. */
    private static String usageMonId(SbiRequest r) {
        String id = r.pathParam("usageMonId");
        if (id.isEmpty() || id.codePointCount(0, id.length()) > 255) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "usageMonId", "1 to 255 characters");
        }
        return id;
    }

    /** snssai: a Snssai as JSON (content application/json in the yaml), its form checked by the descriptor. */
    private static Snssai snssai(SbiRequest r) {
        String text = r.queryParam("snssai");
        return text == null ? null : StrictJson.read(text.getBytes(StandardCharsets.UTF_8), Snssai.class);
    }

    /**
     * An array query parameter, comma-separated (style form, explode false) or repeated (explode true): both are
     * accepted for data-subset-names and fields; null when absent. An empty item is refused.
     */
    private static List<String> items(SbiRequest r, String name) {
        List<String> values = r.query().get(name);
        if (values == null || values.isEmpty()) {
            return null;
        }
        List<String> items = new ArrayList<>();
        for (String v : values) {
            for (String item : v.split(",", -1)) {
                if (item.isEmpty()) {
                    throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, name, "an empty item");
                }
                items.add(item);
            }
        }
        return items;
    }
}
