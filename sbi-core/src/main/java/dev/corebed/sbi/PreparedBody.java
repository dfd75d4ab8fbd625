package dev.corebed.sbi;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;

/**
 * A response body served many times unchanged (a fixed answer, a cached discovery result): kept once
 * in direct memory, so the HTTP/2 transport writes it without copying it on every answer. The direct
 * memory is a JDK buffer the garbage collector reclaims once the body is unreachable, so cached
 * bodies can come and go.
 */
public final class PreparedBody {

    private final byte[] bytes;
    private final ByteBuf buffer;

    private PreparedBody(byte[] bytes) {
        this.bytes = bytes;
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
        // Netty does not free a buffer it did not allocate; the unreleasable view guards the writes' releases.
        this.buffer = Unpooled.unreleasableBuffer(Unpooled.wrappedBuffer(direct).asReadOnly());
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
