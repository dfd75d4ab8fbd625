package dev.corebed.bsf.service;

import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.bsf.store.PcfBindingStore;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    private final PcfBindingStore store;
    private final BsfMetrics metrics;
    private final Clock clock;

    public PcfBindingBulkLoad(PcfBindingStore store, BsfMetrics metrics, Clock clock) {
        this.store = store;
        this.metrics = metrics;
        this.clock = clock;
    }

    /** What a load did: the bindings it made, the first and last of them, and how long it took. */
    public record Result(long count, String firstBindingId, String lastBindingId, JsonNode first, JsonNode last, long millis) {}

    public CompletableFuture<Result> load(Long count, Integer streams, JsonNode template) {
        if (streams != null && (streams < 1 || streams > MAX_STREAMS)) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/streams", "1 to " + MAX_STREAMS);
        }
        if (count == null || count < 1 || count > MAX_COUNT) {
            throw SbiException.invalidParam(count == null ? Cause.MANDATORY_IE_MISSING : Cause.MANDATORY_IE_INCORRECT,
                    "/count", "1 to " + MAX_COUNT);
        }
        if (template == null || !template.isObject()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/template", "a PcfBinding object");
        }
        ObjectNode t = (ObjectNode) template.deepCopy();
        Generator check = new Generator(t.deepCopy(), count);

        long now = clock.millis();
        LongFunction<String> ids = BindingIds.sequence(now);
        JsonNode first = Json.parse(check.body(0));
        JsonNode last = Json.parse(check.body(count - 1));
        long started = System.nanoTime();
        return store.bulkInsert(count, streams == null ? DEFAULT_STREAMS : streams,
                () -> {
                    // One generator (one mutable document) per stream: the streams run on several data-tier threads.
                    Generator g = new Generator(t.deepCopy(), count);
                    return i -> g.row(ids.apply(i), i, now);
                }).thenApply(n -> {
            metrics.bulkLoaded.increment(n);
            return new Result(n, ids.apply(0), ids.apply(count - 1), first, last, (System.nanoTime() - started) / 1_000_000);
        });
    }

    /** Makes binding i from the template; one instance per load, used by one thread at a time. */
    private static final class Generator {
        private final ObjectNode doc;
        private final PcfBindingValidator.BindingKeys base;
        private final String supiPrefix;
        private final long supiFirst;
        private final int supiWidth;
        private final String gpsiPrefix;
        private final long gpsiFirst;
        private final int gpsiWidth;
        private final int v6Shift;

        Generator(ObjectNode template, long count) {
            base = validate(template);
            doc = template;
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
            Matcher supi = numbered(template, "supi", "imsi-");
            supiPrefix = supi == null ? null : supi.group(1);
            supiFirst = supi == null ? 0 : Long.parseLong(supi.group(2));
            supiWidth = supi == null ? 0 : supi.group(2).length();
            check(supi, supiFirst, supiWidth, lastOffset, "/template/supi");
            Matcher gpsi = numbered(template, "gpsi", "msisdn-");
            gpsiPrefix = gpsi == null ? null : gpsi.group(1);
            gpsiFirst = gpsi == null ? 0 : Long.parseLong(gpsi.group(2));
            gpsiWidth = gpsi == null ? 0 : gpsi.group(2).length();
            check(gpsi, gpsiFirst, gpsiWidth, lastOffset, "/template/gpsi");
            validate(Json.parse(body(lastOffset)));
        }

        private static PcfBindingValidator.BindingKeys validate(JsonNode binding) {
            try {
                return PcfBindingValidator.validate(binding);
            } catch (SbiException e) {
                // The same answer as a create would get, its attributes under /template.
                throw new SbiException(400, e.cause(), "template: " + e.getMessage(),
                        e.toProblem(null).invalidParams() == null ? null : e.toProblem(null).invalidParams().stream()
                                .map(p -> new dev.corebed.sbi.ProblemDetails.InvalidParam("/template" + p.param(), p.reason())).toList());
            }
        }

        private static Matcher numbered(ObjectNode t, String name, String prefix) {
            JsonNode v = t.get(name);
            if (v == null || v.isNull()) {
                return null;
            }
            Matcher m = NUMBERED.matcher(v.asString());
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
                doc.put("ipv4Addr", UeAddress.ipv4(base.ipv4() + i));
            }
            if (base.ipv6() != null) {
                doc.put("ipv6Prefix", v6(i).toString());
            }
            if (base.mac() != null) {
                doc.put("macAddr48", UeAddress.mac48(base.mac() + i));
            }
            if (supiPrefix != null) {
                doc.put("supi", supiPrefix + pad(supiFirst + i, supiWidth));
            }
            if (gpsiPrefix != null) {
                doc.put("gpsi", gpsiPrefix + pad(gpsiFirst + i, gpsiWidth));
            }
            return Json.write(doc);
        }

        private UeAddress.Ipv6Prefix v6(long i) {
            return new UeAddress.Ipv6Prefix(base.ipv6().high() + (i << v6Shift), 0, base.ipv6().len());
        }

        PcfBindingRow row(String id, long i, long now) {
            byte[] body = body(i);
            UeAddress.Ipv6Prefix v6 = base.ipv6() == null ? null : v6(i);
            return new PcfBindingRow(id, base.ipv4() == null ? null : base.ipv4() + i, base.ipDomain(),
                    v6 == null ? null : v6.key(), null, v6 == null ? null : v6.len(),
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
