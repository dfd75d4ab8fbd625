package dev.corebed.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * A pattern's criteria against one journal entry, for what the stub's journal filters cannot tell: the query
 * parameters and the nf (checked here), and, for the near misses of a failed verification, what the entry has
 * where it missed a criterion and how far it is from it. Whether an entry meets a criterion the journal can
 * filter on is always the stub's answer (see {@link Verification}), never guessed here: path globs, subscriber
 * identities and AVP values match exactly as in the stub's rules.
 */
final class PatternCheck {

    /** One criterion the entry does not meet: what was expected, what the entry has, how far apart (0..1]. */
    record Diff(String criterion, String expected, String actual, double distance) {

        @Override
        public String toString() {
            return criterion + ": expected " + expected + " but was " + actual;
        }
    }

    /** A criterion as the journal filters on it: a label for messages and the (name, value) query parameter. */
    record Criterion(String label, String name, String value) {}

    private PatternCheck() {}

    /** The pattern's criteria that the journal filters on, one query parameter each. */
    static List<Criterion> criteria(RequestPattern p) {
        List<Criterion> out = new ArrayList<>();
        for (String[] f : Wire.journalFilters(p)) {
            String label = switch (f[0]) {
                case "header" -> "header " + f[1].substring(0, f[1].indexOf(':'));
                case "body" -> "body " + f[1].substring(0, f[1].indexOf('='));
                case "avp" -> "AVP " + f[1].substring(0, f[1].indexOf('='));
                case "status" -> "answer";
                default -> f[0];
            };
            out.add(new Criterion(label, f[0], f[1]));
        }
        return out;
    }

    /** Whether the entry meets the criteria the journal cannot filter on: query parameters and nf. */
    static boolean matchesLocally(RequestPattern p, JournalEntry e) {
        return localDiffs(p, e).isEmpty();
    }

    /**
     * The criteria the entry misses: {@code failed} are the labels of the journal criteria the stub said it does
     * not meet; the query parameters and nf are checked here.
     */
    static List<Diff> diffs(RequestPattern p, JournalEntry e, Set<String> failed) {
        List<Diff> out = new ArrayList<>();
        for (Criterion c : criteria(p)) {
            if (failed.contains(c.label())) {
                out.add(diff(p, c, e));
            }
        }
        out.addAll(localDiffs(p, e));
        return out;
    }

    private static List<Diff> localDiffs(RequestPattern p, JournalEntry e) {
        List<Diff> out = new ArrayList<>();
        if (p.nf != null && !p.nf.equalsIgnoreCase(e.nf())) {
            out.add(new Diff("nf", p.nf, String.valueOf(e.nf()), distance(p.nf, e.nf())));
        }
        for (Map.Entry<String, String> q : p.query.entrySet()) {
            String name = q.getKey();
            String value = q.getValue();
            List<String> values = e instanceof SbiEntry s ? s.query().get(name) : null;
            if (values == null || values.isEmpty()) {
                out.add(new Diff("query " + name, RequestPattern.quote(value), e instanceof SbiEntry ? "absent" : "a Diameter request", 1));
            } else if (!value.equals("*") && !values.contains(value)) {
                out.add(new Diff("query " + name, RequestPattern.quote(value), quoted(values), distance(value, values.get(0))));
            }
        }
        return out;
    }

    /** What the entry has where it missed criterion c. */
    private static Diff diff(RequestPattern p, Criterion c, JournalEntry e) {
        String expected = c.value();
        String actual;
        switch (c.name()) {
            case "transport" -> actual = e instanceof SbiEntry ? "sbi" : "diameter";
            case "service" -> actual = e.service() == null ? "none (no route matched)" : e.service();
            case "operation" -> actual = e.operation() == null ? "none (no route matched)" : e.operation();
            case "status" -> actual = e.answered() == null ? "none" : String.valueOf(e.answered());
            case "method" -> actual = e instanceof SbiEntry s ? s.method() : "a Diameter request";
            case "path" -> actual = e instanceof SbiEntry s ? s.path() : "a Diameter request";
            case "header" -> {
                String name = c.value().substring(0, c.value().indexOf(':'));
                expected = RequestPattern.quote(p.headers.get(name));
                String was = e instanceof SbiEntry s ? s.header(name) : null;
                actual = was == null ? "absent" : "\"" + was + "\"";
            }
            case "body" -> {
                String pointer = c.value().substring(0, c.value().indexOf('='));
                expected = RequestPattern.quote(p.body.get(pointer));
                actual = bodyValue(e, pointer);
            }
            case "avp" -> {
                String name = c.value().substring(0, c.value().indexOf('='));
                expected = RequestPattern.quote(p.avps.get(name));
                actual = e instanceof DiameterEntry d
                        ? d.avp(name).map(a -> "\"" + a.asString() + "\"").orElse("absent") : "an SBI request";
            }
            case "supi", "gpsi" -> actual = subscriber(e);
            default -> actual = "?";
        }
        boolean absent = actual.startsWith("absent") || actual.startsWith("none") || actual.startsWith("a Diameter")
                || actual.startsWith("an SBI");
        return new Diff(c.label(), expected, actual, absent ? 1 : distance(unquote(expected), unquote(actual)));
    }

    private static String bodyValue(JournalEntry e, String pointer) {
        if (!(e instanceof SbiEntry s)) {
            return "a Diameter request";
        }
        if (s.body() == null) {
            return "absent (no body)";
        }
        if (!s.body().isContainer()) {
            return "absent (the body is not JSON)";
        }
        JsonNode at = s.body(pointer);
        if (at == null) {
            return "absent";
        }
        return at.isString() ? "\"" + at.asString() + "\"" : at.toString();
    }

    /** The subscriber identities the request seems to carry, for the message only (the stub decided the match). */
    private static String subscriber(JournalEntry e) {
        List<String> found = new ArrayList<>();
        if (e instanceof SbiEntry s) {
            if (s.path() != null) {
                for (String segment : s.path().split("/")) {
                    if (segment.matches("(?i)(imsi|nai|gci|gli|msisdn|extid)-.+")) {
                        found.add(segment);
                    }
                }
            }
            for (String name : List.of("supi", "gpsi", "ueId")) {
                if (s.queryParam(name) != null) {
                    found.add(s.queryParam(name));
                }
                JsonNode v = s.body() != null && s.body().isObject() ? s.body().get(name) : null;
                if (v != null && v.isString()) {
                    found.add(v.asString());
                }
            }
        } else if (e instanceof DiameterEntry d) {
            d.avps("Subscription-Id-Data").forEach(a -> found.add(a.asString()));
            d.avps("User-Name").forEach(a -> found.add(a.asString()));
            d.avps("Public-Identity").forEach(a -> found.add(a.asString()));
        }
        return found.isEmpty() ? "absent" : String.join(", ", found.stream().distinct().toList());
    }

    /** The mean distance over the pattern's criteria (the operation counts twice): 0 matches, 1 is nothing alike. */
    static double distance(RequestPattern p, List<Diff> diffs) {
        int criteria = criteria(p).size() + p.query.size() + (p.nf != null ? 1 : 0) + (p.operation != null ? 1 : 0);
        double sum = 0;
        for (Diff d : diffs) {
            sum += d.criterion().equals("operation") ? 2 * d.distance() : d.distance();
        }
        return criteria == 0 ? 0 : Math.min(1, sum / criteria);
    }

    private static String quoted(List<String> values) {
        return "\"" + String.join("\", \"", values) + "\"";
    }

    private static String unquote(String s) {
        return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
    }

    /**
     * Normalised Levenshtein distance, case-insensitive: 0 equal, 1 nothing in common. Written here rather than
     * taken from a library because the kit sits in users' test classpaths with Jackson as its only dependency.
     */
    static double distance(String a, String b) {
        if (a == null || b == null) {
            return 1;
        }
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        int max = Math.max(x.length(), y.length());
        if (max == 0) {
            return 0;
        }
        int[] prev = new int[y.length() + 1];
        int[] cur = new int[y.length() + 1];
        for (int j = 0; j <= y.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= x.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= y.length(); j++) {
                int cost = x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return (double) prev[y.length()] / max;
    }
}
