package dev.corebed.sbi.server;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.RouteTable.CompiledRoute;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiHandler;
import dev.corebed.sbi.SbiHeaders;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.journal.Journal;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.sbi.oauth2.AccessTokenCheck;
import dev.corebed.core.overload.OverloadControl;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.AsciiString;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pipeline every request goes through, whatever the HTTP version:
 * route lookup → overload control → scripted answer or fault rule (delay, then the answer, an error, a
 * reset or no answer) → access token (when checked) → request checks (query parameters, media type) →
 * handler → ProblemDetails mapping → metrics, and every request answered, refused or left unanswered goes
 * into the journal. Handlers never see the decorators; the decorators never block (a delay is a scheduled
 * task on the connection's event loop).
 *
 * <p>Every request is answered: whatever is thrown between the request's headers and its answer (here,
 * in a handler, in a completion callback, or while the transport encodes the answer) becomes a
 * ProblemDetails answer. Bad input is a 4xx with its TS 29.500 cause; anything else is a bug, answered
 * 500 SYSTEM_FAILURE, counted ({@code sbi.internal.errors}) and logged with its stack the first time it
 * happens at a given place (later occurrences are only counted, so a flood cannot flood the log).
 */
public final class SbiDispatcher {

    private static final Logger log = LoggerFactory.getLogger(SbiDispatcher.class);
    /** Bug sites already logged with their stack; bounded so a pathological variety cannot grow it forever. */
    private static final int MAX_LOGGED_SITES = 1024;
    private final Map<String, Boolean> loggedSites = new ConcurrentHashMap<>();

    private final RouteTable routes;
    private final SbiMetrics metrics;
    private final OverloadControl overload;
    private final SbiRules rules;
    private final SbiJournal journal;

    private final AccessTokenCheck tokens;
    private SbiForwarder forwarder;
    private CompiledRoute[] forwardRoutes;

    /** metrics, faults and overload may be null (the management port uses none of them). */
    public SbiDispatcher(RouteTable routes, SbiMetrics metrics, FaultRules faults, OverloadControl overload) {
        this(routes, metrics, faults, overload, null, null, null);
    }

    /** With the stub's scripted answers and journal; either may be null (none; not recorded). */
    public SbiDispatcher(RouteTable routes, SbiMetrics metrics, FaultRules faults, OverloadControl overload,
                         AnswerRules answers, Journal journal) {
        this(routes, metrics, faults, overload, answers, journal, null);
    }

    /** Also with the OAuth2 check of every request's access token; null = no check. */
    public SbiDispatcher(RouteTable routes, SbiMetrics metrics, FaultRules faults, OverloadControl overload,
                         AnswerRules answers, Journal journal, AccessTokenCheck tokens) {
        this.routes = routes;
        this.metrics = metrics;
        this.overload = overload;
        this.tokens = tokens;
        this.rules = faults == null && answers == null ? null : new SbiRules(faults, answers);
        this.journal = journal == null || !journal.enabled() ? null : new SbiJournal(journal);
    }

    /**
     * Requests no route serves go to {@code forwarder} (set before the server starts): the lean path, see
     * {@link SbiForwarder}. Its routes are timed and matched by rules like the others.
     */
    public SbiDispatcher forwarder(SbiForwarder forwarder, String nf) {
        List<dev.corebed.sbi.Route> declared = forwarder.routes();
        if (declared.isEmpty()) {
            throw new IllegalArgumentException("a forwarder names at least one route");
        }
        this.forwardRoutes = new RouteTable(declared, nf).routes().toArray(new CompiledRoute[0]);
        this.forwarder = forwarder;
        return this;
    }

    boolean hasForwarder() {
        return forwarder != null;
    }

    /** Whether a request goes to the forwarder: there is one, and no route serves the path (whatever the method). */
    boolean forwards(CharSequence method, CharSequence uri) {
        if (forwarder == null || method == null || uri == null) {
            return false;
        }
        String u = uri.toString();
        int q = u.indexOf('?');
        return routes.lookup(method.toString(), q < 0 ? u : u.substring(0, q)) instanceof RouteTable.NotFound;
    }

    /** The status of an answer given as a header block; 0 when it has none that parses. */
    static int status(Http2Headers headers) {
        CharSequence s = headers.status();
        if (s == null) {
            return 0;
        }
        try {
            return s instanceof AsciiString a ? a.parseInt() : Integer.parseInt(s.toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * The forwarding path: overload control, scripted answer or fault rule, then the forwarder; the request timer and
     * the journal record the answer whichever way it is given.
     */
    void forward(ForwardedRequest request, Exchange transport) {
        long start = System.nanoTime();
        Exchange exchange = transport;
        boolean admitted = false;
        try {
            exchange = journal == null ? transport : journal.wrapForward(request, transport, start);
            int index = forwarder.classify(request);
            CompiledRoute route = forwardRoutes[index < 0 || index >= forwardRoutes.length ? 0 : index];
            SbiJournal.route(exchange, route);
            if (overload != null) {
                OverloadControl.Verdict verdict = overload.admit();
                if (verdict != OverloadControl.Verdict.ADMIT) {
                    request.body().release();
                    boolean rate = verdict == OverloadControl.Verdict.RATE_EXCEEDED;
                    SbiResponse r = Problems.response(rate ? 429 : 503, rate ? Cause.NF_CONGESTION_RISK : Cause.NF_CONGESTION,
                                    rate ? "request rate above the configured limit" : "too many requests in flight", null)
                            .header("retry-after", Integer.toString(overload.settings().retryAfter()));
                    record(route, r, null, start);
                    exchange.send(r);
                    return;
                }
                admitted = true;
            }
            Exchange ex = exchange;
            FaultAction fault = rules == null ? null : rules.decide(route, () -> forwardedView(request, ex), exchange);
            Forwarding f = new Forwarding(route, request, exchange, start, fault);
            admitted = false; // the Forwarding releases it from here on
            if (fault != null && fault.delayNanos() > 0) {
                try {
                    exchange.executor().schedule(f::proceed, fault.delayNanos(), TimeUnit.NANOSECONDS);
                } catch (Throwable t) {
                    f.fail(t);
                }
            } else {
                f.proceed();
            }
        } catch (Throwable t) {
            if (admitted) {
                overload.release();
            }
            if (request.body().refCnt() > 0) {
                request.body().release();
            }
            exchange.send(bug("dispatch", t, null));
        }
    }

    /** What a content rule looks at: the journal's copy, or one made now. */
    private static dev.corebed.core.rules.RequestView forwardedView(ForwardedRequest request, Exchange exchange) {
        dev.corebed.core.rules.RequestView recorded = SbiJournal.view(exchange);
        if (recorded != null) {
            return recorded;
        }
        ByteBuf b = request.body();
        return new SbiRequestView(request.method(), request.path(), dev.corebed.sbi.NettyHeaders.of(request.headers()),
                ByteBufUtil.getBytes(b, b.readerIndex(), b.readableBytes()));
    }

    /** One forwarded request: the exchange the forwarder answers through. */
    private final class Forwarding implements ForwardExchange {
        final CompiledRoute route;
        final ForwardedRequest request;
        final Exchange exchange;
        final long start;
        final FaultAction fault;
        private volatile boolean done;
        private boolean forwarded;

        Forwarding(CompiledRoute route, ForwardedRequest request, Exchange exchange, long start, FaultAction fault) {
            this.route = route;
            this.request = request;
            this.exchange = exchange;
            this.start = start;
            this.fault = fault;
        }

        void proceed() {
            try {
                if (fault != null) {
                    switch (fault.kind()) {
                        case ANSWER -> {
                            request.body().release();
                            send(SbiRules.response(fault));
                            return;
                        }
                        case HTTP -> {
                            request.body().release();
                            send(Problems.response(new SbiException(fault.status(), fault.cause(),
                                    "injected by fault rule " + fault.ruleId()), null));
                            return;
                        }
                        case RESET, NO_ANSWER -> {
                            request.body().release();
                            done = true;
                            withhold(route, fault, exchange, start);
                            return;
                        }
                        default -> { }
                    }
                }
                forwarded = true;
                forwarder.forward(request, this);
            } catch (Throwable t) {
                fail(t);
            }
        }

        void fail(Throwable t) {
            if (!forwarded && request.body().refCnt() > 0) {
                request.body().release();
            }
            if (!done) {
                send(bug("handler", t, null));
            }
        }

        @Override
        public void respond(Http2Headers headers, ByteBuf body) {
            if (done) {
                body.release();
                return;
            }
            done = true;
            try {
                if (metrics != null) {
                    metrics.record(route, status(headers), null, fault == null ? null : fault.tag(), System.nanoTime() - start);
                }
            } finally {
                release();
                exchange.respond(headers, body);
            }
        }

        @Override
        public void send(SbiResponse response) {
            if (done) {
                return;
            }
            done = true;
            try {
                record(route, response, fault, start);
            } finally {
                release();
                exchange.send(response);
            }
        }

        @Override
        public void reset() {
            if (done) {
                return;
            }
            done = true;
            try {
                if (metrics != null) {
                    metrics.record(route, 0, null, fault == null ? null : fault.tag(), System.nanoTime() - start);
                }
            } finally {
                release();
                exchange.reset();
            }
        }

        @Override
        public io.netty.util.concurrent.EventExecutor executor() {
            return exchange.executor();
        }

        @Override
        public long startNanos() {
            return start;
        }

        @Override
        public boolean done() {
            return done;
        }
    }

    void dispatch(String method, String uri, SbiHeaders headers, byte[] body, String scheme, String protocol,
                  String authority, Exchange exchange) {
        long start = System.nanoTime();
        // Recorded whatever happens next, a bug's 500 included.
        Exchange ex = journal == null ? exchange : journal.wrap(method, uri, headers, body, exchange, start);
        boolean[] admitted = {false};
        try {
            route(method, uri, headers, body, scheme, protocol, authority, ex, start, admitted);
        } catch (Throwable t) {
            // Only reached before a Request owns the exchange (a Request answers its own failures).
            if (admitted[0] && overload != null) {
                overload.release();
            }
            ex.send(bug("dispatch", t, null));
        }
    }

    private void route(String method, String uri, SbiHeaders headers, byte[] body, String scheme, String protocol,
                       String authority, Exchange exchange, long start, boolean[] admitted) {
        int q = uri.indexOf('?');
        String path = q < 0 ? uri : uri.substring(0, q);
        RouteTable.Lookup lookup = routes.lookup(method, path);
        if (!(lookup instanceof RouteTable.Found found)) {
            SbiResponse r;
            String op;
            if (lookup instanceof RouteTable.BadPath bad) {
                op = "malformed_path";
                r = Problems.response(400, Cause.INVALID_MSG_FORMAT, bad.detail(), null);
            } else if (lookup instanceof RouteTable.WrongMethod wrong) {
                op = "method_not_allowed";
                r = Problems.response(405, null, method + " is not allowed on " + path, path)
                        .header("allow", String.join(", ", wrong.allowed()));
            } else {
                op = "unknown_resource";
                r = Problems.response(404, Cause.RESOURCE_URI_STRUCTURE_NOT_FOUND, "no resource at " + path, path);
            }
            if (metrics != null) {
                metrics.recordUnrouted(op, r.status(), r.cause(), System.nanoTime() - start);
            }
            exchange.send(r);
            return;
        }
        CompiledRoute route = found.match().route();
        SbiJournal.route(exchange, route);

        if (overload != null) {
            OverloadControl.Verdict verdict = overload.admit();
            if (verdict != OverloadControl.Verdict.ADMIT) {
                boolean rate = verdict == OverloadControl.Verdict.RATE_EXCEEDED;
                SbiResponse r = Problems.response(rate ? 429 : 503, rate ? Cause.NF_CONGESTION_RISK : Cause.NF_CONGESTION,
                                rate ? "request rate above the configured limit" : "too many requests in flight", path)
                        .header("retry-after", Integer.toString(overload.settings().retryAfter()));
                record(route, r, null, start);
                exchange.send(r);
                return;
            }
            admitted[0] = true;
        }

        FaultAction fault = rules == null ? null : rules.decide(route, method, uri, headers, body, exchange);
        Request req = new Request(route, found.match().pathParams(), method, uri, path, q, headers, body, scheme,
                protocol, authority, exchange, start, fault);
        admitted[0] = false; // the Request releases it from here on
        if (fault != null && fault.delayNanos() > 0) {
            try {
                exchange.executor().schedule(req::proceed, fault.delayNanos(), TimeUnit.NANOSECONDS);
            } catch (Throwable t) {
                req.fail("dispatch", t);
            }
        } else {
            req.proceed();
        }
    }

    /**
     * A bug: counts it, logs its stack the first time at this place, and gives the 500 SYSTEM_FAILURE answer.
     * The detail names the exception class only: a stack or message may carry internals the peer has no use for.
     */
    SbiResponse bug(String stage, Throwable t, String instance) {
        try {
            if (metrics != null) {
                metrics.recordInternalError(stage);
            }
            Throwable root = Problems.unwrap(t);
            StackTraceElement[] frames = root.getStackTrace();
            String site = stage + '|' + root.getClass().getName() + '|' + (frames.length == 0 ? "" : frames[0].toString());
            if (loggedSites.size() < MAX_LOGGED_SITES && loggedSites.putIfAbsent(site, Boolean.TRUE) == null) {
                log.error("SBI {}: unexpected {} (answered 500 SYSTEM_FAILURE; further ones at this place are only counted in sbi_internal_errors_total)",
                        stage, root.getClass().getSimpleName(), root);
            } else {
                log.debug("SBI {}: unexpected {}", stage, root.toString());
            }
            return Problems.response(500, Cause.SYSTEM_FAILURE, "internal error (" + root.getClass().getSimpleName() + ")", instance);
        } catch (Throwable again) {
            return Problems.systemFailure();
        }
    }

    /** Counts a request the transport refused before it could be routed (oversized, malformed). */
    void recordRejected(String reason, int status, String cause) {
        if (metrics != null) {
            metrics.recordUnrouted(reason, status, cause, 0);
        }
    }

    private void record(CompiledRoute route, SbiResponse r, FaultAction fault, long start) {
        if (metrics != null) {
            metrics.record(route, r.status(), r.cause(), fault == null ? null : fault.tag(), System.nanoTime() - start);
        }
    }

    /** A fault rule's reset or silence: counted, the request's overload slot given back, then the reset or nothing. */
    private void withhold(CompiledRoute route, FaultAction fault, Exchange exchange, long start) {
        if (metrics != null) {
            metrics.record(route, 0, null, fault.tag(), System.nanoTime() - start);
        }
        release();
        if (fault.kind() == FaultAction.Kind.RESET) {
            exchange.reset();
        } else {
            exchange.abandon();
        }
    }

    /** Gives back the request's overload slot, once it is answered (or reset, or left unanswered). */
    private void release() {
        if (overload != null) {
            overload.release();
        }
    }

    private final class Request implements SbiHandler {
        final CompiledRoute route;
        final Map<String, String> pathParams;
        final String method, uri, path, scheme, protocol, authority;
        final int queryStart;
        final SbiHeaders headers;
        final byte[] body;
        final Exchange exchange;
        final long start;
        final FaultAction fault;

        Request(CompiledRoute route, Map<String, String> pathParams, String method, String uri, String path, int queryStart,
                SbiHeaders headers, byte[] body, String scheme, String protocol, String authority, Exchange exchange,
                long start, FaultAction fault) {
            this.route = route;
            this.pathParams = pathParams;
            this.method = method;
            this.uri = uri;
            this.path = path;
            this.queryStart = queryStart;
            this.headers = headers;
            this.body = body;
            this.scheme = scheme;
            this.protocol = protocol;
            this.authority = authority;
            this.exchange = exchange;
            this.start = start;
            this.fault = fault;
        }

        /** Set once the answer (or the reset / silence a fault asks for) is decided; later failures are ignored. */
        private volatile boolean done;

        void proceed() {
            try {
                run();
            } catch (Throwable t) {
                fail("dispatch", t);
            }
        }

        /** Answers a failure of our own code with 500, unless the request is already answered. */
        void fail(String stage, Throwable t) {
            if (!done) {
                finish(bug(stage, t, path));
            }
        }

        private void run() {
            if (fault != null) {
                switch (fault.kind()) {
                    case ANSWER -> {
                        finish(SbiRules.response(fault));
                        return;
                    }
                    case HTTP -> {
                        finish(error(new SbiException(fault.status(), fault.cause(), "injected by fault rule " + fault.ruleId())));
                        return;
                    }
                    case RESET, NO_ANSWER -> {
                        done = true;
                        withhold(route, fault, exchange, start);
                        return;
                    }
                    default -> { }
                }
            }
            CompletionStage<SbiResponse> stage;
            try {
                // The token is checked first: a client without one learns nothing about the request's form.
                SbiRequest request = toSbiRequest();
                stage = tokens == null ? handle(request) : tokens.guard(route.route(), request, this);
            } catch (Throwable t) {
                finish(failure(t));
                return;
            }
            if (stage == null) {
                finish(bug("handler", new IllegalStateException("handler returned no CompletionStage"), path));
                return;
            }
            stage.whenComplete((r, t) -> {
                try {
                    finish(t != null ? failure(t) : r == null ? bug("handler", new IllegalStateException("handler completed with no answer"), path) : r);
                } catch (Throwable e) {
                    fail("handler", e);
                }
            });
        }

        /** What a handler threw or completed with: its TS 29.500 answer, or a bug's 500. */
        private SbiResponse failure(Throwable t) {
            SbiException e = Problems.from(t);
            if (e.status() == 500 && !(Problems.unwrap(t) instanceof SbiException)) {
                return bug("handler", t, path);
            }
            return error(e);
        }

        /** The request checked for form, then the route's handler: what runs once the token (if checked) is good. */
        @Override
        public CompletionStage<SbiResponse> handle(SbiRequest request) throws Exception {
            check(request);
            return route.route().handler().handle(request);
        }

        private SbiRequest toSbiRequest() {
            String rawQuery = queryStart < 0 ? null : uri.substring(queryStart + 1);
            return new SbiRequest(method, path, pathParams, rawQuery, headers, body, protocol, scheme, authority);
        }

        /** The request's form: query parameter names and values, path parameters, media type. */
        private void check(SbiRequest request) {
            if (route.route().parameters() != null) {
                route.route().parameters().check(request); // the operation's parameters, for form
            }
            var allowed = route.route().queryParams();
            if (allowed != null && request.rawQuery() != null) {
                for (String name : request.query().keySet()) {
                    if (!allowed.contains(name)) {
                        throw SbiException.invalidParam(Cause.INVALID_QUERY_PARAM, name, "unknown query parameter");
                    }
                }
            }
            var consumes = route.route().consumes();
            if (body.length > 0 && !consumes.isEmpty()) {
                String ct = headers.get("content-type");
                String media = ct == null ? null : ct.split(";", 2)[0].trim().toLowerCase();
                if (media == null || !consumes.contains(media)) {
                    throw new SbiException(415, Cause.UNSUPPORTED_MEDIA_TYPE,
                            "content-type " + ct + " is not accepted; expected " + String.join(" or ", consumes));
                }
            }
        }

        private SbiResponse error(SbiException e) {
            return Problems.response(e, path);
        }

        private void finish(SbiResponse r) {
            if (done) {
                return;
            }
            done = true;
            try {
                record(route, r, fault, start);
            } finally {
                release();
                exchange.send(r);
            }
        }
    }
}
