package dev.corebed.diameter.stack;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpDataException;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Configuration;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.api.io.IConnectionListener;
import org.jdiameter.client.api.parser.IMessageParser;
import org.jdiameter.client.impl.transport.tcp.TCPClientConnection;
import org.jdiameter.client.impl.transport.tcp.TCPTransportClient;
import org.jdiameter.common.api.concurrent.IConcurrentFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * jDiameter's TCP connection, with the checks RFC 6733 puts on the header of every message before
 * jDiameter's peer state machine sees it (jDiameter makes none of them), on a transport of this package
 * ({@link NodeTransport}) that frames messages of any version and logs disconnects as what they are.
 * Every request it answers itself goes into the node's request timer and journal ({@link TransportEvents#answered}).
 * <ul>
 *   <li>A message whose version is not 1: a request is answered 5011 DIAMETER_UNSUPPORTED_VERSION
 *       (RFC 6733 §7.1.5) from its header; jDiameter would drop it, and the messages buffered behind it.</li>
 *   <li>A request with the E bit, a DWR or CER included: 3008 DIAMETER_INVALID_HDR_BITS (§3, §7.1.3);
 *       jDiameter's state machine answers a DWR with the E bit 2001.</li>
 *   <li>A request of a command or application this node does not serve ({@link TransportEvents#unsupported}):
 *       3001 DIAMETER_COMMAND_UNSUPPORTED or 3007 DIAMETER_APPLICATION_UNSUPPORTED (§7.1.3); jDiameter would
 *       answer an unknown command of the base application 5005 or 3007.</li>
 *   <li>A request whose AVPs do not parse: 5014 DIAMETER_INVALID_AVP_LENGTH with the offending AVP's
 *       header in Failed-AVP, or 5015 DIAMETER_INVALID_MESSAGE_LENGTH; jDiameter drops it and clears its
 *       receive buffer, losing the framing of whatever followed.</li>
 * </ul>
 * It also reports the base protocol messages it passes on, so the node can count watchdogs and see what
 * a peer advertised.
 */
public class NodeConnection extends TCPClientConnection {

    private static final Logger log = LoggerFactory.getLogger(NodeConnection.class);
    private static final int HEADER = NodeTransport.HEADER;
    private static final int FLAG_REQUEST = 0x80;
    private static final int FLAG_PROXIABLE = 0x40;
    private static final int FLAG_ERROR = 0x20;

    private final NodeTransport transport;
    private final IMessageParser parser;
    private final TransportEvents events;

    /** An accepted connection (created by {@link NodeNetworkGuard}). */
    public NodeConnection(Configuration config, IConcurrentFactory concurrentFactory, Socket socket,
                          IMessageParser parser, String ref) throws Exception {
        super(concurrentFactory, parser);
        this.parser = parser;
        this.events = events(config);
        this.transport = new NodeTransport(this, concurrentFactory);
        transport.initialize(socket);
        transport.start();
    }

    /** An outgoing connection (the constructors jDiameter's TransportLayerFactory looks up). */
    public NodeConnection(Configuration config, IConcurrentFactory concurrentFactory, InetAddress remoteAddress,
                          int remotePort, InetAddress localAddress, int localPort, IMessageParser parser, String ref) {
        super(concurrentFactory, parser);
        this.parser = parser;
        this.events = events(config);
        this.transport = new NodeTransport(this, concurrentFactory);
        transport.setDestAddress(new InetSocketAddress(remoteAddress, remotePort));
        transport.setOrigAddress(new InetSocketAddress(localAddress, localPort));
    }

    public NodeConnection(Configuration config, IConcurrentFactory concurrentFactory, InetAddress remoteAddress,
                          int remotePort, InetAddress localAddress, int localPort, IConnectionListener listener,
                          IMessageParser parser, String ref) {
        this(config, concurrentFactory, remoteAddress, remotePort, localAddress, localPort, parser, ref);
        addConnectionListener(listener);
    }

    private static TransportEvents events(Configuration config) {
        return config instanceof StackConfiguration sc ? sc.events() : null;
    }

    @Override
    protected TCPTransportClient getClient() {
        return transport;
    }

    /** The connection's socket channel (whether Nagle is off); null before it is connected. */
    SocketChannel channel() {
        return transport.channel();
    }

    /** The transport's reading ended: the peer's state machine learns the connection is gone. */
    void transportClosed() {
        try {
            onDisconnect();
        } catch (AvpDataException | RuntimeException e) {
            // a connection jDiameter has already released has no listener (nor address) left
            log.debug("disconnect of a released connection not delivered: {}", e.toString());
        }
    }

    /** One framed message from the transport (of any version; at least a header long). */
    void received(byte[] b) throws AvpDataException {
        onMessageReceived(ByteBuffer.wrap(b));
    }

    @Override
    protected void onMessageReceived(ByteBuffer message) throws AvpDataException {
        byte[] b = message.array();
        TransportEvents ev = events;
        int flags = b[4] & 0xff;
        boolean request = (flags & FLAG_REQUEST) != 0;
        int code = (b[5] & 0xff) << 16 | (b[6] & 0xff) << 8 | b[7] & 0xff;
        long appId = readInt(b, 8);
        if (ev != null && request) {
            long start = System.nanoTime();
            long refused = b[0] != 1 ? 5011 // DIAMETER_UNSUPPORTED_VERSION
                    : (flags & FLAG_ERROR) != 0 ? 3008 // DIAMETER_INVALID_HDR_BITS
                    : ev.unsupported(appId, code);
            if (refused != 0) {
                IMessage answer = headerErrorAnswer(b, refused, ev);
                answered(ev, appId, code, refused, start, b);
                send(answer);
                return;
            }
        } else if (b[0] != 1) {
            log.debug("dropped an answer of version {} from {}", b[0] & 0xff, getKey());
            return;
        }
        if (ev != null && (code == 257 || code == 280 || code == 282)) {
            ev.baseMessage(code, request, code == 257 ? capabilities(b) : null);
        }
        try {
            super.onMessageReceived(message);
        } catch (AvpDataException e) {
            if (request && ev != null) {
                long start = System.nanoTime();
                int offending = offendingAvp(b);
                long resultCode = offending < 0 ? 5015 : 5014;
                IMessage answer = malformedAnswer(b, offending, resultCode, ev);
                answered(ev, appId, code, resultCode, start, b);
                send(answer);
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

    /** Tells the node (request timer, journal) before the answer leaves, as the dispatcher does; never throws. */
    private void answered(TransportEvents ev, long appId, int code, long resultCode, long start, byte[] request) {
        try {
            ev.answered(appId, code, resultCode, System.nanoTime() - start, request);
        } catch (RuntimeException e) {
            log.debug("request {} of {} answered {} but not recorded: {}", code, getKey(), resultCode, e.toString());
        }
    }

    /**
     * The answer to a request refused on its header alone. The answer carries the request's Session-Id,
     * application id and Proxy-Info (RFC 6733 §6.2) when its AVPs parse, else what its header says and a
     * leading Session-Id; protocol errors (3xxx) have the E bit (§7.1.3).
     */
    private IMessage headerErrorAnswer(byte[] b, long resultCode, TransportEvents ev) {
        IMessage answer;
        try {
            answer = (IMessage) parser.createMessage(b).createAnswer();
        } catch (AvpDataException | RuntimeException e) {
            answer = emptyAnswer(b, HEADER + 8 <= b.length ? firstAvpEnd(b) : -1);
        }
        answer.setError(resultCode < 4000);
        AvpSet avps = answer.getAvps();
        avps.addAvp(Avp.ORIGIN_HOST, ev.originHost(), true, false, true);
        avps.addAvp(Avp.ORIGIN_REALM, ev.originRealm(), true, false, true);
        avps.addAvp(Avp.RESULT_CODE, resultCode, true, false, true);
        int code = (b[5] & 0xff) << 16 | (b[6] & 0xff) << 8 | b[7] & 0xff;
        avps.addAvp(Avp.ERROR_MESSAGE, switch ((int) resultCode) {
            case 5011 -> "Diameter version " + (b[0] & 0xff) + " is not supported";
            case 3008 -> "a request must not have the E bit";
            case 3001 -> "command " + code + " of application " + readInt(b, 8) + " is not served";
            default -> "application " + readInt(b, 8) + " is not served";
        }, false);
        return answer;
    }

    /**
     * The answer to a request jDiameter could not parse, from its header and a walk over its AVP headers:
     * 5015 when {@code offending} is negative, else 5014 naming the AVP at that offset.
     */
    private IMessage malformedAnswer(byte[] b, int offending, long resultCode, TransportEvents ev) {
        IMessage answer = emptyAnswer(b, offending == HEADER ? -1 : firstAvpEnd(b));
        AvpSet avps = answer.getAvps();
        avps.addAvp(Avp.ORIGIN_HOST, ev.originHost(), true, false, true);
        avps.addAvp(Avp.ORIGIN_REALM, ev.originRealm(), true, false, true);
        if (offending < 0) {
            // DIAMETER_INVALID_MESSAGE_LENGTH: the AVPs do not end where the message does
            avps.addAvp(Avp.RESULT_CODE, resultCode, true, false, true);
        } else {
            // DIAMETER_INVALID_AVP_LENGTH
            avps.addAvp(Avp.RESULT_CODE, resultCode, true, false, true);
            boolean vendor = (b[offending + 4] & 0x80) != 0 && offending + 12 <= b.length;
            AvpSet failed = avps.addGroupedAvp(Avp.FAILED_AVP, true, false);
            failed.addAvp((int) readInt(b, offending), new byte[0], vendor ? readInt(b, offending + 8) : 0,
                    (b[offending + 4] & 0x40) != 0, false);
        }
        avps.addAvp(Avp.ERROR_MESSAGE, "the request's AVPs could not be parsed", false);
        return answer;
    }

    /**
     * An answer built from a request's header alone, with the request's Session-Id when its first AVP is
     * one that ends within the message ({@code firstAvpEnd} &gt; 0).
     */
    private IMessage emptyAnswer(byte[] b, int firstAvpEnd) {
        IMessage answer = parser.createEmptyMessage((b[5] & 0xff) << 16 | (b[6] & 0xff) << 8 | b[7] & 0xff, readInt(b, 8));
        answer.setRequest(false);
        answer.setProxiable((b[4] & FLAG_PROXIABLE) != 0);
        answer.setHopByHopIdentifier(readInt(b, 12));
        answer.setEndToEndIdentifier(readInt(b, 16));
        if (firstAvpEnd > 0 && readInt(b, HEADER) == Avp.SESSION_ID && (b[HEADER + 4] & 0x80) == 0) {
            answer.getAvps().addAvp(Avp.SESSION_ID, new String(b, HEADER + 8, firstAvpEnd - HEADER - 8,
                    StandardCharsets.UTF_8), true, false, false);
        }
        return answer;
    }

    /** Where the first AVP's data ends, or -1 when its length is impossible. */
    private static int firstAvpEnd(byte[] b) {
        int len = (b[HEADER + 5] & 0xff) << 16 | (b[HEADER + 6] & 0xff) << 8 | b[HEADER + 7] & 0xff;
        return len >= 8 && HEADER + len <= b.length ? HEADER + len : -1;
    }

    private void send(IMessage answer) {
        try {
            sendMessage(answer);
        } catch (Exception e) {
            log.debug("cannot answer {} on {}: {}", answer.getHopByHopIdentifier(), getKey(), e.toString());
        }
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

    private static long readInt(byte[] b, int at) {
        return (b[at] & 0xffL) << 24 | (b[at + 1] & 0xffL) << 16 | (b[at + 2] & 0xffL) << 8 | b[at + 3] & 0xffL;
    }
}
