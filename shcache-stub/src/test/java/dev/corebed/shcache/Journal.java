package dev.corebed.shcache;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.test.HttpProbe;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;

/**
 * A management port's request journal read as a user reads it ({@code GET /admin/v1/journal}): the HSS simulator's
 * shows the Sh requests the cache sent it, the cache's the REST requests and the PNRs it received.
 */
final class Journal {

    private Journal() {}

    /** The entries matching {@code filters} ({@code name=value} pairs, encoded here), oldest first. */
    static JsonNode entries(String adminRoot, String... filters) {
        StringBuilder q = new StringBuilder("/admin/v1/journal?limit=1000");
        for (String f : filters) {
            int eq = f.indexOf('=');
            q.append('&').append(f, 0, eq).append('=')
                    .append(URLEncoder.encode(f.substring(eq + 1), StandardCharsets.UTF_8));
        }
        HttpProbe.Reply r = HttpProbe.http1("GET", adminRoot + q, null);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json().get("entries");
    }

    /** The newest entry matching {@code filters}; fails when there is none. */
    static JsonNode last(String adminRoot, String... filters) {
        JsonNode entries = entries(adminRoot, filters);
        assertThat(entries).as("journal entries matching " + String.join(", ", filters)).isNotEmpty();
        return entries.get(entries.size() - 1);
    }

    /** The value of the first AVP of that name in an entry's AVPs, grouped ones searched too; null when absent. */
    static JsonNode avp(JsonNode entry, String name) {
        return find(entry.get("avps"), name);
    }

    private static JsonNode find(JsonNode avps, String name) {
        for (JsonNode a : avps) {
            if (name.equals(a.get("name").asString())) {
                return a.get("value");
            }
            if (a.get("value").isArray()) {
                JsonNode inner = find(a.get("value"), name);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }
}
