package dev.corebed.launcher.fuzz;

import dev.corebed.sbi.test.RawH2cClient;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import tools.jackson.databind.JsonNode;

/**
 * Sends one stub's inputs, one at a time, over one persistent h2c connection, and checks each answer:
 * no 5xx, an answer within a second, a 4xx that is {@code application/problem+json} with a {@code cause},
 * no change of the stored state on a non-2xx answer, no 2xx to an input the schema rejects, and a
 * known-good request still served on the same connection after every batch.
 *
 * <p>The state is fingerprinted after every input of a write (PUT, POST, PATCH, DELETE): a non-2xx answer
 * after which it moved is a state change (a 2xx may move it: that is its job). Reads are fingerprinted per
 * batch, and their non-2xx inputs replayed one by one between fingerprints if a batch moved it.
 */
public final class FuzzRunner {

    /**
     * Answers after this are counted slow and shown, not failed: speed is the benchmarks' to measure, and on a
     * shared two-core machine a trivial 400 can take longer than this.
     */
    static final Duration ANSWER_LIMIT = Duration.ofSeconds(1);
    /**
     * Beyond this an input is counted unanswered (and its stream reset): long enough that only a request the
     * stub never answers counts, not one a loaded machine answered late (an 800 KB NFProfile took 3 s at load 18).
     */
    static final Duration GIVE_UP = Duration.ofSeconds(10);
    static final int BATCH = 25;
    private static final int EXAMPLES = 3;

    /** The counts of one operation, and a few examples of each bad outcome. */
    public static final class Tally {
        final FuzzOperation op;
        long millis;
        int inputs, ok2xx, c4xx, c5xx, other, unanswered, slow, nonProblem4xx, schemaInvalidAccepted, stateChanges, connectionLost;
        final List<String> examples = new ArrayList<>();

        Tally(FuzzOperation op) {
            this.op = op;
        }

        /** What fails the test; slow answers are reported only (see {@link #ANSWER_LIMIT}). */
        int bad() {
            return c5xx + unanswered + nonProblem4xx + schemaInvalidAccepted + stateChanges + connectionLost;
        }

        void example(String what, FuzzInput in, String detail) {
            long same = examples.stream().filter(e -> e.startsWith(what)).count();
            if (same < EXAMPLES) {
                examples.add(what + ": " + in.kind() + " -> " + detail);
            }
        }
    }

    private final String stub;
    private final String host;
    private final int port;
    private final StateFingerprint state;
    private final SchemaOracle oracle;
    private final Spec spec;
    private RawH2cClient client;

    public FuzzRunner(String stub, int port, StateFingerprint state, SchemaOracle oracle, Spec spec) {
        this.spec = spec;
        this.stub = stub;
        this.host = "127.0.0.1";
        this.port = port;
        this.state = state;
        this.oracle = oracle;
        this.client = RawH2cClient.connect(host, port);
    }

    private record Outcome(int status, long nanos, RawH2cClient.Reply reply, String failure) {
        boolean answered() {
            return reply != null;
        }

        boolean is2xx() {
            return status >= 200 && status < 300;
        }
    }

    private Outcome send(FuzzInput in) {
        long t0 = System.nanoTime();
        try {
            RawH2cClient.Reply r = client.call(in.method(), in.target(), in.headers(), in.body(), GIVE_UP);
            return new Outcome(r.status(), System.nanoTime() - t0, r, null);
        } catch (TimeoutException e) {
            return new Outcome(0, System.nanoTime() - t0, null, "no answer within " + GIVE_UP.toSeconds() + " s");
        } catch (IOException e) {
            return new Outcome(0, System.nanoTime() - t0, null, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public Tally run(FuzzOperation op, List<FuzzInput> inputs) {
        long t0 = System.nanoTime();
        Tally t = new Tally(op);
        // Writes are fingerprinted after every input; reads once per batch, and one by one only when a batch moved the state.
        boolean write = !op.method().equals("GET") && !op.method().equals("OPTIONS");
        for (int from = 0; from < inputs.size(); from += BATCH) {
            List<FuzzInput> batch = inputs.subList(from, Math.min(inputs.size(), from + BATCH));
            String before = state.take();
            List<Outcome> outcomes = new ArrayList<>();
            for (FuzzInput in : batch) {
                Outcome o = send(in);
                outcomes.add(o);
                check(t, in, o);
                if (!o.answered() && !client.isOpen()) {
                    reconnect(t, in, o.failure());
                }
                if (write) {
                    String after = state.take();
                    if (o.answered() && !o.is2xx() && !after.equals(before)) {
                        t.stateChanges++;
                        t.example("state changed", in, o.status() + " " + brief(o.reply()) + " (tables: "
                                + StateFingerprint.changedTables(before, after) + ")");
                    }
                    before = after;
                }
            }
            if (!write && !state.take().equals(before)) {
                for (int i = 0; i < batch.size(); i++) {
                    if (outcomes.get(i).answered() && !outcomes.get(i).is2xx()) {
                        String a = state.take();
                        Outcome again = send(batch.get(i));
                        String b = state.take();
                        if (again.answered() && !again.is2xx() && !a.equals(b)) {
                            t.stateChanges++;
                            t.example("state changed", batch.get(i), again.status() + " " + brief(again.reply()) + " (tables: "
                                    + StateFingerprint.changedTables(a, b) + ")");
                        }
                    }
                }
            }
            stillServes(t, batch.get(batch.size() - 1));
        }
        t.millis = (System.nanoTime() - t0) / 1_000_000;
        return t;
    }

    private void check(Tally t, FuzzInput in, Outcome o) {
        t.inputs++;
        if (!o.answered()) {
            t.unanswered++;
            t.example("unanswered", in, o.failure());
            return;
        }
        if (o.nanos() > ANSWER_LIMIT.toNanos()) {
            t.slow++;
            t.example("slow", in, o.nanos() / 1_000_000 + " ms");
        }
        int s = o.status();
        if (s >= 500 && documented(t.op, o.reply())) {
            t.c4xx++; // an application error the service's specification answers with a 5xx
        } else if (s >= 500) {
            t.c5xx++;
            t.example("5xx", in, s + " " + brief(o.reply()));
        } else if (s >= 400) {
            t.c4xx++;
            if (!isExpectedError(t.op, o.reply())) {
                t.nonProblem4xx++;
                t.example("non-problem 4xx", in, s + " " + o.reply().header("content-type") + " " + brief(o.reply()));
            }
        } else if (s >= 200 && s < 300) {
            t.ok2xx++;
            String why = oracle.invalid(t.op, in);
            if (why != null) {
                t.schemaInvalidAccepted++;
                String reason = why.replace('\n', ' ');
                t.example("schema-invalid accepted", in, s + " although " + (reason.length() <= 160 ? reason : reason.substring(0, 160) + "…"));
            }
        } else {
            t.other++;
        }
    }

    /**
     * A 4xx body as the operation defines it: ProblemDetails with a cause (TS 29.500 §5.2.7), or a body of
     * another media type the yaml defines for that status, valid against its schema (the token endpoint's
     * AccessTokenErr of RFC 6749, whose {@code error} member stands for the cause).
     */
    private boolean isExpectedError(FuzzOperation op, RawH2cClient.Reply r) {
        String type = r.header("content-type");
        String media = type == null ? "" : type.split(";", 2)[0].trim().toLowerCase(java.util.Locale.ROOT);
        if (!media.equals("application/problem+json")) {
            if (spec != null && op.spec().isPresent()) {
                Spec.Ref schema = spec.errorTypes(op.spec().get(), r.status()).get(media);
                if (schema != null) {
                    try {
                        return spec.validate(schema, r.json()).isEmpty();
                    } catch (RuntimeException e) {
                        return false;
                    }
                }
            } else if (op.service().equals("nnrf-oauth2") && r.status() == 400 && media.equals("application/json")) {
                // what the yaml says, known without it: AccessTokenErr, its error member standing for the cause
                return r.json().path("error").isString();
            }
        }
        return isProblem(r);
    }

    /**
     * The 5xx answers a service's specification gives an application error: TS 29.514 answers an application
     * session whose UE address has no PDU session 500 PDU_SESSION_NOT_AVAILABLE.
     */
    static final java.util.Map<String, java.util.Set<String>> DOCUMENTED_5XX = java.util.Map.of(
            "npcf-policyauthorization", java.util.Set.of("500 PDU_SESSION_NOT_AVAILABLE"));

    private static boolean documented(FuzzOperation op, RawH2cClient.Reply r) {
        java.util.Set<String> allowed = DOCUMENTED_5XX.get(op.service());
        return allowed != null && isProblem(r) && allowed.contains(r.status() + " " + r.json().path("cause").asString());
    }

    /** A 4xx body that is application/problem+json with a cause. */
    private static boolean isProblem(RawH2cClient.Reply r) {
        String type = r.header("content-type");
        if (type == null || !type.split(";", 2)[0].trim().equalsIgnoreCase("application/problem+json")) {
            return false;
        }
        try {
            JsonNode body = r.json();
            return body.path("cause").isString() && !body.path("cause").asString().isEmpty();
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static String brief(RawH2cClient.Reply r) {
        String text = new String(r.body(), StandardCharsets.UTF_8).replace('\n', ' ');
        return text.length() <= 160 ? text : text.substring(0, 160) + "…";
    }

    /** The known-good request on the same connection; a connection that no longer serves is counted, then replaced. */
    private void stillServes(Tally t, FuzzInput last) {
        Outcome o = send(new FuzzInput("canary", "GET", FuzzBed.canary(stub).getBytes(StandardCharsets.ISO_8859_1),
                FuzzBed.canaryHeaders(stub), null,
                false, Map.of(), Map.of(), null, null, null));
        if (!o.answered() || o.status() != 200) {
            reconnect(t, last, o.answered() ? "canary answered " + o.status() : o.failure());
        }
    }

    private void reconnect(Tally t, FuzzInput in, String why) {
        t.connectionLost++;
        t.example("connection lost", in, why);
        client.close();
        client = RawH2cClient.connect(host, port);
    }

    public void close() {
        client.close();
    }
}
