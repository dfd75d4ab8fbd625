package dev.corebed.sbi.client;

/** One pooled connection, as its pool sees it. Called on the pool's event loop only. */
interface Connection {

    /** Ready, not going away, and below the peer's stream limit. */
    boolean canDispatch();

    /** Sends the request; the answer or failure completes the call. */
    void dispatch(ClientCall<?> call);

    /** Gives up on the call's request (timeout): resets its stream, or closes an HTTP/1.1 connection. */
    void abandon(ClientCall<?> call);
}
