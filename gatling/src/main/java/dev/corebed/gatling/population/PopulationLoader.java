package dev.corebed.gatling.population;

import dev.corebed.sbi.client.SbiClient;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import tools.jackson.databind.JsonNode;

/** Sends a batch of requests with at most N in flight, and tallies what the NRF answered. */
final class PopulationLoader {

    private PopulationLoader() {}

    /**
     * What one batch got: answers by status, and the requests the NRF does not support.
     *
     * @param byStatus     answers by HTTP status (with the ProblemDetails cause of a refusal: "403 SUBSCRIPTION_NOT_ALLOWED"),
     *                     or "no answer (...)" when there was none
     * @param problems     the first few distinct failures, for the operator to read
     * @param locations    per request, in the order sent, the Location header of its 201 (null for any other answer)
     */
    record Tally(int sent, int succeeded, int notSupported, int failed, Map<String, Integer> byStatus, List<String> problems,
                 List<String> locations, long bytes, long nanos) {}

    /**
     * @param notSupported statuses that mean the NRF lacks the operation (404, 405, 501 for CreateSubscription)
     */
    static Tally send(SbiClient client, List<SbiClient.Request> requests, int concurrency, Set<Integer> notSupported)
            throws InterruptedException {
        Counts counts = new Counts(notSupported, requests.size());
        Semaphore inFlight = new Semaphore(concurrency);
        CountDownLatch done = new CountDownLatch(requests.size());
        long bytes = 0;
        long start = System.nanoTime();
        for (int i = 0; i < requests.size(); i++) {
            SbiClient.Request request = requests.get(i);
            int index = i;
            inFlight.acquire();
            bytes += request.body().length;
            client.send(request).whenComplete((response, failure) -> {
                counts.record(index, response, failure);
                inFlight.release();
                done.countDown();
            });
        }
        done.await();
        return counts.tally(requests.size(), bytes, System.nanoTime() - start);
    }

    private static final class Counts {
        private static final int MAX_PROBLEMS = 5;
        private final Set<Integer> notSupportedStatuses;
        private final Map<String, Integer> byStatus = new TreeMap<>();
        private final Set<String> problems = new LinkedHashSet<>();
        private final String[] locations;
        private int succeeded;
        private int notSupported;
        private int failed;

        Counts(Set<Integer> notSupportedStatuses, int size) {
            this.notSupportedStatuses = notSupportedStatuses;
            this.locations = new String[size];
        }

        synchronized void record(int index, SbiClient.Response response, Throwable failure) {
            if (failure != null) {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
                String what = "no answer (" + cause.getClass().getSimpleName() + ")";
                byStatus.merge(what, 1, Integer::sum);
                failed++;
                problem(what + ": " + cause.getMessage());
                return;
            }
            int status = response.status();
            boolean ok = status >= 200 && status < 300;
            boolean refused = !ok && !notSupportedStatuses.contains(status);
            // a refusal's cause beside its status: "403 SUBSCRIPTION_NOT_ALLOWED" is the NRF's limit
            String cause = refused ? cause(response) : "";
            byStatus.merge(cause.isEmpty() ? Integer.toString(status) : status + " " + cause, 1, Integer::sum);
            if (ok) {
                succeeded++;
                if (status == 201) {
                    locations[index] = response.header("location");
                }
            } else if (!refused) {
                notSupported++;
            } else {
                failed++;
                problem(status + " " + describe(response));
            }
        }

        private void problem(String text) {
            if (problems.size() < MAX_PROBLEMS) {
                problems.add(text);
            }
        }

        private static String cause(SbiClient.Response response) {
            try {
                return response.json().path("cause").asString("");
            } catch (RuntimeException notJson) {
                return "";
            }
        }

        /** The cause and detail of a ProblemDetails, or the start of the body. */
        private static String describe(SbiClient.Response response) {
            try {
                JsonNode problem = response.json();
                if (problem.has("cause") || problem.has("detail")) {
                    return problem.path("cause").asString("") + " " + problem.path("detail").asString("");
                }
            } catch (RuntimeException notJson) {
                // fall through to the raw body
            }
            String body = new String(response.body(), StandardCharsets.UTF_8);
            return body.length() > 200 ? body.substring(0, 200) + "..." : body;
        }

        synchronized Tally tally(int sent, long bytes, long nanos) {
            return new Tally(sent, succeeded, notSupported, failed, Map.copyOf(byStatus), new ArrayList<>(problems),
                    Arrays.asList(locations.clone()), bytes, nanos);
        }
    }
}
