package dev.corebed.sbi.server;

import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.journal.Journal;
import dev.corebed.sbi.RouteTable.CompiledRoute;
import dev.corebed.sbi.SbiHeaders;
import dev.corebed.sbi.SbiResponse;
import io.netty.util.concurrent.EventExecutor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records every SBI request the dispatcher answers into the stub's {@link Journal}: the exchange of each
 * request is wrapped in a {@link Recording}, which writes the entry when the answer is sent (or the stream
 * reset, or the request left unanswered), whatever path the dispatcher took: 404, 405, overload, fault,
 * scripted answer, check failure, handler. What the entry keeps is a {@link JournaledRequest}: the request
 * line and headers copied into one byte array, and the body bytes as received; it is turned into JSON only
 * when the journal is read.
 */
final class SbiJournal {

    private static final Logger log = LoggerFactory.getLogger(SbiJournal.class);

    private final Journal journal;
    private final int maxBody;

    SbiJournal(Journal journal) {
        this.journal = journal;
        this.maxBody = journal.settings().maxBodySize();
    }

    /** The exchange to use for this request: one that records it when it is answered. */
    Exchange wrap(String method, String uri, SbiHeaders headers, byte[] body, Exchange exchange, long start) {
        return new Recording(this, method, uri, headers, body, exchange, start);
    }

    /** The exchange of a forwarded request: one that records the request as it arrived, whatever the forwarder changes. */
    Exchange wrapForward(ForwardedRequest request, Exchange exchange, long start) {
        return new ForwardRecording(this, JournaledRequest.of(request.method(), request.path(),
                dev.corebed.sbi.NettyHeaders.of(request.headers()), request.body(), maxBody), exchange, start);
    }

    /** Tells the recording which route the request took (a 404 or 405 has none). */
    static void route(Exchange exchange, CompiledRoute route) {
        if (exchange instanceof Recording r) {
            r.route = route;
        } else if (exchange instanceof ForwardRecording r) {
            r.route = route;
        }
    }

    /** Tells the recording which fault rule or scripted answer applied. */
    static void action(Exchange exchange, FaultAction action) {
        if (exchange instanceof Recording r) {
            r.action = action;
        } else if (exchange instanceof ForwardRecording r) {
            r.action = action;
        }
    }

    /** The request a rule looks at, when the exchange records one (its copy as it arrived); null otherwise. */
    static dev.corebed.core.rules.RequestView view(Exchange exchange) {
        if (exchange instanceof Recording r) {
            return r;
        }
        return exchange instanceof ForwardRecording r ? r.payload : null;
    }

    private void write(CompiledRoute route, FaultAction a, long start, int status, String cause,
                       dev.corebed.core.journal.JournalPayload payload) {
        long nanos = System.nanoTime() - start;
        String service = route == null ? null : route.route().service();
        String operation = route == null ? null : route.route().operation();
        journal.record(SBI, System.currentTimeMillis() - nanos / 1_000_000, nanos, service, operation, operation,
                status, 0, cause, a == null ? null : a.faultId(), a == null ? null : a.answerId(), payload);
    }

    private static final String SBI = dev.corebed.core.rules.RequestView.SBI;

    /** An exchange that records the request when it is answered, reset or abandoned, then passes that on. */
    private interface RecordingExchange extends Exchange {

        /** The transport's exchange, which answers the request. */
        Exchange delegate();

        /** Writes the journal entry. */
        void write(int status, String cause);

        /** Never throws: a request that cannot be recorded is still answered. */
        private void record(int status, String cause) {
            try {
                write(status, cause);
            } catch (RuntimeException e) {
                log.debug("SBI journal: request not recorded", e);
            }
        }

        @Override
        default void send(SbiResponse response) {
            record(response.status(), response.cause());
            delegate().send(response);
        }

        @Override
        default void respond(io.netty.handler.codec.http2.Http2Headers headers, io.netty.buffer.ByteBuf body) {
            record(SbiDispatcher.status(headers), null);
            delegate().respond(headers, body);
        }

        @Override
        default void reset() {
            record(0, null);
            delegate().reset();
        }

        @Override
        default void abandon() {
            record(0, null);
            delegate().abandon();
        }

        @Override
        default EventExecutor executor() {
            return delegate().executor();
        }
    }

    /** A forwarded request's recording: the request was copied when it arrived. */
    static final class ForwardRecording implements RecordingExchange {
        private final SbiJournal owner;
        final JournaledRequest payload;
        private final Exchange delegate;
        private final long start;
        private CompiledRoute route;
        private FaultAction action;

        ForwardRecording(SbiJournal owner, JournaledRequest payload, Exchange delegate, long start) {
            this.owner = owner;
            this.payload = payload;
            this.delegate = delegate;
            this.start = start;
        }

        @Override
        public void write(int status, String cause) {
            owner.write(route, action, start, status, cause, payload);
        }

        @Override
        public Exchange delegate() {
            return delegate;
        }
    }

    /**
     * One request on its way: the exchange the dispatcher answers through, and, while the request is in
     * flight, the view rules look at. Garbage once answered: the journal keeps a compact copy instead, so
     * that the ring holds a few objects per request rather than the transport's header maps and stream state.
     */
    static final class Recording extends SbiRequestView implements RecordingExchange {
        private final SbiJournal owner;
        private final Exchange delegate;
        private final long start;
        private CompiledRoute route;
        private FaultAction action;

        Recording(SbiJournal owner, String method, String uri, SbiHeaders headers, byte[] body, Exchange delegate,
                  long start) {
            super(method, uri, headers, body);
            this.owner = owner;
            this.delegate = delegate;
            this.start = start;
        }

        @Override
        public void write(int status, String cause) {
            owner.write(route, action, start, status, cause, JournaledRequest.of(method, uri, headers, body, owner.maxBody));
        }

        @Override
        public Exchange delegate() {
            return delegate;
        }
    }
}
