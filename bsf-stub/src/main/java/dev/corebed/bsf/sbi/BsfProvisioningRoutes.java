package dev.corebed.bsf.sbi;

import dev.corebed.bsf.service.BindingAudit;
import dev.corebed.bsf.service.PcfBindingBulkLoad;
import dev.corebed.bsf.service.PcfBindingService;
import dev.corebed.bsf.service.PcfForUeBindingService;
import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminRoutes;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.convert.DurationStyle;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Provisioning and inspection of the BSF's bindings on the management port, through the services as the SBI's
 * operations go. Bad input is a ProblemDetails and stores nothing.
 *
 * <pre>
 * GET    /admin/v1/bsf/pcf-bindings?limit=&after=  a page: {pcfBindings: [{bindingId, createdAt, updatedAt, pcfBinding}], next}
 *                                               in binding id order; next (absent on the last page) is the after of the next one
 * POST   /admin/v1/bsf/pcf-bindings/bulk        {count, template: PcfBinding, streams} → 201 {count, first.., last.., millis}
 * GET    /admin/v1/bsf/pcf-bindings/count       → {pcfBindings, pcfUeBindings}
 * GET    /admin/v1/bsf/pcf-bindings/{bindingId} → {bindingId, createdAt, updatedAt, pcfBinding}
 * DELETE /admin/v1/bsf/pcf-bindings             → 204, every PCF for a PDU session binding removed
 * DELETE /admin/v1/bsf/pcf-bindings?first-binding-id=&last-binding-id= → 200 {pcfBindings}: those of one bulk load
 * POST   /admin/v1/bsf/audit?max-age=10m        → the stale-binding audit now: {pcfBindings, pcfUeBindings} removed
 * </pre>
 */
@Component
public class BsfProvisioningRoutes implements AdminRoutes {

    static final String BINDINGS = "/admin/v1/bsf/pcf-bindings";
    static final int DEFAULT_PAGE = 100;
    static final int MAX_PAGE = 1000;
    private static final Logger log = LoggerFactory.getLogger(BsfProvisioningRoutes.class);

    private final PcfBindingBulkLoad bulk;
    private final PcfBindingService bindings;
    private final PcfForUeBindingService ueBindings;
    private final BindingAudit audit;

    public BsfProvisioningRoutes(PcfBindingBulkLoad bulk, PcfBindingService bindings, PcfForUeBindingService ueBindings,
                                 BindingAudit audit) {
        this.bulk = bulk;
        this.bindings = bindings;
        this.ueBindings = ueBindings;
        this.audit = audit;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(BINDINGS).service("admin").operation("listPcfBindings").query("limit", "after").to(this::list),
                Route.post(BINDINGS + "/bulk").service("admin").operation("bulkLoadPcfBindings").json().to(this::bulkLoad),
                Route.get(BINDINGS + "/count").service("admin").operation("countPcfBindings").to(this::count),
                Route.get(BINDINGS + "/{bindingId}").service("admin").operation("getPcfBinding").to(this::get),
                Route.delete(BINDINGS).service("admin").operation("clearPcfBindings")
                        .query("first-binding-id", "last-binding-id").to(this::clear),
                Route.post("/admin/v1/bsf/audit").service("admin").operation("runAudit").query("max-age").to(this::audit));
    }

    private CompletionStage<SbiResponse> bulkLoad(SbiRequest r) {
        JsonNode body = r.json();
        // The template is a PcfBinding (extensible, TS 29.500 §6.2); the request around it is the management API's own.
        AdminBodies.only(body, "", Set.of("count", "template", "streams"));
        return bulk.load(PcfBindingBulkLoad.bind(body)).thenApply(result -> {
            log.info("bulk load: {} PCF bindings in {} ms ({} per second)", result.count(), result.millis(),
                    result.millis() == 0 ? result.count() : result.count() * 1000 / result.millis());
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("count", result.count());
            answer.put("firstBindingId", result.firstBindingId());
            answer.put("lastBindingId", result.lastBindingId());
            answer.put("first", addresses(result.first()));
            answer.put("last", addresses(result.last()));
            answer.put("millis", result.millis());
            return SbiResponse.json(201, answer);
        });
    }

    /** The attributes a bulk load counts up, as the binding has them. */
    private static Map<String, Object> addresses(JsonNode binding) {
        Map<String, Object> a = new LinkedHashMap<>();
        for (String name : List.of("ipv4Addr", "ipv6Prefix", "macAddr48", "supi", "gpsi")) {
            if (binding.hasNonNull(name)) {
                a.put(name, binding.get(name).asString());
            }
        }
        return a;
    }

    /** Every binding; or, with both ids, those between them (a bulk load's), leaving the others alone. */
    private CompletionStage<SbiResponse> clear(SbiRequest r) {
        String first = r.queryParam("first-binding-id");
        String last = r.queryParam("last-binding-id");
        if (first == null && last == null) {
            return bindings.removeAll().thenApply(v -> SbiResponse.noContent());
        }
        if (first == null || last == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_MISSING, first == null ? "first-binding-id" : "last-binding-id",
                    "both ids or neither");
        }
        return bindings.removeRange(first, last).thenApply(n -> SbiResponse.json(200, Map.of("pcfBindings", n)));
    }

    private CompletionStage<SbiResponse> count(SbiRequest r) {
        return bindings.count().thenCombine(ueBindings.count(), (pdu, ue) -> SbiResponse.json(200,
                Map.of("pcfBindings", pdu, "pcfUeBindings", ue)));
    }

    private CompletionStage<SbiResponse> get(SbiRequest r) {
        String id = r.pathParam("bindingId");
        return bindings.stored(id).thenApply(found -> SbiResponse.json(200,
                view(found.orElseThrow(() -> SbiException.notFound("no PCF for a PDU session binding " + id)))));
    }

    private static Map<String, Object> view(PcfBindingRow row) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("bindingId", row.bindingId());
        answer.put("createdAt", Instant.ofEpochMilli(row.createdAt()).toString());
        answer.put("updatedAt", Instant.ofEpochMilli(row.updatedAt()).toString());
        answer.put("pcfBinding", Json.parse(row.body()));
        return answer;
    }

    private CompletionStage<SbiResponse> list(SbiRequest r) {
        String limitText = r.queryParam("limit");
        int limit = DEFAULT_PAGE;
        if (limitText != null) {
            try {
                limit = Integer.parseInt(limitText);
            } catch (NumberFormatException e) {
                limit = -1;
            }
            if (limit < 1 || limit > MAX_PAGE) {
                throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "limit", "1 to " + MAX_PAGE);
            }
        }
        int size = limit;
        return bindings.list(r.queryParam("after"), size).thenApply(rows -> {
            Map<String, Object> page = new LinkedHashMap<>();
            page.put("pcfBindings", rows.stream().map(BsfProvisioningRoutes::view).toList());
            if (rows.size() == size) {
                page.put("next", rows.get(rows.size() - 1).bindingId());
            }
            return SbiResponse.json(200, page);
        });
    }

    private CompletionStage<SbiResponse> audit(SbiRequest r) {
        String maxAge = r.queryParam("max-age");
        BindingAuditCall call;
        if (maxAge == null) {
            call = audit::run;
        } else {
            Duration age;
            try {
                age = DurationStyle.detectAndParse(maxAge);
            } catch (IllegalArgumentException e) {
                throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "max-age", "a duration (90s, 10m, 24h)");
            }
            if (age.isNegative()) {
                throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "max-age", "not negative");
            }
            call = () -> audit.run(age);
        }
        return call.run().thenApply(result -> SbiResponse.json(200,
                Map.of("pcfBindings", result.pduSessionBindings(), "pcfUeBindings", result.ueBindings())));
    }

    @FunctionalInterface
    private interface BindingAuditCall {
        java.util.concurrent.CompletableFuture<BindingAudit.Result> run();
    }
}
