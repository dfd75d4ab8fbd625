package dev.corebed.diameter;

import java.io.DataInputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import org.jdiameter.api.Avp;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.impl.parser.MessageParser;

/** A Diameter peer on a plain socket, to send bytes jDiameter would never produce. */
final class RawPeer implements AutoCloseable {

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final MessageParser parser = new MessageParser();
    private long hopByHop = 1;

    /** Connects and completes the capabilities exchange, advertising Gx. */
    RawPeer(int port, String originHost) throws Exception {
        this(port, originHost, 16777238);
    }

    /** Connects and completes the capabilities exchange, advertising that 3GPP application. */
    RawPeer(int port, String originHost, long applicationId) throws Exception {
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout(5000);
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
        IMessage cer = message(257, 0);
        cer.getAvps().addAvp(Avp.ORIGIN_HOST, originHost, true, false, true);
        cer.getAvps().addAvp(Avp.ORIGIN_REALM, TestNodes.REALM, true, false, true);
        cer.getAvps().addAvp(Avp.HOST_IP_ADDRESS, InetAddress.getLoopbackAddress(), true, false);
        cer.getAvps().addAvp(Avp.VENDOR_ID, 10415, true, false, true);
        cer.getAvps().addAvp(Avp.PRODUCT_NAME, "raw", false);
        Avps.addVendorSpecificApplicationId(cer.getAvps(), 10415, applicationId);
        send(encode(cer));
        IMessage cea = read();
        if (cea.getResultCode().getUnsigned32() != 2001) {
            throw new IllegalStateException("CEA " + cea.getResultCode().getUnsigned32());
        }
    }

    IMessage message(int commandCode, long applicationId) {
        IMessage m = parser.createEmptyMessage(commandCode, applicationId);
        m.setRequest(true);
        m.setHopByHopIdentifier(hopByHop++);
        m.setEndToEndIdentifier(hopByHop);
        return m;
    }

    byte[] encode(IMessage m) throws Exception {
        return parser.encodeMessage(m).array();
    }

    void send(byte[] bytes) throws Exception {
        out.write(bytes);
        out.flush();
    }

    /** The next message, skipping watchdogs. */
    IMessage read() throws Exception {
        while (true) {
            int first = in.readInt();
            byte[] b = new byte[first & 0xffffff];
            b[0] = (byte) (first >>> 24);
            b[1] = (byte) (first >>> 16);
            b[2] = (byte) (first >>> 8);
            b[3] = (byte) first;
            in.readFully(b, 4, b.length - 4);
            IMessage m = parser.createMessage(b);
            if (m.getCommandCode() != 280) {
                return m;
            }
        }
    }

    @Override
    public void close() throws Exception {
        socket.close();
    }
}
