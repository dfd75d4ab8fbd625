package dev.corebed.sbi.admin;

import dev.corebed.core.rules.Match;
import dev.corebed.core.rules.OperationCatalog;
import dev.corebed.core.rules.Rule;
import dev.corebed.core.rules.RuleBook;
import dev.corebed.core.rules.RuleException;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The management API of one kind of rule, fault rules ({@code /admin/v1/faults}) or scripted answers
 * ({@code /admin/v1/answers}), with the same verbs for both:
 *
 * <pre>
 * GET    {base}           the rules, in the order they are tried, each with "applied" (and "remaining" when it has times)
 * POST   {base}           add a rule (id generated when absent) → 201 + Location
 * DELETE {base}           remove all → 204
 * GET    {base}/{id}      → 200, 404 when unknown
 * PUT    {base}/{id}      add or replace → 201 / 200 (counters start again)
 * DELETE {base}/{id}      → 204, 404 when unknown
 * </pre>
 *
 * A body with an unknown field, a wrong value, or selectors naming nothing this stub serves is refused
 * with 400 naming the field.
 */
public final class RuleAdminRoutes<R extends Rule<R>> implements AdminRoutes {

    private final String base;
    private final String operationSuffix;
    private final String noun;
    private final Class<R> type;
    private final RuleBook<R> book;
    private final OperationCatalog catalog;

    /**
     * @param operationSuffix names the routes' operations ("Fault": listFaults, addFault...)
     * @param noun            names a rule in messages ("fault rule")
     */
    public RuleAdminRoutes(String base, String operationSuffix, String noun, Class<R> type, RuleBook<R> book,
                           OperationCatalog catalog) {
        this.base = base;
        this.operationSuffix = operationSuffix;
        this.noun = noun;
        this.type = type;
        this.book = book;
        this.catalog = catalog;
    }

    @Override
    public List<Route> routes() {
        String one = operationSuffix;
        String all = operationSuffix + "s";
        return List.of(
                Route.get(base).service("admin").operation("list" + all).to(r -> done(SbiResponse.json(200, list()))),
                Route.post(base).service("admin").operation("add" + one).json().to(this::add),
                Route.delete(base).service("admin").operation("clear" + all).to(r -> {
                    book.clear();
                    return done(SbiResponse.noContent());
                }),
                Route.get(base + "/{id}").service("admin").operation("get" + one).to(this::get),
                Route.put(base + "/{id}").service("admin").operation("put" + one).json().to(this::put),
                Route.delete(base + "/{id}").service("admin").operation("remove" + one).to(this::remove));
    }

    private ArrayNode list() {
        ArrayNode out = Json.MAPPER.createArrayNode();
        book.entries().forEach(e -> out.add(view(e)));
        return out;
    }

    /** A rule as stored, with its counters. */
    static <R extends Rule<R>> ObjectNode view(RuleBook.Entry<R> e) {
        ObjectNode n = Json.MAPPER.valueToTree(e.rule());
        n.put("applied", e.applied());
        if (e.remaining() != null) {
            n.put("remaining", e.remaining());
        }
        return n;
    }

    private CompletionStage<SbiResponse> add(SbiRequest r) {
        RuleBook.Entry<R> stored = store(AdminBodies.read(r, type));
        return done(SbiResponse.json(201, view(stored)).header("location", r.apiRoot() + base + "/" + stored.rule().id()));
    }

    private CompletionStage<SbiResponse> put(SbiRequest r) {
        String id = r.pathParam("id");
        R rule = AdminBodies.read(r, type);
        if (rule.id() != null && !rule.id().equals(id)) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/id", "differs from the id in the URI");
        }
        boolean existed = book.get(id) != null;
        RuleBook.Entry<R> stored = store(rule.withId(id));
        SbiResponse response = SbiResponse.json(existed ? 200 : 201, view(stored));
        return done(existed ? response : response.header("location", r.apiRoot() + base + "/" + id));
    }

    private CompletionStage<SbiResponse> get(SbiRequest r) {
        RuleBook.Entry<R> e = book.get(r.pathParam("id"));
        if (e == null) {
            throw SbiException.notFound("no " + noun + " " + r.pathParam("id"));
        }
        return done(SbiResponse.json(200, view(e)));
    }

    private CompletionStage<SbiResponse> remove(SbiRequest r) {
        if (!book.remove(r.pathParam("id"))) {
            throw SbiException.notFound("no " + noun + " " + r.pathParam("id"));
        }
        return done(SbiResponse.noContent());
    }

    private RuleBook.Entry<R> store(R rule) {
        List<RuleException> problems = new ArrayList<>(catalog.check("", rule.nf(), rule.service(), rule.operation()));
        Match m = rule.match();
        if (m != null) {
            problems.addAll(catalog.check("/match", m.nf(), m.service(), m.operation()));
        }
        if (!problems.isEmpty()) {
            throw AdminBodies.invalid(problems.get(0));
        }
        try {
            return book.put(rule);
        } catch (RuleException e) {
            throw AdminBodies.invalid(e);
        }
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }
}
