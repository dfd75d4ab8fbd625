package dev.corebed.sbi.test;

import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.codec.http2.DefaultHttp2DataFrame;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersFrame;
import io.netty.handler.codec.http2.DefaultHttp2ResetFrame;
import io.netty.handler.codec.http2.DefaultHttp2WindowUpdateFrame;
import io.netty.handler.codec.http2.Http2ChannelDuplexHandler;
import io.netty.handler.codec.http2.Http2DataFrame;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2FrameCodec;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2FrameStream;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2HeadersFrame;
import io.netty.handler.codec.http2.Http2ResetFrame;
import io.netty.util.AsciiString;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.collection.IntObjectHashMap;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One h2c connection (prior knowledge) that sends requests exactly as given: the {@code :path} as raw
 * octets, any header, any body. Clients that check URIs (the JDK's, curl, the project's SbiClient) refuse
 * to send {@code %zz} or a raw 0xFF byte, which is what a robustness test needs to send. Many requests
 * may share the connection at once; a request whose answer does not come in time is reset (CANCEL).
 */
public final class RawH2cClient implements AutoCloseable {

    /** A full answer; header names in lower case. */
    public record Reply(int status, Map<String, String> headers, byte[] body) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        public String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        public JsonNode json() {
            return JsonMapper.builder().build().readTree(body);
        }
    }

    /** The peer reset the stream instead of answering. */
    public static final class StreamResetException extends IOException {
        public StreamResetException(long code) {
            super("stream reset by the peer, error code " + code);
        }
    }

    private final EventLoopGroup group;
    private final Channel channel;
    private final Handler handler;
    private final String authority;

    private RawH2cClient(EventLoopGroup group, Channel channel, Handler handler, String authority) {
        this.group = group;
        this.channel = channel;
        this.handler = handler;
        this.authority = authority;
    }

    public static RawH2cClient connect(String host, int port) {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        Handler handler = new Handler();
        try {
            Channel ch = new Bootstrap().group(group).channel(NioSocketChannel.class)
                    .option(ChannelOption.TCP_NODELAY, true)
                    .handler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel c) {
                            Http2FrameCodec codec = Http2FrameCodecBuilder.forClient().validateHeaders(false).build();
                            c.pipeline().addLast(codec, handler);
                        }
                    })
                    .connect(host, port).syncUninterruptibly().channel();
            return new RawH2cClient(group, ch, handler, host + ":" + port);
        } catch (RuntimeException e) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            throw e;
        }
    }

    /** True while the connection is open (no GOAWAY-and-close, no reset of the TCP connection). */
    public boolean isOpen() {
        return channel.isActive();
    }

    public CompletableFuture<Reply> send(String method, String path, Map<String, String> headers, byte[] body) {
        return send(method, path.getBytes(StandardCharsets.ISO_8859_1), headers, body);
    }

    /** @param rawPath the {@code :path} octets as sent, query included */
    public CompletableFuture<Reply> send(String method, byte[] rawPath, Map<String, String> headers, byte[] body) {
        CompletableFuture<Reply> result = new CompletableFuture<>();
        Http2Headers h = new DefaultHttp2Headers(false);
        h.method(method).scheme("http").authority(authority).path(new AsciiString(rawPath));
        if (headers != null) {
            headers.forEach((k, v) -> h.add(AsciiString.of(k.toLowerCase(Locale.ROOT)), new AsciiString(v.getBytes(StandardCharsets.UTF_8))));
        }
        boolean hasBody = body != null && body.length > 0;
        if (hasBody && !h.contains("content-length")) {
            h.set("content-length", Integer.toString(body.length));
        }
        channel.eventLoop().execute(() -> {
            if (!channel.isActive()) {
                result.completeExceptionally(new IOException("connection closed"));
                return;
            }
            Http2FrameStream stream = handler.newStream();
            channel.write(new DefaultHttp2HeadersFrame(h, !hasBody).stream(stream)).addListener(f -> {
                if (!f.isSuccess()) {
                    result.completeExceptionally(f.cause());
                }
            });
            if (stream.id() > 0) {
                handler.streams.put(stream.id(), new Pending(result));
            }
            if (hasBody) {
                channel.write(new DefaultHttp2DataFrame(Unpooled.wrappedBuffer(body), true).stream(stream));
            }
            channel.flush();
            result.whenComplete((r, t) -> {
                if (t instanceof TimeoutException && channel.isActive()) {
                    channel.eventLoop().execute(() -> {
                        if (handler.streams.remove(stream.id()) != null) {
                            channel.writeAndFlush(new DefaultHttp2ResetFrame(Http2Error.CANCEL).stream(stream));
                        }
                    });
                }
            });
        });
        return result;
    }

    /**
     * Sends and waits for the answer.
     *
     * @throws TimeoutException when none comes within the timeout (the stream is then reset)
     */
    public Reply call(String method, byte[] rawPath, Map<String, String> headers, byte[] body, Duration timeout)
            throws TimeoutException, IOException, InterruptedException {
        CompletableFuture<Reply> f = send(method, rawPath, headers, body);
        try {
            return f.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            f.completeExceptionally(e);
            throw e;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException(e.getCause());
        }
    }

    public Reply call(String method, String path, Map<String, String> headers, String body, Duration timeout)
            throws TimeoutException, IOException, InterruptedException {
        return call(method, path.getBytes(StandardCharsets.ISO_8859_1), headers,
                body == null ? null : body.getBytes(StandardCharsets.UTF_8), timeout);
    }

    @Override
    public void close() {
        channel.close().awaitUninterruptibly(2, TimeUnit.SECONDS);
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).awaitUninterruptibly(3, TimeUnit.SECONDS);
    }

    private static final class Pending {
        final CompletableFuture<Reply> result;
        int status;
        final Map<String, String> headers = new LinkedHashMap<>();
        final ByteArrayOutputStream body = new ByteArrayOutputStream();

        Pending(CompletableFuture<Reply> result) {
            this.result = result;
        }

        void complete() {
            result.complete(new Reply(status, headers, body.toByteArray()));
        }
    }

    private static final class Handler extends Http2ChannelDuplexHandler {
        final IntObjectHashMap<Pending> streams = new IntObjectHashMap<>();

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            try {
                if (msg instanceof Http2HeadersFrame h) {
                    Pending p = streams.get(h.stream().id());
                    if (p == null) {
                        return;
                    }
                    if (p.status == 0) {
                        p.status = Integer.parseInt(h.headers().status().toString());
                        h.headers().forEach(e -> p.headers.put(e.getKey().toString().toLowerCase(Locale.ROOT), e.getValue().toString()));
                    }
                    if (h.isEndStream()) {
                        streams.remove(h.stream().id());
                        p.complete();
                    }
                } else if (msg instanceof Http2DataFrame d) {
                    int consumed = d.initialFlowControlledBytes();
                    if (consumed > 0) {
                        ctx.writeAndFlush(new DefaultHttp2WindowUpdateFrame(consumed).stream(d.stream()));
                    }
                    Pending p = streams.get(d.stream().id());
                    if (p == null) {
                        return;
                    }
                    ByteBuf content = d.content();
                    byte[] bytes = new byte[content.readableBytes()];
                    content.getBytes(content.readerIndex(), bytes);
                    p.body.writeBytes(bytes);
                    if (d.isEndStream()) {
                        streams.remove(d.stream().id());
                        p.complete();
                    }
                } else if (msg instanceof Http2ResetFrame r) {
                    Pending p = streams.remove(r.stream().id());
                    if (p != null) {
                        p.result.completeExceptionally(new StreamResetException(r.errorCode()));
                    }
                }
            } finally {
                ReferenceCountUtil.release(msg);
            }
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) throws Exception {
            for (Pending p : streams.values()) {
                p.result.completeExceptionally(new IOException("connection closed"));
            }
            streams.clear();
            super.channelInactive(ctx);
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
        }
    }
}
