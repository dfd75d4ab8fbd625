package dev.corebed.gatling.diameter;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.rx.Rx;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.List;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;

/**
 * The AF (P-CSCF) on Rx (TS 29.214), connected to a PCRF directly or to the BSF that relays for it: it opens, modifies
 * and ends AF sessions (AAR-I, AAR-U, STR) and answers the PCRF's RAR and ASR (2001), keeping each for the step that
 * waits for it.
 */
public final class AfRole extends DiameterRole {

    /**
     * @param peer     host:port of the PCRF, or of the BSF
     * @param peerHost its Diameter identity
     */
    public AfRole(String host, String realm, String peer, String peerHost, Duration timeout) throws InterruptedException {
        super("af", host, realm, peer, peerHost, Rx.APPLICATION.authApplicationId(), List.of(Rx.RAR, Rx.ASR), timeout);
    }

    /**
     * AAR-I of a new session (the Session-Id is the request's): Rx-Request-Type INITIAL_REQUEST, Framed-IP-Address, an
     * audio component (64 kbit/s both ways, its RTP and RTCP flows to and from {@code ue}), Specific-Action
     * subscriptions; to the realm (no Destination-Host: the BSF, or the PCRF, routes it).
     */
    public Request aarInitial(Inet4Address ue, int... specificActions) {
        Request r = node().createRequest(Rx.AAR, node().newSessionId(), realm(), null);
        AvpSet avps = r.getAvps();
        Rx.RX_REQUEST_TYPE.add(avps, Rx.INITIAL_REQUEST);
        String a = ue.getHostAddress();
        Rx.addMediaComponent(avps, new Rx.MediaComponent(1, 0, 64_000L, 64_000L, 2, List.of(
                new Rx.MediaSubComponent(1, List.of("permit out 17 from 10.255.0.1 49000 to " + a + " 50000",
                        "permit in 17 from " + a + " 50000 to 10.255.0.1 49000"), null),
                new Rx.MediaSubComponent(2, List.of("permit out 17 from 10.255.0.1 49001 to " + a + " 50001",
                        "permit in 17 from " + a + " 50001 to 10.255.0.1 49001"), 1))));
        Avps.addFramedIpAddress(avps, ue);
        for (int action : specificActions) {
            Rx.SPECIFIC_ACTION.add(avps, action);
        }
        return r;
    }

    /** AAR-U of a session: its audio component at {@code bandwidth} bit/s each way (the same as before: no change). */
    public Request aarUpdate(String sessionId, long bandwidth) {
        Request r = node().createRequest(Rx.AAR, sessionId, realm(), null);
        Rx.RX_REQUEST_TYPE.add(r.getAvps(), Rx.UPDATE_REQUEST);
        Rx.addMediaComponent(r.getAvps(), new Rx.MediaComponent(1, 0, bandwidth, bandwidth, 2, List.of()));
        return r;
    }

    /** STR, Termination-Cause DIAMETER_LOGOUT. */
    public Request str(String sessionId) {
        Request r = node().createRequest(Rx.STR, sessionId, realm(), null);
        Avps.TERMINATION_CAUSE.add(r.getAvps(), Avps.DIAMETER_LOGOUT);
        return r;
    }
}
