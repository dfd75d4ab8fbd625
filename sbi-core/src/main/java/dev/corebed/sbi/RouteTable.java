package dev.corebed.sbi;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Matches a method and path to a route. Paths without parameters (the busiest operations, such as
 * discovery, are of this kind) are found with one hash lookup and a match built in advance;
 * templates are matched by walking the path in place. A path that matches a route under another
 * method is 405, no route at all is 404.
 *
 * <p>A path that is not a valid URI path (a malformed percent-encoding such as {@code %}, {@code %zz} or
 * {@code %E0%A4%A}, or octets that are not UTF-8 once decoded, such as {@code %C0%AF}) is {@link BadPath},
 * answered 400 INVALID_MSG_FORMAT: TS 29.500 §5.2.7.2 gives that cause to a request whose format is invalid,
 * and keeps RESOURCE_URI_STRUCTURE_NOT_FOUND (404) for a well-formed URI the API does not define. The
 * check costs nothing on a literal match (the busy operations), and decodes each path parameter once.
 */
public final class RouteTable {

    /** A matched route, its path parameters, and the compiled state the transport keeps per route. */
    public record Match(CompiledRoute route, Map<String, String> pathParams) {}

    /** Result of a lookup: exactly one of match / allowed-methods / not-found. */
    public sealed interface Lookup permits Found, WrongMethod, NotFound, BadPath {}

    public record Found(Match match) implements Lookup {}

    public record WrongMethod(List<String> allowed) implements Lookup {}

    public record NotFound() implements Lookup {}

    /** The path does not decode: {@code detail} says where. */
    public record BadPath(String detail) implements Lookup {}

    private static final NotFound NOT_FOUND = new NotFound();

    private final List<CompiledRoute> routes;
    /** Literal path → the pre-built matches of its routes, one per method. */
    private final Map<String, List<Found>> literal = new HashMap<>();
    private final List<CompiledRoute> templated = new ArrayList<>();

    public RouteTable(List<Route> routes, String nf) {
        List<CompiledRoute> compiled = new ArrayList<>();
        for (Route r : routes) {
            CompiledRoute c = new CompiledRoute(r, nf);
            compiled.add(c);
            if (c.hasParams()) {
                templated.add(c);
            } else {
                literal.computeIfAbsent(normalize(r.pathTemplate()), k -> new ArrayList<>()).add(new Found(new Match(c, Map.of())));
            }
        }
        this.routes = List.copyOf(compiled);
    }

    public List<CompiledRoute> routes() {
        return routes;
    }

    public Lookup lookup(String method, String path) {
        path = normalize(path);
        List<String> allowed = null;
        List<Found> exact = literal.get(path);
        if (exact != null) {
            for (Found f : exact) {
                if (f.match().route().route().method().equals(method)) {
                    return f;
                }
            }
            allowed = new ArrayList<>(2);
            for (Found f : exact) {
                allowed.add(f.match().route().route().method());
            }
        }
        for (CompiledRoute r : templated) {
            if (!r.matches(path)) {
                continue;
            }
            if (r.route().method().equals(method)) {
                try {
                    return new Found(new Match(r, r.params(path)));
                } catch (UriDecoder.MalformedException e) {
                    return new BadPath(e.getMessage());
                }
            }
            if (allowed == null) {
                allowed = new ArrayList<>(2);
            }
            allowed.add(r.route().method());
        }
        if (mayNeedDecoding(path) && !UriDecoder.isWellFormedPath(path)) {
            // Malformed before unknown: the request is broken whatever resource it meant.
            return new BadPath("the path is not a valid percent-encoded UTF-8 URI path");
        }
        return allowed == null ? NOT_FOUND : new WrongMethod(allowed);
    }

    private static boolean mayNeedDecoding(String path) {
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '%' || c >= 0x80) {
                return true;
            }
        }
        return false;
    }

    /** One trailing slash is ignored ("/a/b/" is "/a/b"). */
    private static String normalize(String path) {
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    /** A route ready for matching, plus the per-route state of the decorators (metrics, fault rules). */
    public static final class CompiledRoute {
        private final Route route;
        private final String nf;
        private final String[] segments;
        private final boolean[] isParam;
        private final boolean hasParams;
        /** Per-route caches owned by the transport (meters, matching fault rules); opaque here. */
        public volatile Object metricsState;
        public volatile Object faultState;

        CompiledRoute(Route route, String nf) {
            this.route = route;
            this.nf = nf;
            String t = normalize(route.pathTemplate());
            this.segments = (t.startsWith("/") ? t.substring(1) : t).split("/", -1);
            this.isParam = new boolean[segments.length];
            boolean any = false;
            for (int i = 0; i < segments.length; i++) {
                if (segments[i].startsWith("{") && segments[i].endsWith("}")) {
                    isParam[i] = true;
                    segments[i] = segments[i].substring(1, segments[i].length() - 1);
                    any = true;
                }
            }
            this.hasParams = any;
        }

        public Route route() {
            return route;
        }

        public String nf() {
            return nf;
        }

        boolean hasParams() {
            return hasParams;
        }

        /** Walks the path segment by segment against the template, allocating nothing. */
        boolean matches(String path) {
            int pos = path.startsWith("/") ? 1 : 0;
            for (int i = 0; i < segments.length; i++) {
                if (pos > path.length()) {
                    return false;
                }
                int end = path.indexOf('/', pos);
                if (end < 0) {
                    end = path.length();
                }
                boolean last = i == segments.length - 1;
                if (last != (end == path.length())) {
                    return false;
                }
                int len = end - pos;
                if (isParam[i] ? len == 0 : len != segments[i].length() || !path.regionMatches(pos, segments[i], 0, len)) {
                    return false;
                }
                pos = end + 1;
            }
            return true;
        }

        /** @throws UriDecoder.MalformedException naming the parameter whose segment does not decode */
        Map<String, String> params(String path) {
            Map<String, String> params = new HashMap<>(4);
            int pos = path.startsWith("/") ? 1 : 0;
            for (int i = 0; i < segments.length; i++) {
                int end = path.indexOf('/', pos);
                if (end < 0) {
                    end = path.length();
                }
                if (isParam[i]) {
                    try {
                        params.put(segments[i], UriDecoder.decodePathSegment(path.substring(pos, end)));
                    } catch (UriDecoder.MalformedException e) {
                        throw new UriDecoder.MalformedException(e.component(), "path parameter " + segments[i] + ": " + e.getMessage());
                    }
                }
                pos = end + 1;
            }
            return params;
        }
    }
}
