package dev.corebed.diameter;

import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;

/** A received request as a handler sees it, and the factory of its answer. */
public final class DiameterRequest {

    private final Request message;
    private final Command command;
    private final String originHost;
    private final String originRealm;

    DiameterRequest(Request message, Command command, String originHost, String originRealm) {
        this.message = message;
        this.command = command;
        this.originHost = originHost;
        this.originRealm = originRealm;
    }

    public Request message() {
        return message;
    }

    public AvpSet avps() {
        return message.getAvps();
    }

    public Command command() {
        return command;
    }

    public String sessionId() {
        return Avps.SESSION_ID.requireString(message.getAvps());
    }

    /** The requesting node's Origin-Host. */
    public String peerHost() {
        return Avps.ORIGIN_HOST.requireString(message.getAvps());
    }

    public String peerRealm() {
        return Avps.ORIGIN_REALM.requireString(message.getAvps());
    }

    /**
     * The Diameter identity of the peer the request came through: the requesting node itself, or the agent that
     * forwarded it (the BSF's Rx proxy); null when not known. Requests of the session sent back go through it.
     */
    public String connectionPeer() {
        org.jdiameter.client.api.controller.IPeer peer = ((org.jdiameter.client.api.IMessage) message).getPeer();
        return peer == null || peer.getUri() == null ? null : peer.getUri().getFQDN();
    }

    /**
     * An answer carrying the request's Session-Id, application id and Proxy-Info, this node's
     * Origin-Host and Origin-Realm, and the result (Result-Code, or Experimental-Result for a vendor's
     * code). The handler adds the command's own AVPs.
     */
    public Answer answer(ResultCode result) {
        return answer(message, result, originHost, originRealm);
    }

    public Answer success() {
        return answer(ResultCodes.DIAMETER_SUCCESS);
    }

    static Answer answer(Request request, ResultCode result, String originHost, String originRealm) {
        Answer answer = request.createAnswer();
        AvpSet avps = answer.getAvps();
        Avps.ORIGIN_HOST.add(avps, originHost);
        Avps.ORIGIN_REALM.add(avps, originRealm);
        Avps.addResultCode(avps, result);
        return answer;
    }
}
