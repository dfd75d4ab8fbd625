package dev.corebed.diameter;

import java.util.concurrent.CompletionStage;

/**
 * What a relaying stub supplies: where the request that opens a session goes (for Rx, the AAR of a
 * new Session-Id: the BSF finds the PCF bound to the UE's address). Everything else — forwarding as a
 * proxy agent, following the session, relaying answers, RAR and ASR back — is {@link DiameterRelay}'s.
 *
 * <p>Called on one of jDiameter's threads: it must not block (data-tier lookups go to their executor).
 * Complete with the target; with {@code null} when there is none, which the relay answers with the
 * application's result for that case (Rx: Experimental-Result 10415/5065 IP-CAN_SESSION_NOT_AVAILABLE);
 * or throw / complete exceptionally with a {@link DiameterException} to answer another result
 * ({@code Avps.framedIpAddress} already throws 5004 for a malformed address).
 */
@FunctionalInterface
public interface RelayTargets {

    CompletionStage<DiameterRelay.Target> target(DiameterRequest request);
}
