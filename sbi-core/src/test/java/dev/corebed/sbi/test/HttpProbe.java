package dev.corebed.sbi.test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Test client speaking to a stub the way outside tools do: curl for h2c with prior knowledge
 * (the project's own client is not used, so the tests double as interoperability checks), and the
 * JDK's HttpClient for HTTP/1.1 and for h2 over TLS (ALPN).
 */
public final class HttpProbe {

    public record Reply(int status, Map<String, List<String>> headers, String body, String version) {
        public String header(String name) {
            List<String> v = headers.get(name.toLowerCase(Locale.ROOT));
            return v == null || v.isEmpty() ? null : v.get(0);
        }

        public JsonNode json() {
            return JsonMapper.builder().build().readTree(body);
        }
    }

    private static final HttpClient HTTP1 = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private static final HttpClient H2_TLS = HttpClient.newBuilder().version(HttpClient.Version.HTTP_2)
            .sslContext(trustAll()).connectTimeout(Duration.ofSeconds(5)).build();

    private static final HttpClient HTTP1_TLS = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .sslContext(trustAll()).connectTimeout(Duration.ofSeconds(5)).build();

    private HttpProbe() {}

    /** h2c with prior knowledge through curl. Extra args go to curl as they are (e.g. "-H", "x: y"). */
    public static Reply h2c(String method, String url, String body, String... extra) {
        List<String> cmd = new ArrayList<>(List.of("curl", "-sS", "-i", "--http2-prior-knowledge", "--max-time", "10", "-X", method));
        cmd.addAll(List.of(extra));
        Path bodyFile = null;
        try {
            if (body != null) {
                bodyFile = Files.createTempFile("probe", ".json");
                Files.writeString(bodyFile, body);
                cmd.add("--data-binary");
                cmd.add("@" + bodyFile);
                if (List.of(extra).stream().noneMatch(a -> a.toLowerCase(Locale.ROOT).startsWith("content-type"))) {
                    cmd.add("-H");
                    cmd.add("content-type: application/json");
                }
            }
            cmd.add(url);
            Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
            byte[] out = p.getInputStream().readAllBytes();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            int rc = p.waitFor();
            if (rc != 0) {
                throw new IOException("curl exited " + rc + ": " + err);
            }
            return parseCurl(new String(out, StandardCharsets.UTF_8));
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        } finally {
            if (bodyFile != null) {
                bodyFile.toFile().delete();
            }
        }
    }

    private static Reply parseCurl(String raw) {
        int split = raw.indexOf("\r\n\r\n");
        String head = split < 0 ? raw : raw.substring(0, split);
        String body = split < 0 ? "" : raw.substring(split + 4);
        String[] lines = head.split("\r\n");
        String[] statusLine = lines[0].split(" ");
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int c = lines[i].indexOf(':');
            if (c > 0) {
                headers.computeIfAbsent(lines[i].substring(0, c).trim().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
                        .add(lines[i].substring(c + 1).trim());
            }
        }
        return new Reply(Integer.parseInt(statusLine[1]), headers, body, statusLine[0]);
    }

    public static Reply http1(String method, String url, String body, String... headers) {
        return send(HTTP1, method, url, body, headers);
    }

    public static Reply h2tls(String method, String url, String body, String... headers) {
        return send(H2_TLS, method, url, body, headers);
    }

    public static Reply http1tls(String method, String url, String body, String... headers) {
        return send(HTTP1_TLS, method, url, body, headers);
    }

    public static HttpClient h2tlsClient() {
        return H2_TLS;
    }

    public static Reply send(HttpClient client, String method, String url, String body, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        boolean hasType = false;
        for (int i = 0; i + 1 < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
            hasType |= headers[i].equalsIgnoreCase("content-type");
        }
        if (body != null && !hasType) {
            b.header("content-type", "application/json");
        }
        try {
            HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(r.statusCode(), lower(r.headers().map()), r.body(), r.version() == HttpClient.Version.HTTP_2 ? "HTTP/2" : "HTTP/1.1");
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, List<String>> lower(Map<String, List<String>> in) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        in.forEach((k, v) -> out.put(k.toLowerCase(Locale.ROOT), v));
        return out;
    }

    /** The stubs use self-signed certificates; the tests trust them. */
    public static SSLContext trustAll() {
        try {
            SSLContext ctx = SSLContext.getInstance("TLS");
            ctx.init(null, new TrustManager[] {new X509TrustManager() {
                public void checkClientTrusted(X509Certificate[] c, String a) {}

                public void checkServerTrusted(X509Certificate[] c, String a) {}

                public X509Certificate[] getAcceptedIssuers() {
                    return new X509Certificate[0];
                }
            }}, null);
            return ctx;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

}
