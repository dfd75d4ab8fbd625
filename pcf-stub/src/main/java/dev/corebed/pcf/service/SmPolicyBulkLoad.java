package dev.corebed.pcf.service;

import dev.corebed.pcf.store.SmPolicyRow;
import dev.corebed.pcf.store.SmPolicyStore;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;
import tools.jackson.databind.node.ObjectNode;

/**
 * A population of SM policy associations written straight to the data tier (the seed's runs start with hundreds of
 * thousands to millions of sessions in the PCF's database): {@code count} associations of SUPIs {@code prefix + (first
 * + i)}, UE IPv4 addresses from {@code ipv4First} up, one DNN and S-NSSAI, each with the decision the PCF makes for
 * such a session without peers (the same for all: made once). They hold nothing at the peers (no UDR, CHF or BSF
 * subscription): a population to be found, updated and deleted, not sessions the peers know. Ids are consecutive
 * within the load, so the load is removed by its id range.
 */
public final class SmPolicyBulkLoad {

    /** The load's request. */
    public record Request(String prefix, String first, long count, String dnn, ObjectNode snssai, String ipv4First,
                          String notificationUri, int pduSessionId, int connections) {}

    /** What was written: the ids of the first and last association (the range to delete), the time it took. */
    public record Loaded(long count, String firstId, String lastId, String firstSupi, String lastSupi, long millis) {}

    private final SmPolicyStore store;
    private final SmPolicyDecisions decisions;
    private final SmPolicyOptions options;
    private final PcfMetrics metrics;
    private final Clock clock;
    private final long maxCount;

    public SmPolicyBulkLoad(SmPolicyStore store, SmPolicyDecisions decisions, SmPolicyOptions options, PcfMetrics metrics,
                            Clock clock, long maxCount) {
        this.store = store;
        this.decisions = decisions;
        this.options = options;
        this.metrics = metrics;
        this.clock = clock;
        this.maxCount = maxCount;
    }

    public CompletableFuture<Loaded> load(Request r) {
        if (r.count() < 1 || r.count() > maxCount) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/count", "1 to " + maxCount);
        }
        if (!r.first().matches("[0-9]{1,18}") || Long.toString(Long.parseLong(r.first()) + r.count() - 1).length() > r.first().length()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/first", "digits, with room for count numbers of its width");
        }
        long ipv4 = Keys.ipv4(r.ipv4First());
        if (ipv4 + r.count() - 1 > 0xFFFF_FFFFL) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/ipv4First", "no room for count addresses");
        }
        String snssaiKey = Keys.snssai(r.snssai());
        ObjectNode template = Json.MAPPER.createObjectNode().put("supi", "x").put("pduSessionId", r.pduSessionId())
                .put("pduSessionType", "IPV4").put("dnn", r.dnn()).put("notificationUri", r.notificationUri());
        template.set("sliceInfo", r.snssai());
        String decision = Documents.text(decisions.evaluate(template, Json.MAPPER.createObjectNode(), options.fanOut(r.dnn())));
        String inputs = "{}";
        // The context as text around the two values that differ per association.
        String head = "{\"supi\":\"";
        String middle = "\",\"pduSessionId\":" + r.pduSessionId() + ",\"pduSessionType\":\"IPV4\",\"dnn\":" + Json.MAPPER.valueToTree(r.dnn())
                + ",\"notificationUri\":" + Json.MAPPER.valueToTree(r.notificationUri()) + ",\"sliceInfo\":" + r.snssai()
                + ",\"ipv4Address\":\"";
        int width = r.first().length();
        long first = Long.parseLong(r.first());
        LongFunction<String> ids = Ids.sequence();
        long now = clock.millis();
        LongFunction<SmPolicyRow> rows = i -> {
            String supi = r.prefix() + pad(first + i, width);
            long address = ipv4 + i;
            String context = head + supi + middle + dotted(address) + "\"}";
            return new SmPolicyRow(ids.apply(i), SmPolicyService.KIND, supi, null, r.pduSessionId(), r.dnn(), snssaiKey, address, "",
                    null, context, decision, inputs, null, null, null, 1, now, now);
        };
        long t0 = System.nanoTime();
        return store.bulkInsert(r.count(), rows, r.connections()).thenApply(n -> {
            metrics.association("sm", "bulk_loaded");
            return new Loaded(n, ids.apply(0), ids.apply(r.count() - 1), r.prefix() + pad(first, width),
                    r.prefix() + pad(first + r.count() - 1, width), (System.nanoTime() - t0) / 1_000_000);
        });
    }

    public CompletableFuture<Long> delete(String firstId, String lastId) {
        if (!Ids.plausible(firstId) || !Ids.plausible(lastId)) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, "first", "an smPolicyId");
        }
        return store.deleteRange(firstId, lastId);
    }

    static String pad(long n, int width) {
        String s = Long.toString(n);
        return s.length() >= width ? s : "0".repeat(width - s.length()) + s;
    }

    static String dotted(long v) {
        return ((v >>> 24) & 255) + "." + ((v >>> 16) & 255) + "." + ((v >>> 8) & 255) + "." + (v & 255);
    }
}
