package dev.corebed.pcf;

import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.ConcurrentHistogram;

/**
 * The load of bench/pcf-bench.sh, over h2c with sbi-core's SbiClient, {@code concurrency} sessions at a time (one
 * starts when one ends), each the seed's call model played by one SMF or AMF:
 * <ul>
 *   <li>{@code sm}: 3.2.4's internet DNN, CreateSMPolicy, {@code updates} UpdateSMPolicy (a cell change reported with
 *       USER_LOCATION_CH) and DeleteSMPolicy, each request sent when the previous one was answered;</li>
 *   <li>{@code amue}: 3.2.9's AM/UE 1:0:1 with N1N2, an AM and a UE policy association created, then both deleted (the
 *       PCF's N1N2 subscription, container transfer and unsubscription at the AMF simulator follow from them).</li>
 * </ul>
 * Prints per round sessions/s, requests/s and p50/p99 per operation as this client sees them (request sent to answer
 * received, HdrHistogram). Loopback only, bounded.
 *
 * <p>Arguments: mode, PCF apiRoot, callback base (the SMF's or AMF's simulator), first SUPI digits (15), subscribers,
 * warm-up sessions, rounds, sessions per round, concurrency, updates per session.
 */
public final class PcfSessionBench {

    private PcfSessionBench() {}

    record Config(String mode, String pcf, String callbacks, long firstSupi, long subscribers, int concurrency, int updates) {}

    /** The latencies of one operation, in microseconds. */
    record Op(String name, ConcurrentHistogram micros) {
        Op(String name) {
            this(name, new ConcurrentHistogram(60_000_000L, 3));
        }

        void add(long nanos) {
            micros.recordValue(Math.min(60_000_000L, Math.max(1, nanos / 1000)));
        }

        double p(double q) {
            return micros.getValueAtPercentile(q * 100) / 1000.0;
        }
    }

    record Round(int sessions, long nanos, List<Op> ops, AtomicLong requests, AtomicInteger failures) {}

    public static void main(String[] args) throws Exception {
        Config c = new Config(args[0], args[1], args[2], Long.parseLong(args[3]), Long.parseLong(args[4]),
                Integer.parseInt(args[8]), Integer.parseInt(args[9]));
        int warmup = Integer.parseInt(args[5]);
        int rounds = Integer.parseInt(args[6]);
        int sessions = Integer.parseInt(args[7]);
        SbiClient client = new SbiClient(new SbiClientConfig(2, 8192, Duration.ofSeconds(2), Duration.ofSeconds(30),
                1 << 20, true, null, null));
        // Each process takes its own UE addresses and session keys: warm-up and rounds may run in separate processes.
        AtomicLong next = new AtomicLong(ProcessHandle.current().pid() % 4096 * 100_000L);
        if (warmup > 0) {
            Round w = run(client, c, warmup, next);
            System.out.printf("warm-up: %d sessions in %.2f s, failures %d%n", warmup, w.nanos() / 1e9, w.failures().get());
        }
        List<Double> rates = new ArrayList<>();
        List<Double> requestRates = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            Round round = run(client, c, sessions, next);
            double seconds = round.nanos() / 1e9;
            rates.add(round.sessions() / seconds);
            requestRates.add(round.requests().get() / seconds);
            StringBuilder line = new StringBuilder(String.format("round %d: %d sessions in %.2f s: %.1f sessions/s, %.0f requests/s;",
                    r, round.sessions(), seconds, round.sessions() / seconds, round.requests().get() / seconds));
            for (Op op : round.ops()) {
                line.append(String.format(" %s p50 %.2f p99 %.2f ms;", op.name(), op.p(0.5), op.p(0.99)));
            }
            System.out.println(line.append(" failures ").append(round.failures().get()));
        }
        if (rounds > 0) {
            rates.sort(null);
            requestRates.sort(null);
            System.out.printf("RESULT sessions/s median %.1f, requests/s median %.0f, concurrency %d%n",
                    rates.get(rates.size() / 2), requestRates.get(requestRates.size() / 2), c.concurrency());
        }
        client.close();
    }

    static Round run(SbiClient client, Config c, int sessions, AtomicLong next) throws Exception {
        List<Op> ops = c.mode().equals("sm") ? List.of(new Op("create"), new Op("update"), new Op("delete"))
                : List.of(new Op("am-create"), new Op("ue-create"), new Op("am-delete"), new Op("ue-delete"));
        AtomicInteger started = new AtomicInteger();
        AtomicInteger failures = new AtomicInteger();
        AtomicLong requests = new AtomicLong();
        List<CompletableFuture<Void>> workers = new ArrayList<>();
        long t0 = System.nanoTime();
        for (int w = 0; w < Math.min(c.concurrency(), sessions); w++) {
            CompletableFuture<Void> done = new CompletableFuture<>();
            workers.add(done);
            session(client, c, sessions, started, next, ops, requests, failures, done);
        }
        CompletableFuture.allOf(workers.toArray(CompletableFuture[]::new)).get();
        return new Round(sessions, System.nanoTime() - t0, ops, requests, failures);
    }

    private static void session(SbiClient client, Config c, int sessions, AtomicInteger started, AtomicLong next, List<Op> ops,
                                AtomicLong requests, AtomicInteger failures, CompletableFuture<Void> done) {
        if (started.getAndIncrement() >= sessions) {
            done.complete(null);
            return;
        }
        long k = next.getAndIncrement();
        String supi = "imsi-" + String.format("%015d", c.firstSupi() + k % c.subscribers());
        Runnable again = () -> session(client, c, sessions, started, next, ops, requests, failures, done);
        CompletableFuture<Boolean> flow = c.mode().equals("sm") ? sm(client, c, k, supi, ops, requests) : amue(client, c, k, supi, ops, requests);
        flow.whenComplete((ok, t) -> {
            if (t != null || !ok) {
                failures.incrementAndGet();
            }
            again.run();
        });
    }

    /** One timed request; completes with the answer, or null when it failed or was not the status expected. */
    private static CompletableFuture<SbiClient.Response> call(SbiClient client, Op op, AtomicLong requests, String method, String uri,
                                                              String body, int expected) {
        long t0 = System.nanoTime();
        SbiClient.Request r = SbiClient.Request.of(method, uri);
        if (body != null) {
            r = r.body("application/json", body.getBytes(StandardCharsets.UTF_8));
        }
        requests.incrementAndGet();
        return client.send(r).handle((answer, failure) -> {
            op.add(System.nanoTime() - t0);
            return failure == null && answer.status() == expected ? answer : null;
        });
    }

    static final String PLMN = "{\"mcc\":\"001\",\"mnc\":\"01\"}";

    private static CompletableFuture<Boolean> sm(SbiClient client, Config c, long k, String supi, List<Op> ops, AtomicLong requests) {
        long a = (11L << 24) + k;
        String ipv4 = ((a >>> 24) & 255) + "." + ((a >>> 16) & 255) + "." + ((a >>> 8) & 255) + "." + (a & 255);
        String create = "{\"supi\":\"" + supi + "\",\"pduSessionId\":5,\"pduSessionType\":\"IPV4\",\"dnn\":\"internet\","
                + "\"notificationUri\":\"" + c.callbacks() + k + "\",\"sliceInfo\":{\"sst\":1,\"sd\":\"000001\"},\"ipv4Address\":\"" + ipv4
                + "\",\"accessType\":\"3GPP_ACCESS\",\"ratType\":\"NR\",\"servingNetwork\":" + PLMN
                + ",\"subsSessAmbr\":{\"uplink\":\"100 Mbps\",\"downlink\":\"300 Mbps\"},"
                + "\"subsDefQos\":{\"5qi\":9,\"arp\":{\"priorityLevel\":8,\"preemptCap\":\"NOT_PREEMPT\",\"preemptVuln\":\"PREEMPTABLE\"}}}";
        return call(client, ops.get(0), requests, "POST", c.pcf() + "/npcf-smpolicycontrol/v1/sm-policies", create, 201)
                .thenCompose(created -> {
                    if (created == null || created.header("location") == null) {
                        return CompletableFuture.completedFuture(false);
                    }
                    return updates(client, c, created.header("location"), 0, ops, requests).thenCompose(ok ->
                            call(client, ops.get(2), requests, "POST", created.header("location") + "/delete", "{}", 204)
                                    .thenApply(deleted -> ok && deleted != null));
                });
    }

    private static CompletableFuture<Boolean> updates(SbiClient client, Config c, String resource, int i, List<Op> ops, AtomicLong requests) {
        if (i >= c.updates()) {
            return CompletableFuture.completedFuture(true);
        }
        String update = "{\"repPolicyCtrlReqTriggers\":[\"USER_LOCATION_CH\"],\"userLocationInfo\":{\"nrLocation\":{\"tai\":{\"plmnId\":"
                + PLMN + ",\"tac\":\"000001\"},\"ncgi\":{\"plmnId\":" + PLMN + ",\"nrCellId\":\"" + String.format("%09x", i) + "\"}}}}";
        return call(client, ops.get(1), requests, "POST", resource + "/update", update, 200)
                .thenCompose(r -> r == null ? CompletableFuture.completedFuture(false) : updates(client, c, resource, i + 1, ops, requests));
    }

    private static CompletableFuture<Boolean> amue(SbiClient client, Config c, long k, String supi, List<Op> ops, AtomicLong requests) {
        String am = "{\"notificationUri\":\"" + c.callbacks() + "am-policy/" + k + "\",\"supi\":\"" + supi + "\",\"suppFeat\":\"0\","
                + "\"accessType\":\"3GPP_ACCESS\",\"ratType\":\"NR\",\"servingPlmn\":" + PLMN + "}";
        String ue = am.replace("am-policy/", "ue-policy/");
        CompletableFuture<SbiClient.Response> amCreated = call(client, ops.get(0), requests, "POST",
                c.pcf() + "/npcf-am-policy-control/v1/policies", am, 201);
        return amCreated.thenCompose(a -> call(client, ops.get(1), requests, "POST", c.pcf() + "/npcf-ue-policy-control/v1/policies", ue, 201)
                .thenCompose(u -> {
                    CompletableFuture<SbiClient.Response> amDeleted = a == null ? CompletableFuture.completedFuture(null)
                            : call(client, ops.get(2), requests, "DELETE", a.header("location"), null, 204);
                    return amDeleted.thenCompose(ad -> (u == null ? CompletableFuture.<SbiClient.Response>completedFuture(null)
                            : call(client, ops.get(3), requests, "DELETE", u.header("location"), null, 204))
                            .thenApply(ud -> a != null && u != null && ad != null && ud != null));
                }));
    }
}
