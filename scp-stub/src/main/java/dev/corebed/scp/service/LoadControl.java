package dev.corebed.scp.service;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The producers' load and overload as they report them (TS 29.500 §6.3 LCI and §6.4 OCI, headers 3gpp-Sbi-Lci and
 * 3gpp-Sbi-Oci on their answers): a load replaces the one of the profile in the weights of selection when it moved
 * at least {@code minChange} points; an overload reduction makes selection divert that share of the traffic away
 * from the producer for the period of validity. Both are kept per scope (NF instance, NF set, NF service instance,
 * NF service set); the headers themselves go on to the consumer untouched.
 *
 * <p>Producers repeat the same header value until their load changes: a value seen lately costs one map lookup.
 */
public final class LoadControl {

    /** A reported load (0-100) and the reporter's timestamp (epoch ms). */
    record Load(int load, long timestamp) {}

    /** A reported overload: the share of traffic to shed (0-100) until {@code until} (epoch ms, local clock). */
    record Overload(int reduction, long timestamp, long until) {}

    /** One element of an LCI or OCI header. */
    record Element(long timestamp, int metric, int validitySeconds, List<String> scopes) {}

    private static final int SEEN_MAX = 4096;

    private final int minChange;
    private final LongSupplier clock;
    private final Map<String, Load> loads = new ConcurrentHashMap<>();
    private final Map<String, Overload> overloads = new ConcurrentHashMap<>();
    private final Map<String, Boolean> seenLci = new ConcurrentHashMap<>();
    private final Map<String, Boolean> seenOci = new ConcurrentHashMap<>();
    private final ScpMetrics metrics;

    public LoadControl(int minChange, LongSupplier epochMillis, ScpMetrics metrics) {
        this.minChange = minChange;
        this.clock = epochMillis;
        this.metrics = metrics;
    }

    /** A 3gpp-Sbi-Lci value from an answer. Malformed values are ignored (and counted). */
    public void lci(String value) {
        if (seenLci.containsKey(value)) {
            return;
        }
        List<Element> elements = parse(value, false);
        if (elements == null) {
            metrics.malformedLoadHeader("lci");
            return;
        }
        remember(seenLci, value);
        for (Element e : elements) {
            for (String scope : e.scopes()) {
                loads.compute(scope, (k, old) -> {
                    if (old != null && (e.timestamp() < old.timestamp() || Math.abs(e.metric() - old.load()) < minChange)) {
                        return old;
                    }
                    metrics.lciApplied();
                    return new Load(e.metric(), e.timestamp());
                });
            }
        }
    }

    /** A 3gpp-Sbi-Oci value from an answer. */
    public void oci(String value) {
        if (seenOci.containsKey(value)) {
            return;
        }
        List<Element> elements = parse(value, true);
        if (elements == null) {
            metrics.malformedLoadHeader("oci");
            return;
        }
        remember(seenOci, value);
        long now = clock.getAsLong();
        for (Element e : elements) {
            for (String scope : e.scopes()) {
                overloads.compute(scope, (k, old) -> {
                    if (old != null && e.timestamp() < old.timestamp()) {
                        return old;
                    }
                    metrics.ociApplied();
                    return e.metric() == 0 ? null : new Overload(e.metric(), e.timestamp(), now + e.validitySeconds() * 1000L);
                });
            }
        }
    }

    private static void remember(Map<String, Boolean> seen, String value) {
        if (seen.size() >= SEEN_MAX) {
            seen.clear();
        }
        seen.put(value, Boolean.TRUE);
    }

    /** The load selection weighs this producer service by: its most specific LCI, else the profile's. */
    public int load(Producer p, Producer.Service s) {
        if (loads.isEmpty()) {
            return s == null ? p.load() : s.load();
        }
        Load l = null;
        if (s != null) {
            l = loads.get("si:" + p.id() + "/" + s.instanceId());
            if (l == null) {
                l = loads.get("si:?/" + s.instanceId());
            }
            if (l == null && !s.setIds().isEmpty()) {
                l = loads.get("ss:" + s.setIds().get(0));
            }
        }
        if (l == null) {
            l = loads.get("i:" + p.id());
        }
        if (l == null && !p.nfSets().isEmpty()) {
            l = loads.get("s:" + p.nfSets().get(0));
        }
        return l != null ? l.load() : s == null ? p.load() : s.load();
    }

    /** The share of traffic (0-100) to divert from this producer service now; 0 when it reported no overload. */
    public int reduction(Producer p, Producer.Service s) {
        if (overloads.isEmpty()) {
            return 0;
        }
        Overload o = null;
        if (s != null) {
            o = overloads.get("si:" + p.id() + "/" + s.instanceId());
            if (o == null) {
                o = overloads.get("si:?/" + s.instanceId());
            }
            if (o == null && !s.setIds().isEmpty()) {
                o = overloads.get("ss:" + s.setIds().get(0));
            }
        }
        if (o == null) {
            o = overloads.get("i:" + p.id());
        }
        if (o == null && !p.nfSets().isEmpty()) {
            o = overloads.get("s:" + p.nfSets().get(0));
        }
        if (o == null) {
            return 0;
        }
        if (o.until() < clock.getAsLong()) {
            return 0;
        }
        return o.reduction();
    }

    /** The overload reduction reported for an NF instance only (a Model C target the view does not know). */
    public int reductionOfInstance(String nfInstanceId) {
        Overload o = overloads.get("i:" + nfInstanceId);
        return o == null || o.until() < clock.getAsLong() ? 0 : o.reduction();
    }

    public void clear() {
        loads.clear();
        overloads.clear();
        seenLci.clear();
        seenOci.clear();
    }

    /** What is known now, for the management API: scope → load, scope → reduction. */
    public Map<String, Integer> loads() {
        Map<String, Integer> m = new java.util.TreeMap<>();
        loads.forEach((k, v) -> m.put(k, v.load()));
        return m;
    }

    public Map<String, Integer> overloads() {
        Map<String, Integer> m = new java.util.TreeMap<>();
        long now = clock.getAsLong();
        overloads.forEach((k, v) -> {
            if (v.until() >= now) {
                m.put(k, v.reduction());
            }
        });
        return m;
    }

    /**
     * The elements of an LCI ({@code oci} false) or OCI header (TS 29.500 §5.2.3.2.x ABNF): comma-separated elements of
     * semicolon-separated {@code Name: value} parts, the Timestamp an HTTP-date in quotes. Scopes become keys
     * ({@code i:}, {@code s:}, {@code si:<inst>/<servinst>}, {@code ss:}); consumer and SCP/SEPP scopes are not the
     * producers' and are left out. Null when malformed.
     */
    static List<Element> parse(String value, boolean oci) {
        List<Element> out = new ArrayList<>(1);
        for (String element : split(value, ',')) {
            if (element.isBlank()) {
                continue;
            }
            long timestamp = -1;
            int metric = -1;
            int validity = -1;
            String inst = null;
            String set = null;
            String servInst = null;
            String servSet = null;
            for (String part : split(element, ';')) {
                int colon = part.indexOf(':');
                if (colon < 0) {
                    continue;
                }
                String name = part.substring(0, colon).strip().toLowerCase(Locale.ROOT);
                String v = part.substring(colon + 1).strip();
                switch (name) {
                    case "timestamp" -> timestamp = httpDate(v);
                    case "load-metric" -> metric = oci ? metric : percent(v);
                    case "overload-reduction-metric" -> metric = oci ? percent(v) : metric;
                    case "period-of-validity" -> validity = seconds(v);
                    case "nf-instance", "nf-inst" -> inst = v;
                    case "nf-set" -> set = v;
                    case "nf-service-instance" -> servInst = v;
                    case "nf-service-set" -> servSet = v;
                    default -> { }
                }
            }
            if (timestamp < 0 || metric < 0 || metric > 100 || (oci && validity < 0)) {
                return null;
            }
            List<String> scopes = new ArrayList<>(1);
            if (servInst != null) {
                scopes.add("si:" + (inst == null ? "?" : inst) + "/" + servInst);
            } else if (inst != null) {
                scopes.add("i:" + inst);
            }
            if (set != null) {
                scopes.add("s:" + set);
            }
            if (servSet != null) {
                scopes.add("ss:" + servSet);
            }
            out.add(new Element(timestamp, metric, Math.max(validity, 0), scopes));
        }
        return out.isEmpty() ? null : out;
    }

    /** Splits at {@code sep} outside double quotes (the HTTP-date has a comma in it). */
    private static List<String> split(String s, char sep) {
        List<String> parts = new ArrayList<>(4);
        boolean quoted = false;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == sep && !quoted) {
                parts.add(s.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(s.substring(start));
        return parts;
    }

    private static long httpDate(String v) {
        String d = v.startsWith("\"") && v.endsWith("\"") && v.length() > 1 ? v.substring(1, v.length() - 1) : v;
        try {
            return ZonedDateTime.parse(d, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant().toEpochMilli();
        } catch (DateTimeParseException e) {
            return -1;
        }
    }

    private static int percent(String v) {
        return v.endsWith("%") ? number(v.substring(0, v.length() - 1)) : -1;
    }

    private static int seconds(String v) {
        return v.endsWith("s") ? number(v.substring(0, v.length() - 1)) : -1;
    }

    private static int number(String v) {
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
