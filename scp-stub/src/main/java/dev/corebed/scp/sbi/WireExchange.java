package dev.corebed.scp.sbi;

import dev.corebed.sbi.Problems;
import dev.corebed.sbi.ProblemDetails;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.server.ForwardExchange;
import dev.corebed.sbi.server.ForwardedRequest;
import dev.corebed.scp.client.ProducerClient;
import dev.corebed.scp.service.Egress;
import dev.corebed.scp.service.Refusal;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.AsciiString;
import java.util.ArrayList;
import java.util.List;

/**
 * One forwarded request on the wire (TS 29.500 §6.10.2): the consumer's header block goes to the producer rewritten in
 * place ({@code :path} under the producer's apiRoot prefix, 3gpp-Sbi-Target-apiRoot and the 3gpp-Sbi-Discovery-*
 * headers consumed, Via added, 3gpp-Sbi-Max-Rsp-Time set to what is left of it, 3gpp-Sbi-Max-Forward-Hops counted
 * down; to a peer SCP the producer's apiRoot in 3gpp-Sbi-Target-apiRoot), everything else untouched; its body as
 * the buffer it is, kept for another attempt until the consumer is answered. The producer's answer comes back with
 * Via and, when the SCP chose the producer, 3gpp-Sbi-Producer-Id; its 3gpp-Sbi-Lci and 3gpp-Sbi-Oci go on too.
 */
final class WireExchange implements Egress {

    private final ForwardedRequest request;
    private final ForwardExchange exchange;
    private final ProducerClient producers;
    private final AsciiString via;
    private List<CharSequence> discoveryHeaders;
    private int maxForwardHops = -1;
    private boolean maxRspTime;
    private boolean prepared;
    private boolean finished;

    WireExchange(ForwardedRequest request, ForwardExchange exchange, ProducerClient producers, AsciiString via) {
        this.request = request;
        this.exchange = exchange;
        this.producers = producers;
        this.via = via;
    }

    void discoveryHeader(CharSequence name) {
        if (discoveryHeaders == null) {
            discoveryHeaders = new ArrayList<>(8);
        }
        discoveryHeaders.add(name);
    }

    void maxForwardHops(int hops) {
        this.maxForwardHops = hops;
    }

    void maxRspTime(boolean present) {
        this.maxRspTime = present;
    }

    @Override
    public void send(Hop hop, long timeoutNanos, AttemptListener listener) {
        Http2Headers h = request.headers();
        if (!prepared) {
            prepared = true;
            if (discoveryHeaders != null) {
                for (CharSequence n : discoveryHeaders) {
                    h.remove(n);
                }
            }
            h.add(ScpForwardingHandler.VIA, via);
            if (maxForwardHops > 0) {
                h.set(ScpForwardingHandler.MAX_FORWARD_HOPS, (maxForwardHops - 1) + "; nodetype=scp");
            }
        }
        String prefix = hop.apiRoot().prefix();
        h.path(prefix.isEmpty() ? request.path() : prefix + request.path());
        if (hop.peerTarget() != null) {
            h.set(ScpForwardingHandler.TARGET_API_ROOT, hop.peerTarget().text());
        } else {
            h.remove(ScpForwardingHandler.TARGET_API_ROOT);
        }
        if (maxRspTime) {
            h.set(ScpForwardingHandler.MAX_RSP_TIME, Long.toString(hop.remainingMillis()));
        }
        producers.send(hop.apiRoot().tls(), hop.apiRoot().authority(), h, request.body().retainedDuplicate(), timeoutNanos,
                new ProducerClient.Listener() {
                    @Override
                    public void answered(Http2Headers headers, ByteBuf body) {
                        listener.answered(new WireAnswer(headers, body));
                    }

                    @Override
                    public void failed(Failure failure, Throwable cause) {
                        listener.failed(failure, cause);
                    }
                });
    }

    @Override
    public void relay(Answer answer, String producerId) {
        WireAnswer a = (WireAnswer) answer;
        Http2Headers h = a.headers;
        h.add(ScpForwardingHandler.VIA, via);
        if (producerId != null) {
            h.set(ScpForwardingHandler.PRODUCER_ID, producerId);
        }
        finish();
        exchange.respond(h, a.body);
    }

    @Override
    public void refuse(Refusal r) {
        List<ProblemDetails.InvalidParam> params = r.param() == null ? null
                : List.of(new ProblemDetails.InvalidParam(r.param(), r.detail()));
        SbiResponse response = Problems.response(new SbiException(r.status(), r.cause(), r.detail(), params), null);
        if (r.retryAfter() >= 0) {
            response.header("retry-after", Integer.toString(r.retryAfter()));
        }
        if (r.oci() != null) {
            response.header(ScpForwardingHandler.OCI.toString(), r.oci());
        }
        response.header("via", via.toString());
        finish();
        exchange.send(response);
    }

    /** The request's body is not needed any more: no attempt follows an answer to the consumer. */
    private void finish() {
        if (!finished) {
            finished = true;
            request.body().release();
        }
    }

    /** A producer's answer, held until relayed or discarded. */
    static final class WireAnswer implements Answer {
        final Http2Headers headers;
        final ByteBuf body;

        WireAnswer(Http2Headers headers, ByteBuf body) {
            this.headers = headers;
            this.body = body;
        }

        @Override
        public int status() {
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

        @Override
        public String header(String lowerCaseName) {
            CharSequence v = headers.get(lowerCaseName);
            return v == null ? null : v.toString();
        }

        @Override
        public void discard() {
            body.release();
        }
    }
}
