package dev.corebed.sbi.server;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.handler.codec.http2.Http2CodecUtil;
import java.util.List;

/**
 * The cleartext port speaks both h2c with prior knowledge and HTTP/1.1: the first bytes decide.
 * A connection that starts with the HTTP/2 connection preface gets the HTTP/2 pipeline; anything
 * else is HTTP/1.1. The decision is made at the first byte that differs from the preface.
 */
final class ProtocolDetector extends ByteToMessageDecoder {

    private static final ByteBuf PREFACE = Http2CodecUtil.connectionPrefaceBuf();

    private final SbiServer.PipelineFactory pipelines;

    ProtocolDetector(SbiServer.PipelineFactory pipelines) {
        this.pipelines = pipelines;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        int n = Math.min(in.readableBytes(), PREFACE.readableBytes());
        for (int i = 0; i < n; i++) {
            if (in.getByte(in.readerIndex() + i) != PREFACE.getByte(i)) {
                pipelines.http1(ctx.pipeline(), false);
                ctx.pipeline().remove(this);
                return;
            }
        }
        if (n == PREFACE.readableBytes()) {
            pipelines.http2(ctx.pipeline(), false);
            ctx.pipeline().remove(this);
        }
    }
}
