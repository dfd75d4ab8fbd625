package dev.corebed.scp.service;

/**
 * The transport's side of one forwarded request (sbi/): it sends the request where the service says, hands back the
 * outcome, and answers the consumer. Every method is called at most once per attempt, from any thread.
 */
public interface Egress {

    /**
     * Sends the request: to {@code hop.apiRoot()} with the request's path under its prefix; to a peer SCP with the
     * producer's apiRoot in 3gpp-Sbi-Target-apiRoot ({@code hop.peerTarget()}). The listener is told once.
     */
    void send(Hop hop, long timeoutNanos, AttemptListener listener);

    /** Relays the answer to the consumer, with 3gpp-Sbi-Producer-Id when given. */
    void relay(Answer answer, String producerId);

    /** Answers the consumer with the SCP's own error. */
    void refuse(Refusal refusal);

    /**
     * Where one attempt goes.
     *
     * @param apiRoot          the producer's (or the peer SCP's) apiRoot
     * @param peerTarget       when the hop is a peer SCP, the producer's apiRoot it is for; else null
     * @param remainingMillis  what is left of the consumer's 3gpp-Sbi-Max-Rsp-Time (sent on), or 0 when none
     */
    record Hop(ApiRoot apiRoot, ApiRoot peerTarget, long remainingMillis) {}

    /** How an attempt ended. */
    interface AttemptListener {
        void answered(Answer answer);

        void failed(Failure failure, Throwable cause);
    }

    /** Why an attempt got no answer. */
    enum Failure { CONNECT, TIMEOUT, OTHER }

    /** A producer's answer, held by the transport until it is relayed or discarded. */
    interface Answer {
        int status();

        /** A header of the answer (lower-case name), or null. */
        String header(String lowerCaseName);

        /** Frees it: another attempt is made instead. */
        void discard();
    }
}
