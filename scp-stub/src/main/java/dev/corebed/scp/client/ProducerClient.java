package dev.corebed.scp.client;

import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import dev.corebed.scp.service.Egress;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ConnectTimeoutException;
import io.netty.handler.codec.http2.Http2Headers;
import java.io.IOException;
import java.net.ConnectException;
import java.util.concurrent.TimeoutException;

/**
 * The SCP's connections to producers and peer SCPs: a client of its own (its pool sizes are the egress settings),
 * requests passed through without copies ({@link SbiClient#forward}) on the I/O thread of the consumer's connection.
 * Outcomes are sorted for reselection: no connection, no answer in time, or something that says nothing of the
 * producer (no stream free on this side).
 */
public final class ProducerClient implements AutoCloseable {

    /** The answer or why there is none. */
    public interface Listener {
        void answered(Http2Headers headers, ByteBuf body);

        void failed(Egress.Failure failure, Throwable cause);
    }

    private final SbiClient client;

    public ProducerClient(SbiClientConfig config) {
        this.client = new SbiClient(config);
    }

    /** Sends the request (its header block with :method and :path; the body is taken over). */
    public void send(boolean tls, String authority, Http2Headers headers, ByteBuf body, long timeoutNanos, Listener listener) {
        client.forward(tls, authority, headers, body, timeoutNanos, new SbiClient.ForwardListener() {
            @Override
            public void onAnswer(Http2Headers h, ByteBuf b) {
                listener.answered(h, b);
            }

            @Override
            public void onFailure(Throwable cause) {
                listener.failed(classify(cause), cause);
            }
        });
    }

    static Egress.Failure classify(Throwable cause) {
        if (cause instanceof TimeoutException) {
            return Egress.Failure.TIMEOUT;
        }
        if (cause instanceof SbiClient.PoolExhaustedException || cause instanceof IllegalStateException
                || cause instanceof IllegalArgumentException) {
            return Egress.Failure.OTHER;
        }
        if (cause instanceof ConnectException || cause instanceof ConnectTimeoutException || cause instanceof IOException) {
            return Egress.Failure.CONNECT;
        }
        return Egress.Failure.OTHER;
    }

    @Override
    public void close() {
        client.close();
    }
}
