package dev.corebed.diameter.test;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.rx.Rx;
import java.net.Inet4Address;
import java.net.InetAddress;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;
import org.jdiameter.client.api.IMessage;

/**
 * The answers RFC 6733 §7.1 prescribes for a malformed request, as a peer sees them on the wire, checked
 * the same way against any node that serves Rx: a plain node with an AAR handler, or the BSF's Rx proxy
 * port. Each case sends raw bytes from a {@link RawPeer} (advertising Rx), asserts the answer (result,
 * E bit, Origin-Host of the node that refused it, Failed-AVP where RFC 6733 requires one), then that the
 * connection is still open and serving: a DWR gets its DWA 2001.
 */
public final class ProtocolErrorCases {

    private final RawPeer peer;
    private final String node;

    /** @param node the Origin-Host of the node under test, which must answer these itself */
    public ProtocolErrorCases(RawPeer peer, String node) {
        this.peer = peer;
        this.node = node;
    }

    /** A header of version 2: 5011 DIAMETER_UNSUPPORTED_VERSION, answered from the header. */
    public IMessage unsupportedVersion() throws Exception {
        IMessage aar = aar();
        byte[] b = peer.encode(aar);
        b[0] = 2;
        IMessage answer = peer.call(b);
        assertRefused(answer, 5011, false);
        assertThat(answer.getCommandCode()).isEqualTo(Rx.AAR.code());
        assertThat(answer.getEndToEndIdentifier()).isEqualTo(aar.getEndToEndIdentifier());
        assertThat(Avps.SESSION_ID.string(answer.getAvps())).isEqualTo(Avps.SESSION_ID.string(aar.getAvps()));
        assertStillServing();
        return answer;
    }

    /** A DWR with the E bit: 3008 DIAMETER_INVALID_HDR_BITS, not the state machine's DWA 2001. */
    public IMessage errorBitOnAWatchdog() throws Exception {
        byte[] b = peer.encode(peer.dwr());
        b[4] |= 0x20;
        IMessage answer = peer.call(b);
        assertRefused(answer, 3008, true);
        assertThat(answer.getCommandCode()).isEqualTo(280);
        assertStillServing();
        return answer;
    }

    /** A command of the common application that no node supports: 3001 DIAMETER_COMMAND_UNSUPPORTED. */
    public IMessage unknownCommand() throws Exception {
        IMessage m = peer.message(999, 0);
        AvpSet avps = m.getAvps();
        Avps.SESSION_ID.add(avps, peer.originHost() + ";1;" + System.nanoTime());
        Avps.ORIGIN_HOST.add(avps, peer.originHost());
        Avps.ORIGIN_REALM.add(avps, peer.realm());
        Avps.DESTINATION_REALM.add(avps, peer.realm());
        IMessage answer = peer.call(peer.encode(m));
        assertRefused(answer, 3001, true);
        assertThat(answer.getCommandCode()).isEqualTo(999);
        assertStillServing();
        return answer;
    }

    /** An AAR with an AVP no dictionary knows, with the M bit: 5001 DIAMETER_AVP_UNSUPPORTED, the AVP in Failed-AVP. */
    public IMessage unknownMandatoryAvp() throws Exception {
        IMessage aar = aar();
        aar.getAvps().addAvp(4711, new byte[] {1, 2, 3, 4}, 10415, true, false);
        IMessage answer = peer.call(peer.encode(aar));
        assertRefused(answer, 5001, false);
        Avp failed = failedAvp(answer).getAvp(4711, 10415);
        assertThat(failed).as("Failed-AVP holds the unknown AVP").isNotNull();
        assertThat(failed.getRaw()).containsExactly(1, 2, 3, 4);
        assertStillServing();
        return answer;
    }

    /** An AAR with two Session-Ids: 5009 DIAMETER_AVP_OCCURS_TOO_MANY_TIMES, the second in Failed-AVP. */
    public IMessage sessionIdTwice() throws Exception {
        IMessage aar = aar();
        String second = peer.originHost() + ";2;" + System.nanoTime();
        aar.getAvps().addAvp(Avp.SESSION_ID, second, true, false, false);
        IMessage answer = peer.call(peer.encode(aar));
        assertRefused(answer, 5009, false);
        assertThat(Avps.SESSION_ID.string(failedAvp(answer))).as("the first instance beyond one").isEqualTo(second);
        assertStillServing();
        return answer;
    }

    /** An AAR without Auth-Application-Id: 5005 DIAMETER_MISSING_AVP, a zero-filled Auth-Application-Id in Failed-AVP. */
    public IMessage missingAuthApplicationId() throws Exception {
        IMessage aar = aar();
        aar.getAvps().removeAvp(Avp.AUTH_APPLICATION_ID);
        IMessage answer = peer.call(peer.encode(aar));
        assertRefused(answer, 5005, false);
        Avp example = failedAvp(answer).getAvp(Avp.AUTH_APPLICATION_ID);
        assertThat(example).as("Failed-AVP holds an example of Auth-Application-Id").isNotNull();
        assertThat(example.getRaw()).containsExactly(0, 0, 0, 0);
        assertStillServing();
        return answer;
    }

    /** The connection still serves: a DWR gets DWA 2001. */
    public void assertStillServing() throws Exception {
        IMessage dwa = peer.call(peer.encode(peer.dwr()));
        assertThat(dwa.getCommandCode()).isEqualTo(280);
        assertThat(dwa.getResultCode().getUnsigned32()).as("DWA").isEqualTo(2001);
        assertThat(dwa.isError()).isFalse();
    }

    /** An initial AAR of a new session (TS 29.214 §5.6.1), to the peer's realm. */
    public IMessage aar() throws Exception {
        IMessage m = peer.message(Rx.AAR.code(), Rx.APPLICATION.authApplicationId());
        m.setProxiable(true);
        AvpSet avps = m.getAvps();
        Avps.SESSION_ID.add(avps, peer.originHost() + ";1;" + System.nanoTime());
        Avps.AUTH_APPLICATION_ID.add(avps, Rx.APPLICATION.authApplicationId());
        Avps.ORIGIN_HOST.add(avps, peer.originHost());
        Avps.ORIGIN_REALM.add(avps, peer.realm());
        Avps.DESTINATION_REALM.add(avps, peer.realm());
        Rx.RX_REQUEST_TYPE.add(avps, Rx.INITIAL_REQUEST);
        Avps.addFramedIpAddress(avps, (Inet4Address) InetAddress.getByName("10.47.0.1"));
        return m;
    }

    private void assertRefused(IMessage answer, long resultCode, boolean protocolError) throws Exception {
        assertThat(answer.isRequest()).isFalse();
        assertThat(answer.getResultCode()).as("Result-Code").isNotNull();
        assertThat(answer.getResultCode().getUnsigned32()).as("Result-Code").isEqualTo(resultCode);
        assertThat(answer.isError()).as("E bit").isEqualTo(protocolError);
        assertThat(Avps.ORIGIN_HOST.string(answer.getAvps())).as("answered by the node itself").isEqualTo(node);
        assertThat(Avps.ERROR_MESSAGE.string(answer.getAvps())).isNotBlank();
    }

    private static AvpSet failedAvp(IMessage answer) throws Exception {
        Avp failed = answer.getAvps().getAvp(Avp.FAILED_AVP);
        assertThat(failed).as("Failed-AVP").isNotNull();
        return failed.getGrouped();
    }
}
