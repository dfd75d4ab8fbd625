package dev.corebed.core.journal;

import dev.corebed.core.rules.Matcher;
import dev.corebed.core.rules.PathPattern;
import dev.corebed.core.rules.RequestView;
import dev.corebed.core.rules.RuleException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A journal filter, from the query parameters of {@code GET /admin/v1/journal} (all optional, AND-ed):
 * {@code transport}, {@code service}, {@code operation} (the command name also covers its request types:
 * "CCR" selects "CCR-I"), {@code method}, {@code path} (a {@link PathPattern}), {@code header=name:value},
 * {@code body=/json/pointer=value}, {@code avp=Name-or-code=value} (each repeatable), {@code supi},
 * {@code gpsi}, {@code status} (HTTP status or Diameter result code), {@code since} (an entry id or an
 * RFC 3339 time, exclusive) and {@code limit} (the newest N, default 100).
 */
public final class JournalQuery {

    public static final Set<String> PARAMETERS = Set.of("transport", "service", "operation", "method", "path", "header",
            "body", "avp", "supi", "gpsi", "status", "since", "limit");
    public static final int DEFAULT_LIMIT = 100;

    private final String transport;
    private final Matcher matcher;
    private final Long status;
    private final long sinceId;
    private final long sinceMillis;
    private final int limit;

    private JournalQuery(String transport, Matcher matcher, Long status, long sinceId, long sinceMillis, int limit) {
        this.transport = transport;
        this.matcher = matcher;
        this.status = status;
        this.sinceId = sinceId;
        this.sinceMillis = sinceMillis;
        this.limit = limit;
    }

    /** Every entry, the newest 100. */
    public static JournalQuery all() {
        return new JournalQuery(null, Matcher.ANY, null, 0, Long.MIN_VALUE, DEFAULT_LIMIT);
    }

    /**
     * @param params decoded query parameters
     * @throws RuleException naming the parameter that is wrong
     */
    public static JournalQuery parse(Map<String, List<String>> params) {
        Matcher.Builder m = new Matcher.Builder();
        String transport = null;
        Long status = null;
        long sinceId = 0;
        long sinceMillis = Long.MIN_VALUE;
        int limit = DEFAULT_LIMIT;
        for (Map.Entry<String, List<String>> p : params.entrySet()) {
            String name = p.getKey();
            for (String v : p.getValue()) {
                switch (name) {
                    case "transport" -> {
                        if (!v.equals(RequestView.SBI) && !v.equals(RequestView.DIAMETER)) {
                            throw new RuleException(name, "sbi or diameter");
                        }
                        transport = v;
                    }
                    case "service" -> m.service(v);
                    case "operation" -> m.operation(v);
                    case "method" -> m.method(v);
                    case "path" -> m.path(PathPattern.compile(v, name));
                    case "header" -> {
                        int c = v.indexOf(':');
                        if (c <= 0) {
                            throw new RuleException(name, "name:value");
                        }
                        m.header(v.substring(0, c).trim(), v.substring(c + 1).trim());
                    }
                    case "body" -> {
                        int e = v.indexOf('=');
                        if (e < 0) {
                            throw new RuleException(name, "/json/pointer=value");
                        }
                        m.body(v.substring(0, e), v.substring(e + 1), name);
                    }
                    case "avp" -> {
                        int e = v.indexOf('=');
                        if (e <= 0) {
                            throw new RuleException(name, "Name-or-code=value");
                        }
                        m.avp(v.substring(0, e), v.substring(e + 1));
                    }
                    case "supi" -> m.supi(v);
                    case "gpsi" -> m.gpsi(v);
                    case "status" -> status = number(name, v, 0);
                    case "since" -> {
                        if (!v.isEmpty() && v.chars().allMatch(Character::isDigit)) {
                            sinceId = number(name, v, 0);
                        } else {
                            try {
                                sinceMillis = OffsetDateTime.parse(v).toInstant().toEpochMilli();
                            } catch (DateTimeParseException ex) {
                                throw new RuleException(name, "an entry id or an RFC 3339 time (2026-11-22T10:15:30.000Z)");
                            }
                        }
                    }
                    case "limit" -> limit = (int) Math.min(Integer.MAX_VALUE, number(name, v, 1));
                    default -> throw new RuleException(name, "unknown query parameter");
                }
            }
        }
        return new JournalQuery(transport, m.build(), status, sinceId, sinceMillis, limit);
    }

    private static long number(String name, String v, long min) {
        try {
            long n = Long.parseLong(v);
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw new RuleException(name, "an integer >= " + min);
    }

    public int limit() {
        return limit;
    }

    public boolean matches(JournalEntry e) {
        if (e.id() <= sinceId || e.timeMillis() <= sinceMillis) {
            return false;
        }
        if (transport != null && !transport.equals(e.transport())) {
            return false;
        }
        if (status != null && status != e.status()) {
            return false;
        }
        JournalPayload p = e.payload();
        return matcher.matchesStatic(e.transport(), null, e.service(), e.operation(), e.command(), p.method())
                && (!matcher.hasContent() || matcher.matchesContent(p));
    }
}
