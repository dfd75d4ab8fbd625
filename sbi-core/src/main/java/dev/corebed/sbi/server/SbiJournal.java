package dev.corebed.sbi.server;

import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.journal.JournalPayload;
import dev.corebed.sbi.RouteTable.CompiledRoute;
import dev.corebed.sbi.SbiHeaders;
import dev.corebed.sbi.SbiResponse;
import io.netty.util.concurrent.EventExecutor;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Records every SBI request the dispatcher answers into the stub's {@link Journal}: the exchange of each
 * request is wrapped in a {@link Recording}, which writes the entry when the answer is sent (or the stream
 * reset, or the request left unanswered), whatever path the dispatcher took: 404, 405, overload, fault,
 * scripted answer, check failure, handler. The request is kept by reference and turned into JSON only when
 * the journal is read.
 */
final class SbiJournal {

    private final Journal journal;
    private final int maxBody;

    SbiJournal(Journal journal) {
        this.journal = journal;
        this.maxBody = journal.settings().maxBodySize();
    }

    /** The exchange to use for this request: one that records it when it is answered. */
    Exchange wrap(String method, String uri, SbiHeaders headers, byte[] body, Exchange exchange, long start) {
        boolean truncated = body.length > maxBody;
        return new Recording(journal, method, uri, headers, truncated ? Arrays.copyOf(body, maxBody) : body, truncated,
                exchange, start);
    }

    /** Tells the recording which route the request took (a 404 or 405 has none). */
    static void route(Exchange exchange, CompiledRoute route) {
        if (exchange instanceof Recording r) {
            r.route = route;
        }
    }

    /** Tells the recording which fault rule or scripted answer applied. */
    static void action(Exchange exchange, FaultAction action) {
        if (exchange instanceof Recording r) {
            r.action = action;
        }
    }

    /** One request on its way: the exchange the dispatcher answers through, and the journal's view of the request. */
    static final class Recording extends SbiRequestView implements Exchange, JournalPayload {
        private final Journal journal;
        private final boolean truncated;
        private final Exchange delegate;
        private final long start;
        private CompiledRoute route;
        private FaultAction action;

        Recording(Journal journal, String method, String uri, SbiHeaders headers, byte[] body, boolean truncated,
                  Exchange delegate, long start) {
            super(method, uri, headers, body);
            this.journal = journal;
            this.truncated = truncated;
            this.delegate = delegate;
            this.start = start;
        }

        private void record(int status, String cause) {
            long nanos = System.nanoTime() - start;
            String service = route == null ? null : route.route().service();
            String operation = route == null ? null : route.route().operation();
            FaultAction a = action;
            journal.record(SBI, System.currentTimeMillis() - nanos / 1_000_000, nanos, service, operation, operation,
                    status, 0, cause, a == null ? null : a.faultId(), a == null ? null : a.answerId(), this);
        }

        @Override
        public void send(SbiResponse response) {
            record(response.status(), response.cause());
            delegate.send(response);
        }

        @Override
        public void reset() {
            record(0, null);
            delegate.reset();
        }

        @Override
        public void abandon() {
            record(0, null);
            delegate.abandon();
        }

        @Override
        public EventExecutor executor() {
            return delegate.executor();
        }

        @Override
        public JsonNode json() {
            return truncated ? null : super.json();
        }

        @Override
        public void writeTo(ObjectNode entry) {
            entry.put("method", method);
            entry.put("path", path());
            ObjectNode q = entry.putObject("query");
            for (Map.Entry<String, List<String>> p : query().entrySet()) {
                var values = q.putArray(p.getKey());
                p.getValue().forEach(values::add);
            }
            ObjectNode h = entry.putObject("headers");
            headers.forEach((name, value) -> {
                JsonNode seen = h.get(name);
                h.put(name, seen == null ? value : seen.asString() + ", " + value);
            });
            JsonNode parsed = json();
            if (body.length == 0) {
                entry.putNull("body");
            } else if (parsed != null) {
                entry.set("body", parsed);
            } else {
                String text = utf8(body);
                if (text != null) {
                    entry.put("body", text);
                } else {
                    entry.put("body", Base64.getEncoder().encodeToString(body));
                    entry.put("bodyEncoding", "base64");
                }
            }
            if (truncated) {
                entry.put("truncated", true);
            }
        }

        /** The bytes as text when they are UTF-8 (a truncated body may end inside a character: that is kept as text too). */
        private String utf8(byte[] bytes) {
            int end = bytes.length;
            for (int cut = 0; cut < 4 && end > 0; cut++) {
                try {
                    return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, end)).toString();
                } catch (CharacterCodingException e) {
                    if (!truncated) {
                        return null;
                    }
                    end--;
                }
            }
            return null;
        }
    }
}
