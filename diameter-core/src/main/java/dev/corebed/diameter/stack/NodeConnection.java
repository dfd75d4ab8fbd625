package dev.corebed.diameter.stack;

import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.Socket;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpDataException;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Configuration;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.api.io.IConnectionListener;
import org.jdiameter.client.api.io.TransportException;
import org.jdiameter.client.api.parser.IMessageParser;
import org.jdiameter.client.impl.transport.tcp.TCPClientConnection;
import org.jdiameter.client.impl.transport.tcp.TCPTransportClient;
import org.jdiameter.common.api.concurrent.IConcurrentFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * jDiameter's TCP connection with two changes. It reports the base protocol messages it receives, so
 * the node can count watchdogs and see what a peer advertised. And a request whose AVPs do not parse
 * is answered (5014 DIAMETER_INVALID_AVP_LENGTH with the offending AVP's header in Failed-AVP, or 5015
 * DIAMETER_INVALID_MESSAGE_LENGTH) instead of being dropped: jDiameter then also clears its receive
 * buffer, losing the framing of whatever followed, which would silently stall the connection.
 *
 * <p>Nagle's algorithm is off on the connections this node opens, as on those it accepts
 * ({@link NodeNetworkGuard}): jDiameter leaves it on, so a peer that sends a request right after an
 * answer (a PCF's RAR after its AAA, an AF's STR after its RAA) held it until the other side's delayed
 * ACK came, about 40 ms later.
 */
public class NodeConnection extends TCPClientConnection {

    private static final Logger log = LoggerFactory.getLogger(NodeConnection.class);
    private static final int HEADER = 20;

    // Written after the superclass constructor has started the reader thread (for accepted sockets).
    private volatile IMessageParser parser;
    private volatile TransportEvents events;

    /** An accepted connection (created by {@link NodeNetworkGuard}). */
    public NodeConnection(Configuration config, IConcurrentFactory concurrentFactory, Socket socket,
                          IMessageParser parser, String ref) throws Exception {
        super(config, concurrentFactory, socket, parser, ref);
        init(config, parser);
    }

    /** An outgoing connection (the constructors jDiameter's TransportLayerFactory looks up). */
    public NodeConnection(Configuration config, IConcurrentFactory concurrentFactory, InetAddress remoteAddress,
                          int remotePort, InetAddress localAddress, int localPort, IMessageParser parser, String ref) {
        super(config, concurrentFactory, remoteAddress, remotePort, localAddress, localPort, parser, ref);
        init(config, parser);
    }

    public NodeConnection(Configuration config, IConcurrentFactory concurrentFactory, InetAddress remoteAddress,
                          int remotePort, InetAddress localAddress, int localPort, IConnectionListener listener,
                          IMessageParser parser, String ref) {
        super(config, concurrentFactory, remoteAddress, remotePort, localAddress, localPort, listener, parser, ref);
        init(config, parser);
    }

    private static final Field SOCKET_CHANNEL = socketChannelField();

    private static Field socketChannelField() {
        try {
            Field f = TCPTransportClient.class.getDeclaredField("socketChannel");
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            log.warn("cannot reach jDiameter's socket to turn Nagle's algorithm off: {}", e.toString());
            return null;
        }
    }

    @Override
    public void connect() throws TransportException {
        super.connect();
        SocketChannel channel = channel();
        if (channel != null) {
            try {
                channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            } catch (java.io.IOException | RuntimeException e) {
                log.debug("TCP_NODELAY not set on {}: {}", getKey(), e.toString());
            }
        }
    }

    /** The connection's socket channel (for tests: whether Nagle is off); null when not reachable. */
    SocketChannel channel() {
        try {
            return SOCKET_CHANNEL == null || getClient() == null ? null : (SocketChannel) SOCKET_CHANNEL.get(getClient());
        } catch (IllegalAccessException e) {
            return null;
        }
    }

    private void init(Configuration config, IMessageParser messageParser) {
        this.parser = messageParser;
        this.events = config instanceof StackConfiguration sc ? sc.events() : null;
    }

    @Override
    protected void onMessageReceived(ByteBuffer message) throws AvpDataException {
        byte[] b = message.array();
        if (b.length < HEADER) {
            // The reader would hand the same bytes back forever; only closing the connection ends it.
            throw new IllegalStateException("a message of " + b.length + " octets cannot be framed; closing " + getKey());
        }
        int code = (b[5] & 0xff) << 16 | (b[6] & 0xff) << 8 | b[7] & 0xff;
        boolean request = (b[4] & 0x80) != 0;
        TransportEvents ev = events;
        if (ev != null && (code == 257 || code == 280 || code == 282)) {
            ev.baseMessage(code, request, code == 257 ? capabilities(b) : null);
        }
        try {
            super.onMessageReceived(message);
        } catch (AvpDataException e) {
            if (request && ev != null) {
                answerMalformed(b, code, ev);
            } else {
                log.debug("dropped an unparsable message from {}: {}", getKey(), e.getMessage());
            }
        }
    }

    private CapabilitiesExchange capabilities(byte[] b) {
        try {
            IMessage m = parser.createMessage(b);
            AvpSet avps = m.getAvps();
            Avp host = avps.getAvp(Avp.ORIGIN_HOST);
            Avp realm = avps.getAvp(Avp.ORIGIN_REALM);
            return new CapabilitiesExchange(host == null ? null : host.getDiameterIdentity(),
                    realm == null ? null : realm.getDiameterIdentity(), m.getApplicationIdAvps());
        } catch (Exception e) {
            return null;
        }
    }

    /** Answers a request jDiameter could not parse, from its header and a walk over its AVP headers. */
    private void answerMalformed(byte[] b, int code, TransportEvents ev) {
        long appId = readInt(b, 8);
        long resultCode;
        IMessage answer = parser.createEmptyMessage(code, appId);
        answer.setRequest(false);
        answer.setProxiable((b[4] & 0x40) != 0);
        answer.setHopByHopIdentifier(readInt(b, 12));
        answer.setEndToEndIdentifier(readInt(b, 16));
        AvpSet avps = answer.getAvps();
        int offending = offendingAvp(b);
        if (firstIsSessionId(b, offending)) {
            int len = (b[HEADER + 5] & 0xff) << 16 | (b[HEADER + 6] & 0xff) << 8 | b[HEADER + 7] & 0xff;
            avps.addAvp(Avp.SESSION_ID, new String(b, HEADER + 8, len - 8, StandardCharsets.UTF_8), true, false, false);
        }
        avps.addAvp(Avp.ORIGIN_HOST, ev.originHost(), true, false, true);
        avps.addAvp(Avp.ORIGIN_REALM, ev.originRealm(), true, false, true);
        if (offending < 0) {
            resultCode = 5015; // DIAMETER_INVALID_MESSAGE_LENGTH: the AVPs do not end where the message does
            avps.addAvp(Avp.RESULT_CODE, resultCode, true, false, true);
        } else {
            resultCode = 5014; // DIAMETER_INVALID_AVP_LENGTH
            avps.addAvp(Avp.RESULT_CODE, resultCode, true, false, true);
            boolean vendor = (b[offending + 4] & 0x80) != 0 && offending + 12 <= b.length;
            AvpSet failed = avps.addGroupedAvp(Avp.FAILED_AVP, true, false);
            failed.addAvp((int) readInt(b, offending), new byte[0], vendor ? readInt(b, offending + 8) : 0,
                    (b[offending + 4] & 0x40) != 0, false);
        }
        avps.addAvp(Avp.ERROR_MESSAGE, "the request's AVPs could not be parsed", false);
        try {
            sendMessage(answer);
        } catch (Exception e) {
            log.debug("cannot answer an unparsable request on {}: {}", getKey(), e.toString());
        }
        ev.malformedRequest(appId, code, resultCode);
    }

    /** The offset of the first AVP whose length is impossible, or -1 when the fault is in the message length. */
    private static int offendingAvp(byte[] b) {
        int at = HEADER;
        while (at + 8 <= b.length) {
            int flags = b[at + 4] & 0xff;
            int len = (b[at + 5] & 0xff) << 16 | (b[at + 6] & 0xff) << 8 | b[at + 7] & 0xff;
            int min = (flags & 0x80) != 0 ? 12 : 8;
            if (len < min || at + len > b.length) {
                return at;
            }
            at += (len + 3) & ~3;
        }
        return -1;
    }

    private static boolean firstIsSessionId(byte[] b, int offending) {
        return offending != HEADER && b.length >= HEADER + 8 && readInt(b, HEADER) == Avp.SESSION_ID
                && (b[HEADER + 4] & 0x80) == 0;
    }

    private static long readInt(byte[] b, int at) {
        return (b[at] & 0xffL) << 24 | (b[at + 1] & 0xffL) << 16 | (b[at + 2] & 0xffL) << 8 | b[at + 3] & 0xffL;
    }
}
