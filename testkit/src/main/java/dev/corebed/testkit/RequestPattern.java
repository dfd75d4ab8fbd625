package dev.corebed.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Which requests a verification, a journal query, a scripted answer or a fault rule is about: the management
 * API's {@code match} (every criterion optional, all AND-ed). Immutable: every {@code with...} returns a new
 * pattern, so the presets of {@link Operations} can be shared and refined.
 *
 * <pre>{@code
 * registerNfInstance().withBody("/nfType", "SMF")
 * readAmPolicyData().withSupi("imsi-001010000000001")
 * ccr().initial().withAvp("Subscription-Id-Data", "001010000000001")
 * operation("GetNfGroupIDs").withQuery("nf-type", "UDM")
 * }</pre>
 *
 * <p>{@link #withStatus(int)} and {@link #sbi()}/{@link #diameter()} select what the stub answered and on
 * which transport: journal queries and verifications use them, rules cannot (they are decided before the
 * answer), and adding such a pattern to a rule throws.
 */
public class RequestPattern {

    static final String SBI = "sbi";
    static final String DIAMETER = "diameter";

    final String nf;
    final String service;
    final String operation;
    final String method;
    final String path;
    final Map<String, String> query;
    final Map<String, String> headers;
    final Map<String, String> body;
    final String supi;
    final String gpsi;
    final Map<String, String> avps;
    final Long status;
    final String transport;

    RequestPattern(String nf, String service, String operation, String method, String path, Map<String, String> query,
                   Map<String, String> headers, Map<String, String> body, String supi, String gpsi,
                   Map<String, String> avps, Long status, String transport) {
        this.nf = nf;
        this.service = service;
        this.operation = operation;
        this.method = method;
        this.path = path;
        this.query = Collections.unmodifiableMap(query);
        this.headers = Collections.unmodifiableMap(headers);
        this.body = Collections.unmodifiableMap(body);
        this.supi = supi;
        this.gpsi = gpsi;
        this.avps = Collections.unmodifiableMap(avps);
        this.status = status;
        this.transport = transport;
    }

    RequestPattern(RequestPattern p) {
        this(p.nf, p.service, p.operation, p.method, p.path, p.query, p.headers, p.body, p.supi, p.gpsi, p.avps,
                p.status, p.transport);
    }

    /** Every request. */
    public static RequestPattern anyRequest() {
        return new RequestPattern(null, null, null, null, null, Map.of(), Map.of(), Map.of(), null, null, Map.of(),
                null, null);
    }

    /** Requests of this operationId ({@code "RegisterNFInstance"}) or Diameter command ({@code "CCR"}, {@code "CCR-I"}). */
    public static RequestPattern operation(String operationId) {
        return anyRequest().withOperation(operationId);
    }

    // ---- criteria ----

    /** The stub ({@code nrf}, {@code udr}, {@code bsf}...). */
    public RequestPattern withNf(String value) {
        return copy(value, service, operation, method, path, query, headers, body, supi, gpsi, avps, status, transport);
    }

    /** The 3GPP service ({@code nnrf-nfm}) or Diameter application ({@code gx}, {@code rx}, {@code sy}, {@code sh}). */
    public RequestPattern withService(String value) {
        return copy(nf, value, operation, method, path, query, headers, body, supi, gpsi, avps, status, transport);
    }

    /** The operationId, or the Diameter command ({@code CCR} covers {@code CCR-I}, {@code CCR-U}...); any case. */
    public RequestPattern withOperation(String value) {
        return copy(nf, service, value, method, path, query, headers, body, supi, gpsi, avps, status, transport);
    }

    /** The HTTP method. */
    public RequestPattern withMethod(String value) {
        return copy(nf, service, operation, value.toUpperCase(java.util.Locale.ROOT), path, query, headers, body, supi,
                gpsi, avps, status, transport);
    }

    /**
     * The path: a glob ({@code *} within a segment, {@code **} across segments:
     * {@code /nudr-dr/v2/policy-data/ues/*}{@code /am-data}), or a regular expression when it starts with {@code ~}.
     */
    public RequestPattern withPath(String value) {
        return copy(nf, service, operation, method, value, query, headers, body, supi, gpsi, avps, status, transport);
    }

    /** A query parameter has this value (among its values); {@code "*"}: present with any value. */
    public RequestPattern withQuery(String name, String value) {
        return copy(nf, service, operation, method, path, plus(query, name, value), headers, body, supi, gpsi, avps,
                status, transport);
    }

    /** A header (name in any case) has this value; {@code "*"}: present with any value. */
    public RequestPattern withHeader(String name, String value) {
        return copy(nf, service, operation, method, path, query, plus(headers, name, value), body, supi, gpsi, avps,
                status, transport);
    }

    /**
     * The JSON body has this value at this JSON pointer: a string attribute compared as its text, anything else
     * as its JSON text ({@code withBody("/priority", 5)}, {@code withBody("/nfServices/0/serviceName", "nudm-sdm")});
     * {@code "*"}: present with any value.
     */
    public RequestPattern withBody(String jsonPointer, Object value) {
        if (!jsonPointer.startsWith("/")) {
            throw new IllegalArgumentException("a JSON pointer starts with /: " + jsonPointer);
        }
        return copy(nf, service, operation, method, path, query, headers, plus(body, jsonPointer, String.valueOf(value)),
                supi, gpsi, avps, status, transport);
    }

    /**
     * The subscriber, wherever the request carries it: a path segment or query value, a body attribute
     * {@code supi} or {@code ueId}, Diameter Subscription-Id or User-Name ({@code imsi-001010000000001} and
     * {@code 001010000000001} are the same subscriber).
     */
    public RequestPattern withSupi(String value) {
        return copy(nf, service, operation, method, path, query, headers, body, value, gpsi, avps, status, transport);
    }

    /** Likewise for the GPSI ({@code msisdn-33600000001}). */
    public RequestPattern withGpsi(String value) {
        return copy(nf, service, operation, method, path, query, headers, body, supi, value, avps, status, transport);
    }

    /**
     * An AVP of this name (as in the stub's dictionary) or code, anywhere in the Diameter message (inside
     * grouped AVPs too), has this value (text, number, IP address); {@code "*"}: present.
     */
    public RequestPattern withAvp(String nameOrCode, Object value) {
        return copy(nf, service, operation, method, path, query, headers, body, supi, gpsi,
                plus(avps, nameOrCode, String.valueOf(value)), status, transport);
    }

    /** Journal only: the stub answered this HTTP status or Diameter result code. */
    public RequestPattern withStatus(int value) {
        return copy(nf, service, operation, method, path, query, headers, body, supi, gpsi, avps, (long) value, transport);
    }

    /** Journal only: SBI requests. */
    public RequestPattern sbi() {
        return copy(nf, service, operation, method, path, query, headers, body, supi, gpsi, avps, status, SBI);
    }

    /** Journal only: Diameter requests. */
    public RequestPattern diameter() {
        return copy(nf, service, operation, method, path, query, headers, body, supi, gpsi, avps, status, DIAMETER);
    }

    /** A refinement is a plain pattern, also of a subtype ({@link CcrPattern}). */
    private static RequestPattern copy(String nf, String service, String operation, String method, String path,
                                       Map<String, String> query, Map<String, String> headers, Map<String, String> body,
                                       String supi, String gpsi, Map<String, String> avps, Long status, String transport) {
        return new RequestPattern(nf, service, operation, method, path, query, headers, body, supi, gpsi, avps, status,
                transport);
    }

    private static Map<String, String> plus(Map<String, String> map, String key, String value) {
        Objects.requireNonNull(key, "name");
        Objects.requireNonNull(value, "value");
        Map<String, String> out = new LinkedHashMap<>(map);
        out.put(key, value);
        return out;
    }

    // ---- reading ----

    public String operation() {
        return operation;
    }

    public String service() {
        return service;
    }

    /** The criteria only a rule cannot have (what was answered, the transport), or an empty list. */
    List<String> journalOnly() {
        List<String> out = new ArrayList<>();
        if (status != null) {
            out.add("status");
        }
        if (transport != null) {
            out.add("transport");
        }
        return out;
    }

    /** Reads as the criteria: {@code RegisterNFInstance (nnrf-nfm), body /nfType = "SMF"}. */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        if (operation != null) {
            parts.add(operation + (service != null ? " (" + service + ")" : ""));
        } else if (service != null) {
            parts.add("service " + service);
        }
        if (transport != null) {
            parts.add(transport.equals(SBI) ? "SBI" : "Diameter");
        }
        if (nf != null) {
            parts.add("nf " + nf);
        }
        if (method != null) {
            parts.add("method " + method);
        }
        if (path != null) {
            parts.add("path " + path);
        }
        query.forEach((k, v) -> parts.add("query " + k + " = " + quote(v)));
        headers.forEach((k, v) -> parts.add("header " + k + " = " + quote(v)));
        body.forEach((k, v) -> parts.add("body " + k + " = " + quote(v)));
        if (supi != null) {
            parts.add("supi " + supi);
        }
        if (gpsi != null) {
            parts.add("gpsi " + gpsi);
        }
        avps.forEach((k, v) -> parts.add("AVP " + k + " = " + quote(v)));
        if (status != null) {
            parts.add("answered " + status);
        }
        return parts.isEmpty() ? "any request" : String.join(", ", parts);
    }

    static String quote(String v) {
        return v.equals("*") ? "(any value)" : "\"" + v + "\"";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RequestPattern p && Objects.equals(nf, p.nf) && Objects.equals(service, p.service)
                && Objects.equals(operation, p.operation) && Objects.equals(method, p.method)
                && Objects.equals(path, p.path) && query.equals(p.query) && headers.equals(p.headers)
                && body.equals(p.body) && Objects.equals(supi, p.supi) && Objects.equals(gpsi, p.gpsi)
                && avps.equals(p.avps) && Objects.equals(status, p.status) && Objects.equals(transport, p.transport);
    }

    @Override
    public int hashCode() {
        return Objects.hash(nf, service, operation, method, path, query, headers, body, supi, gpsi, avps, status, transport);
    }
}
