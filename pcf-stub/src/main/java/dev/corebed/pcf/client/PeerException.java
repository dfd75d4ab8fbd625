package dev.corebed.pcf.client;

/**
 * A peer did not give an answer the PCF can use: no answer in time, a refusal (4xx other than what the operation
 * expects), a server error. Carries no stack: it is an outcome, counted and handled per stub.pcf.peers.*.on-failure.
 */
public final class PeerException extends RuntimeException {

    private final Peer peer;
    private final int status;

    public PeerException(Peer peer, int status, String message) {
        super(message, null, false, false);
        this.peer = peer;
        this.status = status;
    }

    public Peer peer() {
        return peer;
    }

    /** The HTTP status the peer answered, 0 when it did not answer. */
    public int status() {
        return status;
    }
}
