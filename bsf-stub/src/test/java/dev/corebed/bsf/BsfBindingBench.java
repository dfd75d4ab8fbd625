package dev.corebed.bsf;

import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The load of bench/bsf-binding-bench.sh: the seed's S1 binding mix, Create 1 : Delete 1. Each pair registers a
 * binding (POST /pcfBindings, a fresh UE address and SUPI), then deletes it by the Location of the answer; a pair
 * starts when one ends, {@code concurrency} pairs at a time, over h2c (sbi-core's SbiClient). Prints, per round,
 * pairs/s and operations/s, and p50/p99 of each operation as this client sees it (request sent to answer
 * received). Loopback only, bounded: warm-up pairs, then rounds of a fixed number of pairs.
 *
 * <p>Arguments: apiRoot, warm-up pairs, rounds, pairs per round, concurrency.
 */
public final class BsfBindingBench {

    private BsfBindingBench() {}

    /** The first UE address of the pairs: 11.0.0.0, past a preload that starts at 10.0.0.0. */
    static final long FIRST_ADDRESS = 11L << 24;

    public static void main(String[] args) throws Exception {
        String apiRoot = args[0];
        int warmup = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        int pairs = Integer.parseInt(args[3]);
        int concurrency = Integer.parseInt(args[4]);
        SbiClient client = new SbiClient(new SbiClientConfig(2, 4096, Duration.ofSeconds(2), Duration.ofSeconds(30),
                1 << 20, true, null, null));
        AtomicLong next = new AtomicLong();
        // Each run takes fresh addresses: warm-up and measured runs of one bench are separate processes.
        next.set(ProcessHandle.current().pid() * 1_000_000L % (1L << 23));
        if (warmup > 0) {
            Round w = run(client, apiRoot, warmup, concurrency, next);
            System.out.printf("warm-up: %d pairs in %.2f s, failures %d%n", warmup, w.nanos / 1e9, w.failures.get());
        }
        if (rounds == 0) {
            client.close();
            return;
        }
        List<double[]> results = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            Round round = run(client, apiRoot, pairs, concurrency, next);
            double seconds = round.nanos / 1e9;
            double pairRate = round.pairs / seconds;
            results.add(new double[] {pairRate, round.create.p(0.5), round.create.p(0.99), round.delete.p(0.5), round.delete.p(0.99)});
            System.out.printf("round %d: %d pairs in %.2f s: %.0f pairs/s = %.0f ops/s; create p50 %.2f p99 %.2f ms;"
                            + " delete p50 %.2f p99 %.2f ms; failures %d%n", r, round.pairs, seconds, pairRate, 2 * pairRate,
                    round.create.p(0.5), round.create.p(0.99), round.delete.p(0.5), round.delete.p(0.99), round.failures.get());
        }
        double[] rates = results.stream().mapToDouble(x -> x[0]).sorted().toArray();
        double median = rates[rates.length / 2];
        System.out.printf("RESULT pairs/s median %.0f (ops/s %.0f), concurrency %d%n", median, 2 * median, concurrency);
        client.close();
    }

    /** Latencies of one operation, in microseconds. */
    static final class Latencies {
        final long[] micros;
        final AtomicInteger n = new AtomicInteger();

        Latencies(int size) {
            micros = new long[size];
        }

        void add(long nanos) {
            int i = n.getAndIncrement();
            if (i < micros.length) {
                micros[i] = nanos / 1000;
            }
        }

        double p(double q) {
            long[] s = Arrays.copyOf(micros, Math.min(n.get(), micros.length));
            Arrays.sort(s);
            return s.length == 0 ? 0 : s[Math.min(s.length - 1, (int) (s.length * q))] / 1000.0;
        }
    }

    record Round(int pairs, long nanos, Latencies create, Latencies delete, AtomicInteger failures) {}

    static Round run(SbiClient client, String apiRoot, int pairs, int concurrency, AtomicLong next) throws Exception {
        Latencies create = new Latencies(pairs);
        Latencies delete = new Latencies(pairs);
        AtomicInteger started = new AtomicInteger();
        AtomicInteger failures = new AtomicInteger();
        List<CompletableFuture<Void>> workers = new ArrayList<>();
        long t0 = System.nanoTime();
        for (int w = 0; w < Math.min(concurrency, pairs); w++) {
            CompletableFuture<Void> done = new CompletableFuture<>();
            workers.add(done);
            pair(client, apiRoot, pairs, started, next, create, delete, failures, done);
        }
        CompletableFuture.allOf(workers.toArray(CompletableFuture[]::new)).get();
        return new Round(pairs, System.nanoTime() - t0, create, delete, failures);
    }

    private static void pair(SbiClient client, String apiRoot, int pairs, AtomicInteger started, AtomicLong next,
                             Latencies create, Latencies delete, AtomicInteger failures, CompletableFuture<Void> done) {
        if (started.getAndIncrement() >= pairs) {
            done.complete(null);
            return;
        }
        long i = next.getAndIncrement();
        long a = FIRST_ADDRESS + i;
        String body = "{\"supi\":\"imsi-00102" + String.format("%010d", i) + "\",\"ipv4Addr\":\""
                + ((a >>> 24) & 255) + "." + ((a >>> 16) & 255) + "." + ((a >>> 8) & 255) + "." + (a & 255)
                + "\",\"dnn\":\"internet\",\"snssai\":{\"sst\":1,\"sd\":\"000001\"},\"pcfFqdn\":\"pcf1.operator.test\","
                + "\"pcfIpEndPoints\":[{\"ipv4Address\":\"192.0.2.10\",\"port\":8080}],\"pcfDiamHost\":\"pcf1.operator.test\","
                + "\"pcfDiamRealm\":\"operator.test\",\"pcfId\":\"2d7f8a36-2b0c-4a39-9d3c-3f4b0a2c9e11\",\"bindLevel\":\"NF_INSTANCE\"}";
        long t0 = System.nanoTime();
        client.send(SbiClient.Request.of("POST", apiRoot + "/nbsf-management/v1/pcfBindings").body("application/json",
                body.getBytes(java.nio.charset.StandardCharsets.UTF_8))).whenComplete((created, failure) -> {
            long t1 = System.nanoTime();
            create.add(t1 - t0);
            if (failure != null || created.status() != 201 || created.header("location") == null) {
                failures.incrementAndGet();
                pair(client, apiRoot, pairs, started, next, create, delete, failures, done);
                return;
            }
            client.delete(created.header("location")).whenComplete((deleted, f2) -> {
                delete.add(System.nanoTime() - t1);
                if (f2 != null || deleted.status() != 204) {
                    failures.incrementAndGet();
                }
                pair(client, apiRoot, pairs, started, next, create, delete, failures, done);
            });
        });
    }
}
