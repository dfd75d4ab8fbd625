package dev.corebed.nrf.sbi;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.model.ts29510.SubscriptionData;
import dev.corebed.model.ts29571.PatchItem;
import dev.corebed.nrf.service.Checked;
import dev.corebed.nrf.service.NfManagementService;
import dev.corebed.nrf.service.NfSubscriptionService;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.StringJoiner;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * HTTP side of Nnrf_NFManagement: status codes, headers and bodies of TS 29.510 §6.1.3. Bodies are bound to the
 * Rel-17 model here (NFProfile, SubscriptionData, a JSON Patch as PatchItems) and refused with the TS 29.500 400
 * when they do not fit it; the services get them checked.
 */
@Component
public class NnrfNfManagementHandler {

    /** The media type of UriList (3GPP hypermedia, TS 29.501 §5.3.12). */
    static final String HAL_JSON = "application/3gppHal+json";
    private static final JavaType PATCH = StrictJson.listOf(PatchItem.class);

    private final NfManagementService service;
    private final NfSubscriptionService subscriptions;

    public NnrfNfManagementHandler(NfManagementService service, NfSubscriptionService subscriptions) {
        this.service = service;
        this.subscriptions = subscriptions;
    }

    /**
     * OPTIONS: the communication options of the NRF. The stub negotiates no optional feature and accepts no
     * content encoding of request bodies, so the answer is 204 with Accept-Encoding: identity (RFC 7694).
     */
    CompletionStage<SbiResponse> optionsNfInstances(SbiRequest request) {
        return CompletableFuture.completedFuture(SbiResponse.noContent().header("accept-encoding", "identity"));
    }

    /**
     * GET /nf-instances: a UriList whose _links hold "self" (this request) and "item" (one link per
     * instance, omitted when there is none: LinksValueSchema has minItems 1), and totalItemCount, the size
     * of the collection the nf-type and limit parameters select, whatever page is shown. The route checked the
     * integers (each at least 1); an empty nf-type names no NF type.
     */
    CompletionStage<SbiResponse> getNfInstances(SbiRequest request) {
        String nfType = request.queryParam("nf-type");
        if (nfType != null && nfType.isEmpty()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "nf-type", "must not be empty");
        }
        Integer limit = integer(request, "limit");
        Integer pageNumber = integer(request, "page-number");
        Integer pageSize = integer(request, "page-size");
        return service.list(nfType, limit, pageNumber, pageSize).thenApply(page -> {
            ObjectNode body = Json.MAPPER.createObjectNode();
            ObjectNode links = body.putObject("_links");
            links.putObject("self").put("href", self(request));
            if (!page.nfInstanceIds().isEmpty()) {
                ArrayNode items = links.putArray("item");
                String base = request.apiRoot() + NnrfNfManagementRoutes.NF_INSTANCES + "/";
                page.nfInstanceIds().forEach(id -> items.addObject().put("href", base + id));
            }
            body.put("totalItemCount", page.total());
            return SbiResponse.of(200, HAL_JSON, Json.write(body));
        });
    }

    /** PUT: 201 with Location for a new instance, 200 for a replacement; the body is the stored NFProfile. */
    CompletionStage<SbiResponse> registerNfInstance(SbiRequest request) {
        String id = request.pathParam("nfInstanceID");
        return service.register(id, checked(request, NFProfile.class)).thenApply(reg -> reg.created()
                ? SbiResponse.json(201, reg.profile()).header("location", request.apiRoot() + NnrfNfManagementRoutes.NF_INSTANCES + "/" + id)
                : SbiResponse.json(200, reg.profile()));
    }

    CompletionStage<SbiResponse> getNfInstance(SbiRequest request) {
        return service.profile(request.pathParam("nfInstanceID")).thenApply(profile -> SbiResponse.json(200, profile));
    }

    /** PATCH: 200 with the updated NFProfile, or 204 for a heartbeat. */
    CompletionStage<SbiResponse> updateNfInstance(SbiRequest request) {
        return service.update(request.pathParam("nfInstanceID"), patch(request))
                .thenApply(profile -> profile == null ? SbiResponse.noContent() : SbiResponse.json(200, profile));
    }

    /** DELETE: 204 once the instance is gone from the data tier; 404 when it was not registered. */
    CompletionStage<SbiResponse> deregisterNfInstance(SbiRequest request) {
        return service.deregister(request.pathParam("nfInstanceID")).thenApply(v -> SbiResponse.noContent());
    }

    /** POST /subscriptions: 201, Location, and the SubscriptionData with subscriptionId and the granted validityTime. */
    CompletionStage<SbiResponse> createSubscription(SbiRequest request) {
        return subscriptions.create(checked(request, SubscriptionData.class)).thenApply(created -> SbiResponse.json(201, created.subscription())
                .header("location", request.apiRoot() + NnrfNfManagementRoutes.SUBSCRIPTIONS + "/" + created.subscriptionId()));
    }

    /** PATCH: 204 when the validityTime asked for is granted, else 200 with the SubscriptionData as granted. */
    CompletionStage<SbiResponse> updateSubscription(SbiRequest request) {
        return subscriptions.update(request.pathParam("subscriptionID"), patch(request))
                .thenApply(data -> data == null ? SbiResponse.noContent() : SbiResponse.json(200, data));
    }

    CompletionStage<SbiResponse> removeSubscription(SbiRequest request) {
        return subscriptions.remove(request.pathParam("subscriptionID")).thenApply(v -> SbiResponse.noContent());
    }

    /** This request's URI, with the query parameters the operation knows. */
    private static String self(SbiRequest request) {
        StringJoiner query = new StringJoiner("&", "?", "").setEmptyValue("");
        for (String name : List.of("nf-type", "limit", "page-number", "page-size")) {
            String value = request.queryParam(name);
            if (value != null) {
                query.add(name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8));
            }
        }
        return request.apiRoot() + NnrfNfManagementRoutes.NF_INSTANCES + query;
    }

    /** An integer query parameter whose form the route checked; one beyond an int counts as the largest int. */
    private static Integer integer(SbiRequest request, String name) {
        String value = request.queryParam(name);
        return value == null ? null : (int) Math.min(Long.parseLong(value), Integer.MAX_VALUE);
    }

    /** The body bound to a model record and validated; the JSON as received is kept beside it. */
    private static <T> Checked<T> checked(SbiRequest request, Class<T> type) {
        JsonNode tree = request.json();
        T value = Json.bind(tree, type);
        return new Checked<>(value, (ObjectNode) tree); // a record binds from an object only
    }

    /** A JSON Patch: an array of PatchItem (TS 29.571), then the operations as RFC 6902 reads them. */
    private static List<JsonPatch.Operation> patch(SbiRequest request) {
        JsonNode tree = request.json();
        try {
            StrictJson.read(tree, PATCH);
        } catch (ModelException e) {
            throw Json.badRequest(e);
        }
        return JsonPatch.parse(tree);
    }
}
