package dev.corebed.sbi.server;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.RouteTable.CompiledRoute;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiHeaders;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.journal.Journal;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.core.overload.OverloadControl;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * The pipeline every request goes through, whatever the HTTP version:
 * route lookup → overload control → scripted answer or fault rule (delay, then the answer, an error, a
 * reset or no answer) → request checks (query parameters, media type) → handler → ProblemDetails mapping →
 * metrics, and every request answered goes into the journal. Handlers never see the decorators; the
 * decorators never block (a delay is a scheduled task on the connection's event loop).
 */
public final class SbiDispatcher {

    private final RouteTable routes;
    private final SbiMetrics metrics;
    private final OverloadControl overload;
    private final SbiRules rules;
    private final SbiJournal journal;

    /** metrics, faults and overload may be null (the management port uses none of them). */
    public SbiDispatcher(RouteTable routes, SbiMetrics metrics, FaultRules faults, OverloadControl overload) {
        this(routes, metrics, faults, overload, null, null);
    }

    /** With the stub's scripted answers and journal; either may be null (none; not recorded). */
    public SbiDispatcher(RouteTable routes, SbiMetrics metrics, FaultRules faults, OverloadControl overload,
                         AnswerRules answers, Journal journal) {
        this.routes = routes;
        this.metrics = metrics;
        this.overload = overload;
        this.rules = faults == null && answers == null ? null : new SbiRules(faults, answers);
        this.journal = journal == null || !journal.enabled() ? null : new SbiJournal(journal);
    }

    void dispatch(String method, String uri, SbiHeaders headers, byte[] body, String scheme, String protocol,
                  String authority, Exchange exchange) {
        long start = System.nanoTime();
        exchange = journal == null ? exchange : journal.wrap(method, uri, headers, body, exchange, start);
        int q = uri.indexOf('?');
        String path = q < 0 ? uri : uri.substring(0, q);
        RouteTable.Lookup lookup = routes.lookup(method, path);
        if (!(lookup instanceof RouteTable.Found found)) {
            SbiResponse r;
            String op;
            if (lookup instanceof RouteTable.WrongMethod wrong) {
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
        }

        FaultAction fault = rules == null ? null : rules.decide(route, method, uri, headers, body, exchange);
        Request req = new Request(route, found.match().pathParams(), method, uri, path, q, headers, body, scheme,
                protocol, authority, exchange, start, fault);
        if (fault != null && fault.delayNanos() > 0) {
            exchange.executor().schedule(req::proceed, fault.delayNanos(), TimeUnit.NANOSECONDS);
        } else {
            req.proceed();
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

    private final class Request {
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

        void proceed() {
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
                        if (metrics != null) {
                            metrics.record(route, 0, null, fault.tag(), System.nanoTime() - start);
                        }
                        release();
                        if (fault.kind() == FaultAction.Kind.RESET) {
                            exchange.reset();
                        } else {
                            exchange.abandon();
                        }
                        return;
                    }
                    default -> { }
                }
            }
            CompletionStage<SbiResponse> stage;
            try {
                stage = route.route().handler().handle(toSbiRequest());
            } catch (Throwable t) {
                finish(error(Problems.from(t)));
                return;
            }
            stage.whenComplete((r, t) -> finish(t != null ? error(Problems.from(t))
                    : r == null ? error(new SbiException(500, Cause.SYSTEM_FAILURE, "handler returned no answer")) : r));
        }

        private SbiRequest toSbiRequest() {
            String rawQuery = queryStart < 0 ? null : uri.substring(queryStart + 1);
            SbiRequest request = new SbiRequest(method, path, pathParams, rawQuery, headers, body, protocol, scheme, authority);
            var allowed = route.route().queryParams();
            if (allowed != null && rawQuery != null) {
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
            return request;
        }

        private SbiResponse error(SbiException e) {
            return Problems.response(e, path);
        }

        private void finish(SbiResponse r) {
            record(route, r, fault, start);
            release();
            exchange.send(r);
        }

        private void release() {
            if (overload != null) {
                overload.release();
            }
        }
    }
}
