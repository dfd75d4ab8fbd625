package dev.corebed.testkit;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** The BSF stub's management API: {@link StubClient}'s, and its PCF bindings. */
public class BsfClient extends StubClient {

    private static final String BINDINGS = "/admin/v1/bsf/pcf-bindings";

    protected BsfClient(URI adminUri) {
        super(adminUri);
    }

    public static BsfClient of(URI adminUri) {
        return new BsfClient(adminUri);
    }

    public static BsfClient of(String adminUri) {
        return of(URI.create(adminUri));
    }

    /**
     * One page of PCF for a PDU session bindings, in bindingId order: each {@code {bindingId, createdAt,
     * updatedAt, pcfBinding}}; {@code next} is the {@code after} of the next page, null on the last.
     */
    public record Page(List<JsonNode> pcfBindings, String next) {}

    public Page pcfBindings(int limit, String after) {
        String path = BINDINGS + "?limit=" + limit + (after != null ? "&after=" + ManagementHttp.encode(after) : "");
        JsonNode n = http().get(path);
        List<JsonNode> items = new ArrayList<>();
        n.path("pcfBindings").forEach(items::add);
        return new Page(List.copyOf(items), n.hasNonNull("next") ? n.get("next").asString() : null);
    }

    /** Every PCF for a PDU session binding, page after page. */
    public List<JsonNode> pcfBindings() {
        List<JsonNode> out = new ArrayList<>();
        String after = null;
        do {
            Page page = pcfBindings(1000, after);
            out.addAll(page.pcfBindings());
            after = page.next();
        } while (after != null);
        return out;
    }

    /** One binding as stored ({@code {bindingId, createdAt, updatedAt, pcfBinding}}), or empty. */
    public Optional<JsonNode> pcfBinding(String bindingId) {
        return Optional.ofNullable(find(BINDINGS + "/" + ManagementHttp.encode(bindingId)));
    }

    /** How many bindings are stored: {@code {"pcfBindings":n,"pcfUeBindings":m}}. */
    public JsonNode countPcfBindings() {
        return http().get(BINDINGS + "/count");
    }

    /** Removes every PCF for a PDU session binding. */
    public void clearPcfBindings() {
        http().delete(BINDINGS);
    }
}
