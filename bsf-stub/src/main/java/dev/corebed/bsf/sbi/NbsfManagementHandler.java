package dev.corebed.bsf.sbi;

import dev.corebed.bsf.service.BindingQuery;
import dev.corebed.bsf.service.BsfCause;
import dev.corebed.bsf.service.BsfSubscriptionService;
import dev.corebed.bsf.service.PcfBindingService;
import dev.corebed.bsf.service.PcfBindingService.ExistingBinding;
import dev.corebed.bsf.service.PcfBindingService.Registered;
import dev.corebed.bsf.service.PcfForUeBindingService;
import dev.corebed.bsf.service.Snssais;
import dev.corebed.bsf.service.UeAddress;
import dev.corebed.bsf.store.PcfBindingStore.AddressKind;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.node.ObjectNode;

/** Nbsf_Management on the wire: query parameters and answers per the yaml; the behaviour is in the services. */
@Component
public class NbsfManagementHandler {

    private static final List<String> ADDRESS_PARAMS = List.of("ipv4Addr", "ipv6Prefix", "macAddr48");
    private static final Pattern SUPI = Pattern.compile("^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$");
    private static final Pattern GPSI = Pattern.compile("^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$");
    private static final Pattern HEX = Pattern.compile("^[A-Fa-f0-9]*$");

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
        return bindings.register(r.json()).thenApply(result -> {
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
     * qualifiers. An ipv6Prefix without a length is taken as the /128 the consumer should have appended.
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
        String value = single(r, name, Cause.MANDATORY_QUERY_PARAM_INCORRECT);
        AddressKind kind;
        long address = 0;
        UeAddress.Ipv6Prefix v6 = null;
        try {
            switch (name) {
                case "ipv4Addr" -> {
                    kind = AddressKind.IPV4;
                    address = UeAddress.ipv4(value);
                }
                case "ipv6Prefix" -> {
                    kind = AddressKind.IPV6;
                    v6 = UeAddress.Ipv6Prefix.parse(value);
                }
                default -> {
                    kind = AddressKind.MAC;
                    address = UeAddress.mac48(value);
                }
            }
        } catch (IllegalArgumentException e) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, name, e.getMessage());
        }
        String ipDomain = optional(r, "ipDomain", null, 64);
        String dnn = optional(r, "dnn", null, 100);
        String supi = optional(r, "supi", SUPI, 128);
        String gpsi = optional(r, "gpsi", GPSI, 128);
        optional(r, "supp-feat", HEX, 64);
        String snssai = null;
        String s = optional(r, "snssai", null, 256);
        if (s != null) {
            try {
                snssai = Snssais.key(Json.MAPPER.readTree(s));
            } catch (JacksonException e) {
                snssai = null;
            }
            if (snssai == null) {
                throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "snssai",
                        "not an Snssai in JSON ({\"sst\":1,\"sd\":\"000001\"})");
            }
        }
        return new BindingQuery(kind, address, v6, ipDomain, dnn, snssai, supi, gpsi);
    }

    private static String single(SbiRequest r, String name, String cause) {
        List<String> values = r.query().get(name);
        if (values.size() > 1) {
            throw SbiException.invalidParam(cause, name, "given more than once");
        }
        return values.get(0);
    }

    private static String optional(SbiRequest r, String name, Pattern pattern, int maxLength) {
        if (!r.query().containsKey(name)) {
            return null;
        }
        String v = single(r, name, Cause.OPTIONAL_QUERY_PARAM_INCORRECT);
        if (v.isEmpty() || v.length() > maxLength || (pattern != null && !pattern.matcher(v).matches())) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, name,
                    v.isEmpty() ? "empty" : v.length() > maxLength ? "longer than " + maxLength + " characters" : "malformed");
        }
        return v;
    }

    CompletionStage<SbiResponse> deleteIndPcfBinding(SbiRequest r) {
        return bindings.deregister(r.pathParam("bindingId")).thenApply(v -> SbiResponse.noContent());
    }

    CompletionStage<SbiResponse> updateIndPcfBinding(SbiRequest r) {
        return bindings.update(r.pathParam("bindingId"), r.json()).thenApply(b -> SbiResponse.json(200, b));
    }

    // --- subscriptions ---

    CompletionStage<SbiResponse> createIndividualSubscription(SbiRequest r) {
        return subscriptions.create(r.json()).thenApply(created -> SbiResponse.json(201, created.subscription())
                .header("location", r.apiRoot() + NbsfManagementRoutes.ROOT + "/subscriptions/" + created.subscriptionId()));
    }

    CompletionStage<SbiResponse> replaceIndividualSubscription(SbiRequest r) {
        return subscriptions.replace(r.pathParam("subId"), r.json()).thenApply(b -> SbiResponse.json(200, b));
    }

    CompletionStage<SbiResponse> deleteIndividualSubscription(SbiRequest r) {
        return subscriptions.delete(r.pathParam("subId")).thenApply(v -> SbiResponse.noContent());
    }

    // --- PCF for a UE bindings ---

    CompletionStage<SbiResponse> createPcfForUeBinding(SbiRequest r) {
        return ueBindings.register(r.json()).thenApply(created -> SbiResponse.json(201, created.binding())
                .header("location", r.apiRoot() + NbsfManagementRoutes.ROOT + "/pcf-ue-bindings/" + created.bindingId()));
    }

    /** GetPCFForUeBindings: supi and/or gpsi; 200 with an array, empty when none (the yaml has no 204 here). */
    CompletionStage<SbiResponse> getPcfForUeBindings(SbiRequest r) {
        String supi = optional(r, "supi", SUPI, 128);
        String gpsi = optional(r, "gpsi", GPSI, 128);
        optional(r, "supp-feat", HEX, 64);
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
        return ueBindings.update(r.pathParam("bindingId"), r.json()).thenApply(b -> SbiResponse.json(200, b));
    }
}
