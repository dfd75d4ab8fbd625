package dev.corebed.udr.sbi;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.udr.service.PolicyDataService;
import dev.corebed.udr.service.PolicyDataSubscriptionService;
import dev.corebed.udr.service.SubscriberIdentity;
import dev.corebed.udr.store.PolicyDataSet;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * The Nudr_DataRepository policy data operations: path and query parameters checked against the yaml, then
 * {@link PolicyDataService} and {@link PolicyDataSubscriptionService}. Success codes: a PUT that creates
 * answers 201 with Location and the stored document, a PUT that replaces 204, PATCH and DELETE 204,
 * ReplaceIndividualPolicyDataSubscription 200 with the subscription as granted.
 */
@Component
public class NudrDataRepositoryHandler {

    private static final Pattern HEX = Pattern.compile("[A-Fa-f0-9]*");
    private static final Pattern SD = Pattern.compile("[A-Fa-f0-9]{6}");

    private final PolicyDataService data;
    private final PolicyDataSubscriptionService subscriptions;

    public NudrDataRepositoryHandler(PolicyDataService data, PolicyDataSubscriptionService subscriptions) {
        this.data = data;
        this.subscriptions = subscriptions;
    }

    CompletionStage<SbiResponse> readPolicyData(SbiRequest r) {
        String ueId = ueId(r);
        suppFeat(r);
        Set<String> subsets = null;
        List<String> names = list(r, "data-subset-names");
        if (names != null) {
            if (names.size() < 2) {
                throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "data-subset-names",
                        "at least 2 PolicyDataSubset values (minItems 2)");
            }
            subsets = new LinkedHashSet<>(names);
        }
        return data.readPolicyData(ueId, subsets).thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> readAccessAndMobilityPolicyData(SbiRequest r) {
        return data.read(ueId(r), PolicyDataSet.AM_DATA).thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> readUePolicySet(SbiRequest r) {
        String ueId = ueId(r);
        suppFeat(r);
        return data.read(ueId, PolicyDataSet.UE_POLICY_SET).thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> createOrReplaceUePolicySet(SbiRequest r) {
        return replace(r, PolicyDataSet.UE_POLICY_SET);
    }

    CompletionStage<SbiResponse> updateUePolicySet(SbiRequest r) {
        return data.mergePatch(ueId(r), PolicyDataSet.UE_POLICY_SET, r.json()).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> readSessionManagementPolicyData(SbiRequest r) {
        String ueId = ueId(r);
        suppFeat(r);
        JsonNode snssai = snssai(single(r, "snssai"));
        String dnn = single(r, "dnn");
        if (dnn != null && dnn.isEmpty()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "dnn", "empty");
        }
        List<String> fields = list(r, "fields");
        return data.readSmData(ueId, snssai, dnn, fields).thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> updateSessionManagementPolicyData(SbiRequest r) {
        return data.mergePatch(ueId(r), PolicyDataSet.SM_DATA, r.json()).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> readUsageMonitoringInformation(SbiRequest r) {
        String ueId = ueId(r);
        suppFeat(r);
        return data.readUsageMon(ueId, usageMonId(r)).thenApply(body -> SbiResponse.json(200, body));
    }

    /** The yaml defines 201 only: the answer to a PUT that replaces an existing resource is 201 as well. */
    CompletionStage<SbiResponse> createUsageMonitoringResource(SbiRequest r) {
        String ueId = ueId(r);
        String id = usageMonId(r);
        JsonNode body = r.json();
        return data.putUsageMon(ueId, id, body).thenApply(created -> SbiResponse.json(201, body)
                .header("location", r.apiRoot() + r.path()));
    }

    CompletionStage<SbiResponse> deleteUsageMonitoringInformation(SbiRequest r) {
        return data.deleteUsageMon(ueId(r), usageMonId(r)).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> readOperatorSpecificData(SbiRequest r) {
        String ueId = ueId(r);
        suppFeat(r);
        return data.readOperatorSpecificData(ueId, list(r, "fields")).thenApply(body -> SbiResponse.json(200, body));
    }

    CompletionStage<SbiResponse> replaceOperatorSpecificData(SbiRequest r) {
        return replace(r, PolicyDataSet.OPERATOR_SPECIFIC_DATA);
    }

    CompletionStage<SbiResponse> updateOperatorSpecificData(SbiRequest r) {
        return data.jsonPatch(ueId(r), PolicyDataSet.OPERATOR_SPECIFIC_DATA, r.json()).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> deleteOperatorSpecificData(SbiRequest r) {
        return data.delete(ueId(r), PolicyDataSet.OPERATOR_SPECIFIC_DATA).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> createIndividualPolicyDataSubscription(SbiRequest r) {
        String collection = r.path().endsWith("/") ? r.path().substring(0, r.path().length() - 1) : r.path();
        return subscriptions.create(r.json()).thenApply(c -> SbiResponse.json(201, c.subscription())
                .header("location", r.apiRoot() + collection + "/" + c.subsId()));
    }

    CompletionStage<SbiResponse> replaceIndividualPolicyDataSubscription(SbiRequest r) {
        return subscriptions.replace(r.pathParam("subsId"), r.json()).thenApply(s -> SbiResponse.json(200, s));
    }

    CompletionStage<SbiResponse> deleteIndividualPolicyDataSubscription(SbiRequest r) {
        return subscriptions.delete(r.pathParam("subsId")).thenApply(v -> SbiResponse.noContent());
    }

    /** PUT of a document: 201 with Location and the document when it is new, else 204. */
    private CompletionStage<SbiResponse> replace(SbiRequest r, PolicyDataSet set) {
        String ueId = ueId(r);
        JsonNode body = r.json();
        return data.replace(ueId, set, body).thenApply(created -> created
                ? SbiResponse.json(201, body).header("location", r.apiRoot() + r.path())
                : SbiResponse.noContent());
    }

    /** VarUeId: the yaml's pattern ends in '|.+'; a SUPI or GPSI form that is broken (imsi-12ab) is refused. */
    static String ueId(SbiRequest r) {
        String ueId = SubscriberIdentity.parse(r.pathParam("ueId"), "ueId", Cause.MANDATORY_IE_INCORRECT).value();
        if (ueId.length() > 255) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "ueId", "longer than 255 characters");
        }
        return ueId;
    }

    private static String usageMonId(SbiRequest r) {
        String id = r.pathParam("usageMonId");
        if (id.isEmpty() || id.length() > 255) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "usageMonId", "1 to 255 characters");
        }
        return id;
    }

    /** supp-feat: SupportedFeatures, hexadecimal. This UDR answers alike whatever features the consumer has. */
    private static void suppFeat(SbiRequest r) {
        String f = single(r, "supp-feat");
        if (f != null && !HEX.matcher(f).matches()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "supp-feat", "hexadecimal digits expected");
        }
    }

    /** snssai: a Snssai as JSON (content application/json in the yaml), e.g. {"sst":1,"sd":"000001"}. */
    private static JsonNode snssai(String text) {
        if (text == null) {
            return null;
        }
        JsonNode s;
        try {
            s = Json.parse(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        } catch (SbiException e) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "snssai", "not JSON: a Snssai such as {\"sst\":1,\"sd\":\"000001\"} expected");
        }
        JsonNode sst = s.get("sst");
        JsonNode sd = s.get("sd");
        if (!s.isObject() || sst == null || !sst.isIntegralNumber() || sst.asInt() < 0 || sst.asInt() > 255
                || (sd != null && (!sd.isString() || !SD.matcher(sd.asString()).matches()))) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "snssai", "a Snssai: sst 0-255, sd six hexadecimal digits");
        }
        return s;
    }

    /** A query parameter given at most once, or null. */
    private static String single(SbiRequest r, String name) {
        List<String> values = r.query().get(name);
        if (values == null || values.isEmpty()) {
            return null;
        }
        if (values.size() > 1) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, name, "given more than once");
        }
        return values.get(0);
    }

    /** An array query parameter: comma-separated (style form, explode false) or repeated (explode true); null when absent. */
    private static List<String> list(SbiRequest r, String name) {
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
