package dev.corebed.diameter.stack;

import java.io.IOException;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import org.jdiameter.api.AvpDataException;
import org.jdiameter.client.api.io.NotInitializedException;
import org.jdiameter.client.impl.transport.tcp.TCPClientConnection;
import org.jdiameter.client.impl.transport.tcp.TCPTransportClient;
import org.jdiameter.common.api.concurrent.IConcurrentFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The reading side of one TCP connection, in place of jDiameter's {@link TCPTransportClient} loop, which
 * differs in three ways that peers notice:
 * <ul>
 *   <li>Framing. jDiameter silently drops a message whose version is not 1 and everything buffered behind
 *       it. Here a message is framed by its Message Length whatever its version (RFC 6733 §3), so the node
 *       can answer it 5011 DIAMETER_UNSUPPORTED_VERSION and read on. Only a length below the 20-octet
 *       header leaves no way to find the next message: the connection is then closed.</li>
 *   <li>Disconnects. jDiameter logs a peer that closes or resets the connection (after DPR/DPA, or when it
 *       goes away) as an ERROR with a stack trace. Here a normal disconnect is one INFO line, and only an
 *       unexpected failure is an ERROR.</li>
 *   <li>Nagle's algorithm is off on connections this node opens, as on those it accepts
 *       ({@link NodeNetworkGuard}): a request sent right after an answer (a PCF's RAR after its AAA)
 *       would otherwise wait about 40 ms for the other side's delayed ACK.</li>
 * </ul>
 * Writing is jDiameter's, except that a failed write is reported to the caller without an ERROR of its
 * own (a peer that went away is not a fault of this node).
 */
final class NodeTransport extends TCPTransportClient {

    private static final Logger log = LoggerFactory.getLogger(NodeTransport.class);
    static final int HEADER = 20;
    private static final long SELECT_MILLIS = 500;
    private static final long FIRST_READ_DELAY_MILLIS = 250;

    private final NodeConnection parent;
    private final IConcurrentFactory concurrentFactory;
    private volatile boolean closing;
    private volatile String description = "(not connected)";

    NodeTransport(NodeConnection parent, IConcurrentFactory concurrentFactory) {
        this.parent = parent;
        this.concurrentFactory = concurrentFactory;
    }

    @Override
    public TCPClientConnection getParent() {
        return parent;
    }

    @Override
    public void initialize() throws IOException, NotInitializedException {
        super.initialize();
        try {
            socketChannel.setOption(StandardSocketOptions.TCP_NODELAY, true);
        } catch (IOException | RuntimeException e) {
            log.debug("TCP_NODELAY not set on {}: {}", getDestAddress(), e.toString());
        }
    }

    @Override
    public void start() throws NotInitializedException {
        if (socketChannel == null || !socketChannel.isConnected()) {
            throw new NotInitializedException("the connection is not open");
        }
        description = describe(socketChannel);
        closing = false;
        concurrentFactory.getThreadPool().execute(this);
    }

    @Override
    public void stop() throws Exception {
        closing = true;
        super.stop();
    }

    SocketChannel channel() {
        return socketChannel;
    }

    @Override
    public void run() {
        String outcome = null;
        ByteBuffer in = ByteBuffer.allocate(8192);
        try (Selector selector = Selector.open()) {
            // jDiameter's own pause before the first read, kept: its peer table adds its listeners meanwhile,
            // and a peer's state machine, stopping after the peer's previous connection went down, is gone
            // by then (a CER that reaches it within ~100 ms of the disconnect is lost to an NPE in jDiameter).
            Thread.sleep(FIRST_READ_DELAY_MILLIS);
            socketChannel.register(selector, SelectionKey.OP_READ);
            while (!stop && outcome == null) {
                selector.select(SELECT_MILLIS);
                selector.selectedKeys().clear();
                int n = socketChannel.read(in);
                if (n < 0) {
                    outcome = "closed by the peer";
                } else if (n > 0) {
                    in.flip();
                    outcome = frame(in);
                    in = compacted(in);
                }
            }
        } catch (ClosedChannelException e) {
            outcome = closing || stop ? "closed by this node" : "closed";
        } catch (IOException e) {
            // ECONNRESET and the like: the peer went away without closing (a crash, a reset fault).
            outcome = closing || stop ? "closed by this node" : "lost: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            outcome = "closed: the node is stopping";
        } catch (Throwable t) {
            log.error("Diameter connection {}: reading failed", description, t);
            outcome = "closed after a failure";
        } finally {
            close();
            log.info("Diameter connection {} {}", description, outcome == null ? "closed by this node" : outcome);
            stop = false;
        }
    }

    /**
     * Hands every complete message in the buffer to the connection; returns a reason to close when the
     * stream cannot be framed any more, else null (the buffer is left at the start of an incomplete message).
     */
    private String frame(ByteBuffer in) {
        while (in.remaining() >= 4) {
            int start = in.position();
            int length = in.getInt(start) & 0xffffff;
            if (length < HEADER) {
                log.warn("Diameter connection {}: a message length of {} octets cannot be framed; closing", description, length);
                return "closed: unframeable input";
            }
            if (in.remaining() < length) {
                return null;
            }
            byte[] message = new byte[length];
            in.get(message);
            try {
                parent.received(message);
            } catch (AvpDataException e) {
                // NodeConnection answers what it can; anything else it could not parse is dropped alone.
                log.debug("Diameter connection {}: dropped a message: {}", description, e.getMessage());
            }
        }
        return null;
    }

    /** Keeps the unread bytes at the start of a buffer large enough for the message they begin. */
    private static ByteBuffer compacted(ByteBuffer in) {
        int needed = in.remaining() >= 4 ? in.getInt(in.position()) & 0xffffff : 0;
        if (needed > in.capacity()) {
            ByteBuffer bigger = ByteBuffer.allocate(needed);
            bigger.put(in);
            return bigger;
        }
        in.compact();
        if (in.position() == 0 && in.capacity() > 65536) {
            return ByteBuffer.allocate(8192); // a large message has passed; give its buffer back
        }
        return in;
    }

    private void close() {
        try {
            if (socketChannel != null && socketChannel.isOpen()) {
                socketChannel.close();
            }
        } catch (IOException e) {
            log.debug("closing {}: {}", description, e.toString());
        }
        parent.transportClosed();
    }

    @Override
    public void sendMessage(ByteBuffer bytes) throws IOException {
        lock.lock();
        try {
            while (bytes.hasRemaining()) {
                if (socketChannel.write(bytes) < 0) {
                    throw new IOException("connection closed");
                }
            }
        } catch (IOException e) {
            log.debug("Diameter connection {}: write failed: {}", description, e.toString());
            throw e;
        } finally {
            lock.unlock();
        }
    }

    private static String describe(SocketChannel channel) {
        try {
            return channel.getLocalAddress() + " <-> " + channel.getRemoteAddress();
        } catch (IOException | RuntimeException e) {
            return channel.toString();
        }
    }
}
