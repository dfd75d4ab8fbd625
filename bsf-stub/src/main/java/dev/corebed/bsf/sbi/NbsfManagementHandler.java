package dev.corebed.bsf.sbi;

import dev.corebed.bsf.service.BindingQuery;
import dev.corebed.bsf.service.Bound;
import dev.corebed.bsf.service.BsfCause;
import dev.corebed.bsf.service.BsfSubscriptionService;
import dev.corebed.bsf.service.PcfBindingRules;
import dev.corebed.bsf.service.PcfBindingService;
import dev.corebed.bsf.service.PcfBindingService.ExistingBinding;
import dev.corebed.bsf.service.PcfBindingService.Registered;
import dev.corebed.bsf.service.PcfForUeBindingService;
import dev.corebed.bsf.store.PcfBindingStore.AddressKind;
import dev.corebed.model.ModelException;
import dev.corebed.model.StrictJson;
import dev.corebed.model.common.Ipv4Addrs;
import dev.corebed.model.common.Ipv6Prefixes;
import dev.corebed.model.common.MacAddr48s;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.ts29521.PcfBindingPatch;
import dev.corebed.model.ts29521.PcfForUeBindingPatch;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nbsf_Management on the wire: bodies bound to the Rel-17 model (a refusal is the 400 of TS 29.500 §5.2.7.2),
 * queries turned into typed ones (the route's descriptor has checked each parameter's form), answers per the
 * yaml. The behaviour is in the services.
 */
@Component
public class NbsfManagementHandler {

    static final List<String> ADDRESS_PARAMS = List.of("ipv4Addr", "ipv6Prefix", "macAddr48");

    private final PcfBindingService bindings;
    private final PcfForUeBindingService ueBindings;
    private final BsfSubscriptionService subscriptions;

    public NbsfManagementHandler(PcfBindingService bindings, PcfForUeBindingService ueBindings,
                                 BsfSubscriptionService subscriptions) {
        this.bindings = bindings;
        this.ueBindings = ueBindings;
        this.subscriptions = subscriptions;
    }

    // --- PCF for a PDU session bindings ---

    CompletionStage<SbiResponse> createPcfBinding(SbiRequest r) {
        return bindings.register(PcfBindingRules.bind(r.json())).thenApply(result -> {
            if (result instanceof ExistingBinding existing) {
                return existingBinding(r, existing.bindingResp());
            }
            Registered created = (Registered) result;
            return SbiResponse.json(201, created.binding())
                    .header("location", r.apiRoot() + NbsfManagementRoutes.ROOT + "/pcfBindings/" + created.bindingId());
        });
    }

    /** 403 with ExtProblemDetails: ProblemDetails plus the BindingResp of the binding that exists. */
    private static SbiResponse existingBinding(SbiRequest r, ObjectNode bindingResp) {
        ObjectNode problem = Json.MAPPER.createObjectNode()
                .put("title", "Forbidden")
                .put("status", 403)
                .put("detail", "a PCF binding exists for the parameter combination (paraCom)")
                .put("instance", r.path())
                .put("cause", BsfCause.EXISTING_BINDING_INFO_FOUND);
        problem.setAll(bindingResp);
        return SbiResponse.of(403, SbiResponse.PROBLEM_JSON, Json.write(problem)).cause(BsfCause.EXISTING_BINDING_INFO_FOUND);
    }

    CompletionStage<SbiResponse> getPcfBindings(SbiRequest r) {
        return bindings.discover(bindingQuery(r))
                .thenApply(found -> found.map(b -> SbiResponse.json(200, b)).orElseGet(SbiResponse::noContent));
    }

    /**
     * The query of GetPCFBindings: exactly one UE address (ipv4Addr, ipv6Prefix or macAddr48), and the optional
     * qualifiers. Each parameter's form (the yaml's patterns, snssai as JSON) is checked before the handler.
     */
    static BindingQuery bindingQuery(SbiRequest r) {
        List<String> given = new ArrayList<>();
        for (String p : ADDRESS_PARAMS) {
            if (r.query().containsKey(p)) {
                given.add(p);
            }
        }
        if (given.isEmpty()) {
            throw new SbiException(400, Cause.MANDATORY_QUERY_PARAM_MISSING, "one of ipv4Addr, ipv6Prefix, macAddr48 is mandatory",
                    ADDRESS_PARAMS.stream().map(p -> new InvalidParam(p, "one UE address is mandatory")).toList());
        }
        if (given.size() > 1) {
            throw new SbiException(400, Cause.MANDATORY_QUERY_PARAM_INCORRECT, "one UE address per query, got " + given,
                    given.stream().map(p -> new InvalidParam(p, "only one of ipv4Addr, ipv6Prefix, macAddr48")).toList());
        }
        String name = given.get(0);
        String value = r.queryParam(name);
        AddressKind kind;
        long address = 0;
        Ipv6Prefixes.Prefix v6 = null;
        try {
            switch (name) {
                case "ipv4Addr" -> {
                    kind = AddressKind.IPV4;
                    address = Ipv4Addrs.parse(value);
                }
                case "ipv6Prefix" -> {
                    kind = AddressKind.IPV6;
                    v6 = Ipv6Prefixes.parse(value);
                }
                default -> {
                    kind = AddressKind.MAC;
                    address = MacAddr48s.parse(value);
                }
            }
        } catch (IllegalArgumentException e) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, name, e.getMessage());
        }
        String snssai = r.queryParam("snssai");
        return new BindingQuery(kind, address, v6, r.queryParam("ipDomain"), r.queryParam("dnn"),
                snssai == null ? null : Snssais.key(snssai(snssai)), r.queryParam("supi"), r.queryParam("gpsi"));
    }

    /** The snssai query parameter (JSON, the yaml's content), already checked against Snssai. */
    private static Snssai snssai(String json) {
        try {
            return StrictJson.read(json.getBytes(StandardCharsets.UTF_8), Snssai.class);
        } catch (ModelException e) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "snssai", e.getMessage());
        }
    }

    CompletionStage<SbiResponse> deleteIndPcfBinding(SbiRequest r) {
        return bindings.deregister(r.pathParam("bindingId")).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> updateIndPcfBinding(SbiRequest r) {
        // Every attribute of a patch is optional: a wrong one is OPTIONAL_IE_INCORRECT.
        Bound<PcfBindingPatch> patch = Bound.bind(r.json(), PcfBindingPatch.class, Set.of());
        return bindings.update(r.pathParam("bindingId"), patch).thenApply(b -> SbiResponse.json(200, b));
    }

    // --- subscriptions ---

    CompletionStage<SbiResponse> createIndividualSubscription(SbiRequest r) {
        return subscriptions.create(BsfSubscriptionService.bind(r.json())).thenApply(created -> SbiResponse.json(201,
                        created.subscription())
                .header("location", r.apiRoot() + NbsfManagementRoutes.ROOT + "/subscriptions/" + created.subscriptionId()));
    }

    CompletionStage<SbiResponse> replaceIndividualSubscription(SbiRequest r) {
        return subscriptions.replace(r.pathParam("subId"), BsfSubscriptionService.bind(r.json()))
                .thenApply(b -> SbiResponse.json(200, b));
    }

    CompletionStage<SbiResponse> deleteIndividualSubscription(SbiRequest r) {
        return subscriptions.delete(r.pathParam("subId")).thenApply(v -> SbiResponse.noContent());
    }

    // --- PCF for a UE bindings ---

    CompletionStage<SbiResponse> createPcfForUeBinding(SbiRequest r) {
        return ueBindings.register(PcfForUeBindingService.bind(r.json())).thenApply(created -> SbiResponse.json(201,
                        created.binding())
                .header("location", r.apiRoot() + NbsfManagementRoutes.ROOT + "/pcf-ue-bindings/" + created.bindingId()));
    }

    /** GetPCFForUeBindings: supi and/or gpsi; 200 with an array, empty when none (the yaml has no 204 here). */
    CompletionStage<SbiResponse> getPcfForUeBindings(SbiRequest r) {
        String supi = r.queryParam("supi");
        String gpsi = r.queryParam("gpsi");
        if (supi == null && gpsi == null) {
            throw new SbiException(400, Cause.MANDATORY_QUERY_PARAM_MISSING, "supi or gpsi is mandatory",
                    List.of(new InvalidParam("supi", "supi or gpsi is mandatory"), new InvalidParam("gpsi", "supi or gpsi is mandatory")));
        }
        return ueBindings.discover(supi, gpsi).thenApply(b -> SbiResponse.json(200, b));
    }

    CompletionStage<SbiResponse> deleteIndPcfForUeBinding(SbiRequest r) {
        return ueBindings.deregister(r.pathParam("bindingId")).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> updateIndPcfForUeBinding(SbiRequest r) {
        Bound<PcfForUeBindingPatch> patch = Bound.bind(r.json(), PcfForUeBindingPatch.class, Set.of());
        return ueBindings.update(r.pathParam("bindingId"), patch).thenApply(b -> SbiResponse.json(200, b));
    }
}
