package dev.corebed.gatling.scp;

import dev.corebed.gatling.report.SeedFigures;
import dev.corebed.sbi.Json;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;

/**
 * What the SCP counted, read on its management port as a user reads it: its counters ({@code /admin/v1/scp/status})
 * and the histogram of its own processing time per side (Prometheus buckets of {@code stub_scp_processing_seconds}).
 * Two readings give a run's alternate-routed share, rate-limit rejects, OCI diversions, LCI taken in, notifications,
 * and the SCP's processing time percentiles over the run.
 */
public final class ScpCounters {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /** One reading: counters by "name,tag=value..." and cumulative bucket counts by side and upper bound (seconds). */
    public record Snapshot(Map<String, Double> counters, Map<String, TreeMap<Double, Double>> buckets) {

        /** A counter's growth since {@code before}. */
        public double delta(Snapshot before, String key) {
            return counters.getOrDefault(key, 0.0) - before.counters.getOrDefault(key, 0.0);
        }

        /** The growth of every counter of that name (any tags) since {@code before}. */
        public double deltaOfName(Snapshot before, String name) {
            double now = counters.entrySet().stream().filter(e -> e.getKey().equals(name) || e.getKey().startsWith(name + ","))
                    .mapToDouble(Map.Entry::getValue).sum();
            double then = before.counters.entrySet().stream().filter(e -> e.getKey().equals(name) || e.getKey().startsWith(name + ","))
                    .mapToDouble(Map.Entry::getValue).sum();
            return now - then;
        }

        /**
         * The processing time percentiles of one side over the run (ms), interpolated within the histogram's buckets;
         * null when nothing was measured.
         */
        public SeedFigures.Latency processing(Snapshot before, String side) {
            TreeMap<Double, Double> now = buckets.getOrDefault(side, new TreeMap<>());
            TreeMap<Double, Double> then = before.buckets.getOrDefault(side, new TreeMap<>());
            List<double[]> delta = new ArrayList<>();
            for (Map.Entry<Double, Double> e : now.entrySet()) {
                delta.add(new double[] {e.getKey(), e.getValue() - then.getOrDefault(e.getKey(), 0.0)});
            }
            if (delta.isEmpty() || delta.get(delta.size() - 1)[1] <= 0) {
                return null;
            }
            return new SeedFigures.Latency(quantile(delta, 0.5), SeedFigures.NONE, quantile(delta, 0.9), quantile(delta, 0.95),
                    quantile(delta, 0.99));
        }

        private static double quantile(List<double[]> cumulative, double q) {
            double total = cumulative.get(cumulative.size() - 1)[1];
            double rank = q * total;
            double lowerBound = 0;
            double lowerCount = 0;
            for (double[] b : cumulative) {
                if (b[1] >= rank) {
                    double upper = Double.isInfinite(b[0]) ? lowerBound : b[0];
                    double span = b[1] - lowerCount;
                    double at = span <= 0 ? upper : lowerBound + (upper - lowerBound) * (rank - lowerCount) / span;
                    return at * 1000;
                }
                lowerBound = b[0];
                lowerCount = b[1];
            }
            return lowerBound * 1000;
        }
    }

    private final String admin;

    /** @param admin the SCP's management apiRoot, e.g. http://127.0.0.1:10082 */
    public ScpCounters(String admin) {
        this.admin = admin.endsWith("/") ? admin.substring(0, admin.length() - 1) : admin;
    }

    public Snapshot read() throws IOException, InterruptedException {
        Map<String, Double> counters = new LinkedHashMap<>();
        JsonNode status = Json.MAPPER.readTree(get("/admin/v1/scp/status"));
        for (Iterator<Map.Entry<String, JsonNode>> it = status.path("counters").properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            counters.put(e.getKey(), e.getValue().asDouble());
        }
        Map<String, TreeMap<Double, Double>> buckets = new LinkedHashMap<>();
        for (String line : get("/metrics").lines().toList()) {
            if (line.startsWith("stub_scp_processing_seconds_bucket{")) {
                String le = label(line, "le");
                double bound = le.equals("+Inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(le);
                buckets.computeIfAbsent(label(line, "side"), k -> new TreeMap<>()).merge(bound, value(line), Double::sum);
            }
        }
        return new Snapshot(counters, buckets);
    }

    /** The SCP's status now (producers in its view, subscriptions...). */
    public JsonNode status() throws IOException, InterruptedException {
        return Json.MAPPER.readTree(get("/admin/v1/scp/status"));
    }

    private String get(String path) throws IOException, InterruptedException {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(admin + path)).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IOException("GET " + admin + path + ": " + r.statusCode());
        }
        return r.body();
    }

    static String label(String line, String name) {
        int at = line.indexOf(name + "=\"");
        if (at < 0) {
            return "";
        }
        int start = at + name.length() + 2;
        return line.substring(start, line.indexOf('"', start));
    }

    static double value(String line) {
        return Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
    }
}
