package dev.corebed.sbi;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * A response body served many times unchanged (a fixed answer, a cached discovery result): kept once
 * in direct memory, so the HTTP/2 transport writes it without copying it on every answer.
 */
public final class PreparedBody {

    private final byte[] bytes;
    private final ByteBuf buffer;

    private PreparedBody(byte[] bytes) {
        this.bytes = bytes;
        this.buffer = Unpooled.unreleasableBuffer(Unpooled.directBuffer(bytes.length).writeBytes(bytes).asReadOnly());
    }

    public static PreparedBody of(byte[] bytes) {
        return new PreparedBody(bytes.clone());
    }

    public byte[] bytes() {
        return bytes;
    }

    /** A view of the direct copy for one write; the copy itself is never released. */
    public ByteBuf buffer() {
        return buffer.duplicate();
    }
}
