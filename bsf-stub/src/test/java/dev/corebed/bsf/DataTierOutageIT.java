package dev.corebed.bsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Json;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The data tier killed under load: mariadbd is killed -9 while clients create bindings, and every answer is checked
 * against a client-side log of all of them. What a user of the stub relies on:
 * <ul>
 *   <li>every request is answered, 201 or 503 NF_CONGESTION with Retry-After, within 1 s; never a 500, never a hang;</li>
 *   <li>the stub restarts the embedded database on its data dir, and creates succeed again within 5 s of it being back;</li>
 *   <li>no acknowledged (201) binding is lost, and no refused (503) one is stored: a create cut while committing is
 *       undone once the database is back;</li>
 *   <li>{@code /health} says DOWN (503) while the tier is unreachable, and a stop then takes under 5 s.</li>
 * </ul>
 */
class DataTierOutageIT {

    private static final String BINDINGS = "/nbsf-management/v1/pcfBindings";
    private static final int WRITERS = 8;
    private static final Duration ANSWER_BOUND = Duration.ofSeconds(1);
    private static final Duration BACK_BOUND = Duration.ofSeconds(5);

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(3)).build();

    /** One answer as the client saw it. */
    record Answer(String ipv4, long sentNanos, long answeredNanos, int status, String location, String cause,
                  String retryAfter, String detail, String failure) {
        long millis() {
            return TimeUnit.NANOSECONDS.toMillis(answeredNanos - sentNanos);
        }
    }

    @Test
    void killedDatabaseIsRestartedAndNoAnswerIsLostOrWrong() throws Exception {
        int dbPort = freePort();
        Path data = TestBsf.dataDir("outage");
        try (TestBsf bsf = TestBsf.start(data, "--db.embedded.port=" + dbPort)) {
            long oldPid = pid(data);
            ConcurrentLinkedQueue<Answer> log = new ConcurrentLinkedQueue<>();
            AtomicBoolean writing = new AtomicBoolean(true);
            AtomicInteger sequence = new AtomicInteger();
            ExecutorService writers = Executors.newVirtualThreadPerTaskExecutor();
            for (int w = 0; w < WRITERS; w++) {
                writers.submit(() -> {
                    while (writing.get()) {
                        log.add(create(bsf, ipv4(sequence.incrementAndGet())));
                    }
                    return null;
                });
            }
            awaitAnswers(log, 200);

            long killedAt = System.nanoTime();
            assertThat(ProcessHandle.of(oldPid).orElseThrow().destroyForcibly()).isTrue();
            boolean sawDown = false;
            long backAt = 0;
            while (backAt == 0 && System.nanoTime() - killedAt < TimeUnit.SECONDS.toNanos(20)) {
                sawDown |= health(bsf).statusCode() == 503;
                if (listening(dbPort) && pidOrZero(data) != oldPid && pidOrZero(data) != 0) {
                    backAt = System.nanoTime();
                }
                Thread.sleep(20);
            }
            assertThat(backAt).as("the embedded database restarted").isNotZero();
            // Creates go on until well past the bound, so that "back within 5 s" is seen, not assumed.
            Thread.sleep(BACK_BOUND.toMillis() + 1000);
            writing.set(false);
            writers.shutdown();
            assertThat(writers.awaitTermination(30, TimeUnit.SECONDS)).isTrue();

            List<Answer> answers = new ArrayList<>(log);
            List<Answer> refused = answers.stream().filter(a -> a.status() == 503).toList();
            List<Answer> created = answers.stream().filter(a -> a.status() == 201).toList();
            long lastBack = backAt;
            Answer firstAfter = created.stream().filter(a -> a.sentNanos() >= lastBack).findFirst().orElse(null);
            System.out.printf("DataTierOutageIT: %d answers, %d created, %d refused (503); slowest answer %d ms,"
                            + " slowest 503 %d ms; database back %d ms after the kill; first create sent after it"
                            + " answered 201 %d ms after it was back%n",
                    answers.size(), created.size(), refused.size(),
                    answers.stream().mapToLong(Answer::millis).max().orElse(0),
                    refused.stream().mapToLong(Answer::millis).max().orElse(0),
                    TimeUnit.NANOSECONDS.toMillis(backAt - killedAt),
                    firstAfter == null ? -1 : TimeUnit.NANOSECONDS.toMillis(firstAfter.answeredNanos() - backAt));

            assertThat(answers).allSatisfy(a -> {
                assertThat(a.failure()).as("an answer to %s", a.ipv4()).isNull();
                assertThat(a.status()).as("the status for %s: %s", a.ipv4(), a.detail()).isIn(201, 503);
            });
            assertThat(refused).as("the kill was noticed").isNotEmpty();
            assertThat(refused).allSatisfy(a -> {
                assertThat(a.cause()).isEqualTo("NF_CONGESTION");
                assertThat(a.retryAfter()).isNotNull();
                assertThat(Duration.ofNanos(a.answeredNanos() - a.sentNanos())).isLessThanOrEqualTo(ANSWER_BOUND);
            });
            assertThat(sawDown).as("/health said DOWN while the tier was unreachable").isTrue();
            assertThat(firstAfter).as("a create succeeded after the database was back").isNotNull();
            assertThat(Duration.ofNanos(firstAfter.answeredNanos() - backAt)).isLessThanOrEqualTo(BACK_BOUND);
            assertThat(health(bsf).statusCode()).isEqualTo(200);

            // The client-side log against the stored state.
            for (Answer a : created) {
                String id = a.location().substring(a.location().lastIndexOf('/') + 1);
                assertThat(stored(bsf, id)).as("acknowledged binding %s of %s", id, a.ipv4()).isEqualTo(200);
            }
            int undone = 0;
            for (Answer a : refused) {
                undone += a.detail().contains("undone") ? 1 : 0;
                assertThat(visible(bsf, a.ipv4())).as("refused, yet stored: %s (%s)", a.ipv4(), a.detail()).isFalse();
            }
            System.out.printf("DataTierOutageIT: 0 of %d acknowledged lost, 0 of %d refused stored (%d of them cut while"
                    + " committing, undone once the database was back)%n", created.size(), refused.size(), undone);
            assertThat(count(bsf)).isEqualTo(created.size());
        }
    }

    @Test
    void stopWithTheDataTierDownTakesUnderFiveSeconds() throws Exception {
        Path data = TestBsf.dataDir("outage-stop");
        TestBsf bsf = TestBsf.start(data, "--db.embedded.restart-attempts=0");
        try {
            ProcessHandle.of(pid(data)).orElseThrow().destroyForcibly();
            Answer refused = create(bsf, "10.9.0.1");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (refused.status() != 503 && System.nanoTime() < deadline) {
                refused = create(bsf, "10.9.0.1");
            }
            assertThat(refused.status()).isEqualTo(503);
            HttpResponse<String> health = health(bsf);
            assertThat(health.statusCode()).isEqualTo(503);
            JsonNode report = Json.MAPPER.readTree(health.body());
            assertThat(report.get("status").asString()).isEqualTo("DOWN");
            assertThat(report.at("/components/dataTier/status").asString()).isEqualTo("DOWN");
        } finally {
            long begin = System.nanoTime();
            bsf.close();
            Duration stop = Duration.ofNanos(System.nanoTime() - begin);
            System.out.printf("DataTierOutageIT: stop with the data tier down took %d ms%n", stop.toMillis());
            assertThat(stop).isLessThanOrEqualTo(Duration.ofSeconds(5));
        }
    }

    private Answer create(TestBsf bsf, String ipv4) {
        String body = """
                {"supi":"imsi-001010000000001","ipv4Addr":"%s","dnn":"internet","snssai":{"sst":1,"sd":"00000a"},
                 "pcfFqdn":"pcf1.operator.test","pcfDiamHost":"pcf1.operator.test","pcfDiamRealm":"operator.test"}
                """.formatted(ipv4);
        HttpRequest request = HttpRequest.newBuilder(URI.create(bsf.sbi + BINDINGS)).timeout(Duration.ofSeconds(3))
                .header("content-type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        long sent = System.nanoTime();
        try {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            long answered = System.nanoTime();
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
            return new Answer(ipv4, sent, System.nanoTime(), 0, null, null, null, null, e.toString());
        }
    }

    private HttpResponse<String> health(TestBsf bsf) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(bsf.admin + "/health")).timeout(Duration.ofSeconds(3)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private int stored(TestBsf bsf, String id) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(bsf.admin + "/admin/v1/bsf/pcf-bindings/" + id)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    /** Whether a binding of this address is stored (GetPCFBindings: 200 with it, 204 without). */
    private boolean visible(TestBsf bsf, String ipv4) throws IOException, InterruptedException {
        int status = http.send(HttpRequest.newBuilder(URI.create(bsf.sbi + BINDINGS + "?ipv4Addr=" + ipv4)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
        assertThat(status).isIn(200, 204);
        return status == 200;
    }

    private long count(TestBsf bsf) throws IOException, InterruptedException {
        String body = http.send(HttpRequest.newBuilder(URI.create(bsf.admin + "/admin/v1/bsf/pcf-bindings/count")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        return Json.MAPPER.readTree(body).get("pcfBindings").asLong();
    }

    private static void awaitAnswers(ConcurrentLinkedQueue<Answer> log, int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (log.size() < n && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(log).hasSizeGreaterThanOrEqualTo(n);
    }

    /** A distinct UE address per create: 10.x.y.z from the sequence number. */
    private static String ipv4(int n) {
        return "10." + (n >> 16 & 0xff) + "." + (n >> 8 & 0xff) + "." + (n & 0xff);
    }

    private static long pid(Path data) throws IOException {
        return Long.parseLong(Files.readString(data.resolve("db").resolve("mariadbd.pid")).strip());
    }

    private static long pidOrZero(Path data) {
        try {
            return pid(data);
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
    }

    private static boolean listening(int port) {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 200);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
