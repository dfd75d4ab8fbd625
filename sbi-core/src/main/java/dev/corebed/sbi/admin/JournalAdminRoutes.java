package dev.corebed.sbi.admin;

import dev.corebed.core.journal.Journal;
import dev.corebed.core.journal.JournalEntry;
import dev.corebed.core.journal.JournalQuery;
import dev.corebed.core.rules.RuleException;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The request journal on the management port:
 *
 * <pre>
 * GET    /admin/v1/journal?filters    {"entries":[...],"total":n,"recorded":n,"dropped":n}, newest last
 * GET    /admin/v1/journal/count?filters  {"count":n}
 * DELETE /admin/v1/journal            → 204
 * </pre>
 *
 * Filters are {@link JournalQuery}'s. Reading and rendering run on {@code executor}, not on the I/O
 * thread the SBI traffic shares: 10000 entries with bodies take milliseconds to render.
 */
public final class JournalAdminRoutes implements AdminRoutes {

    static final String JOURNAL = "/admin/v1/journal";

    private final Journal journal;
    private final Executor executor;

    public JournalAdminRoutes(Journal journal, Executor executor) {
        this.journal = journal;
        this.executor = executor;
    }

    @Override
    public List<Route> routes() {
        String[] params = JournalQuery.PARAMETERS.toArray(String[]::new);
        return List.of(
                Route.get(JOURNAL).service("admin").operation("listJournal").query(params).to(this::list),
                Route.get(JOURNAL + "/count").service("admin").operation("countJournal").query(params).to(this::count),
                Route.delete(JOURNAL).service("admin").operation("clearJournal").to(r -> {
                    journal.clear();
                    return CompletableFuture.completedFuture(SbiResponse.noContent());
                }));
    }

    private static JournalQuery query(SbiRequest r) {
        try {
            return JournalQuery.parse(r.query());
        } catch (RuleException e) {
            throw AdminBodies.invalidQuery(e);
        }
    }

    private CompletionStage<SbiResponse> list(SbiRequest r) {
        JournalQuery q = query(r);
        return CompletableFuture.supplyAsync(() -> {
            Journal.Page page = journal.read(q);
            ObjectNode body = Json.MAPPER.createObjectNode();
            ArrayNode entries = body.putArray("entries");
            for (JournalEntry e : page.entries()) {
                entries.add(e.toJson(journal.nf()));
            }
            body.put("total", page.total());
            body.put("recorded", journal.recorded());
            body.put("dropped", journal.dropped());
            return SbiResponse.json(200, body);
        }, executor);
    }

    private CompletionStage<SbiResponse> count(SbiRequest r) {
        JournalQuery q = query(r);
        return CompletableFuture.supplyAsync(() -> SbiResponse.json(200, Map.of("count", journal.count(q))), executor);
    }
}
