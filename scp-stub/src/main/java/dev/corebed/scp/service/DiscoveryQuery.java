package dev.corebed.scp.service;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The discovery parameters of a delegated discovery: the 3gpp-Sbi-Discovery-* headers of the request (TS 29.500
 * §5.2.3.2.x, §6.10.3.2), each the name of an Nnrf_NFDiscovery query parameter (TS 29.510 Table 6.2.3.2.3.1-1) and
 * its value encoded as that parameter's would be (JSON for object values, comma-separated for arrays).
 *
 * @param names  parameter names, lower case, in the order of the headers
 * @param values their values
 * @param key    the cache key: the parameters as they came (a consumer sends them in the same order each time)
 */
public record DiscoveryQuery(List<String> names, List<String> values, String key) {

    /**
     * A parameter only the SCP's selection reads (the seed's N15 UE policy case: the PCF already chosen), not an
     * Nnrf_NFDiscovery one: neither sent to the NRF nor part of the cache key.
     */
    public static final String PREFERRED_TARGET = "preferred-target-nf-instance-id";

    public static DiscoveryQuery of(List<String> names, List<String> values) {
        StringBuilder key = new StringBuilder(64);
        for (int i = 0; i < names.size(); i++) {
            if (!names.get(i).equals(PREFERRED_TARGET)) {
                key.append(names.get(i)).append('=').append(values.get(i)).append('\n');
            }
        }
        return new DiscoveryQuery(List.copyOf(names), List.copyOf(values), key.toString());
    }

    /** The value of a parameter, or null. */
    public String get(String name) {
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equals(name)) {
                return values.get(i);
            }
        }
        return null;
    }

    public boolean has(String name) {
        return get(name) != null;
    }

    /** The Nnrf_NFDiscovery query string, every value percent-encoded. */
    public String toQueryString() {
        StringBuilder q = new StringBuilder(128);
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equals(PREFERRED_TARGET)) {
                continue;
            }
            if (!q.isEmpty()) {
                q.append('&');
            }
            q.append(names.get(i)).append('=').append(URLEncoder.encode(values.get(i), StandardCharsets.UTF_8).replace("+", "%20"));
        }
        return q.toString();
    }
}
