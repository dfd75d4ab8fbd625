package dev.corebed.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Calls to one stub's management port: HTTP/1.1 (the port speaks it and h2c; HTTP/1.1 needs no upgrade dance),
 * JSON bodies, a non-2xx answer thrown as a {@link ManagementApiException}.
 */
final class ManagementHttp {

    /** One client for every stub of the JVM: it pools connections per host and port. */
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final URI base;
    private final Duration timeout;

    ManagementHttp(URI base, Duration timeout) {
        String s = base.toString();
        this.base = URI.create(s.endsWith("/") ? s.substring(0, s.length() - 1) : s);
        this.timeout = timeout;
    }

    URI base() {
        return base;
    }

    /** {@code path?name=value&...}, each value encoded. */
    static String query(String path, List<String[]> params) {
        if (params.isEmpty()) {
            return path;
        }
        StringBuilder sb = new StringBuilder(path);
        char sep = path.contains("?") ? '&' : '?';
        for (String[] p : params) {
            sb.append(sep).append(encode(p[0])).append('=').append(encode(p[1]));
            sep = '&';
        }
        return sb.toString();
    }

    static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    JsonNode get(String path) {
        return json(send("GET", path, null));
    }

    String getText(String path) {
        return send("GET", path, null).body();
    }

    JsonNode post(String path, JsonNode body) {
        return json(send("POST", path, body));
    }

    JsonNode put(String path, JsonNode body) {
        return json(send("PUT", path, body));
    }

    void delete(String path) {
        send("DELETE", path, null);
    }

    /** The answer's status for a GET, 404 included (no exception): for reads of something that may not exist. */
    HttpResponse<String> getMaybe(String path) {
        return exchange("GET", path, null);
    }

    HttpResponse<String> send(String method, String path, JsonNode body) {
        HttpResponse<String> r = exchange(method, path, body);
        if (r.statusCode() / 100 != 2) {
            JsonNode problem = null;
            try {
                problem = r.body().isBlank() ? null : Wire.JSON.readTree(r.body());
            } catch (JacksonException e) {
                // not JSON: the message shows the text
            }
            throw new ManagementApiException(method + " " + base + path, r.statusCode(), problem, r.body());
        }
        return r;
    }

    private HttpResponse<String> exchange(String method, String path, JsonNode body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(timeout)
                .header("accept", "application/json");
        if (body != null) {
            b.header("content-type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        try {
            return CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + base + path + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + method + " " + base + path, e);
        }
    }

    private static JsonNode json(HttpResponse<String> r) {
        return r.body().isBlank() ? null : Wire.JSON.readTree(r.body());
    }
}
