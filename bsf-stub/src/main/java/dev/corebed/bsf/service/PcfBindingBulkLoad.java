package dev.corebed.bsf.service;

import dev.corebed.bsf.service.PcfBindingRules.BindingKeys;
import dev.corebed.bsf.store.PcfBindingBulkStore;
import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.model.common.Ipv4Addrs;
import dev.corebed.model.common.Ipv6Prefixes;
import dev.corebed.model.common.MacAddr48s;
import dev.corebed.model.ts29521.PcfBinding;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import java.time.Clock;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Bulk provisioning of PCF for a PDU session bindings for benchmark populations: {@code count} bindings made
 * from a template PcfBinding whose UE address(es) and identities are the first ones. Binding i has
 * ipv4Addr + i, the i-th next ipv6Prefix of the template's length (at most /64), macAddr48 + i, the SUPI
 * imsi-(digits + i) and the GPSI msisdn-(digits + i) (same width), each when the template has it; everything
 * else is copied. The first and last bindings pass the same checks as CreatePCFBinding. Rows go in with
 * multi-row INSERTs on {@code streams} data-tier threads at once, without the same-address check of a create:
 * load a range that holds no bindings.
 */
public final class PcfBindingBulkLoad {

    public static final long MAX_COUNT = 50_000_000L;
    /**
     * Insert streams when the request names none. On the embedded database two streams loaded no faster than one
     * (200,000 rows: 6.0–8.6 s either way, alternating, on the shared 2-core machine); a SQL node with more cores,
     * or an NDB Cluster spreading rows over its data nodes, may gain from more.
     */
    public static final int DEFAULT_STREAMS = 1;
    public static final int MAX_STREAMS = 16;
    private static final Pattern NUMBERED = Pattern.compile("^(imsi-|msisdn-)([0-9]{5,15})$");

    /**
     * The request of {@code POST /admin/v1/bsf/pcf-bindings/bulk}, bound as a body of the SBI is.
     *
     * @param count    the bindings to make
     * @param streams  data-tier threads inserting at once (default {@value #DEFAULT_STREAMS})
     * @param template the first binding, a PcfBinding that CreatePCFBinding would take
     */
    public record Request(@NotNull @Min(1) @Max(MAX_COUNT) Long count, @Min(1) @Max(MAX_STREAMS) Integer streams,
                          @NotNull @Valid PcfBinding template) {}

    /** The template's UE and PCF addresses answered as CreatePCFBinding answers them. */
    private static final Set<String> CONDITIONAL = PcfBindingRules.CONDITIONAL.stream().map(p -> "/template" + p)
            .collect(Collectors.toUnmodifiableSet());

    private final PcfBindingBulkStore store;
    private final BsfMetrics metrics;
    private final Clock clock;

    public PcfBindingBulkLoad(PcfBindingBulkStore store, BsfMetrics metrics, Clock clock) {
        this.store = store;
        this.metrics = metrics;
        this.clock = clock;
    }

    /** What a load did: the bindings it made, the first and last of them, and how long it took. */
    public record Result(long count, String firstBindingId, String lastBindingId, JsonNode first, JsonNode last, long millis) {}

    /** The request body bound; the template's attributes are named under /template. */
    public static Bound<Request> bind(JsonNode body) {
        return Bound.bind(body, Request.class, CONDITIONAL);
    }

    public CompletableFuture<Result> load(Bound<Request> request) {
        long count = request.value().count();
        Integer streams = request.value().streams();
        PcfBinding template = request.value().template();
        ObjectNode t = (ObjectNode) request.json().get("template").deepCopy();
        Generator check = new Generator(t.deepCopy(), template, count);

        long now = clock.millis();
        LongFunction<String> ids = BindingIds.sequence(now);
        JsonNode first = Json.parse(check.body(0));
        JsonNode last = Json.parse(check.body(count - 1));
        long started = System.nanoTime();
        return store.bulkInsert(count, streams == null ? DEFAULT_STREAMS : streams,
                () -> {
                    // One generator (one mutable document) per stream: the streams run on several data-tier threads.
                    Generator g = new Generator(t.deepCopy(), template, count);
                    return i -> g.row(ids.apply(i), i, now);
                }).thenApply(n -> {
            metrics.bulkLoaded.increment(n);
            return new Result(n, ids.apply(0), ids.apply(count - 1), first, last, (System.nanoTime() - started) / 1_000_000);
        });
    }

    /** Makes binding i from the template; one instance per load, used by one thread at a time. */
    private static final class Generator {
        private final ObjectNode doc;
        private final BindingKeys base;
        private final String supiPrefix;
        private final long supiFirst;
        private final int supiWidth;
        private final String gpsiPrefix;
        private final long gpsiFirst;
        private final int gpsiWidth;
        private final int v6Shift;

        Generator(ObjectNode doc, PcfBinding template, long count) {
            base = underTemplate(() -> PcfBindingRules.check(template));
            this.doc = doc;
            long lastOffset = count - 1;
            if (base.ipv4() != null && base.ipv4() + lastOffset > 0xFFFF_FFFFL) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/count", "ipv4Addr would run past 255.255.255.255");
            }
            if (base.mac() != null && base.mac() + lastOffset > 0xFFFF_FFFF_FFFFL) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/count", "macAddr48 would run past ff-ff-ff-ff-ff-ff");
            }
            if (base.ipv6() != null) {
                int len = base.ipv6().len();
                if (len > 64 || len < 1) {
                    throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/template/ipv6Prefix",
                            "a bulk load counts prefixes of /1 to /64");
                }
                v6Shift = 64 - len;
                long index = base.ipv6().high() >>> v6Shift; // the prefix's number among those of its length
                long max = len == 64 ? -1L : (1L << len) - 1;
                if (Long.compareUnsigned(lastOffset, max - index) > 0) {
                    throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/count", "ipv6Prefix would run past the last prefix");
                }
            } else {
                v6Shift = 0;
            }
            Matcher supi = numbered(template.supi(), "supi", "imsi-");
            supiPrefix = supi == null ? null : supi.group(1);
            supiFirst = supi == null ? 0 : Long.parseLong(supi.group(2));
            supiWidth = supi == null ? 0 : supi.group(2).length();
            check(supi, supiFirst, supiWidth, lastOffset, "/template/supi");
            Matcher gpsi = numbered(template.gpsi(), "gpsi", "msisdn-");
            gpsiPrefix = gpsi == null ? null : gpsi.group(1);
            gpsiFirst = gpsi == null ? 0 : Long.parseLong(gpsi.group(2));
            gpsiWidth = gpsi == null ? 0 : gpsi.group(2).length();
            check(gpsi, gpsiFirst, gpsiWidth, lastOffset, "/template/gpsi");
            byte[] last = body(lastOffset);
            underTemplate(() -> PcfBindingRules.check(PcfBindingRules.bind(Json.parse(last)).value()));
        }

        /** The same answer as a create would get, its attributes under /template. */
        private static <T> T underTemplate(Supplier<T> check) {
            try {
                return check.get();
            } catch (SbiException e) {
                throw e.under("/template");
            }
        }

        private static Matcher numbered(String value, String name, String prefix) {
            if (value == null) {
                return null;
            }
            Matcher m = NUMBERED.matcher(value);
            if (!m.matches() || !m.group(1).equals(prefix)) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/template/" + name,
                        "a bulk load counts up " + prefix + "<5 to 15 digits> only");
            }
            return m;
        }

        private static void check(Matcher m, long first, int width, long lastOffset, String param) {
            if (m != null && Long.toString(first + lastOffset).length() > width) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/count", param + " would run past " + "9".repeat(width));
            }
        }

        byte[] body(long i) {
            if (base.ipv4() != null) {
                doc.put("ipv4Addr", Ipv4Addrs.format(base.ipv4() + i));
            }
            if (base.ipv6() != null) {
                doc.put("ipv6Prefix", v6(i).toString());
            }
            if (base.mac() != null) {
                doc.put("macAddr48", MacAddr48s.format(base.mac() + i));
            }
            if (supiPrefix != null) {
                doc.put("supi", supiPrefix + pad(supiFirst + i, supiWidth));
            }
            if (gpsiPrefix != null) {
                doc.put("gpsi", gpsiPrefix + pad(gpsiFirst + i, gpsiWidth));
            }
            return Json.write(doc);
        }

        private Ipv6Prefixes.Prefix v6(long i) {
            return new Ipv6Prefixes.Prefix(base.ipv6().high() + (i << v6Shift), 0, base.ipv6().len());
        }

        PcfBindingRow row(String id, long i, long now) {
            byte[] body = body(i);
            Ipv6Prefixes.Prefix v6 = base.ipv6() == null ? null : v6(i);
            return new PcfBindingRow(id, base.ipv4() == null ? null : base.ipv4() + i, base.ipDomain(),
                    v6 == null ? null : v6.high(), null, v6 == null ? null : v6.len(),
                    base.mac() == null ? null : base.mac() + i,
                    supiPrefix == null ? base.supi() : supiPrefix + pad(supiFirst + i, supiWidth),
                    gpsiPrefix == null ? base.gpsi() : gpsiPrefix + pad(gpsiFirst + i, gpsiWidth),
                    base.dnn(), base.snssai(), body, now, now);
        }

        private static String pad(long n, int width) {
            String s = Long.toString(n);
            return s.length() >= width ? s : "0".repeat(width - s.length()) + s;
        }
    }
}
