package dev.corebed.sbi;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Matches a method and path to a route. Literal segments are compared first, so
 * {@code /nf-instances/{id}} and {@code /nf-instances} never shadow each other; a path that matches a
 * template under another method is 405, no template at all is 404.
 */
public final class RouteTable {

    /** A matched route, its path parameters, and the compiled state the transport keeps per route. */
    public record Match(CompiledRoute route, Map<String, String> pathParams) {}

    /** Result of a lookup: exactly one of match / allowed-methods / not-found. */
    public sealed interface Lookup permits Found, WrongMethod, NotFound {}

    public record Found(Match match) implements Lookup {}

    public record WrongMethod(List<String> allowed) implements Lookup {}

    public record NotFound() implements Lookup {}

    private static final NotFound NOT_FOUND = new NotFound();

    private final List<CompiledRoute> routes;

    public RouteTable(List<Route> routes, String nf) {
        List<CompiledRoute> compiled = new ArrayList<>();
        for (Route r : routes) {
            compiled.add(new CompiledRoute(r, nf));
        }
        this.routes = List.copyOf(compiled);
    }

    public List<CompiledRoute> routes() {
        return routes;
    }

    public Lookup lookup(String method, String path) {
        String[] segments = split(path);
        List<String> allowed = null;
        for (CompiledRoute r : routes) {
            if (!r.matches(segments)) {
                continue;
            }
            if (r.route().method().equals(method)) {
                return new Found(new Match(r, r.params(segments)));
            }
            if (allowed == null) {
                allowed = new ArrayList<>(2);
            }
            allowed.add(r.route().method());
        }
        return allowed == null ? NOT_FOUND : new WrongMethod(allowed);
    }

    static String[] split(String path) {
        int start = path.startsWith("/") ? 1 : 0;
        int end = path.endsWith("/") && path.length() > 1 ? path.length() - 1 : path.length();
        if (start >= end) {
            return new String[0];
        }
        return path.substring(start, end).split("/", -1);
    }

    /** A route ready for matching, plus the per-route state of the decorators (metrics, fault rules). */
    public static final class CompiledRoute {
        private final Route route;
        private final String nf;
        private final String[] template;
        private final boolean[] isParam;
        /** Per-route caches owned by the transport (meters, matching fault rules); opaque here. */
        public volatile Object metricsState;
        public volatile Object faultState;

        CompiledRoute(Route route, String nf) {
            this.route = route;
            this.nf = nf;
            this.template = split(route.pathTemplate());
            this.isParam = new boolean[template.length];
            for (int i = 0; i < template.length; i++) {
                if (template[i].startsWith("{") && template[i].endsWith("}")) {
                    isParam[i] = true;
                    template[i] = template[i].substring(1, template[i].length() - 1);
                }
            }
        }

        public Route route() {
            return route;
        }

        public String nf() {
            return nf;
        }

        boolean matches(String[] segments) {
            if (segments.length != template.length) {
                return false;
            }
            for (int i = 0; i < template.length; i++) {
                if (isParam[i] ? segments[i].isEmpty() : !template[i].equals(segments[i])) {
                    return false;
                }
            }
            return true;
        }

        Map<String, String> params(String[] segments) {
            Map<String, String> params = null;
            for (int i = 0; i < template.length; i++) {
                if (isParam[i]) {
                    if (params == null) {
                        params = new HashMap<>(4);
                    }
                    String s = segments[i];
                    params.put(template[i], s.indexOf('%') >= 0 ? URLDecoder.decode(s, StandardCharsets.UTF_8) : s);
                }
            }
            return params == null ? Map.of() : params;
        }
    }
}
