package dev.corebed.testkit;

/**
 * The test kit's vocabulary, to import statically with {@link Operations}:
 *
 * <pre>{@code
 * import static dev.corebed.testkit.Corebed.*;
 * import static dev.corebed.testkit.Operations.*;
 *
 * nrf.add(answer(searchNfInstances().withQuery("target-nf-type", "UDR")).status(200).jsonBody(result));
 * udr.add(fault(readAmPolicyData().withSupi(SUPI)).after(1).times(1).error(503, "NF_CONGESTION"));
 * verify(nrf).received(1, registerNfInstance().withBody("/nfType", "SMF"));
 * verify(udr).received(atLeast(2), readAmPolicyData());
 * verify(nrf).within(Duration.ofSeconds(5)).received(1, updateNfInstance());
 * }</pre>
 */
public final class Corebed {

    private Corebed() {}

    /** Checks of what this stub received. */
    public static Verification verify(StubClient stub) {
        return stub.verify();
    }

    /** A scripted answer for the requests that match; add it with {@link StubClient#add(Answer)}. */
    public static Answer answer(RequestPattern requests) {
        return new Answer(requests);
    }

    /** A fault rule for the requests that match; add it with {@link StubClient#add(Fault)}. */
    public static Fault fault(RequestPattern requests) {
        return new Fault(requests);
    }

    /** Every request. */
    public static RequestPattern anyRequest() {
        return RequestPattern.anyRequest();
    }

    /** Requests of any operationId or Diameter command, by name ({@code "GetNfGroupIDs"}, {@code "CCR-U"}). */
    public static RequestPattern operation(String operationId) {
        return RequestPattern.operation(operationId);
    }

    public static Count exactly(long n) {
        return Count.exactly(n);
    }

    public static Count atLeast(long n) {
        return Count.atLeast(n);
    }

    public static Count atMost(long n) {
        return Count.atMost(n);
    }

    public static Count between(long min, long max) {
        return Count.between(min, max);
    }
}
