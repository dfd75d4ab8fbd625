package dev.corebed.gatling.shcache;

import dev.corebed.gatling.report.Prometheus;
import dev.corebed.sbi.Json;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * What the Sh cache counted, read on its management port the way a user reads it (Prometheus text and
 * {@code /admin/v1/shcache/cache}): reads by hit, miss and expired per data, the Sh requests it sent the HSS by
 * command, and its rows. Two snapshots give a run's hit ratio and Diameter rates.
 */
public final class ShCacheCounters {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /**
     * One reading.
     *
     * @param lookups  reads by "dataReference result" ("RepositoryData hit", "MSISDN miss"...)
     * @param hss      requests sent to the HSS by "command result" ("UDR 2001", "PUR 10415:5105", "SNR timeout")
     * @param items    rows of sh_data; liveItems of them not expired; subscriptions rows of sh_subscription
     */
    public record Snapshot(long atNanos, Map<String, Double> lookups, Map<String, Double> hss, long items, long liveItems,
                           long subscriptions) {

        /** Reads of one data reference with one result, since {@code before}. */
        public double lookups(Snapshot before, String dataReference, String result) {
            String key = dataReference + " " + result;
            return lookups.getOrDefault(key, 0.0) - before.lookups.getOrDefault(key, 0.0);
        }

        /** Requests of one command sent to the HSS since {@code before}, any result. */
        public double hss(Snapshot before, String command) {
            return sum(hss, command) - sum(before.hss, command);
        }

        /** Of those, the ones whose result is not 2001. */
        public double hssFailed(Snapshot before, String command) {
            return hss(before, command) - (hss.getOrDefault(command + " 2001", 0.0) - before.hss.getOrDefault(command + " 2001", 0.0));
        }

        private static double sum(Map<String, Double> m, String command) {
            return m.entrySet().stream().filter(e -> e.getKey().startsWith(command + " ")).mapToDouble(Map.Entry::getValue).sum();
        }

        public double seconds(Snapshot before) {
            return (atNanos - before.atNanos) / 1e9;
        }
    }

    private final String admin;

    /** @param admin the cache's management apiRoot, e.g. http://127.0.0.1:10086 */
    public ShCacheCounters(String admin) {
        this.admin = admin.endsWith("/") ? admin.substring(0, admin.length() - 1) : admin;
    }

    public Snapshot read() throws IOException, InterruptedException {
        long now = System.nanoTime();
        Prometheus metrics = Prometheus.scrape(admin);
        Map<String, Double> lookups = metrics.byLabels("stub_shcache_lookups_total", "data_reference", "result");
        Map<String, Double> hss = metrics.byLabels("stub_shcache_hss_requests_seconds_count", "command", "result");
        JsonNode totals = Json.MAPPER.readTree(get("/admin/v1/shcache/cache"));
        return new Snapshot(now, lookups, hss, totals.path("items").asLong(), totals.path("liveItems").asLong(),
                totals.path("subscriptions").asLong());
    }

    /** The cache's TTL (ISO-8601, as its management port says it), e.g. PT20M. */
    public String ttl() throws IOException, InterruptedException {
        return Json.MAPPER.readTree(get("/admin/v1/shcache/cache")).path("ttl").asString();
    }

    /** Drops every cached item (before a run that starts cold). */
    public void clear() throws IOException, InterruptedException {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(admin + "/admin/v1/shcache/cache")).DELETE()
                .timeout(Duration.ofMinutes(5)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 204) {
            throw new IOException("clearing the cache: " + r.statusCode() + " " + r.body());
        }
    }

    private String get(String path) throws IOException, InterruptedException {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(admin + path)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IOException("GET " + admin + path + ": " + r.statusCode());
        }
        return r.body();
    }

    /** "RepositoryData 61.2 % hit of 1,234 reads" style figures of one data reference. */
    public static String hitRatio(Snapshot now, Snapshot before, String dataReference) {
        double hit = now.lookups(before, dataReference, "hit");
        double miss = now.lookups(before, dataReference, "miss") + now.lookups(before, dataReference, "expired");
        return hit + miss == 0 ? dataReference + " -" : String.format(Locale.ROOT, "%s %.1f %% hits of %,.0f reads",
                dataReference, 100 * hit / (hit + miss), hit + miss);
    }
}
