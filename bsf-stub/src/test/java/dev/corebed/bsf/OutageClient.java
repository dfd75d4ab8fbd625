package dev.corebed.bsf;

import dev.corebed.sbi.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;

/**
 * A client of the BSF that creates PcfBindings and keeps a log of every answer, and checks that log against what the
 * BSF stores: what {@link DataTierOutageIT} does in the suite, and bench/data-tier-outage-run.sh over a longer run
 * with an external database restarted and the stub killed -9.
 *
 * <pre>
 * write  SBI-URL LOG WORKERS SECONDS [STOP] creates bindings (one UE address each) for SECONDS or until the file STOP
 *                                         exists, every answer in LOG
 * verify SBI-URL ADMIN-URL LOG [EVENTS]    checks LOG against the stored bindings; EVENTS: "name epoch-ms" lines
 * </pre>
 */
public final class OutageClient {

    static final String BINDINGS = "/nbsf-management/v1/pcfBindings";

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(3)).build();

    /**
     * One answer as the client saw it (times in epoch microseconds, so that a log can be read against events);
     * status 0: no answer (the connection failed: the stub was down).
     */
    record Answer(String ipv4, long sentMicros, long answeredMicros, int status, String location, String cause,
                  String retryAfter, String detail, String failure) {

        long millis() {
            return (answeredMicros - sentMicros) / 1000;
        }

        String line() {
            return String.join("\t", ipv4, Long.toString(sentMicros), Long.toString(answeredMicros), Integer.toString(status),
                    String.valueOf(location), String.valueOf(cause), String.valueOf(retryAfter),
                    String.valueOf(detail).replace('\t', ' '), String.valueOf(failure).replace('\t', ' '));
        }

        static Answer parse(String line) {
            String[] f = line.split("\t", -1);
            return new Answer(f[0], Long.parseLong(f[1]), Long.parseLong(f[2]), Integer.parseInt(f[3]), nul(f[4]), nul(f[5]),
                    nul(f[6]), nul(f[7]), nul(f[8]));
        }

        private static String nul(String s) {
            return "null".equals(s) ? null : s;
        }

        /** A refusal that says nothing was kept: the binding must not be found. */
        boolean refusedWithNothingKept() {
            return status == 503 && detail != null && !detail.contains("may or may not");
        }
    }

    public static void main(String[] args) throws Exception {
        OutageClient client = new OutageClient();
        switch (args[0]) {
            case "write" -> client.write(args[1], Path.of(args[2]), Integer.parseInt(args[3]), Integer.parseInt(args[4]),
                    args.length > 5 ? Path.of(args[5]) : null);
            case "verify" -> System.exit(client.verify(args[1], args[2], Path.of(args[3]),
                    args.length > 4 ? Path.of(args[4]) : null) ? 0 : 1);
            default -> throw new IllegalArgumentException("write or verify, got " + args[0]);
        }
    }

    void write(String sbi, Path log, int workers, int seconds, Path stop) throws Exception {
        AtomicInteger sequence = new AtomicInteger();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(log));
             ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int w = 0; w < workers; w++) {
                pool.submit(() -> {
                    while (System.nanoTime() < end && (stop == null || !Files.exists(stop))) {
                        Answer a = create(sbi, ipv4(sequence.incrementAndGet()));
                        synchronized (out) {
                            out.println(a.line());
                        }
                        if (a.status() == 0) {
                            Thread.sleep(50); // the stub is down: do not spin
                        }
                    }
                    return null;
                });
            }
        }
        System.out.println("write: " + sequence.get() + " creates sent");
    }

    /** POST a PcfBinding for this UE address; never throws. */
    Answer create(String sbi, String ipv4) {
        String body = """
                {"supi":"imsi-001010000000001","ipv4Addr":"%s","dnn":"internet","snssai":{"sst":1,"sd":"00000a"},
                 "pcfFqdn":"pcf1.operator.test","pcfDiamHost":"pcf1.operator.test","pcfDiamRealm":"operator.test"}
                """.formatted(ipv4);
        HttpRequest request = HttpRequest.newBuilder(URI.create(sbi + BINDINGS)).timeout(Duration.ofSeconds(3))
                .header("content-type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        long sent = micros();
        try {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            long answered = micros();
            String cause = null;
            String detail = null;
            if (r.statusCode() >= 400) {
                JsonNode problem = Json.MAPPER.readTree(r.body());
                cause = problem.path("cause").asString(null);
                detail = problem.path("detail").asString("");
            }
            return new Answer(ipv4, sent, answered, r.statusCode(), r.headers().firstValue("location").orElse(null),
                    cause, r.headers().firstValue("retry-after").orElse(null), detail, null);
        } catch (IOException | InterruptedException | RuntimeException e) {
            return new Answer(ipv4, sent, micros(), 0, null, null, null, null, e.toString());
        }
    }

    /** Whether a binding of this UE address is stored (GetPCFBindings: 200 with it, 204 without). */
    boolean visible(String sbi, String ipv4) throws IOException, InterruptedException {
        int status = http.send(HttpRequest.newBuilder(URI.create(sbi + BINDINGS + "?ipv4Addr=" + ipv4)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
        if (status != 200 && status != 204) {
            throw new IllegalStateException("GetPCFBindings for " + ipv4 + " answered " + status);
        }
        return status == 200;
    }

    /** The management API's read of one stored binding: 200 or 404. */
    int stored(String admin, String location) throws IOException, InterruptedException {
        String id = location.substring(location.lastIndexOf('/') + 1);
        return http.send(HttpRequest.newBuilder(URI.create(admin + "/admin/v1/bsf/pcf-bindings/" + id)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    long count(String admin) throws IOException, InterruptedException {
        String body = http.send(HttpRequest.newBuilder(URI.create(admin + "/admin/v1/bsf/pcf-bindings/count")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        return Json.MAPPER.readTree(body).get("pcfBindings").asLong();
    }

    /** Checks the log against the stored bindings and prints the figures; true when no target is missed. */
    boolean verify(String sbi, String admin, Path log, Path events) throws Exception {
        List<Answer> answers = Files.readAllLines(log).stream().filter(l -> !l.isBlank()).map(Answer::parse).toList();
        Map<Integer, Long> byStatus = answers.stream().collect(Collectors.groupingBy(Answer::status, Collectors.counting()));
        List<String> problems = new ArrayList<>();
        long lost = 0;
        long refusedStored = 0;
        long unknown = 0;
        long unknownStored = 0;
        long slow503 = 0;
        for (Answer a : answers) {
            switch (a.status()) {
                case 201 -> lost += stored(admin, a.location()) == 200 ? 0 : 1;
                case 503 -> {
                    slow503 += a.millis() > 1000 ? 1 : 0;
                    if (!"NF_CONGESTION".equals(a.cause()) || a.retryAfter() == null) {
                        problems.add("a 503 without NF_CONGESTION and Retry-After: " + a.line());
                    }
                    boolean v = visible(sbi, a.ipv4());
                    if (a.refusedWithNothingKept()) {
                        refusedStored += v ? 1 : 0;
                    } else {
                        unknown++;
                        unknownStored += v ? 1 : 0;
                    }
                }
                case 0 -> {
                    unknown++;
                    unknownStored += visible(sbi, a.ipv4()) ? 1 : 0;
                }
                default -> problems.add("status " + a.status() + ": " + a.line());
            }
        }
        System.out.printf("answers %d by status %s; slowest 503 %d ms (%d over 1 s)%n", answers.size(), byStatus,
                answers.stream().filter(a -> a.status() == 503).mapToLong(Answer::millis).max().orElse(0), slow503);
        System.out.printf("acknowledged (201) lost: %d of %d; refused with nothing kept, yet stored: %d of %d%n", lost,
                byStatus.getOrDefault(201, 0L), refusedStored, byStatus.getOrDefault(503, 0L) - (unknown - byStatus.getOrDefault(0, 0L)));
        System.out.printf("outcome unknown to the client (no answer: the stub was killed; or a 503 saying so): %d, of them"
                + " stored %d%n", unknown, unknownStored);
        System.out.printf("bindings stored %d = acknowledged %d + unknown-and-stored %d%n", count(admin),
                byStatus.getOrDefault(201, 0L), unknownStored);
        if (events != null) {
            for (String line : Files.readAllLines(events)) {
                String[] e = line.split(" ");
                if (!e[0].endsWith("-back")) {
                    continue;
                }
                long at = Long.parseLong(e[1]) * 1000;
                answers.stream().filter(a -> a.status() == 201 && a.sentMicros() >= at).findFirst().ifPresent(a ->
                        System.out.printf("after %-22s the first 201 came %d ms later%n", e[0], (a.answeredMicros() - at) / 1000));
            }
        }
        problems.stream().limit(10).forEach(p -> System.out.println("PROBLEM " + p));
        return lost == 0 && refusedStored == 0 && slow503 == 0 && problems.isEmpty();
    }

    /** A distinct UE address per create: 10.x.y.z from the sequence number. */
    static String ipv4(int n) {
        return "10." + (n >> 16 & 0xff) + "." + (n >> 8 & 0xff) + "." + (n & 0xff);
    }

    /** Now, in microseconds since the epoch: comparable with the times of events logged by another process. */
    static long micros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1000;
    }
}
