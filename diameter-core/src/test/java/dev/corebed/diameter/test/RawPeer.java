package dev.corebed.diameter.test;

import dev.corebed.diameter.Avps;
import java.io.DataInputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.HashSet;
import java.util.Set;
import org.jdiameter.api.Avp;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.impl.parser.MessageParser;

/**
 * A Diameter peer on a plain socket, to send bytes jDiameter would never produce (another version, the
 * E bit on a request, an AVP twice, AVP lengths that do not add up). It completes the capabilities
 * exchange, answers the node's watchdogs, and hands back every other message.
 */
public final class RawPeer implements AutoCloseable {

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final MessageParser parser = new MessageParser();
    private final String originHost;
    private final String realm;
    private long hopByHop = 1;
    private final Set<Long> pings = new HashSet<>();

    /** Connects and completes the capabilities exchange, advertising Gx, in {@value RxTestPeer#REALM}. */
    public RawPeer(int port, String originHost) throws Exception {
        this(port, originHost, 16777238);
    }

    /** Connects and completes the capabilities exchange, advertising that 3GPP application. */
    public RawPeer(int port, String originHost, long applicationId) throws Exception {
        this.originHost = originHost;
        this.realm = RxTestPeer.REALM;
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout(5000);
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
        IMessage cer = message(257, 0);
        cer.getAvps().addAvp(Avp.ORIGIN_HOST, originHost, true, false, true);
        cer.getAvps().addAvp(Avp.ORIGIN_REALM, realm, true, false, true);
        cer.getAvps().addAvp(Avp.HOST_IP_ADDRESS, InetAddress.getLoopbackAddress(), true, false);
        cer.getAvps().addAvp(Avp.VENDOR_ID, 10415, true, false, true);
        cer.getAvps().addAvp(Avp.PRODUCT_NAME, "raw", false);
        Avps.addVendorSpecificApplicationId(cer.getAvps(), 10415, applicationId);
        send(encode(cer));
        IMessage cea = read();
        if (cea.getResultCode().getUnsigned32() != 2001) {
            throw new IllegalStateException("CEA " + cea.getResultCode().getUnsigned32());
        }
        awaitOpen();
    }

    /**
     * Waits until the node takes requests from this peer: a DWR, sent again every 500 ms until a DWA comes.
     * jDiameter can lose a request that arrives right after its CEA (seen under heavy load; diameter-core
     * README, known jDiameter behaviours), and a test's first request must not be that one. Late DWAs to
     * these DWRs are skipped by {@link #read()}.
     */
    private void awaitOpen() throws Exception {
        socket.setSoTimeout(500);
        try {
            for (int attempt = 0; attempt < 20; attempt++) {
                IMessage dwr = dwr();
                pings.add(dwr.getHopByHopIdentifier());
                send(encode(dwr));
                try {
                    if (readAny().getCommandCode() == 280) {
                        return;
                    }
                } catch (SocketTimeoutException lost) {
                    // sent again
                }
            }
            throw new IllegalStateException("no DWA from the node in 10 s");
        } finally {
            socket.setSoTimeout(5000);
        }
    }

    /** The socket, to close it the way a peer would (a reset, say). */
    public Socket socket() {
        return socket;
    }

    public String originHost() {
        return originHost;
    }

    public String realm() {
        return realm;
    }

    /** An empty request with the next Hop-by-Hop and End-to-End Identifiers. */
    public IMessage message(int commandCode, long applicationId) {
        IMessage m = parser.createEmptyMessage(commandCode, applicationId);
        m.setRequest(true);
        m.setHopByHopIdentifier(hopByHop++);
        m.setEndToEndIdentifier(hopByHop);
        return m;
    }

    /** A DWR (RFC 6733 §5.5.1): Origin-Host and Origin-Realm. */
    public IMessage dwr() {
        IMessage dwr = message(280, 0);
        dwr.getAvps().addAvp(Avp.ORIGIN_HOST, originHost, true, false, true);
        dwr.getAvps().addAvp(Avp.ORIGIN_REALM, realm, true, false, true);
        return dwr;
    }

    public byte[] encode(IMessage m) throws Exception {
        return parser.encodeMessage(m).array();
    }

    public void send(byte[] bytes) throws Exception {
        out.write(bytes);
        out.flush();
    }

    /** Sends the bytes of one request and reads the message answering it (same Hop-by-Hop Identifier). */
    public IMessage call(byte[] request) throws Exception {
        send(request);
        long hbh = (request[12] & 0xffL) << 24 | (request[13] & 0xffL) << 16 | (request[14] & 0xffL) << 8 | request[15] & 0xffL;
        while (true) {
            IMessage m = read();
            if (!m.isRequest() && m.getHopByHopIdentifier() == hbh) {
                return m;
            }
        }
    }

    /** The next message, after answering the node's watchdog requests (and skipping the answers to {@link #awaitOpen}'s). */
    public IMessage read() throws Exception {
        while (true) {
            IMessage m = readAny();
            if (m.isRequest() || m.getCommandCode() != 280 || !pings.contains(m.getHopByHopIdentifier())) {
                return m;
            }
        }
    }

    private IMessage readAny() throws Exception {
        while (true) {
            int first = in.readInt();
            byte[] b = new byte[first & 0xffffff];
            b[0] = (byte) (first >>> 24);
            b[1] = (byte) (first >>> 16);
            b[2] = (byte) (first >>> 8);
            b[3] = (byte) first;
            in.readFully(b, 4, b.length - 4);
            IMessage m = parser.createMessage(b);
            if (m.getCommandCode() != 280 || !m.isRequest()) {
                return m;
            }
            IMessage dwa = parser.createEmptyMessage(280, 0);
            dwa.setRequest(false);
            dwa.setHopByHopIdentifier(m.getHopByHopIdentifier());
            dwa.setEndToEndIdentifier(m.getEndToEndIdentifier());
            dwa.getAvps().addAvp(Avp.ORIGIN_HOST, originHost, true, false, true);
            dwa.getAvps().addAvp(Avp.ORIGIN_REALM, realm, true, false, true);
            dwa.getAvps().addAvp(Avp.RESULT_CODE, 2001L, true, false, true);
            send(encode(dwa));
        }
    }

    @Override
    public void close() throws Exception {
        socket.close();
    }
}
