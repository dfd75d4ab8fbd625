package dev.corebed.gatling.report;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A Prometheus text scrape of a stub's or simulator's management port ({@code GET /metrics}), read the way a user
 * reads it: the samples, summed by name and labels. Two scrapes give what happened between them.
 */
public final class Prometheus {

    /** One sample line: {@code name{label="value",...} 12.0}. */
    public record Sample(String name, Map<String, String> labels, double value) {
        public String label(String name) {
            return labels.getOrDefault(name, "");
        }
    }

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private final List<Sample> samples;

    private Prometheus(List<Sample> samples) {
        this.samples = samples;
    }

    /** Scrapes {@code {admin}/metrics}. */
    public static Prometheus scrape(String admin) throws IOException, InterruptedException {
        String root = admin.endsWith("/") ? admin.substring(0, admin.length() - 1) : admin;
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(root + "/metrics")).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IOException("GET " + root + "/metrics: " + r.statusCode());
        }
        return parse(r.body());
    }

    public static Prometheus parse(String text) {
        List<Sample> samples = new ArrayList<>();
        for (String line : text.lines().toList()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int brace = line.indexOf('{');
            int space = line.lastIndexOf(' ');
            if (space < 0) {
                continue;
            }
            String name = brace >= 0 && brace < space ? line.substring(0, brace) : line.substring(0, space);
            Map<String, String> labels = new LinkedHashMap<>();
            if (brace >= 0 && brace < space) {
                labels(line.substring(brace + 1, line.lastIndexOf('}')), labels);
            }
            try {
                samples.add(new Sample(name, labels, Double.parseDouble(line.substring(space + 1))));
            } catch (NumberFormatException e) {
                // a value this reader does not know (none in Micrometer's output): left out
            }
        }
        return new Prometheus(samples);
    }

    private static void labels(String s, Map<String, String> out) {
        int i = 0;
        while (i < s.length()) {
            int eq = s.indexOf("=\"", i);
            if (eq < 0) {
                return;
            }
            String name = s.substring(i, eq).trim();
            StringBuilder value = new StringBuilder();
            int j = eq + 2;
            while (j < s.length() && s.charAt(j) != '"') {
                char c = s.charAt(j);
                if (c == '\\' && j + 1 < s.length()) {
                    char n = s.charAt(++j);
                    value.append(n == 'n' ? '\n' : n);
                } else {
                    value.append(c);
                }
                j++;
            }
            out.put(name, value.toString());
            i = j + 1;
            while (i < s.length() && (s.charAt(i) == ',' || s.charAt(i) == ' ')) {
                i++;
            }
        }
    }

    public List<Sample> samples() {
        return samples;
    }

    /** The sum of every sample of that name whose labels the filter accepts. */
    public double sum(String name, Predicate<Sample> filter) {
        return samples.stream().filter(s -> s.name().equals(name) && filter.test(s)).mapToDouble(Sample::value).sum();
    }

    public double sum(String name) {
        return sum(name, s -> true);
    }

    /** Sums of the samples of that name grouped by the values of some of their labels, joined by a space. */
    public Map<String, Double> byLabels(String name, String... labels) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (Sample s : samples) {
            if (s.name().equals(name)) {
                List<String> key = new ArrayList<>();
                for (String l : labels) {
                    key.add(s.label(l));
                }
                out.merge(String.join(" ", key), s.value(), Double::sum);
            }
        }
        return out;
    }
}
